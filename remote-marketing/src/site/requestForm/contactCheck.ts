/** What is wrong with a filled request form; message keys of the form's words. */
export interface RequestProblems {
  missing?: 'missing';
  phone?: 'badPhone';
  email?: 'badEmail';
}

/**
 * The longest value of each field, as the server bounds them (`POST /portal/trial`); the inputs
 * take no more.
 */
export const REQUEST_FIELD_MAX = {
  name: 50,
  phone: 20,
  company: 100,
  email: 100,
  position: 100,
  remark: 1000,
  companyName: 100,
  companyEmail: 100,
  role: 100,
  pain: 1000,
} as const;

/**
 * The server's rule (server/src/modules/portal/trial.ts), in the browser: a mainland mobile
 * number (optionally +86 / 86) or a landline with its area code (025-8360-5160); spaces and
 * hyphens between the digits are fine. Both sides are tested against the same table of cases
 * (@dis/contract/portal/contact-cases.json).
 */
const MOBILE = /^(?:\+?86)?1[3-9]\d{9}$/;
const LANDLINE = /^0\d{2,3}\d{7,8}$/;
const EMAIL = /^[^\s@]{1,64}@[^\s@]+\.[^\s@]{2,}$/;

export function isPhone(phone: string): boolean {
  const digits = phone.trim().replace(/[\s-]+/g, '');
  return MOBILE.test(digits) || LANDLINE.test(digits);
}

export const isEmail = (email: string): boolean => EMAIL.test(email.trim());

/**
 * Spec §5: name and phone are required (请输入姓名和手机号); the phone and an email, when given,
 * must look like one, as the server checks them.
 */
export function checkContact(name: string, phone: string, email: string): RequestProblems {
  const problems: RequestProblems = {};
  const trimmedPhone = phone.trim();
  const trimmedEmail = email.trim();
  if (!name.trim() || !trimmedPhone) problems.missing = 'missing';
  if (trimmedPhone && !isPhone(trimmedPhone)) problems.phone = 'badPhone';
  if (trimmedEmail && !isEmail(trimmedEmail)) problems.email = 'badEmail';
  return problems;
}

export const hasProblems = (problems: RequestProblems) => Object.keys(problems).length > 0;
