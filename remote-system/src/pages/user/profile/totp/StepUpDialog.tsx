import { useState } from 'react';
import { PASSWORD_MAX } from '@dis/contract/rules';
import { Input, Modal } from '@dis/ui';
import { useTotpWords } from './words';

export interface StepUpDialogProps {
  /** what the password is asked for, in a sentence */
  text: string;
  /** runs the change with the password; a rejection (already reported) keeps the dialog open */
  onConfirm: (password: string) => Promise<unknown>;
  onClose: () => void;
}

/**
 * The password again before a two-factor change (docs/security.md "Step-up: the password again"):
 * 验证身份 with what it is for; 确定 sends it with the change, a refusal (密码错误) leaves the
 * dialog open with the field cleared.
 */
export default function StepUpDialog({ text, onConfirm, onClose }: StepUpDialogProps) {
  const { t } = useTotpWords();
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    if (!password) {
      setProblem(t('passwordRequired'));
      return;
    }
    setProblem(null);
    setBusy(true);
    try {
      await onConfirm(password);
    } catch {
      // the request client has said why
      setPassword('');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open
      title={t('stepUpTitle')}
      okText={t('ok')}
      cancelText={t('cancel')}
      confirmLoading={busy}
      mask={{ closable: false }}
      onOk={() => void submit()}
      onCancel={onClose}
    >
      <p>{text}</p>
      <Input.Password
        aria-label={t('password')}
        placeholder={t('password')}
        value={password}
        maxLength={PASSWORD_MAX}
        autoComplete="current-password"
        status={problem ? 'error' : undefined}
        onChange={(event) => setPassword(event.target.value)}
        onPressEnter={() => void submit()}
      />
      {problem ? <div className="profile-totp__problem">{problem}</div> : null}
      <p className="profile-totp__note profile-totp__note--below">{t('stepUpNote')}</p>
    </Modal>
  );
}
