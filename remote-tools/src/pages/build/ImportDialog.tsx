import { useRef, useState, type ChangeEvent } from 'react';
import { Alert, Button, Input, Modal, UploadOutlined } from '@dis/ui';
import { useToolsTranslation } from '../../i18n';
import { parseSchema } from './model/importSchema';
import type { FormSchema } from './model/schema';

/** A JSON file bigger than this is no designer schema. */
const MAX_FILE_BYTES = 1024 * 1024;

/** 导入: a schema exported before, pasted or read from a file; refused with the reason when invalid. */
export default function ImportDialog({
  onImport,
  onClose,
}: {
  onImport: (schema: FormSchema) => void;
  onClose: () => void;
}) {
  const { t } = useToolsTranslation();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  const readFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (file.size > MAX_FILE_BYTES) {
      setProblem(t('build.import.tooBig'));
      return;
    }
    setText(await file.text());
    setProblem(null);
  };

  const submit = () => {
    const result = parseSchema(text);
    if (!result.ok) {
      const { reason, path } = result.problem;
      setProblem(
        t('build.import.refused', {
          reason: t(`build.import.reason.${reason}`),
          where: path ? t('build.import.at', { path }) : '',
        }),
      );
      return;
    }
    onImport(result.schema);
  };

  return (
    <Modal
      open
      title={t('build.importTitle')}
      width={720}
      onCancel={onClose}
      onOk={submit}
      okText={t('build.importOk')}
      okButtonProps={{ disabled: !text.trim() }}
      destroyOnHidden
    >
      <p className="form-build__hint">{t('build.import.hint')}</p>
      <Input.TextArea
        aria-label={t('build.import.text')}
        rows={14}
        value={text}
        className="form-build__import-text"
        onChange={(event) => {
          setText(event.target.value);
          setProblem(null);
        }}
      />
      <div className="form-build__import-file">
        <Button icon={<UploadOutlined />} onClick={() => fileInput.current?.click()}>
          {t('build.import.file')}
        </Button>
        <input
          ref={fileInput}
          type="file"
          accept=".json,application/json"
          hidden
          aria-label={t('build.import.file')}
          onChange={(event) => void readFile(event)}
        />
      </div>
      {problem ? <Alert type="error" showIcon title={problem} role="alert" /> : null}
    </Modal>
  );
}
