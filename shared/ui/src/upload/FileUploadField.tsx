import Upload from 'antd/es/upload';
import { Button, Spin } from 'antd';
import { DeleteOutlined, PaperClipOutlined, UploadOutlined } from '@ant-design/icons';
import { resourceUrl } from '@dis/shared';
import { acceptAttribute, displayName } from './uploadRules';
import { useUploadField } from './useUploadField';
import { useUploadWords } from './uploadWords';
import type { UploadFieldProps } from './types';
import './upload.css';

/**
 * Documents (ruoyi-ui FileUpload): doc/xls/ppt/txt/pdf (and docx/xlsx/pptx) up to 5 MB, 5 files;
 * the value is the comma-joined stored names; stored files are listed as links.
 */
export default function FileUploadField({
  showTip = true,
  disabled = false,
  id,
  ...limitsAndValue
}: UploadFieldProps) {
  const { t } = useUploadWords();
  const field = useUploadField({ ...limitsAndValue, kind: 'file' });
  const { types, limit } = field.limits;
  const full = field.files.length >= limit;
  return (
    <div className="dis-upload">
      {disabled ? null : (
        <Upload
          accept={acceptAttribute(types)}
          multiple={limit > 1}
          showUploadList={false}
          fileList={[]}
          beforeUpload={field.beforeUpload}
          disabled={full}
        >
          <Button id={id} icon={<UploadOutlined />} disabled={full}>
            {t('choose')}
          </Button>
        </Upload>
      )}
      {showTip && !disabled ? <div className="dis-upload__tip">{field.tip}</div> : null}
      {field.files.length > 0 ? (
        <ul className="dis-upload__files" aria-label={t('uploadedFiles')}>
          {field.files.map((file) => (
            <li key={file.uid} className="dis-upload__file">
              <PaperClipOutlined />
              {file.status === 'done' && file.fileName ? (
                <a href={resourceUrl(file.fileName)} target="_blank" rel="noreferrer">
                  {displayName(file.fileName)}
                </a>
              ) : (
                <span className="dis-upload__pending">
                  {file.name} · {file.percent}%
                </span>
              )}
              {file.status === 'done' && !disabled ? (
                <Button
                  type="link"
                  size="small"
                  danger
                  icon={<DeleteOutlined />}
                  aria-label={`${t('remove')} ${displayName(file.name)}`}
                  onClick={() => field.remove(file.uid)}
                >
                  {t('remove')}
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      <Spin fullscreen spinning={field.uploading > 0} description={t('uploading')} />
    </div>
  );
}
