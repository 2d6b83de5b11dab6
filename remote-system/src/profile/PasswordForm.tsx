import { useState } from 'react';
import { Button, feedback, Input, Space } from '@dis/ui';
import { Form } from '@dis/ui/form';
import { changePassword } from './api';
import type { PasswordValues } from './types';
import { newPasswordProblem, PASSWORD_MAX } from './validation';
import { useProfileWords } from './words';

/** 修改密码: old password, new password (6–20 and the chrtype rule), confirmation. */
export function PasswordForm({ charType, onClose }: { charType: string; onClose: () => void }) {
  const { t } = useProfileWords();
  const [form] = Form.useForm<PasswordValues>();
  const [saving, setSaving] = useState(false);

  const save = async (values: PasswordValues) => {
    setSaving(true);
    try {
      await changePassword(values.oldPassword, values.newPassword);
      feedback.message.success(t('saved'));
      form.resetFields();
    } catch {
      /* the request client has shown the server's message (修改密码失败，旧密码错误 …) */
    } finally {
      setSaving(false);
    }
  };

  return (
    <Form<PasswordValues> form={form} layout="horizontal" labelCol={{ flex: '88px' }} onFinish={(v) => void save(v)}>
      <Form.Item name="oldPassword" label={t('oldPassword')} rules={[{ required: true, message: t('rules.oldPasswordRequired') }]}>
        <Input.Password placeholder={t('oldPasswordPlaceholder')} maxLength={PASSWORD_MAX} autoComplete="current-password" />
      </Form.Item>
      <Form.Item
        name="newPassword"
        label={t('newPassword')}
        rules={[
          { required: true, message: t('rules.newPasswordRequired') },
          {
            validator: (_, value: string | undefined) => {
              const problem = value ? newPasswordProblem(value, charType) : null;
              return problem ? Promise.reject(new Error(t(problem))) : Promise.resolve();
            },
          },
        ]}
      >
        <Input.Password placeholder={t('newPasswordPlaceholder')} maxLength={PASSWORD_MAX} autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        name="confirmPassword"
        label={t('confirmPassword')}
        dependencies={['newPassword']}
        rules={[
          { required: true, message: t('rules.confirmRequired') },
          ({ getFieldValue }) => ({
            validator: (_, value: string | undefined) =>
              !value || value === getFieldValue('newPassword') ? Promise.resolve() : Promise.reject(new Error(t('rules.confirmMismatch'))),
          }),
        ]}
      >
        <Input.Password placeholder={t('confirmPasswordPlaceholder')} maxLength={PASSWORD_MAX} autoComplete="new-password" />
      </Form.Item>
      <Form.Item label=" " colon={false}>
        <Space>
          <Button type="primary" htmlType="submit" loading={saving}>
            {t('save')}
          </Button>
          <Button danger onClick={onClose}>
            {t('close')}
          </Button>
        </Space>
      </Form.Item>
    </Form>
  );
}
