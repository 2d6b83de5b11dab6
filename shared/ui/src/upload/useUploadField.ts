import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { UploadResult } from '@dis/shared';
import { RequestError, uploadFile } from '@dis/shared/request';
import { feedback } from '../feedback/feedback';
import {
  checkCount,
  checkFile,
  FILE_LIMITS,
  IMAGE_LIMITS,
  namesOf,
  type UploadLimits,
  type UploadRefusal,
} from './uploadRules';
import { useInFlight } from './useInFlight';
import { useUploadWords } from './uploadWords';

/** One file of an upload field: stored (`fileName` set) or on its way. */
export interface FieldFile {
  uid: string;
  /** what the user sees: the original name while uploading, the stored name's last segment after */
  name: string;
  /** the stored name the server answered (`/profile/upload/…`) */
  fileName?: string;
  status: 'uploading' | 'done';
  percent: number;
}

export interface UploadFieldOptions extends Partial<UploadLimits> {
  value?: string | null;
  onChange?: (value: string) => void;
  /** also gives the limits that are not given: `FILE_LIMITS` or `IMAGE_LIMITS` */
  kind: 'file' | 'image';
  /** where files go; `/common/upload` */
  action?: string;
}

export const UPLOAD_ACTION = '/common/upload';

let uidSequence = 0;
const nextUid = () => `dis-upload-${Date.now()}-${(uidSequence += 1)}`;

function filesOf(value: string | null | undefined): FieldFile[] {
  return namesOf(value).map((fileName, index) => ({
    uid: `value-${index}-${fileName}`,
    name: fileName,
    fileName,
    status: 'done' as const,
    percent: 100,
  }));
}

const storedValue = (files: readonly FieldFile[]) =>
  files
    .filter((file) => file.status === 'done' && file.fileName)
    .map((file) => file.fileName)
    .join(',');

/**
 * The state and rules of an upload field (ruoyi-ui FileUpload / ImageUpload): checks type, size
 * and count with the spec's messages, uploads each accepted file to `/common/upload` with the
 * session token, counts the files in flight (the overlay shows while any is), drops a file the
 * server refuses (showing its message) or that fails (上传文件失败，请重试), and reports the
 * comma-joined stored names once every upload has finished.
 */
export function useUploadField({
  value,
  onChange,
  types,
  sizeMb,
  limit,
  kind,
  action = UPLOAD_ACTION,
}: UploadFieldOptions) {
  const { t } = useUploadWords();
  const limits = useMemo<UploadLimits>(() => {
    const defaults = kind === 'image' ? IMAGE_LIMITS : FILE_LIMITS;
    return {
      types: types ?? defaults.types,
      sizeMb: sizeMb ?? defaults.sizeMb,
      limit: limit ?? defaults.limit,
    };
  }, [kind, types, sizeMb, limit]);
  const [files, setFiles] = useState<FieldFile[]>(() => filesOf(value));
  const [propValue, setPropValue] = useState(value ?? '');
  const list = useRef(files);
  const batches = useRef(new WeakMap<object, boolean>());

  const update = useCallback((change: (current: FieldFile[]) => FieldFile[]) => {
    list.current = change(list.current);
    setFiles(list.current);
  }, []);

  // a new value from outside (form reset, record loaded) replaces the list
  if ((value ?? '') !== propValue) {
    setPropValue(value ?? '');
    if ((value ?? '') !== storedValue(files)) setFiles(filesOf(value));
  }
  useLayoutEffect(() => {
    list.current = files;
  }, [files]);

  const emit = useCallback(() => {
    onChange?.(storedValue(list.current));
  }, [onChange]);

  const { count: uploading, start, finish } = useInFlight(emit);

  const refuse = useCallback(
    (refusal: UploadRefusal) => feedback.message.error(t(refusal.key, refusal.values)),
    [t],
  );

  const upload = useCallback(
    (file: File) => {
      const uid = nextUid();
      update((current) => [...current, { uid, name: file.name, status: 'uploading', percent: 0 }]);
      start();
      uploadFile<UploadResult>(action, file, {
        silent: true,
        onProgress: (percent) =>
          update((current) => current.map((f) => (f.uid === uid ? { ...f, percent } : f))),
      })
        .then((answer) => {
          update((current) =>
            current.map((f) =>
              f.uid === uid
                ? { ...f, status: 'done', percent: 100, fileName: answer.fileName, name: answer.fileName }
                : f,
            ),
          );
        })
        .catch((error: unknown) => {
          update((current) => current.filter((f) => f.uid !== uid));
          const refusedByServer = error instanceof RequestError && error.kind === 'business';
          feedback.message.error(
            refusedByServer ? error.message : t(kind === 'image' ? 'imageFailed' : 'failed'),
          );
        })
        .finally(finish);
    },
    [action, finish, start, kind, t, update],
  );

  /** antd Upload's `beforeUpload`: checks, then uploads here; antd itself never sends. */
  const beforeUpload = useCallback(
    (file: File, batch: readonly File[]): false => {
      let batchAllowed = batches.current.get(batch);
      if (batchAllowed === undefined) {
        const refusal = checkCount(list.current.length, batch.length, limits.limit);
        if (refusal) refuse(refusal);
        batchAllowed = refusal === null;
        batches.current.set(batch, batchAllowed);
      }
      if (!batchAllowed) return false;
      const refusal = checkFile(file, limits, kind);
      if (refusal) {
        refuse(refusal);
        return false;
      }
      upload(file);
      return false;
    },
    [kind, limits, refuse, upload],
  );

  const remove = useCallback(
    (uid: string) => {
      const removed = list.current.find((f) => f.uid === uid);
      if (!removed || removed.status !== 'done') return;
      update((current) => current.filter((f) => f.uid !== uid));
      emit();
    },
    [emit, update],
  );

  /** the tip under a field: 请上传 大小不超过 5MB 格式为 doc/xls/ppt/txt/pdf 的文件 */
  const tip = t('tip', {
    parts: [
      limits.sizeMb > 0 ? t('tipSize', { size: limits.sizeMb }) : '',
      limits.types.length > 0 ? t('tipTypes', { types: limits.types.join('/') }) : '',
    ]
      .filter(Boolean)
      .join(' '),
  });

  return { files, beforeUpload, remove, uploading, limits, tip };
}
