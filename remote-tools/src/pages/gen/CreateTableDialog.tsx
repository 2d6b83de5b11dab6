import { useState } from 'react';
import { GEN_FIELD_MAX } from '@dis/contract/rules';
import { feedback, Input, Modal } from '@dis/ui';
import { useToolsTranslation } from '../../i18n';
import { createTables } from './api';

export interface CreateTableDialogProps {
  /** `true` when tables were created (and imported) */
  onClose: (created: boolean) => void;
}

/** 创建表 (super administrator): CREATE TABLE statements run and imported by the server. */
export default function CreateTableDialog({ onClose }: CreateTableDialogProps) {
  const { t } = useToolsTranslation();
  const [sql, setSql] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const submit = async () => {
    const text = sql.trim();
    if (!text) {
      setProblem(t('gen.createRequired'));
      return;
    }
    if (text.length > GEN_FIELD_MAX.sql) {
      setProblem(t('gen.createTooLong', { max: GEN_FIELD_MAX.sql }));
      return;
    }
    setSaving(true);
    try {
      const said = await createTables(text);
      feedback.message.success(said ?? t('gen.created'));
      onClose(true);
    } catch {
      // the server's refusal was shown by the request client; the text stays to be corrected
      setSaving(false);
    }
  };

  return (
    <Modal
      open
      title={t('gen.createTitle')}
      width={800}
      okText={t('gen.confirm')}
      cancelText={t('gen.cancel')}
      confirmLoading={saving}
      mask={{ closable: false }}
      onOk={() => void submit()}
      onCancel={() => onClose(false)}
    >
      <Input.TextArea
        aria-label={t('gen.createLabel')}
        placeholder={t('gen.createPlaceholder')}
        rows={12}
        value={sql}
        status={problem ? 'error' : undefined}
        spellCheck={false}
        style={{ fontFamily: 'monospace' }}
        onChange={(event) => {
          setSql(event.target.value);
          setProblem(null);
        }}
      />
      {problem ? (
        <div role="alert" className="ant-form-item-explain-error">
          {problem}
        </div>
      ) : null}
    </Modal>
  );
}
