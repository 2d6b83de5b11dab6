import { useState } from 'react';
import Upload from 'antd/es/upload';
import Image from 'antd/es/image';
import type { UploadFile } from 'antd/es/upload';
import { Spin } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { resourceUrl } from '@dis/shared';
import { acceptAttribute, displayName } from './uploadRules';
import { useUploadField } from './useUploadField';
import { useUploadWords } from './uploadWords';
import type { UploadFieldProps } from './types';
import './upload.css';

/**
 * Images (ruoyi-ui ImageUpload): png/jpg/jpeg up to 5 MB, 5 images, as picture cards with a
 * preview; the value is the comma-joined stored names.
 */
export default function ImageUploadField({
  showTip = true,
  disabled = false,
  id,
  ...limitsAndValue
}: UploadFieldProps) {
  const { t } = useUploadWords();
  const field = useUploadField({ ...limitsAndValue, kind: 'image' });
  const { types, limit } = field.limits;
  const [preview, setPreview] = useState<string | null>(null);

  const fileList: UploadFile[] = field.files.map((file) => ({
    uid: file.uid,
    name: file.fileName ? displayName(file.fileName) : file.name,
    status: file.status,
    percent: file.percent,
    url: file.fileName ? resourceUrl(file.fileName) : undefined,
  }));

  return (
    <div className="dis-upload dis-upload--image">
      <Upload
        accept={acceptAttribute(types)}
        listType="picture-card"
        multiple={limit > 1}
        fileList={fileList}
        beforeUpload={field.beforeUpload}
        disabled={disabled}
        showUploadList={{ showRemoveIcon: !disabled, showPreviewIcon: true }}
        onRemove={(file) => {
          field.remove(file.uid);
          return false;
        }}
        onPreview={(file) => setPreview(file.url ?? null)}
      >
        {disabled || field.files.length >= limit ? null : (
          <button id={id} type="button" className="dis-upload__card-button">
            <PlusOutlined />
            <span>{t('chooseImage')}</span>
          </button>
        )}
      </Upload>
      {showTip && !disabled ? <div className="dis-upload__tip">{field.tip}</div> : null}
      {preview ? (
        <Image
          className="dis-upload__preview"
          alt={t('preview')}
          src={preview}
          preview={{
            open: true,
            src: preview,
            onOpenChange: (open) => (open ? undefined : setPreview(null)),
          }}
        />
      ) : null}
      <Spin fullscreen spinning={field.uploading > 0} description={t('imageUploading')} />
    </div>
  );
}
