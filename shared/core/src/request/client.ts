import type {
  AxiosAdapter,
  AxiosError,
  AxiosInstance,
  AxiosRequestConfig,
  AxiosResponse,
  InternalAxiosRequestConfig,
} from 'axios';
import {
  API_TIMEOUT_MS,
  apiBase,
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
 * The one HTTP client of the console and the site: one axios instance whose interceptors add the
 * session token and the language, and turn every answer into its body or a `RequestError`
 * (docs/api-contract.md, docs/product.md §8). What the user should see is emitted as a request event
 * (`onRequestEvent`); the shell shows the toasts and the re-login dialog.
 */

declare module 'axios' {
  interface AxiosRequestConfig {
    /** `false` for calls made without a session (login, register, captcha, public pages). */
    withToken?: boolean;
    /** `true` when the caller shows the error itself: no toast, no re-login dialog. */
    silent?: boolean;
    /** the answer as it came, whatever its status or body (downloads read it themselves) */
    passThrough?: boolean;
    /** set on the call's one retry (`askAgain` of `./deferred`) */
    retried?: boolean;
  }
}

export interface RequestOptions {
  /** query parameters, serialised by `toQueryString` (nested `key[sub]`, empties skipped) */
  params?: object;
  headers?: Record<string, string>;
  /** `false` for calls made without a session (login, register, captcha, public pages). */
  withToken?: boolean;
  /** `true` when the caller shows the error itself: no toast, no re-login dialog. */
  silent?: boolean;
  /** milliseconds; default 10 000 (docs/product.md §7); 0 for none */
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

// stored-file addresses and the API's prefix live in the main entry (docs/site/speed.md); still
// offered here for remotes built when they were here
export { resourceUrl, setApiBase } from '@dis/shared';

export function apiUrl(url: string, params?: object): string {
  const query = toQueryString(params as Record<string, unknown> | undefined);
  const path = /^https?:\/\//.test(url) ? url : `${apiBase()}${url.startsWith('/') ? '' : '/'}${url}`;
  return query ? `${path}${path.includes('?') ? '&' : '?'}${query}` : path;
}

/** Calls that open a session never carry a token, whatever the caller says. */
const ANONYMOUS_PATHS = /^\/?(login|register|captchaImage)(\?|$)/;

const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/**
 * A new key for one user action: 128 random bits as 32 hex digits, from the random source every
 * origin has (`crypto.randomUUID` is only on secure ones, and a console may be reached over plain
 * http inside an office).
 */
const newIdempotencyKey = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => (byte | 256).toString(16).slice(1)).join(
    '',
  );

/**
 * The answer of a call asked once more after a 502, 503 or 504, or no answer (`status` 0), or null
 * when it is not asked again (docs/deploy.md "What is shed, and when"): which calls are and when is
 * `./deferred`, loaded only when such an answer comes, so no first view pays for it.
 */
const askAgain = async (config: InternalAxiosRequestConfig, status: number, retryAfter?: unknown) =>
  status === 0 || (status > 501 && status < 505)
    ? import('./deferred').then(
        (deferred) => deferred.askAgain(client, config, retryAfter),
        () => null,
      )
    : null;

/** Reports a failed call to the console (unless `silent`) and throws it. */
export function reportFailure(
  error: RequestError,
  options: Pick<RequestOptions, 'silent'>,
  sessionExpired = false,
): never {
  if (!options.silent && error.kind !== 'aborted') {
    if (sessionExpired) emitRequestEvent({ type: 'sessionExpired' });
    else {
      const level = error.kind === 'business' && error.code === 601 ? 'warning' : 'error';
      emitRequestEvent({ type: 'error', level, code: error.code, message: error.message });
    }
  }
  throw error;
}

function contentType(response: AxiosResponse): string {
  return String(response.headers?.['content-type'] ?? '').toLowerCase();
}

async function textOf(data: unknown): Promise<string> {
  if (typeof data === 'string') return data;
  if (typeof Blob !== 'undefined' && data instanceof Blob) return data.text();
  if (data instanceof ArrayBuffer) return new TextDecoder().decode(data);
  return JSON.stringify(data);
}

function parseEnvelope(text: string): Envelope | undefined {
  try {
    const value = JSON.parse(text) as unknown;
    return value && typeof value === 'object' ? (value as Envelope) : undefined;
  } catch {
    return undefined;
  }
}

function failHttp(response: AxiosResponse): never {
  return reportFailure(
    new RequestError(t('request.status', { status: response.status }), response.status, 'http'),
    response.config,
  );
}

/**
 * The answer interceptor. Binary answers (`blob`, `arraybuffer`) pass through, unless the server
 * sent an error envelope in place of the file. JSON answers are normalised: missing code = 200;
 * 401 an expired session (re-login dialog); 500 an error; 601 a warning; other codes a notice.
 */
export async function normaliseAnswer(response: AxiosResponse): Promise<AxiosResponse> {
  const { config } = response;
  if (config.passThrough) return response;
  const again = await askAgain(
    config as InternalAxiosRequestConfig,
    response.status,
    response.headers?.['retry-after'],
  );
  if (again) return again;
  const type = contentType(response);
  if (config.responseType === 'blob' || config.responseType === 'arraybuffer') {
    if (type.includes('application/json')) {
      const envelope = parseEnvelope(await textOf(response.data));
      const result = normalizeEnvelope(envelope ?? { code: response.status }, t);
      const message = result.ok ? t('request.download') : result.message;
      return reportFailure(
        new RequestError(message, result.ok ? 500 : result.code, 'business'),
        config,
        !result.ok && result.level === 'sessionExpired',
      );
    }
    if (response.status < 200 || response.status >= 300) return failHttp(response);
    return response;
  }
  let envelope: Envelope | undefined;
  if (type.includes('json')) {
    envelope =
      response.data && typeof response.data === 'object'
        ? (response.data as Envelope)
        : parseEnvelope(await textOf(response.data ?? ''));
  }
  if (envelope === undefined) return failHttp(response);
  const result = normalizeEnvelope(envelope, t);
  if (result.ok) return { ...response, data: result.body };
  return reportFailure(
    new RequestError(result.message, result.code, 'business'),
    config,
    result.level === 'sessionExpired',
  );
}

/**
 * The transport-failure interceptor: timeout, abort or no answer at all (a read, or a POST with
 * its key, is asked once more first).
 */
export function transportFailure(error: unknown): Promise<AxiosResponse> {
  if (error instanceof RequestError) throw error;
  const config: Partial<InternalAxiosRequestConfig> = (error as AxiosError).config ?? {};
  // axios's codes (`AxiosError.ERR_CANCELED`…), by value: the library itself may not be loaded
  const code = (error as AxiosError).code;
  if (code === 'ERR_CANCELED') return reportFailure(new RequestError('aborted', 0, 'aborted'), config);
  if (code === 'ETIMEDOUT')
    return reportFailure(new RequestError(t('request.timeout'), 0, 'timeout'), config);
  if (code === 'ECONNABORTED' && config.signal?.aborted)
    return reportFailure(new RequestError('aborted', 0, 'aborted'), config);
  const response = (error as AxiosError).response;
  if (response) return failHttp(response);
  // no answer at all: a read, or a POST with its key, is asked once more
  return askAgain(config as InternalAxiosRequestConfig, 0).then(
    (again) => again ?? reportFailure(new RequestError(t('request.network'), 0, 'network'), config),
  );
}

/** The request interceptor: base address, session token, language. */
export function prepareCall(config: InternalAxiosRequestConfig): InternalAxiosRequestConfig {
  config.baseURL = apiBase();
  const token = getToken();
  const anonymous = config.withToken === false || ANONYMOUS_PATHS.test(config.url ?? '');
  if (token && !anonymous) config.headers.set('Authorization', `Bearer ${token}`);
  else config.headers.delete('Authorization');
  config.headers.set('Accept-Language', currentLanguage());
  // one key per user action on a signed-in POST (axios has lowercased the method); the call's
  // retry keeps the one it has, and a caller sending an action again may pass its first key in
  // `headers`
  if (config.method === 'post' && token && !anonymous && !config.headers.has(IDEMPOTENCY_HEADER))
    config.headers.set(IDEMPOTENCY_HEADER, newIdempotencyKey());
  return config;
}

/**
 * How a server's render of a console page reads the API (docs/site/rendering.md "The console's
 * first view"): `address` (an API path and query, without the API's prefix) asked with `GET` as the
 * render's session; the envelope of a success, or null for a refusal or an address not asked.
 */
export type RenderAsker = (address: string) => Promise<unknown>;

/** The asker of the render under way on the server, if any (renders are one at a time). */
let renderAsker: RenderAsker | null = null;

/**
 * Sends every call of the render under way through `asker`, or, with null, over the network again.
 * Only a server's render sets it, for the time of one render (`@dis/ui/ssr`), and clears it after.
 */
export function setRenderAsker(asker: RenderAsker | null): void {
  renderAsker = asker;
}

let made: Promise<AxiosInstance> | undefined;
let loaded: AxiosInstance | undefined;

/**
 * The axios instance, made when the first call goes out: axios is loaded then, so a first view
 * whose reads the document carries pays nothing for it (docs/site/speed.md "axios when the first
 * call goes out"). Every HTTP status reaches the answer interceptor (the envelope's code is what
 * counts, as RuoYi's clients do); timeouts say so (`ETIMEDOUT`).
 */
function instance(): Promise<AxiosInstance> {
  made ??= import('axios').then(({ default: axios }) => {
    const instance = axios.create({
      timeout: API_TIMEOUT_MS,
      headers: { Accept: 'application/json, */*' },
      validateStatus: () => true,
      paramsSerializer: { serialize: (params) => toQueryString(params as Record<string, unknown>) },
      transitional: { clarifyTimeoutError: true },
    });
    instance.interceptors.request.use(prepareCall);
    instance.interceptors.response.use(normaliseAnswer, transportFailure);
    loaded = instance;
    return instance;
  });
  // a chunk that could not be fetched (a dropped connection) is asked for again by the next call
  made.catch(() => {
    made = undefined;
  });
  return made;
}

/**
 * Loads axios and makes the instance now, before any call needs it: the console does so once its
 * first view has settled, so the first dialog opened does not wait for it (docs/site/speed.md).
 */
export function prepareClient(): Promise<void> {
  return instance().then(
    () => undefined,
    () => undefined,
  );
}

/** What the request client's working parts (`./deferred`) and tests use of the one instance. */
export interface Client {
  /** `adapter`: every call's transport unless the call names one (tests put a fake one here) */
  defaults: { adapter?: AxiosAdapter };
  request<T = unknown>(config: AxiosRequestConfig): Promise<AxiosResponse<T>>;
  /** the address a call went to; only once a call has gone out */
  getUri(config?: AxiosRequestConfig): string;
}

/** The one instance, through which every call goes out (made with the first, `instance`). */
export const client: Client = {
  defaults: {},
  async request<T>(config: AxiosRequestConfig) {
    // a server's render reads through its asker only (`request`): nothing else leaves it
    if (renderAsker) throw new RequestError(`not asked while rendering: ${config.url ?? ''}`, 405, 'http');
    return (await instance()).request<T>({ ...config, adapter: config.adapter ?? client.defaults.adapter });
  },
  getUri(config) {
    if (!loaded) throw new Error('no call has gone out yet');
    return loaded.getUri(config);
  },
};

function configOf(method: string, url: string, body: unknown, options: RequestOptions): AxiosRequestConfig {
  return {
    method,
    url,
    data: body,
    params: options.params,
    headers: options.headers,
    withToken: options.withToken,
    silent: options.silent,
    timeout: options.timeout ?? API_TIMEOUT_MS,
    signal: options.signal,
  };
}

/**
 * A call made while a server's render is under way: a `GET` of an API address goes to the render's
 * asker; anything else is refused (a render only reads). Nothing is reported: no one sees it.
 */
async function askedInRender<T>(
  asker: RenderAsker,
  method: string,
  url: string,
  params?: object,
): Promise<T> {
  const query = toQueryString(params as Record<string, unknown> | undefined);
  const address = query ? `${url}${url.includes('?') ? '&' : '?'}${query}` : url;
  if (method !== 'GET' || !url.startsWith('/') || /^https?:/.test(url))
    throw new RequestError(`not asked while rendering: ${method} ${address}`, 405, 'http');
  const answer = (await asker(address)) as Envelope | null;
  if (!answer || typeof answer !== 'object') throw new RequestError(`refused: ${address}`, 403, 'business');
  const result = normalizeEnvelope(answer, t);
  if (!result.ok) throw new RequestError(result.message, result.code, 'business');
  return result.body as T;
}

/** Sends a call and resolves with the answer body, or rejects with a RequestError. */
export async function request<T>(
  method: string,
  url: string,
  body: unknown,
  options: RequestOptions = {},
): Promise<T> {
  if (renderAsker) return askedInRender<T>(renderAsker, method.toUpperCase(), url, options.params);
  const config = configOf(method, url, body, options);
  const response = await client.request<T>(config);
  if (method !== 'GET') emitRequestEvent({ type: 'written', method, url });
  return response.data;
}

/**
 * A binary answer. An error envelope in place of the file (`application/json`) rejects with its
 * message like any other call. Loaded when first used (`./deferred`): the files a
 * page downloads come after its first view.
 */
export async function requestBlob(
  method: string,
  url: string,
  body: unknown,
  options: RequestOptions = {},
): Promise<BlobResponse> {
  return (await import('./deferred')).requestBlob(client, configOf(method, url, body, options));
}

import type { RawAnswer } from './deferred';
export type { RawAnswer };

/**
 * A call whose caller shows the answer itself, whatever it is (the API docs' try-it): sent like
 * every call, with the session token and the language, but nothing is reported — no toast, no
 * re-login dialog — and no envelope is read. Rejects only when no answer came (network, timeout,
 * abort), with a `RequestError`. Loaded when first used (`./deferred`).
 */
export async function requestRaw(
  method: string,
  url: string,
  body: unknown,
  options: RequestOptions = {},
): Promise<RawAnswer> {
  return (await import('./deferred')).requestRaw(
    client,
    configOf(method, url, body, { ...options, silent: true }),
  );
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
