import { lazy, Suspense, useLayoutEffect, useState } from 'react';
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
import { rememberedUsername, rememberUsername } from './rememberedUser';
import { validateLogin, type LoginValues } from './validateLogin';

const FIELD_IDS = { username: 'login-username', password: 'login-password', code: 'login-code' } as const;
const REMEMBER_ID = 'login-remember';

/** 账号, 密码 (then the captcha). */
const FIELDS = accountFields<LoginValues>('current-password');

/** A two-factor account's second step: its ticket, who passed the password, and the way back. */
interface SecondStep {
  ticket: string;
  enrol: boolean;
  username: string;
  back: (reason: Error) => void;
}

/** the second step of a two-factor account: a chunk of its own, loaded when needed */
const TotpStep = lazy(() => import(/* webpackChunkName: "login-totp" */ './totp/TotpStep'));

interface LoginPageProps {
  /**
   * What to take before the console shows, once the login is accepted: the route map passes the
   * console's `preload` (the server's render of this page passes nothing and stays without it).
   */
  beforeEnter?: () => Promise<void>;
}

export default function LoginPage({ beforeEnter }: LoginPageProps) {
  const { t } = useTranslation('common');
  useDocumentTitle(t('title.login'));
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const handed = readLoginPageState(location.state);
  const captcha = useCaptcha();
  /** 记住我 (RuoYi's 记住密码): keeps the user name (only the name) for the next sign-in */
  const [remember, setRemember] = useState(false);
  /** the ticket of the second step (docs/security.md "Two-factor sign-in") and who passed the first */
  const [secondStep, setSecondStep] = useState<SecondStep | null>(null);
  const enter = async (token: string, username: string) => {
    setToken(token);
    rememberUsername(remember ? username : undefined);
    // the console's first answers and its first page are asked for now, while its code starts
    const target = redirectTarget(searchParams.get('redirect'));
    fetchSessionAhead(token, target);
    // the console's code (fetched at idle on this page) is taken while the button still spins, so
    // the console renders at once, not through a fallback held 300 ms (docs/site/speed.md "No
    // fallback for code that is in"); a failure is the console route's to show
    await beforeEnter?.().catch(() => undefined);
    navigate(target, { replace: true });
  };
  const form = useAuthForm<LoginValues>({
    initial: { username: handed.username ?? '', password: '', code: '' },
    fields: fieldOrder(FIELDS),
    ids: FIELD_IDS,
    validate: validateLogin,
    captcha,
    send: async (values) => {
      const username = values.username.trim();
      const answer = await login({
        username,
        password: values.password,
        code: captcha.enabled ? values.code.trim() : undefined,
        uuid: captcha.enabled ? captcha.uuid : undefined,
      });
      if (answer.token) await enter(answer.token, username);
      // the form waits while the second step shows; 返回登录 gives it back as it was (a new captcha)
      else
        await new Promise<never>((_, back) =>
          setSecondStep({
            ticket: answer.ticket ?? '',
            enrol: answer.totpEnrolRequired === true,
            username,
            back,
          }),
        );
    },
  });
  // The remembered name and the ticked box come back once the page is alive (the server's HTML
  // cannot know them): after what the visitor typed meanwhile, and never over a name handed over.
  useLayoutEffect(() => {
    const kept = rememberedUsername();
    if (!kept) return;
    // the browser's storage is the outside state adopted here, once
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setRemember(true);
    const typed = document.getElementById(FIELD_IDS.username);
    if (!handed.username && !(typed instanceof HTMLInputElement && typed.value !== ''))
      form.set('username')(kept);
    // once, on the first showing of the form
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  // until the form is sent, the error handed over by the console shows
  const serverError = form.serverError ?? handed.error;

  if (secondStep) {
    return (
      <AuthLayout title={t('login.title')} subtitle={t('login.subtitle')}>
        <Suspense fallback={<p className="auth-form" aria-busy="true" />}>
          <TotpStep
            ticket={secondStep.ticket}
            enrol={secondStep.enrol}
            onSignedIn={(token) => void enter(token, secondStep.username)}
            onRestart={() => {
              setSecondStep(null);
              secondStep.back(new Error(''));
            }}
          />
        </Suspense>
      </AuthLayout>
    );
  }

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
          beforeSend={
            <label className="auth-remember" htmlFor={REMEMBER_ID}>
              <input
                id={REMEMBER_ID}
                type="checkbox"
                checked={remember}
                onChange={(event) => setRemember(event.target.checked)}
              />
              {t('login.remember')}
            </label>
          }
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
