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
import StepUpDialog from './StepUpDialog';
import { useTotpWords } from './words';
import './totp.css';

/** What the section shows: the state read from the server, an enrolment under way, new recovery codes. */
type View =
  | { kind: 'loading' }
  | { kind: 'status'; status: TotpStatus }
  | { kind: 'enrolling'; enrolment: TotpEnrolment; password: string }
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

/**
 * Step 1 the QR code (and the key by hand), step 2 the first code. The password given to start is
 * sent again with the code, so an enrolment that takes longer than the step-up's five minutes
 * still completes; it is kept only while this step shows.
 */
function Enrolment({
  enrolment,
  password,
  onConfirmed,
  onCancel,
}: {
  enrolment: TotpEnrolment;
  password: string;
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
    confirmTotp(code.trim(), password).then(onConfirmed, () => {
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

/** The change a step-up dialog is open for. */
type Asking = 'enable' | 'disable' | 'regenerate';

/** Switched on: since when, recovery codes left; new codes and switching off ask for the password. */
function Enabled({ status, onAsk }: { status: TotpStatus; onAsk: (asking: Asking) => void }) {
  const { t } = useTotpWords();
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
      <Space className="profile-totp__actions">
        <Button onClick={() => onAsk('regenerate')}>{t('regenerate')}</Button>
        {status.required ? null : (
          <Button danger onClick={() => onAsk('disable')}>
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
  /** the change whose password dialog is open */
  const [asking, setAsking] = useState<Asking | null>(null);

  const load = useCallback(() => {
    fetchTotpStatus().then((status) => setView({ kind: 'status', status }), quietly);
  }, []);
  useEffect(load, [load]);

  /** what each change does once the password is given; a refusal keeps the dialog open */
  const changes: Record<Asking, { text: string; run: (password: string) => Promise<void> }> = {
    enable: {
      text: t('stepUpEnable'),
      run: async (password) => setView({ kind: 'enrolling', enrolment: await startTotp(password), password }),
    },
    disable: {
      text: t('stepUpDisable'),
      run: async (password) => {
        await disableTotp(password);
        feedback.message.success(t('disabled'));
        load();
      },
    },
    regenerate: {
      text: t('stepUpRegenerate'),
      run: async (password) => setView({ kind: 'codes', codes: await regenerateRecoveryCodes(password) }),
    },
  };
  const dialog = asking ? (
    <StepUpDialog
      text={changes[asking].text}
      onConfirm={async (password) => {
        await changes[asking].run(password);
        setAsking(null);
      }}
      onClose={() => setAsking(null)}
    />
  ) : null;

  if (view.kind === 'loading') return <Spin className="profile-totp__loading" />;
  if (view.kind === 'codes') return <RecoveryCodes codes={view.codes} onDone={load} />;
  if (view.kind === 'enrolling') {
    return (
      <Enrolment
        enrolment={view.enrolment}
        password={view.password}
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
      <>
        <Enabled status={status} onAsk={setAsking} />
        {dialog}
      </>
    );
  }
  return (
    <div className="profile-totp__off">
      <Alert type="info" showIcon title={t('offTitle')} description={t('offText')} />
      {status.required ? <p className="profile-totp__note">{t('required')}</p> : null}
      <Button type="primary" onClick={() => setAsking('enable')}>
        {t('enable')}
      </Button>
      {dialog}
    </div>
  );
}
