/**
 * The contact rules of the public request forms and the personal centre (no imports: the browser
 * takes these functions without any schema library). Both sides are tested against the same
 * table of cases (server/src/modules/portal/contact-cases.json).
 */

/** A mainland mobile number (ruoyi-ui's `/^1[3-9]\d{9}$/`): the personal centre's phone. */
export const MOBILE_PATTERN = /^1[3-9]\d{9}$/;

const MOBILE_OR_86 = /^(?:\+?86)?1[3-9]\d{9}$/;
const LANDLINE = /^0\d{2,3}\d{7,8}$/;
const EMAIL = /^[^\s@]{1,64}@[^\s@]+\.[^\s@]{2,}$/;

/** The phone as stored: trimmed, without spaces. */
export const normalisePhone = (phone: string): string => phone.trim().replace(/\s+/g, '');

/**
 * A phone number of a request form: a mainland mobile number (optionally +86 / 86), or a landline
 * with its area code (025-8360-5160). Spaces and hyphens between the digits are allowed.
 */
export function isPhone(phone: string): boolean {
  const digits = normalisePhone(phone).replace(/-/g, '');
  return MOBILE_OR_86.test(digits) || LANDLINE.test(digits);
}

/** An e-mail address: something@host.tld, without spaces. */
export const isEmail = (email: string): boolean => EMAIL.test(email.trim());

/** What is wrong with the contact of a request form; each key present names one problem. */
export interface ContactProblems {
  missing?: 'missing';
  phone?: 'badPhone';
  email?: 'badEmail';
}

/**
 * The request forms' rule (docs/product.md §5): name and phone are required; the phone and an
 * e-mail, when given, must look like one. The server refuses the same input.
 */
export function contactProblems(name: string, phone: string, email: string): ContactProblems {
  const problems: ContactProblems = {};
  const trimmedPhone = phone.trim();
  const trimmedEmail = email.trim();
  if (!name.trim() || !trimmedPhone) problems.missing = 'missing';
  if (trimmedPhone && !isPhone(trimmedPhone)) problems.phone = 'badPhone';
  if (trimmedEmail && !isEmail(trimmedEmail)) problems.email = 'badEmail';
  return problems;
}
