import { Link, useNavigate, useTranslation } from '@dis/shared';
import { register } from '../auth/api';
import { CaptchaField } from '../auth/captcha/CaptchaField';
import { useCaptcha } from '../auth/captcha/useCaptcha';
import { TextField } from '../auth/form/TextField';
import { useAuthForm } from '../auth/form/useAuthForm';
import { AuthLayout } from '../auth/layout/AuthLayout';
import type { LoginPageState } from '../login/loginPageState';
import { useDocumentTitle } from '../navigation/useDocumentTitle';
import { LOGIN_PATH } from '../routes/publicRoutes';
import { REGISTER_FIELDS, validateRegister, type RegisterValues } from './validateRegister';

const FIELD_IDS = {
  username: 'register-username',
  password: 'register-password',
  confirmPassword: 'register-confirm',
  code: 'register-code',
} as const;

const EMPTY: RegisterValues = { username: '', password: '', confirmPassword: '', code: '' };

export default function RegisterPage() {
  const { t } = useTranslation('common');
  useDocumentTitle(t('title.register'));
  const navigate = useNavigate();
  const captcha = useCaptcha();
  const closed = captcha.settled && !captcha.registerEnabled;
  const { values, set, errors, busy, live, serverError, captchaShown, submit } = useAuthForm<RegisterValues>({
    initial: EMPTY,
    fields: REGISTER_FIELDS,
    ids: FIELD_IDS,
    validate: validateRegister,
    captcha,
    send: async (form) => {
      const username = form.username.trim();
      await register({
        username,
        password: form.password,
        confirmPassword: form.confirmPassword,
        code: captcha.enabled ? form.code.trim() : undefined,
        uuid: captcha.enabled ? captcha.uuid : undefined,
      });
      const state: LoginPageState = { notice: t('register.success', { username }), username };
      navigate(LOGIN_PATH, { state });
    },
  });

  return (
    <AuthLayout title={t('register.title')} subtitle={t('register.subtitle')}>
      {closed ? (
        <div className="auth-form">
          <p className="auth-alert auth-alert--error" role="alert">
            {t('register.disabled')}
          </p>
          <p className="auth-switch">
            <Link to={LOGIN_PATH}>{t('register.toLogin')}</Link>
          </p>
        </div>
      ) : (
        <form className="auth-form" onSubmit={submit} noValidate>
          {serverError ? (
            <p className="auth-alert auth-alert--error" role="alert">
              {serverError}
            </p>
          ) : null}
          <TextField
            id={FIELD_IDS.username}
            label={t('auth.username')}
            value={values.username}
            onChange={set('username')}
            error={errors.username && t(errors.username)}
            autoComplete="username"
            maxLength={30}
          />
          <TextField
            id={FIELD_IDS.password}
            type="password"
            label={t('auth.password')}
            value={values.password}
            onChange={set('password')}
            error={errors.password && t(errors.password)}
            autoComplete="new-password"
            maxLength={30}
          />
          <TextField
            id={FIELD_IDS.confirmPassword}
            type="password"
            label={t('register.confirmPassword')}
            value={values.confirmPassword}
            onChange={set('confirmPassword')}
            error={errors.confirmPassword && t(errors.confirmPassword)}
            autoComplete="new-password"
            maxLength={30}
          />
          {captchaShown ? (
            <CaptchaField
              id={FIELD_IDS.code}
              captcha={captcha}
              value={values.code}
              onChange={set('code')}
              error={errors.code && t(errors.code)}
            />
          ) : null}
          <button type="submit" className="auth-submit" disabled={busy || !live} aria-busy={busy}>
            {busy ? t('register.submitting') : t('register.submit')}
          </button>
          <p className="auth-switch">
            {t('register.haveAccount')} <Link to={LOGIN_PATH}>{t('register.toLogin')}</Link>
          </p>
        </form>
      )}
    </AuthLayout>
  );
}
