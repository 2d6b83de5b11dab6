export interface RegisterValues {
  username: string;
  password: string;
  confirmPassword: string;
  code: string;
}

export const REGISTER_FIELDS = ['username', 'password', 'confirmPassword', 'code'] as const;

/** Characters a password must not contain (as RuoYi's register form). */
const ILLEGAL_PASSWORD = /[<>"'|\\]/;

/** Message keys (namespace `common`) for each field that breaks a rule. */
export function validateRegister(
  values: RegisterValues,
  captchaEnabled: boolean,
): Partial<Record<keyof RegisterValues, string>> {
  const errors: Partial<Record<keyof RegisterValues, string>> = {};
  const username = values.username.trim();
  if (username === '') errors.username = 'auth.usernameRequired';
  else if (username.length < 2 || username.length > 20) errors.username = 'register.usernameLength';
  if (values.password === '') errors.password = 'auth.passwordRequired';
  else if (values.password.length < 6 || values.password.length > 20)
    errors.password = 'register.passwordLength';
  else if (ILLEGAL_PASSWORD.test(values.password)) errors.password = 'register.passwordIllegal';
  if (values.confirmPassword === '') errors.confirmPassword = 'register.confirmRequired';
  else if (values.confirmPassword !== values.password) errors.confirmPassword = 'register.confirmMismatch';
  if (captchaEnabled && values.code.trim() === '') errors.code = 'auth.codeRequired';
  return errors;
}
