import { feedback, Input } from '@dis/ui';
import { Form } from '@dis/ui/form';
import { changePassword } from './api';
import { FormActions, useSave } from './FormActions';
import type { PasswordValues } from './types';
import { newPasswordProblem, PASSWORD_MAX } from './validation';
import { useProfileWords } from './words';

/** 修改密码: old password, new password (6–20 and the chrtype rule), confirmation. */
export function PasswordForm({ charType, onClose }: { charType: string; onClose: () => void }) {
  const { t } = useProfileWords();
  const [form] = Form.useForm<PasswordValues>();

  // a refusal (修改密码失败，旧密码错误 …) is shown by the request client
  const { saving, submit } = useSave(async (values: PasswordValues) => {
    await changePassword(values.oldPassword, values.newPassword);
    feedback.message.success(t('saved'));
    form.resetFields();
  });

  return (
    <Form<PasswordValues> form={form} layout="horizontal" labelCol={{ flex: '88px' }} onFinish={submit}>
      <Form.Item
        name="oldPassword"
        label={t('oldPassword')}
        rules={[{ required: true, message: t('rules.oldPasswordRequired') }]}
      >
        <Input.Password
          placeholder={t('oldPasswordPlaceholder')}
          maxLength={PASSWORD_MAX}
          autoComplete="current-password"
        />
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
        <Input.Password
          placeholder={t('newPasswordPlaceholder')}
          maxLength={PASSWORD_MAX}
          autoComplete="new-password"
        />
      </Form.Item>
      <Form.Item
        name="confirmPassword"
        label={t('confirmPassword')}
        dependencies={['newPassword']}
        rules={[
          { required: true, message: t('rules.confirmRequired') },
          ({ getFieldValue }) => ({
            validator: (_, value: string | undefined) =>
              !value || value === getFieldValue('newPassword')
                ? Promise.resolve()
                : Promise.reject(new Error(t('rules.confirmMismatch'))),
          }),
        ]}
      >
        <Input.Password
          placeholder={t('confirmPasswordPlaceholder')}
          maxLength={PASSWORD_MAX}
          autoComplete="new-password"
        />
      </Form.Item>
      <FormActions saving={saving} onClose={onClose} />
    </Form>
  );
}
