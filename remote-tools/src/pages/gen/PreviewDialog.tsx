import { useEffect, useMemo, useState } from 'react';
import type { GenPreview, GenTable } from '@dis/contract';
import { uniqueFileLabels } from '@dis/contract/rules';
import type { HLJSApi } from 'highlight.js';
import { Button, Empty, feedback, Modal, Spin, Tabs } from '@dis/ui';
import { useToolsTranslation } from '../../i18n';
import { previewCode } from './api';
import { highlighted, loadHighlighter } from './highlight';
import 'highlight.js/styles/github.css';
import './gen.css';

export interface PreviewDialogProps {
  table: Pick<GenTable, 'tableId' | 'tableName'>;
  onClose: () => void;
}

/** One generated file: its path, 复制, and the highlighted text. */
function CodeFile({ path, text, hljs }: { path: string; text: string; hljs: HLJSApi | null }) {
  const { t } = useToolsTranslation();
  const html = useMemo(() => highlighted(hljs, path, text), [hljs, path, text]);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      feedback.message.success(t('gen.copied'));
    } catch {
      feedback.message.error(t('gen.copyFailed'));
    }
  };
  return (
    <div className="gen-preview__file">
      <div className="gen-preview__bar">
        <code className="gen-preview__path">{path}</code>
        <Button size="small" type="link" onClick={() => void copy()}>
          {t('gen.copy')}
        </Button>
      </div>
      <pre className="gen-preview__code">
        {html === null ? (
          <code className="hljs">{text}</code>
        ) : (
          <code className="hljs" dangerouslySetInnerHTML={{ __html: html }} />
        )}
      </pre>
    </div>
  );
}

/** 代码预览: one tab per generated file, named by the file, its text highlighted. */
export default function PreviewDialog({ table, onClose }: PreviewDialogProps) {
  const { t } = useToolsTranslation();
  const [files, setFiles] = useState<GenPreview | null>(null);
  const [hljs, setHljs] = useState<HLJSApi | null>(null);

  useEffect(() => {
    let live = true;
    previewCode(table.tableId).then(
      (answer) => live && setFiles(answer),
      // the request client has said why
      () => live && onClose(),
    );
    loadHighlighter().then(
      (loaded) => live && setHljs(loaded),
      () => undefined, // plain text then
    );
    return () => {
      live = false;
    };
    // the dialog is mounted for one table; closing it unmounts it
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [table.tableId]);

  const paths = useMemo(() => (files ? Object.keys(files) : []), [files]);
  // each tab by its file name, with the folders that tell two of one name apart; the whole path on hover
  const labels = useMemo(() => uniqueFileLabels(paths), [paths]);
  return (
    <Modal
      open
      title={`${t('gen.previewTitle')}${table.tableName ? ` · ${table.tableName}` : ''}`}
      width="80%"
      footer={null}
      onCancel={onClose}
      className="gen-preview"
    >
      {files === null ? (
        <Spin />
      ) : paths.length === 0 ? (
        <Empty description={t('gen.noFiles')} />
      ) : (
        <Tabs
          size="small"
          items={paths.map((path) => ({
            key: path,
            label: <span title={path}>{labels[path]}</span>,
            children: <CodeFile path={path} text={files[path]} hljs={hljs} />,
          }))}
        />
      )}
    </Modal>
  );
}
