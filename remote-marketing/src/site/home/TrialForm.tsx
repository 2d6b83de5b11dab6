import { TRIAL_ID } from '../company';
import { REQUEST_FIELD_MAX as MAX } from '../requestForm/contactCheck';
import { RequestForm, type RequestField } from '../requestForm/RequestForm';
import { useMarketingWords } from '../words';
import { sendTrial, type TrialValues } from './trialForm';

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
      words={{
        title: label('title'),
        lead: label('lead'),
        subscribe: label('subscribe'),
        submit: label('submit'),
        sending: label('sending'),
        missing: label('missing'),
        badPhone: label('badPhone'),
        badEmail: label('badEmail'),
        success: label('success'),
      }}
      send={(values, subscribe) => sendTrial({ ...(values as Omit<TrialValues, 'subscribe'>), subscribe })}
    />
  );
}
