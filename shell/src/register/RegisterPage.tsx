import { Link, useNavigate, useTranslation } from '@dis/shared';
import { register } from '../auth/api';
import { useCaptcha } from '../auth/captcha/useCaptcha';
import {
  accountFields,
  AuthFields,
  fieldOrder,
  PASSWORD_INPUT_MAX,
  type AuthField,
} from '../auth/form/AuthFields';
import { useAuthForm } from '../auth/form/useAuthForm';
import { AuthLayout } from '../auth/layout/AuthLayout';
import type { LoginPageState } from '../login/loginPageState';
import { useDocumentTitle } from '../navigation/useDocumentTitle';
import { LOGIN_PATH } from '../routes/publicRoutes';
import { validateRegister, type RegisterValues } from './validateRegister';

const FIELD_IDS = {
  username: 'register-username',
  password: 'register-password',
  confirmPassword: 'register-confirm',
  code: 'register-code',
} as const;

const EMPTY: RegisterValues = { username: '', password: '', confirmPassword: '', code: '' };

/** 账号, 密码, 确认密码 (then the captcha). */
const FIELDS: readonly AuthField<RegisterValues>[] = [
  ...accountFields<RegisterValues>('new-password'),
  {
    name: 'confirmPassword',
    label: 'register.confirmPassword',
    type: 'password',
    autoComplete: 'new-password',
    maxLength: PASSWORD_INPUT_MAX,
  },
];

export default function RegisterPage() {
  const { t } = useTranslation('common');
  useDocumentTitle(t('title.register'));
  const navigate = useNavigate();
  const captcha = useCaptcha();
  const closed = captcha.settled && !captcha.registerEnabled;
  const form = useAuthForm<RegisterValues>({
    initial: EMPTY,
    fields: fieldOrder(FIELDS),
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
        <form className="auth-form" onSubmit={form.submit} noValidate>
          <AuthFields
            fields={FIELDS}
            ids={FIELD_IDS}
            form={form}
            captcha={captcha}
            error={form.serverError}
            sendLabel={form.busy ? t('register.submitting') : t('register.submit')}
          />
          <p className="auth-switch">
            {t('register.haveAccount')} <Link to={LOGIN_PATH}>{t('register.toLogin')}</Link>
          </p>
        </form>
      )}
    </AuthLayout>
  );
}
