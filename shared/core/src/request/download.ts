import { i18n, SHARED_NS, toQueryString, trackDownload } from '@dis/shared';
import { emitRequestEvent } from './events';
import { client, type RequestOptions } from './client';

/**
 * Downloads (docs/product.md §7, ruoyi-ui-features §0.1): the answer is saved as a file; an error envelope
 * in place of the file, or a failed transfer, is reported to the console as an error toast. While
 * any download runs, `activeDownloads()` of `@dis/shared` is above 0 (the kit's mask follows it).
 */

const t = (key: string) => i18n.t(key, { ns: SHARED_NS });

/** Saves a blob under a file name through a temporary link. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** True when a "file" is really a JSON answer (an error envelope). */
export function isJsonBlob(blob: Blob): boolean {
  return blob.type.toLowerCase().includes('application/json');
}

/**
 * The message of an error envelope received in place of a file: the code table's text
 * (401/403/404), else the server's `msg`, else the default text; the download failure text when
 * the body is no envelope at all. Loaded when first used (`./deferred`).
 */
export async function blobErrorMessage(blob: Blob, translate?: (key: string) => string): Promise<string> {
  return (await import('./deferred')).blobErrorMessage(blob, translate);
}

/**
 * The window event of an export the server ran in the background instead (more rows than
 * `sys.export.asyncThreshold`, docs/system/export.md): `detail` is `{taskId, msg}`; the console's
 * 下载中心 shows the message and the task.
 */
export const EXPORT_QUEUED_EVENT = 'dis:export-queued';

export interface ExportQueuedDetail {
  taskId: number;
  msg: string;
}

/** The `{code: 200, msg, data: {taskId}}` of an export sent to the background, else undefined. */
export async function queuedExportOf(blob: Blob): Promise<ExportQueuedDetail | undefined> {
  return (await import('./deferred')).queuedExportOf(blob);
}

/** The file name in a `download-filename` header (percent-encoded by the server). */
export function headerFileName(headers: Headers): string | undefined {
  const raw = headers.get('download-filename');
  if (!raw) return undefined;
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

export type DownloadOptions = Pick<RequestOptions, 'silent' | 'signal' | 'timeout'>;

/** A failed download, as a toast unless the caller shows it (`./deferred` reports its own so too). */
export function reportDownloadFailure(message: string, options: DownloadOptions) {
  if (!options.silent) emitRequestEvent({ type: 'error', level: 'error', code: 500, message });
}

/** Runs one download (`./deferred`, loaded when first used) while the kit's mask shows it. */
function runDownload(
  method: 'GET' | 'POST',
  url: string,
  body: URLSearchParams | undefined,
  nameOf: (headers: Headers) => string,
  options: DownloadOptions,
): Promise<boolean> {
  return trackDownload(() =>
    import('./deferred').then(
      (deferred) => deferred.runDownload(client, method, url, body, nameOf, options),
      () => {
        reportDownloadFailure(t('request.download'), options);
        return false;
      },
    ),
  );
}

/**
 * `download(url, params, filename)`: POSTs the params form-urlencoded (query-string rules: empties
 * skipped, `key[sub]` for nested objects) and saves the answer as `fileName` (exports).
 */
export function download(
  url: string,
  params: object,
  fileName: string,
  options: DownloadOptions = {},
): Promise<boolean> {
  const form = new URLSearchParams(toQueryString(params as Record<string, unknown>));
  return runDownload('POST', url, form, () => fileName, options);
}

/**
 * A file of the server's download folder: `GET /common/download?fileName=&delete=`, saved under the
 * name the server gives in `download-filename`. `deleteAfter` (default true) removes it there.
 */
export function downloadFile(
  fileName: string,
  deleteAfter = true,
  options: DownloadOptions = {},
): Promise<boolean> {
  const query = toQueryString({ fileName, delete: String(deleteAfter) });
  const fallback = fileName.split('/').pop() || fileName;
  return runDownload(
    'GET',
    `/common/download?${query}`,
    undefined,
    (h) => headerFileName(h) ?? fallback,
    options,
  );
}

/** A stored resource such as `/profile/upload/…/a.png`: `GET /common/download/resource?resource=`. */
export function downloadResource(resource: string, options: DownloadOptions = {}): Promise<boolean> {
  const query = toQueryString({ resource });
  const fallback = resource.split('/').pop() || 'download';
  return runDownload(
    'GET',
    `/common/download/resource?${query}`,
    undefined,
    (h) => headerFileName(h) ?? fallback,
    options,
  );
}

/** A zip built by the server (code generation): `GET url`, saved as `fileName`. */
export function downloadZip(url: string, fileName: string, options: DownloadOptions = {}): Promise<boolean> {
  return runDownload('GET', url, undefined, () => fileName, options);
}
