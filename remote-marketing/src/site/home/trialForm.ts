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

/** What is wrong with a filled form; message keys under `home.trial`. */
export interface TrialProblems {
  missing?: 'missing';
  phone?: 'badPhone';
  email?: 'badEmail';
}

const MAINLAND_MOBILE = /^1[3-9]\d{9}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Name and phone are required; the phone must be a mainland mobile number; an email must look like one. */
export function checkTrial(values: TrialValues): TrialProblems {
  const problems: TrialProblems = {};
  const phone = values.phone.trim();
  const email = values.email.trim();
  if (!values.name.trim() || !phone) problems.missing = 'missing';
  if (phone && !MAINLAND_MOBILE.test(phone)) problems.phone = 'badPhone';
  if (email && !EMAIL.test(email)) problems.email = 'badEmail';
  return problems;
}

export const hasProblems = (problems: TrialProblems) => Object.keys(problems).length > 0;

/** Sends the request; the HTTP client is loaded only now, so visitors who never send do not pay for it. */
export async function sendTrial(values: TrialValues): Promise<void> {
  const { http } = await import('@dis/shared/request');
  const body = {
    name: values.name.trim(),
    phone: values.phone.trim(),
    company: values.company.trim(),
    email: values.email.trim(),
    position: values.position.trim(),
    remark: values.remark.trim(),
    subscribe: values.subscribe,
  };
  await http.post('/portal/trial', body, { withToken: false, silent: true });
}
