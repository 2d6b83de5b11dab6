import { useMemo } from 'react';
import { Button, DownloadOutlined, feedback, Modal, Space } from '@dis/ui';
import { saveBlob } from '@dis/shared/request';
import { useToolsTranslation } from '../../i18n';
import { CodeView } from './CodeView';
import { generateTsx } from './model/generateTsx';
import { requiredVerb } from './model/formRules';
import { schemaToJson } from './model/importSchema';
import type { FormSchema } from './model/schema';

export type ExportKind = 'json' | 'tsx';

/** 导出: the schema as JSON, or the form as a React + antd component file; copy or download. */
export default function ExportDialog({
  schema,
  kind,
  onClose,
}: {
  schema: FormSchema;
  kind: ExportKind;
  onClose: () => void;
}) {
  const { t } = useToolsTranslation();
  const code = useMemo(
    () =>
      kind === 'json'
        ? schemaToJson(schema)
        : generateTsx(schema, {
            submit: t('build.submit'),
            reset: t('build.reset'),
            upload: t('build.uploadButton'),
            required: (field) =>
              t(`build.required.${requiredVerb(field.kind)}`, { label: field.label || field.name }),
          }),
    [kind, schema, t],
  );
  const fileName = kind === 'json' ? 'form-schema.json' : 'DesignedForm.tsx';
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      feedback.message.success(t('build.copied'));
    } catch {
      feedback.message.error(t('build.copyFailed'));
    }
  };
  const download = () =>
    saveBlob(new Blob([code], { type: kind === 'json' ? 'application/json' : 'text/plain' }), fileName);
  const title = kind === 'json' ? t('build.exportJson') : t('build.exportCode');
  return (
    <Modal
      open
      title={`${title} · ${fileName}`}
      width={900}
      onCancel={onClose}
      destroyOnHidden
      footer={
        <Space>
          <Button onClick={() => void copy()}>{t('build.copyCode')}</Button>
          <Button type="primary" icon={<DownloadOutlined />} onClick={download}>
            {t('build.download')}
          </Button>
        </Space>
      }
    >
      <CodeView code={code} language={kind === 'json' ? 'json' : 'typescript'} label={title} />
    </Modal>
  );
}
