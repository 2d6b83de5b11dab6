import { AxiosError, type AxiosAdapter, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { client } from './client';

/** One answer of the fake server: a body (JSON text unless a Blob or string) with a type and status. */
export interface FakeAnswer {
  body?: unknown;
  status?: number;
  type?: string;
  headers?: Record<string, string>;
}

export type FakeReply =
  | FakeAnswer
  | 'network'
  | 'timeout'
  | ((config: InternalAxiosRequestConfig) => FakeAnswer | Promise<FakeAnswer>);

/**
 * Puts a fake adapter on the one axios instance (no network): every call is recorded with its
 * final config (after the interceptors) and answered by the next reply in the queue. Answers go
 * through axios's own response transforms, as real ones do.
 */
export function installFakeAdapter() {
  const calls: InternalAxiosRequestConfig[] = [];
  const replies: FakeReply[] = [];
  const adapter: AxiosAdapter = async (config) => {
    calls.push(config);
    const reply = replies.shift() ?? { body: { code: 200 } };
    if (config.signal?.aborted) throw new AxiosError('canceled', AxiosError.ERR_CANCELED, config);
    if (reply === 'network') throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config);
    if (reply === 'timeout') {
      // what axios's adapters throw when `timeout` passes
      const code = config.transitional?.clarifyTimeoutError ? AxiosError.ETIMEDOUT : AxiosError.ECONNABORTED;
      throw new AxiosError(`timeout of ${config.timeout}ms exceeded`, code, config);
    }
    const answer = typeof reply === 'function' ? await reply(config) : reply;
    const type = answer.type ?? 'application/json';
    const raw =
      answer.body instanceof Blob || typeof answer.body === 'string'
        ? answer.body
        : JSON.stringify(answer.body ?? null);
    const data =
      config.responseType === 'blob' && !(raw instanceof Blob) ? new Blob([raw as string], { type }) : raw;
    const response: AxiosResponse = {
      data,
      status: answer.status ?? 200,
      statusText: '',
      headers: { 'content-type': type, ...answer.headers },
      config,
      request: {},
    };
    return response;
  };
  const previous = client.defaults.adapter;
  client.defaults.adapter = adapter;
  return {
    calls,
    reply: (...next: FakeReply[]) => replies.push(...next),
    reset: () => {
      calls.length = 0;
      replies.length = 0;
    },
    restore: () => {
      client.defaults.adapter = previous;
    },
  };
}
