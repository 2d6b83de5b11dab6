export interface LoginValues {
  username: string;
  password: string;
  code: string;
}

/** Message keys (namespace `common`) of the fields that are not filled in. */
export function validateLogin(
  values: LoginValues,
  captchaEnabled: boolean,
): Partial<Record<keyof LoginValues, string>> {
  const errors: Partial<Record<keyof LoginValues, string>> = {};
  if (values.username.trim() === '') errors.username = 'auth.usernameRequired';
  if (values.password === '') errors.password = 'auth.passwordRequired';
  if (captchaEnabled && values.code.trim() === '') errors.code = 'auth.codeRequired';
  return errors;
}
