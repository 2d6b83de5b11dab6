import axios, { AxiosError, type AxiosInstance, type AxiosRequestConfig, type AxiosResponse } from 'axios';
import { API_PREFIX, API_TIMEOUT_MS, currentLanguage, getToken, i18n, SHARED_NS, toQueryString, type Envelope } from '@dis/shared';
import { emitRequestEvent } from './events';
import { normalizeEnvelope } from './normalize';

export interface RequestOptions extends AxiosRequestConfig {
  /** `false` for calls made without a session (login, register, captcha, public pages). */
  withToken?: boolean;
  /** `true` when the caller shows the error itself: no toast, no re-login dialog. */
  silent?: boolean;
}

export type ErrorKind = 'business' | 'network' | 'timeout' | 'http';

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

const t = (key: string, options?: Record<string, unknown>) => i18n.t(key, { ns: SHARED_NS, ...options }) as string;

function createClient(): AxiosInstance {
  const client = axios.create({
    baseURL: API_PREFIX,
    timeout: API_TIMEOUT_MS,
    headers: { 'Content-Type': 'application/json;charset=utf-8' },
    paramsSerializer: { serialize: (params) => toQueryString(params) },
  });

  client.interceptors.request.use((config) => {
    const options = config as RequestOptions & typeof config;
    const token = getToken();
    if (token && options.withToken !== false) config.headers.set('Authorization', `Bearer ${token}`);
    config.headers.set('Accept-Language', currentLanguage());
    return config;
  });

  client.interceptors.response.use(
    (response) => {
      const options = response.config as RequestOptions;
      const type = response.request?.responseType ?? response.config.responseType;
      if (type === 'blob' || type === 'arraybuffer') return response;
      const result = normalizeEnvelope(response.data as Envelope, t);
      if (result.ok) return response;
      if (!options.silent) {
        if (result.level === 'sessionExpired') emitRequestEvent({ type: 'sessionExpired' });
        else emitRequestEvent({ type: 'error', level: result.level, code: result.code, message: result.message });
      }
      return Promise.reject(new RequestError(result.message, result.code, 'business'));
    },
    (error: AxiosError) => {
      const options = (error.config ?? {}) as RequestOptions;
      let failure: RequestError;
      if (error.code === 'ECONNABORTED' || error.code === 'ETIMEDOUT') {
        failure = new RequestError(t('request.timeout'), 0, 'timeout');
      } else if (error.response) {
        failure = new RequestError(t('request.status', { status: error.response.status }), error.response.status, 'http');
      } else {
        failure = new RequestError(t('request.network'), 0, 'network');
      }
      if (!options.silent && !axios.isCancel(error)) {
        emitRequestEvent({ type: 'error', level: 'error', code: failure.code, message: failure.message });
      }
      return Promise.reject(failure);
    },
  );
  return client;
}

/** The one axios instance of the console and the site (a federation singleton through `@dis/shared`). */
export const client: AxiosInstance = createClient();

async function body<T>(promise: Promise<AxiosResponse<T>>): Promise<T> {
  return (await promise).data;
}

/** Typed calls; each resolves with the whole answer body (`res.data`, `res.rows`, `res.msg`…). */
export const http = {
  get<T>(url: string, params?: object, options?: RequestOptions): Promise<T> {
    return body(client.get<T>(url, { ...options, params }));
  },
  post<T>(url: string, data?: unknown, options?: RequestOptions): Promise<T> {
    return body(client.post<T>(url, data, options));
  },
  put<T>(url: string, data?: unknown, options?: RequestOptions): Promise<T> {
    return body(client.put<T>(url, data, options));
  },
  delete<T>(url: string, options?: RequestOptions): Promise<T> {
    return body(client.delete<T>(url, options));
  },
  /** Binary answers (downloads) come back as the raw axios response. */
  blob(url: string, options?: RequestOptions): Promise<AxiosResponse<Blob>> {
    return client.request<Blob>({ url, method: 'get', responseType: 'blob', ...options });
  },
};
