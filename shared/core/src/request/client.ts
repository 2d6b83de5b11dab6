import {
  API_PREFIX,
  API_TIMEOUT_MS,
  currentLanguage,
  getToken,
  i18n,
  SHARED_NS,
  toQueryString,
  type Envelope,
} from '@dis/shared';
import { emitRequestEvent } from './events';
import { normalizeEnvelope } from './normalize';

/**
 * The one HTTP client of the console and the site. Built on `fetch` rather than axios: axios is
 * ~21 KiB gzip of JavaScript that the login page and the console would load for what these
 * ~150 lines do (see README "Performance budgets").
 */

export interface RequestOptions {
  /** query parameters, serialised by `toQueryString` (nested `key[sub]`, empties skipped) */
  params?: object;
  headers?: Record<string, string>;
  /** `false` for calls made without a session (login, register, captcha, public pages). */
  withToken?: boolean;
  /** `true` when the caller shows the error itself: no toast, no re-login dialog. */
  silent?: boolean;
  /** milliseconds; default 10 000 (spec §7); 0 for none */
  timeout?: number;
  signal?: AbortSignal;
}

export type ErrorKind = 'business' | 'network' | 'timeout' | 'http' | 'aborted';

/** Every failed call rejects with this. `code` is the envelope code, or the HTTP status, or 0. */
export class RequestError extends Error {
  constructor(
    message: string,
    readonly code: number,
    readonly kind: ErrorKind,
  ) {
    super(message);
    this.name = 'RequestError';
  }
}

/** A binary answer (downloads). */
export interface BlobResponse {
  data: Blob;
  status: number;
  headers: Headers;
}

const t = (key: string, options?: Record<string, unknown>) =>
  i18n.t(key, { ns: SHARED_NS, ...options }) as string;

let baseURL = API_PREFIX;

/** Where the API lives; `/prod-api` unless the deployment says otherwise. */
export function setApiBase(url: string): void {
  baseURL = url.replace(/\/+$/, '');
}

export function apiUrl(url: string, params?: object): string {
  const query = toQueryString(params as Record<string, unknown> | undefined);
  const path = /^https?:\/\//.test(url) ? url : `${baseURL}${url.startsWith('/') ? '' : '/'}${url}`;
  return query ? `${path}${path.includes('?') ? '&' : '?'}${query}` : path;
}

/** The headers of every call: token (unless `withToken: false`), language, JSON body type. */
export function headersFor(options: RequestOptions, body: unknown): Headers {
  const headers = new Headers(options.headers);
  const token = getToken();
  if (token && options.withToken !== false) headers.set('Authorization', `Bearer ${token}`);
  headers.set('Accept-Language', currentLanguage());
  if (!headers.has('Accept')) headers.set('Accept', 'application/json, */*');
  if (
    body !== undefined &&
    !(body instanceof FormData) &&
    !(body instanceof URLSearchParams) &&
    !(body instanceof Blob)
  ) {
    headers.set('Content-Type', 'application/json;charset=utf-8');
  }
  return headers;
}

function encodeBody(body: unknown): BodyInit | undefined {
  if (body === undefined) return undefined;
  if (body instanceof FormData || body instanceof URLSearchParams || body instanceof Blob) return body;
  return JSON.stringify(body);
}

/** Reports a failed call to the console (unless `silent`) and throws it. */
export function reportFailure(error: RequestError, options: RequestOptions, sessionExpired = false): never {
  if (!options.silent && error.kind !== 'aborted') {
    if (sessionExpired) emitRequestEvent({ type: 'sessionExpired' });
    else {
      const level = error.kind === 'business' && error.code === 601 ? 'warning' : 'error';
      emitRequestEvent({ type: 'error', level, code: error.code, message: error.message });
    }
  }
  throw error;
}

/** Sends a call and gives the raw answer; transport faults reject with a RequestError. */
export async function send(
  method: string,
  url: string,
  body: unknown,
  options: RequestOptions,
): Promise<Response> {
  const controller = new AbortController();
  let timedOut = false;
  const limit = options.timeout ?? API_TIMEOUT_MS;
  // 0 = no time limit (downloads of large exports)
  const timer =
    limit > 0
      ? setTimeout(() => {
          timedOut = true;
          controller.abort();
        }, limit)
      : undefined;
  const onAbort = () => controller.abort();
  options.signal?.addEventListener('abort', onAbort);
  try {
    return await fetch(apiUrl(url, options.params), {
      method,
      headers: headersFor(options, body),
      body: encodeBody(body),
      signal: controller.signal,
      credentials: 'same-origin',
    });
  } catch {
    if (timedOut) reportFailure(new RequestError(t('request.timeout'), 0, 'timeout'), options);
    if (options.signal?.aborted) reportFailure(new RequestError('aborted', 0, 'aborted'), options);
    return reportFailure(new RequestError(t('request.network'), 0, 'network'), options);
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', onAbort);
  }
}

async function readEnvelope(response: Response): Promise<Envelope | undefined> {
  const type = response.headers.get('Content-Type') ?? '';
  if (!type.includes('json')) return undefined;
  try {
    return (await response.json()) as Envelope;
  } catch {
    return undefined;
  }
}

/** Sends a call and turns the answer into the body or a RequestError (spec §8). */
export async function request<T>(
  method: string,
  url: string,
  body: unknown,
  options: RequestOptions = {},
): Promise<T> {
  const response = await send(method, url, body, options);
  const envelope = await readEnvelope(response);
  if (envelope === undefined) {
    return reportFailure(
      new RequestError(t('request.status', { status: response.status }), response.status, 'http'),
      options,
    );
  }
  const result = normalizeEnvelope(envelope, t);
  if (result.ok) return result.body as T;
  return reportFailure(
    new RequestError(result.message, result.code, 'business'),
    options,
    result.level === 'sessionExpired',
  );
}

/**
 * A binary answer. An error envelope in place of the file (`application/json`) rejects with its
 * message like any other call.
 */
export async function requestBlob(
  method: string,
  url: string,
  body: unknown,
  options: RequestOptions = {},
): Promise<BlobResponse> {
  const response = await send(method, url, body, options);
  const type = response.headers.get('Content-Type') ?? '';
  if (type.includes('application/json')) {
    const envelope = await readEnvelope(response);
    const result = normalizeEnvelope(envelope ?? { code: response.status }, t);
    const message = result.ok ? t('request.download') : result.message;
    return reportFailure(
      new RequestError(message, result.ok ? 500 : result.code, 'business'),
      options,
      !result.ok && result.level === 'sessionExpired',
    );
  }
  if (!response.ok) {
    return reportFailure(
      new RequestError(t('request.status', { status: response.status }), response.status, 'http'),
      options,
    );
  }
  return { data: await response.blob(), status: response.status, headers: response.headers };
}

/** Typed calls; each resolves with the whole answer body (`res.data`, `res.rows`, `res.msg`…). */
export const http = {
  get<T>(url: string, params?: object, options?: RequestOptions): Promise<T> {
    return request<T>('GET', url, undefined, { ...options, params });
  },
  post<T>(url: string, data?: unknown, options?: RequestOptions): Promise<T> {
    return request<T>('POST', url, data, options);
  },
  put<T>(url: string, data?: unknown, options?: RequestOptions): Promise<T> {
    return request<T>('PUT', url, data, options);
  },
  delete<T>(url: string, options?: RequestOptions): Promise<T> {
    return request<T>('DELETE', url, undefined, options);
  },
  /** A file: `GET` by default, or `POST` with a form body (exports). */
  blob(
    url: string,
    options?: RequestOptions & { method?: 'GET' | 'POST'; form?: Record<string, unknown> },
  ): Promise<BlobResponse> {
    const form = options?.form ? new URLSearchParams(toQueryString(options.form)) : undefined;
    return requestBlob(options?.method ?? (form ? 'POST' : 'GET'), url, form, options);
  },
};

/**
 * The address of a stored file (`/profile/upload/…`): under the API prefix; absolute `http(s)`
 * addresses and data URIs are kept; '' for nothing.
 */
export function resourceUrl(path: string | null | undefined): string {
  const value = (path ?? '').trim();
  if (value === '') return '';
  if (/^(https?:)?\/\//i.test(value) || value.startsWith('data:') || value.startsWith('blob:')) return value;
  return `${baseURL}${value.startsWith('/') ? '' : '/'}${value}`;
}
