import { useState } from 'react';
import { Button, Space } from '@dis/ui';
import { Form } from '@dis/ui/form';
import { useProfileWords } from './words';

/**
 * A profile form's submit: `saving` while `save` runs. A failed save has already been explained
 * by the request client (the server's message), so it is only swallowed here.
 */
export function useSave<V>(save: (values: V) => Promise<void>) {
  const [saving, setSaving] = useState(false);
  const submit = (values: V) => {
    setSaving(true);
    save(values)
      .catch(() => undefined)
      .finally(() => setSaving(false));
  };
  return { saving, submit };
}

/** 保存 and 关闭 under a profile form. */
export function FormActions({ saving, onClose }: { saving: boolean; onClose: () => void }) {
  const { t } = useProfileWords();
  return (
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
  );
}
