import { currentLanguage, getToken, i18n, SHARED_NS, type Envelope } from '@dis/shared';
import { apiUrl, RequestError, reportFailure, type RequestOptions } from './client';
import { normalizeEnvelope } from './normalize';

const t = (key: string, options?: Record<string, unknown>) => i18n.t(key, { ns: SHARED_NS, ...options });

export interface UploadOptions extends Pick<RequestOptions, 'silent' | 'signal' | 'withToken'> {
  /** the multipart field of the file (`file` for `/common/upload`, `avatarfile` for the avatar) */
  field?: string;
  /** the file name sent with the part; a File's own name by default */
  fileName?: string;
  /** more form fields sent beside the file */
  fields?: Record<string, string>;
  /** 0–100 while the body is sent */
  onProgress?: (percent: number) => void;
  /** milliseconds; none by default (a 5 MB file on a slow line takes its time) */
  timeout?: number;
}

/**
 * Sends one file as `multipart/form-data` with the session token, reporting progress (which
 * `fetch` cannot), and resolves with the whole answer body like the other calls. A refusal
 * (`code` ≠ 200) rejects with the server's message; errors are reported to the console unless
 * `silent`, for components that show their own.
 */
export function uploadFile<T extends Envelope>(
  url: string,
  file: Blob,
  options: UploadOptions = {},
): Promise<T> {
  const form = new FormData();
  const name = options.fileName ?? (file instanceof File ? file.name : 'blob');
  form.append(options.field ?? 'file', file, name);
  for (const [key, value] of Object.entries(options.fields ?? {})) form.append(key, value);

  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const settle = (run: () => T) => {
      options.signal?.removeEventListener('abort', abort);
      try {
        resolve(run());
      } catch (error) {
        reject(error);
      }
    };
    const abort = () => xhr.abort();
    xhr.open('POST', apiUrl(url));
    const token = getToken();
    if (token && options.withToken !== false) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.setRequestHeader('Accept-Language', currentLanguage());
    xhr.setRequestHeader('Accept', 'application/json, */*');
    if (options.timeout) xhr.timeout = options.timeout;
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0)
        options.onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () =>
      settle(() => {
        let envelope: Envelope | undefined;
        try {
          envelope = JSON.parse(xhr.responseText) as Envelope;
        } catch {
          envelope = undefined;
        }
        if (!envelope || typeof envelope !== 'object') {
          return reportFailure(
            new RequestError(t('request.status', { status: xhr.status }), xhr.status, 'http'),
            options,
          );
        }
        const result = normalizeEnvelope(envelope, (key) => t(key));
        if (result.ok) return result.body as T;
        return reportFailure(
          new RequestError(result.message, result.code, 'business'),
          options,
          result.level === 'sessionExpired',
        );
      });
    xhr.onerror = () =>
      settle(() => reportFailure(new RequestError(t('request.network'), 0, 'network'), options));
    xhr.ontimeout = () =>
      settle(() => reportFailure(new RequestError(t('request.timeout'), 0, 'timeout'), options));
    xhr.onabort = () => settle(() => reportFailure(new RequestError('aborted', 0, 'aborted'), options));
    if (options.signal?.aborted) {
      xhr.abort();
      return;
    }
    options.signal?.addEventListener('abort', abort);
    xhr.send(form);
  });
}
