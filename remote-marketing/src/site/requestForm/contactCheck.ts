/** What is wrong with a filled request form; message keys of the form's words. */
export interface RequestProblems {
  missing?: 'missing';
  phone?: 'badPhone';
  email?: 'badEmail';
}

const MAINLAND_MOBILE = /^1[3-9]\d{9}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Spec §5: name and phone are required (请输入姓名和手机号); the phone must be a mainland mobile
 * number and an email, when given, must look like one.
 */
export function checkContact(name: string, phone: string, email: string): RequestProblems {
  const problems: RequestProblems = {};
  const trimmedPhone = phone.trim();
  const trimmedEmail = email.trim();
  if (!name.trim() || !trimmedPhone) problems.missing = 'missing';
  if (trimmedPhone && !MAINLAND_MOBILE.test(trimmedPhone)) problems.phone = 'badPhone';
  if (trimmedEmail && !EMAIL.test(trimmedEmail)) problems.email = 'badEmail';
  return problems;
}

export const hasProblems = (problems: RequestProblems) => Object.keys(problems).length > 0;
