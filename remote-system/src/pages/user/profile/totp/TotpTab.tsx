import { useCallback, useEffect, useState } from 'react';
import { saveBlob } from '@dis/shared/request';
import { Alert, Button, feedback, Input, Space, Spin } from '@dis/ui';
import {
  confirmTotp,
  disableTotp,
  fetchTotpStatus,
  regenerateRecoveryCodes,
  startTotp,
  type TotpEnrolment,
  type TotpStatus,
} from './api';
import { useTotpWords } from './words';
import './totp.css';

/** What the section shows: the state read from the server, an enrolment under way, new recovery codes. */
type View =
  | { kind: 'loading' }
  | { kind: 'status'; status: TotpStatus }
  | { kind: 'enrolling'; enrolment: TotpEnrolment }
  | { kind: 'codes'; codes: string[] };

/** A refusal has already been shown by the request client; the section only stops waiting. */
const quietly = () => undefined;

/** The recovery codes, shown once: copy or download as text, then 我已保存. */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useTotpWords();
  const text = `${codes.join('\n')}\n`;
  const copy = () => {
    void navigator.clipboard?.writeText(text).then(() => feedback.message.success(t('copied')), quietly);
  };
  const download = () =>
    saveBlob(new Blob([text], { type: 'text/plain;charset=utf-8' }), 'recovery-codes.txt');
  return (
    <div className="profile-totp__codes">
      <Alert type="warning" showIcon title={t('codesTitle')} description={t('codesText')} />
      <ol className="profile-totp__code-list" data-testid="totp-recovery-codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <Space>
        <Button onClick={copy}>{t('copy')}</Button>
        <Button onClick={download}>{t('download')}</Button>
        <Button type="primary" onClick={onDone}>
          {t('codesDone')}
        </Button>
      </Space>
    </div>
  );
}

/** Step 1 the QR code (and the key by hand), step 2 the first code. */
function Enrolment({
  enrolment,
  onConfirmed,
  onCancel,
}: {
  enrolment: TotpEnrolment;
  onConfirmed: (codes: string[]) => void;
  onCancel: () => void;
}) {
  const { t } = useTotpWords();
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const confirm = () => {
    if (!/^\d{6}$/.test(code.trim())) {
      setProblem(t('codeRequired'));
      return;
    }
    setProblem(null);
    setBusy(true);
    confirmTotp(code.trim()).then(onConfirmed, () => {
      setBusy(false);
      setCode('');
    });
  };
  return (
    <div className="profile-totp__enrol">
      <p className="profile-totp__step">{t('scan')}</p>
      <img className="profile-totp__qr" src={enrolment.qr} alt={t('qrAlt')} width={180} height={180} />
      <p>
        {t('manual')} <code data-testid="totp-secret">{enrolment.secret}</code>
      </p>
      <p className="profile-totp__step">{t('enterCode')}</p>
      <Space wrap align="start">
        <div>
          <Input
            id="profile-totp-code"
            aria-label={t('code')}
            placeholder={t('codePlaceholder')}
            value={code}
            onChange={(event) => setCode(event.target.value)}
            onPressEnter={confirm}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            status={problem ? 'error' : undefined}
            style={{ width: 160 }}
          />
          {problem ? <div className="profile-totp__problem">{problem}</div> : null}
        </div>
        <Button type="primary" onClick={confirm} loading={busy}>
          {t('confirm')}
        </Button>
        <Button onClick={onCancel}>{t('cancel')}</Button>
      </Space>
    </div>
  );
}

/** Switched on: since when, recovery codes left; new codes and switching off need a proof. */
function Enabled({
  status,
  onCodes,
  onDisabled,
}: {
  status: TotpStatus;
  onCodes: (codes: string[]) => void;
  onDisabled: () => void;
}) {
  const { t } = useTotpWords();
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const proof = () => (code.trim() ? { code: code.trim() } : password ? { password } : null);
  const run = (action: (given: { code?: string; password?: string }) => Promise<void>) => {
    const given = proof();
    if (!given) {
      setProblem(t('proofRequired'));
      return;
    }
    setProblem(null);
    setBusy(true);
    action(given)
      .catch(quietly)
      .finally(() => {
        setBusy(false);
        setCode('');
        setPassword('');
      });
  };
  const regenerate = () => run(async (given) => onCodes(await regenerateRecoveryCodes(given)));
  const disable = () =>
    run(async (given) => {
      await disableTotp(given);
      feedback.message.success(t('disabled'));
      onDisabled();
    });
  return (
    <div className="profile-totp__enabled">
      <Alert
        type="success"
        showIcon
        title={t('onTitle')}
        description={t('onText', { time: status.enabledTime ?? '', count: status.recoveryCodesLeft })}
      />
      {status.required ? <p className="profile-totp__note">{t('required')}</p> : null}
      <p className="profile-totp__note">{t('proofHint')}</p>
      <Space wrap align="start">
        <Input
          aria-label={t('proofCode')}
          placeholder={t('proofCode')}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          autoComplete="one-time-code"
          maxLength={32}
          style={{ width: 180 }}
        />
        <Input.Password
          aria-label={t('proofPassword')}
          placeholder={t('proofPassword')}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          autoComplete="current-password"
          maxLength={20}
          style={{ width: 180 }}
        />
      </Space>
      {problem ? <div className="profile-totp__problem">{problem}</div> : null}
      <Space className="profile-totp__actions">
        <Button onClick={regenerate} loading={busy}>
          {t('regenerate')}
        </Button>
        {status.required ? null : (
          <Button danger onClick={disable} loading={busy}>
            {t('disable')}
          </Button>
        )}
      </Space>
    </div>
  );
}

/**
 * 两步验证 in 个人中心 (docs/security.md "Two-factor sign-in"): switch on with an authenticator app
 * (the QR code comes drawn from the server), see the recovery codes once, make new ones, switch off.
 */
export default function TotpTab() {
  const { t } = useTotpWords();
  const [view, setView] = useState<View>({ kind: 'loading' });
  const [busy, setBusy] = useState(false);

  const load = useCallback(() => {
    fetchTotpStatus().then((status) => setView({ kind: 'status', status }), quietly);
  }, []);
  useEffect(load, [load]);

  if (view.kind === 'loading') return <Spin className="profile-totp__loading" />;
  if (view.kind === 'codes') return <RecoveryCodes codes={view.codes} onDone={load} />;
  if (view.kind === 'enrolling') {
    return (
      <Enrolment
        enrolment={view.enrolment}
        onConfirmed={(codes) => {
          feedback.message.success(t('enabled'));
          setView({ kind: 'codes', codes });
        }}
        onCancel={load}
      />
    );
  }
  const { status } = view;
  if (status.enabled) {
    return (
      <Enabled status={status} onCodes={(codes) => setView({ kind: 'codes', codes })} onDisabled={load} />
    );
  }
  const enable = () => {
    setBusy(true);
    startTotp()
      .then((enrolment) => setView({ kind: 'enrolling', enrolment }), quietly)
      .finally(() => setBusy(false));
  };
  return (
    <div className="profile-totp__off">
      <Alert type="info" showIcon title={t('offTitle')} description={t('offText')} />
      {status.required ? <p className="profile-totp__note">{t('required')}</p> : null}
      <Button type="primary" onClick={enable} loading={busy}>
        {t('enable')}
      </Button>
    </div>
  );
}
