import { checkContact, hasProblems, type RequestProblems } from '../requestForm/contactCheck';
import { sendRequest } from '../requestForm/sendRequest';

/** The trial / custom-plan request (spec §3, CONTRACT.md "Public endpoints": `POST /portal/trial`). */
export interface TrialValues {
  name: string;
  phone: string;
  company: string;
  email: string;
  position: string;
  remark: string;
  subscribe: boolean;
}

export const EMPTY_TRIAL: TrialValues = {
  name: '',
  phone: '',
  company: '',
  email: '',
  position: '',
  remark: '',
  subscribe: false,
};

export type TrialProblems = RequestProblems;
export { hasProblems };

/** Name and phone are required; the phone and an email must look like one (as the server checks them). */
export function checkTrial(values: TrialValues): TrialProblems {
  return checkContact(values.name, values.phone, values.email);
}

/** Sends the request, trimmed. */
export async function sendTrial(values: TrialValues): Promise<void> {
  await sendRequest({
    name: values.name.trim(),
    phone: values.phone.trim(),
    company: values.company.trim(),
    email: values.email.trim(),
    position: values.position.trim(),
    remark: values.remark.trim(),
    subscribe: values.subscribe,
  });
}
