import type { AxiosRequestConfig, AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import { i18n, SHARED_NS, type Envelope } from '@dis/shared';
import { RequestError, type BlobResponse, type Client } from './client';
import {
  EXPORT_QUEUED_EVENT,
  isJsonBlob,
  reportDownloadFailure,
  saveBlob,
  type DownloadOptions,
  type ExportQueuedDetail,
} from './download';
import { CODE_MESSAGE_KEYS } from './normalize';
import { emitRequestEvent } from './events';
import type { UploadOptions } from './upload';

/**
 * What the request client (`@dis/shared/request`) does only after a page's first view, loaded the
 * first time one of them is needed, so no first view pays for it: asking a failed call once more,
 * the calls that answer bytes, downloads and uploads.
 */

// ---- asking a call once more (docs/deploy.md "What is shed, and when") ----

/** A Retry-After longer than this is shown to the user instead of waited for. */
export const RETRY_AFTER_LIMIT_MS = 10_000;
/** The wait when the answer names none (a bad gateway, a lost connection). */
export const DEFAULT_RETRY_MS = 1000;
/** Spread over this much, so that clients turned away together do not come back together. */
const RETRY_JITTER_MS = 250;

/** `Retry-After` in milliseconds (seconds, or an HTTP date); undefined when absent or unreadable. */
export function retryAfterMs(value: unknown, now = Date.now()): number | undefined {
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  if (/^\d+$/.test(value.trim())) return Number(value.trim()) * 1000;
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

/** The pause before a retry; tests replace `wait`. */
export const retryPause = {
  wait: (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)),
};

/**
 * Whether a failed call may be asked once more: a read (GET, HEAD), or a POST carrying its
 * Idempotency-Key (the server answers a repeat of a write it made with its first answer); never
 * one asked again already, cancelled, or whose caller reads any answer itself (`passThrough`).
 */
export function mayAskAgain(config: InternalAxiosRequestConfig): boolean {
  const method = config.method?.toUpperCase();
  return (
    !config.retried &&
    !config.passThrough &&
    !config.signal?.aborted &&
    (method === 'GET' ||
      method === 'HEAD' ||
      (method === 'POST' && Boolean(config.headers?.has?.('Idempotency-Key'))))
  );
}

/**
 * Sends a call answered 502, 503 or 504, or not at all, once more when it may be (`mayAskAgain`),
 * with the same headers (the same Idempotency-Key), after the answer's Retry-After or a second,
 * plus a little jitter; null when it is not, or when Retry-After is beyond RETRY_AFTER_LIMIT_MS
 * (the failure is shown instead). The second answer goes through the interceptors like any: a
 * failure again is shown.
 */
export async function askAgain(
  client: Client,
  config: InternalAxiosRequestConfig,
  retryAfter: unknown,
): Promise<AxiosResponse | null> {
  if (!mayAskAgain(config)) return null;
  const asked = retryAfterMs(retryAfter);
  if (asked !== undefined && asked > RETRY_AFTER_LIMIT_MS) return null;
  await retryPause.wait((asked ?? DEFAULT_RETRY_MS) + Math.round(Math.random() * RETRY_JITTER_MS));
  return client.request({ ...config, retried: true });
}

// ---- the calls that answer bytes: `requestBlob`, `requestRaw` ----

/** An answer as it came: any status, any body, as bytes (`requestRaw`). */
export interface RawAnswer {
  status: number;
  statusText: string;
  headers: Headers;
  data: Blob;
  /** milliseconds from sending to the whole answer */
  ms: number;
}

function headersOf(response: AxiosResponse): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(response.headers ?? {})) {
    if (value !== undefined && value !== null)
      headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
  }
  return headers;
}

/** A binary answer through the one client; an error envelope in its place rejects like any call. */
export async function requestBlob(client: Client, config: AxiosRequestConfig): Promise<BlobResponse> {
  const response = await client.request<Blob>({ ...config, responseType: 'blob' });
  const data = response.data instanceof Blob ? response.data : new Blob([response.data as BlobPart]);
  return { data, status: response.status, headers: headersOf(response) };
}

/** The call through the one client, its answer as it came, whatever its status or body. */
export async function requestRaw(client: Client, config: AxiosRequestConfig): Promise<RawAnswer> {
  const started = Date.now();
  const response = await client.request<Blob>({ ...config, responseType: 'blob', passThrough: true });
  const type = String(response.headers?.['content-type'] ?? '');
  const data =
    response.data instanceof Blob ? response.data : new Blob([response.data as BlobPart], { type });
  return {
    status: response.status,
    statusText: response.statusText ?? '',
    headers: headersOf(response),
    data,
    ms: Date.now() - started,
  };
}

// ---- one download (`download`, `downloadFile`, `downloadResource`, `downloadZip`) ----

const t = (key: string) => i18n.t(key, { ns: SHARED_NS });

/** `blobErrorMessage` of `./download`. */
export async function blobErrorMessage(blob: Blob, translate: (key: string) => string = t): Promise<string> {
  let envelope: Envelope;
  try {
    envelope = JSON.parse(await blob.text()) as Envelope;
  } catch {
    return translate('request.download');
  }
  if (!envelope || typeof envelope !== 'object') return translate('request.download');
  const fixed = typeof envelope.code === 'number' ? CODE_MESSAGE_KEYS[envelope.code] : undefined;
  if (fixed) return translate(fixed);
  return envelope.msg || translate('request.default');
}

/** `queuedExportOf` of `./download`. */
export async function queuedExportOf(blob: Blob): Promise<ExportQueuedDetail | undefined> {
  try {
    const envelope = JSON.parse(await blob.text()) as Envelope & { data?: { taskId?: unknown } };
    const taskId = envelope?.data?.taskId;
    if (envelope.code !== 200 || typeof taskId !== 'number') return undefined;
    return { taskId, msg: envelope.msg ?? '' };
  } catch {
    return undefined;
  }
}

/**
 * Runs one download: sends the call, checks the answer, saves the file under the name `nameOf`
 * gives. Resolves true when saved, false when refused or failed (already reported).
 */
export async function runDownload(
  client: Client,
  method: 'GET' | 'POST',
  url: string,
  body: URLSearchParams | undefined,
  nameOf: (headers: Headers) => string,
  options: DownloadOptions,
): Promise<boolean> {
  try {
    const response = await client.request<Blob>({
      method,
      url,
      data: body,
      responseType: 'blob',
      // the answer as it came: an error envelope in place of the file is read here
      passThrough: true,
      silent: true,
      timeout: options.timeout ?? 0,
      signal: options.signal,
    });
    const blob =
      response.data instanceof Blob
        ? response.data
        : new Blob([response.data as BlobPart], { type: String(response.headers['content-type'] ?? '') });
    if (isJsonBlob(blob) || String(response.headers['content-type'] ?? '').includes('application/json')) {
      const queued = await queuedExportOf(blob);
      if (queued) {
        globalThis.dispatchEvent?.(
          new CustomEvent<ExportQueuedDetail>(EXPORT_QUEUED_EVENT, { detail: queued }),
        );
        return true;
      }
      reportDownloadFailure(await blobErrorMessage(blob), options);
      return false;
    }
    if (response.status < 200 || response.status >= 300) {
      reportDownloadFailure(t('request.download'), options);
      return false;
    }
    const headers = new Headers();
    const fileName = response.headers['download-filename'];
    if (fileName) headers.set('download-filename', String(fileName));
    saveBlob(blob, nameOf(headers));
    return true;
  } catch (error) {
    if (!(error instanceof RequestError && error.kind === 'aborted'))
      reportDownloadFailure(t('request.download'), options);
    return false;
  }
}

// ---- one upload (`uploadFile`) ----

/** `uploadFile` of `./upload`: the file as `multipart/form-data` through the one client. */
export async function uploadFile<T extends Envelope>(
  client: Client,
  url: string,
  file: Blob,
  options: UploadOptions,
): Promise<T> {
  const form = new FormData();
  const name = options.fileName ?? (file instanceof File ? file.name : 'blob');
  form.append(options.field ?? 'file', file, name);
  for (const [key, value] of Object.entries(options.fields ?? {})) form.append(key, value);
  const response = await client.request<T>({
    method: 'post',
    url,
    data: form,
    withToken: options.withToken,
    silent: options.silent,
    signal: options.signal,
    // none by default: a 5 MB file on a slow line takes its time
    timeout: options.timeout ?? 0,
    onUploadProgress: (event: { loaded: number; total?: number }) => {
      if (event.total && event.total > 0 && options.onProgress)
        options.onProgress(Math.round((event.loaded / event.total) * 100));
    },
  });
  emitRequestEvent({ type: 'written', method: 'POST', url });
  return response.data;
}
