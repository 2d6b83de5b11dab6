import { PASSWORD_ILLEGAL_CHARS, PASSWORD_MAX, PASSWORD_MIN, USER_NAME_LENGTH } from '@dis/contract/rules';

export interface RegisterValues {
  username: string;
  password: string;
  confirmPassword: string;
  code: string;
}

/** Message keys (namespace `common`) for each field that breaks a rule. */
export function validateRegister(
  values: RegisterValues,
  captchaEnabled: boolean,
): Partial<Record<keyof RegisterValues, string>> {
  const errors: Partial<Record<keyof RegisterValues, string>> = {};
  const username = values.username.trim();
  if (username === '') errors.username = 'auth.usernameRequired';
  else if (username.length < USER_NAME_LENGTH.min || username.length > USER_NAME_LENGTH.max)
    errors.username = 'register.usernameLength';
  if (values.password === '') errors.password = 'auth.passwordRequired';
  else if (values.password.length < PASSWORD_MIN || values.password.length > PASSWORD_MAX)
    errors.password = 'register.passwordLength';
  else if (PASSWORD_ILLEGAL_CHARS.test(values.password)) errors.password = 'register.passwordIllegal';
  if (values.confirmPassword === '') errors.confirmPassword = 'register.confirmRequired';
  else if (values.confirmPassword !== values.password) errors.confirmPassword = 'register.confirmMismatch';
  if (captchaEnabled && values.code.trim() === '') errors.code = 'auth.codeRequired';
  return errors;
}
