import { useRef, useState, type DragEvent } from 'react';
import { Button, Checkbox, feedback, UploadOutlined, Modal } from '@dis/ui';
import { useSystemTranslation } from '../../i18n';
import { downloadTemplate, importUsers } from './api';
import { importSummaryLines } from './userRules';

export interface ImportDialogProps {
  /** `true` when users were imported */
  onClose: (imported: boolean) => void;
}

const isXlsx = (file: File) => /\.xlsx?$/i.test(file.name);

/**
 * 用户导入: drop or choose an .xls/.xlsx file, 是否更新已经存在的用户数据, 下载模板; the server's
 * summary (导入结果) is shown line by line as text.
 */
export default function ImportDialog({ onClose }: ImportDialogProps) {
  const { t } = useSystemTranslation();
  const [file, setFile] = useState<File | null>(null);
  const [updateSupport, setUpdateSupport] = useState(false);
  const [sending, setSending] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; lines: string[] } | null>(null);
  const [dragging, setDragging] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  const choose = (chosen: File | undefined) => {
    if (!chosen) return;
    if (!isXlsx(chosen)) {
      feedback.message.error(t('user.importWrongType'));
      return;
    }
    setFile(chosen);
  };

  const drop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    choose(event.dataTransfer.files[0]);
  };

  const submit = async () => {
    if (!file) {
      feedback.message.error(t('user.importChoose'));
      return;
    }
    setSending(true);
    try {
      const answer = await importUsers(file, updateSupport);
      setResult({ ok: answer.ok, lines: importSummaryLines(answer.msg) });
    } catch {
      // the request client has said why
    } finally {
      setSending(false);
    }
  };

  if (result) {
    return (
      <Modal
        open
        title={t('user.importResult')}
        okText={t('user.ok')}
        cancelButtonProps={{ style: { display: 'none' } }}
        onOk={() => onClose(result.ok)}
        onCancel={() => onClose(result.ok)}
      >
        <div className="user-import__result" data-testid="import-result">
          {result.lines.map((line, index) => (
            <div key={index}>{line}</div>
          ))}
        </div>
      </Modal>
    );
  }

  return (
    <Modal
      open
      title={t('user.importTitle')}
      width={420}
      okText={t('user.ok')}
      cancelText={t('user.cancel')}
      confirmLoading={sending}
      maskClosable={false}
      onOk={() => void submit()}
      onCancel={() => onClose(false)}
    >
      <div
        role="button"
        tabIndex={0}
        className={`user-import__drop${dragging ? ' user-import__drop--over' : ''}`}
        onClick={() => input.current?.click()}
        onKeyDown={(event) => (event.key === 'Enter' || event.key === ' ') && input.current?.click()}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={drop}
      >
        <UploadOutlined className="user-import__icon" />
        <div>
          {t('user.importDrop')} <em>{t('user.importClick')}</em>
        </div>
        {file ? <div className="user-import__file">{file.name}</div> : null}
      </div>
      <input
        ref={input}
        type="file"
        accept=".xlsx,.xls"
        hidden
        data-testid="import-file"
        onChange={(event) => choose(event.target.files?.[0])}
      />
      <div className="user-import__tip">
        <Checkbox checked={updateSupport} onChange={(event) => setUpdateSupport(event.target.checked)}>
          {t('user.importUpdate')}
        </Checkbox>
        <div>
          {t('user.importOnly')}
          <Button type="link" size="small" onClick={() => void downloadTemplate()}>
            {t('user.importTemplate')}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
