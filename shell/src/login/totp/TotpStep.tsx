import { useEffect, useState, type FormEvent } from 'react';
import { saveBlob } from '@dis/shared/request';
import type { TotpEnrolment } from '@dis/contract';
import { TextField } from '../../auth/form/TextField';
import { sendCode, startEnrolment } from './api';
import { useLoginTotpWords } from './words';
import './totpStep.css';

export interface TotpStepProps {
  /** the ticket `/login` answered */
  ticket: string;
  /** a role requires two-factor sign-in and the account has none yet: enrol first */
  enrol: boolean;
  /** the session: the page keeps it and opens the console */
  onSignedIn: (token: string) => void;
  /** back to the password form */
  onRestart: () => void;
}

const CODE_ID = 'login-totp-code';
const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** The recovery codes after an enrolment, shown once: copy, download, then into the console. */
function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useLoginTotpWords();
  const [copied, setCopied] = useState(false);
  const text = `${codes.join('\n')}\n`;
  return (
    <div className="auth-form">
      <p className="auth-alert auth-alert--success" role="status">
        <strong>{t('codesTitle')}</strong>
        <br />
        {t('codesText')}
      </p>
      <ol className="login-totp__codes" data-testid="login-recovery-codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <div className="login-totp__row">
        <button
          type="button"
          className="login-totp__link"
          onClick={() => void navigator.clipboard?.writeText(text).then(() => setCopied(true))}
        >
          {copied ? t('copied') : t('copy')}
        </button>
        <button
          type="button"
          className="login-totp__link"
          onClick={() =>
            saveBlob(new Blob([text], { type: 'text/plain;charset=utf-8' }), 'recovery-codes.txt')
          }
        >
          {t('download')}
        </button>
      </div>
      <button type="button" className="auth-submit" onClick={onDone}>
        {t('enter')}
      </button>
    </div>
  );
}

/**
 * The login's second step (docs/security.md "Two-factor sign-in"): the 6-digit code of the app or a
 * recovery code; for an account a role requires to enrol, first the QR code (drawn by the server),
 * then the first code, then the recovery codes once. A lazy chunk of the login page.
 */
export default function TotpStep({ ticket, enrol, onSignedIn, onRestart }: TotpStepProps) {
  const { t } = useLoginTotpWords();
  const [recovery, setRecovery] = useState(false);
  const [code, setCode] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [busy, setBusy] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const [enrolment, setEnrolment] = useState<TotpEnrolment | null>(null);
  const [finished, setFinished] = useState<{ token: string; codes: string[] } | null>(null);

  useEffect(() => {
    if (!enrol) return;
    let live = true;
    startEnrolment(ticket).then(
      (started) => live && setEnrolment(started),
      (error: unknown) => live && setServerError(messageOf(error)),
    );
    return () => {
      live = false;
    };
  }, [enrol, ticket]);

  if (finished) return <RecoveryCodes codes={finished.codes} onDone={() => onSignedIn(finished.token)} />;

  const typed = code.trim();
  const wellFormed = recovery ? typed.replace(/[\s-]/g, '').length === 10 : /^\d{6}$/.test(typed);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (!wellFormed) {
      setInvalid(true);
      document.getElementById(CODE_ID)?.focus();
      return;
    }
    setBusy(true);
    setServerError(null);
    try {
      const answer = await sendCode(ticket, typed);
      if (answer.recoveryCodes?.length) setFinished({ token: answer.token, codes: answer.recoveryCodes });
      else onSignedIn(answer.token);
    } catch (error) {
      setBusy(false);
      setCode('');
      setServerError(messageOf(error));
      document.getElementById(CODE_ID)?.focus();
    }
  };
  const switchMode = () => {
    setRecovery((shown) => !shown);
    setCode('');
    setInvalid(false);
  };

  return (
    <form className="auth-form" onSubmit={submit} noValidate>
      <h2 className="login-totp__title">{enrol ? t('enrolTitle') : t('title')}</h2>
      <p className="login-totp__prompt">
        {enrol ? t('enrolPrompt') : recovery ? t('recoveryPrompt') : t('prompt')}
      </p>
      {enrol ? (
        enrolment ? (
          <div className="login-totp__enrol">
            <img className="login-totp__qr" src={enrolment.qr} alt={t('qrAlt')} width={176} height={176} />
            <p className="login-totp__manual">
              {t('manual')} <code data-testid="login-totp-secret">{enrolment.secret}</code>
            </p>
          </div>
        ) : serverError ? null : (
          <p className="login-totp__prompt" role="status">
            {t('qrLoading')}
          </p>
        )
      ) : null}
      {serverError ? (
        <p className="auth-alert auth-alert--error" role="alert">
          {serverError}
        </p>
      ) : null}
      <TextField
        id={CODE_ID}
        label={recovery ? t('recoveryCode') : t('code')}
        value={code}
        onChange={(value) => {
          setCode(value);
          setInvalid(false);
        }}
        error={invalid ? (recovery ? t('recoveryCodeRequired') : t('codeRequired')) : undefined}
        autoComplete="one-time-code"
        inputMode={recovery ? 'text' : 'numeric'}
        maxLength={recovery ? 11 : 6}
      />
      <button type="submit" className="auth-submit" disabled={busy || (enrol && !enrolment)} aria-busy={busy}>
        {busy ? t('submitting') : enrol ? t('enrolSubmit') : t('submit')}
      </button>
      <div className="login-totp__row">
        {enrol ? (
          <span />
        ) : (
          <button type="button" className="login-totp__link" onClick={switchMode}>
            {recovery ? t('useApp') : t('useRecovery')}
          </button>
        )}
        <button type="button" className="login-totp__link" onClick={onRestart}>
          {t('restart')}
        </button>
      </div>
    </form>
  );
}
