import { Link, setToken, useLocation, useNavigate, useSearchParams, useTranslation } from '@dis/shared';
import { login } from '../auth/api';
import { useCaptcha } from '../auth/captcha/useCaptcha';
import { accountFields, AuthFields, fieldOrder } from '../auth/form/AuthFields';
import { useAuthForm } from '../auth/form/useAuthForm';
import { AuthLayout } from '../auth/layout/AuthLayout';
import { redirectTarget } from '../auth/redirectTarget';
import { fetchSessionAhead } from '../auth/sessionAhead';
import { useDocumentTitle } from '../navigation/useDocumentTitle';
import { REGISTER_PATH } from '../routes/publicRoutes';
import { readLoginPageState } from './loginPageState';
import { validateLogin, type LoginValues } from './validateLogin';

const FIELD_IDS = { username: 'login-username', password: 'login-password', code: 'login-code' } as const;

/** 账号, 密码 (then the captcha). */
const FIELDS = accountFields<LoginValues>('current-password');

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
    fields: fieldOrder(FIELDS),
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
        <AuthFields
          fields={FIELDS}
          ids={FIELD_IDS}
          form={form}
          captcha={captcha}
          error={serverError}
          sendLabel={form.busy ? t('login.submitting') : t('login.submit')}
        />
        {captcha.registerEnabled ? (
          <p className="auth-switch">
            {t('login.noAccount')} <Link to={REGISTER_PATH}>{t('login.register')}</Link>
          </p>
        ) : null}
      </form>
    </AuthLayout>
  );
}
