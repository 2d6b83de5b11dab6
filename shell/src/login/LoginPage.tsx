import { Link, setToken, useLocation, useNavigate, useSearchParams, useTranslation } from '@dis/shared';
import { login } from '../auth/api';
import { CaptchaField } from '../auth/captcha/CaptchaField';
import { useCaptcha } from '../auth/captcha/useCaptcha';
import { TextField } from '../auth/form/TextField';
import { useAuthForm } from '../auth/form/useAuthForm';
import { AuthLayout } from '../auth/layout/AuthLayout';
import { redirectTarget } from '../auth/redirectTarget';
import { fetchSessionAhead } from '../auth/sessionAhead';
import { useDocumentTitle } from '../navigation/useDocumentTitle';
import { REGISTER_PATH } from '../routes/publicRoutes';
import { readLoginPageState } from './loginPageState';
import { LOGIN_FIELDS, validateLogin, type LoginValues } from './validateLogin';

const FIELD_IDS = { username: 'login-username', password: 'login-password', code: 'login-code' } as const;

export default function LoginPage() {
  const { t } = useTranslation('common');
  useDocumentTitle(t('title.login'));
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const handed = readLoginPageState(location.state);
  const captcha = useCaptcha();
  const form = useAuthForm<LoginValues>({
    initial: { username: handed.username ?? '', password: '', code: '' },
    fields: LOGIN_FIELDS,
    ids: FIELD_IDS,
    validate: validateLogin,
    captcha,
    send: async (values) => {
      const token = await login({
        username: values.username.trim(),
        password: values.password,
        code: captcha.enabled ? values.code.trim() : undefined,
        uuid: captcha.enabled ? captcha.uuid : undefined,
      });
      setToken(token);
      // the console's first answers and its first page are asked for now, while its code starts
      const target = redirectTarget(searchParams.get('redirect'));
      fetchSessionAhead(token, target);
      navigate(target, { replace: true });
    },
  });
  const { values, set, errors, busy, live, captchaShown } = form;
  // until the form is sent, the error handed over by the console shows
  const serverError = form.serverError ?? handed.error;

  return (
    <AuthLayout title={t('login.title')} subtitle={t('login.subtitle')}>
      <form className="auth-form" onSubmit={form.submit} noValidate>
        {handed.notice && !serverError ? (
          <p className="auth-alert auth-alert--success" role="status">
            {handed.notice}
          </p>
        ) : null}
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
          autoComplete="current-password"
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
          {busy ? t('login.submitting') : t('login.submit')}
        </button>
        {captcha.registerEnabled ? (
          <p className="auth-switch">
            {t('login.noAccount')} <Link to={REGISTER_PATH}>{t('login.register')}</Link>
          </p>
        ) : null}
      </form>
    </AuthLayout>
  );
}
