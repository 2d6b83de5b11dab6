import { SOLUTION_FORM_ID } from '../company';
import { REQUEST_FIELD_MAX as MAX } from '../requestForm/contactCheck';
import { RequestForm, requestFormWords, type RequestField } from '../requestForm/RequestForm';
import { sendRequest } from '../requestForm/sendRequest';
import { useSolutionWords } from './words';

/** The id of the form on /Solution. */
export { SOLUTION_FORM_ID };

/**
 * 方案咨询: the solution-form variant of the trial form (docs/product.md §3: companyEmail, companyName, name,
 * pain, phone, role, subscribe); stored as a lead with source `solution`.
 */
export function SolutionForm() {
  const { t } = useSolutionWords();
  const label = (name: string) => t(`form.${name}`);
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
    {
      name: 'companyName',
      label: label('companyName'),
      autoComplete: 'organization',
      maxLength: MAX.companyName,
    },
    {
      name: 'companyEmail',
      label: label('companyEmail'),
      type: 'email',
      autoComplete: 'email',
      maxLength: MAX.companyEmail,
    },
    { name: 'role', label: label('role'), autoComplete: 'organization-title', maxLength: MAX.role },
    {
      name: 'pain',
      label: label('pain'),
      multiline: true,
      placeholder: label('painPlaceholder'),
      maxLength: MAX.pain,
    },
  ];
  return (
    <RequestForm
      id={SOLUTION_FORM_ID}
      fields={fields}
      contact={{ name: 'name', phone: 'phone', email: 'companyEmail' }}
      words={requestFormWords(label)}
      send={sendRequest}
      productChoice
    />
  );
}
