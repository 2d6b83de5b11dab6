import type { ReactNode } from 'react';
import { USER_FIELD_MAX } from '@dis/contract/rules';
import { useTranslation } from '@dis/shared';
import { CaptchaField } from '../captcha/CaptchaField';
import type { CaptchaState } from '../captcha/useCaptcha';
import { TextField } from './TextField';
import type { AuthForm } from './useAuthForm';

/** One text field of the login or register form. */
export interface AuthField<V> {
  name: keyof V & string;
  /** the label's key in namespace `common` */
  label: string;
  type?: 'password';
  autoComplete: string;
  maxLength: number;
}

/**
 * The room a password field gives: more than the rule's 20 characters (PASSWORD_MAX), so a longer
 * password is refused with the rule's words instead of being cut short.
 */
export const PASSWORD_INPUT_MAX = 30;

/**
 * The fields both forms start with: the user name (as long as `sys_user` holds it) and the password,
 * which the browser fills as the `current-password` to sign in or offers a `new-password` for.
 */
export function accountFields<V extends { username: string; password: string }>(
  passwordAutoComplete: 'current-password' | 'new-password',
): AuthField<V>[] {
  return [
    {
      name: 'username',
      label: 'auth.username',
      autoComplete: 'username',
      maxLength: USER_FIELD_MAX.userName,
    },
    {
      name: 'password',
      label: 'auth.password',
      type: 'password',
      autoComplete: passwordAutoComplete,
      maxLength: PASSWORD_INPUT_MAX,
    },
  ] as AuthField<V>[];
}

/** The names of a form's fields in screen order, the captcha last: where the first invalid one is. */
export function fieldOrder<V extends { code: string }>(
  fields: readonly AuthField<V>[],
): (keyof V & string)[] {
  return [...fields.map((field) => field.name), 'code'];
}

interface AuthFieldsProps<V extends { code: string }> {
  fields: readonly AuthField<V>[];
  /** element id of each field */
  ids: Record<keyof V & string, string>;
  form: Pick<AuthForm<V>, 'values' | 'set' | 'errors' | 'captchaShown' | 'busy' | 'live'>;
  captcha: CaptchaState & { refresh: () => void };
  /** the server's refusal, shown above the fields */
  error?: string | null;
  /** the send button's words */
  sendLabel: string;
  /** shown between the fields and the send button (the login's 记住我) */
  beforeSend?: ReactNode;
}

/**
 * The body both forms share: the server's refusal, the text fields in their order, the captcha
 * when one is asked and the send button (which waits for the page to come alive, see `useLive`).
 */
export function AuthFields<V extends { code: string }>({
  fields,
  ids,
  form,
  captcha,
  error: refusal,
  sendLabel,
  beforeSend,
}: AuthFieldsProps<V>) {
  const { t } = useTranslation('common');
  const { values, set, errors, busy, live } = form;
  const error = (name: keyof V & string) => {
    const key = errors[name];
    return key && t(key);
  };
  return (
    <>
      {refusal ? (
        <p className="auth-alert auth-alert--error" role="alert">
          {refusal}
        </p>
      ) : null}
      {fields.map((field) => (
        <TextField
          key={field.name}
          id={ids[field.name]}
          type={field.type}
          label={t(field.label)}
          value={values[field.name] as string}
          onChange={set(field.name)}
          error={error(field.name)}
          autoComplete={field.autoComplete}
          maxLength={field.maxLength}
        />
      ))}
      {form.captchaShown ? (
        <CaptchaField
          id={ids.code}
          captcha={captcha}
          value={values.code}
          onChange={set('code')}
          error={error('code')}
        />
      ) : null}
      {beforeSend}
      <button type="submit" className="auth-submit" disabled={busy || !live} aria-busy={busy}>
        {sendLabel}
      </button>
    </>
  );
}
