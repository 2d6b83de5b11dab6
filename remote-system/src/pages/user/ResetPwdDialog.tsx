import { useEffect, useState } from 'react';
import { PASSWORD_MAX } from '@dis/contract/rules';
import type { SysUser } from '@dis/shared';
import { fetchConfigValue } from '@dis/shared/request';
import { feedback, Input, Modal } from '@dis/ui';
import { useSystemTranslation } from '../../i18n';
import { resetPassword } from './api';
import { passwordProblemKey, passwordRuleKey } from './userRules';

export interface ResetPwdDialogProps {
  user: Pick<SysUser, 'userId' | 'userName'>;
  onClose: () => void;
}

/** 重置密码: 请输入"x"的新密码, checked by the server's password rule (shown), then 修改成功，新密码是：…. */
export default function ResetPwdDialog({ user, onClose }: ResetPwdDialogProps) {
  const { t } = useSystemTranslation();
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [charType, setCharType] = useState('0');
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    let live = true;
    void fetchConfigValue('sys.account.chrtype').then((value) => live && setCharType(value.trim() || '0'));
    return () => {
      live = false;
    };
  }, []);

  const submit = async () => {
    const found = password ? passwordProblemKey(password, charType) : 'user.passwordRequired';
    setProblem(found);
    if (found) return;
    setSaving(true);
    try {
      await resetPassword(user.userId, password);
      feedback.message.success(t('user.resetDone', { password }));
      onClose();
    } catch {
      // the request client has said why
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open
      title={t('user.prompt')}
      okText={t('user.ok')}
      cancelText={t('user.cancel')}
      confirmLoading={saving}
      maskClosable={false}
      onOk={() => void submit()}
      onCancel={onClose}
    >
      <p>{t('user.resetQuestion', { name: user.userName })}</p>
      <Input.Password
        aria-label={t('user.resetQuestion', { name: user.userName })}
        value={password}
        maxLength={PASSWORD_MAX}
        autoComplete="new-password"
        status={problem ? 'error' : undefined}
        onChange={(event) => setPassword(event.target.value)}
        onPressEnter={() => void submit()}
      />
      <div className={problem ? 'user-reset__error' : 'user-reset__rule'}>
        {problem ? t(problem) : t(passwordRuleKey(charType))}
      </div>
    </Modal>
  );
}
