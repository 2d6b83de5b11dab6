import { TRIAL_ID } from '../company';
import { REQUEST_FIELD_MAX as MAX } from '../requestForm/contactCheck';
import { RequestForm, requestFormWords, type RequestField } from '../requestForm/RequestForm';
import { sendRequest } from '../requestForm/sendRequest';
import { useMarketingWords } from '../words';

/** 免费试用 / 定制方案: the request form at the bottom of the home page. */
export function TrialForm() {
  const { t } = useMarketingWords();
  const label = (name: string) => t(`home.trial.${name}`);
  const fields: RequestField[] = [
    { name: 'name', label: label('name'), required: true, autoComplete: 'name', maxLength: MAX.name },
    {
      name: 'phone',
      label: label('phone'),
      required: true,
      type: 'tel',
      autoComplete: 'tel',
      maxLength: MAX.phone,
    },
    { name: 'company', label: label('company'), autoComplete: 'organization', maxLength: MAX.company },
    { name: 'email', label: label('email'), type: 'email', autoComplete: 'email', maxLength: MAX.email },
    {
      name: 'position',
      label: label('position'),
      autoComplete: 'organization-title',
      maxLength: MAX.position,
    },
    {
      name: 'remark',
      label: label('remark'),
      multiline: true,
      placeholder: label('remarkPlaceholder'),
      maxLength: MAX.remark,
    },
  ];
  return (
    <RequestForm
      id={TRIAL_ID}
      fields={fields}
      contact={{ name: 'name', phone: 'phone', email: 'email' }}
      words={requestFormWords(label)}
      send={sendRequest}
      productChoice
    />
  );
}
