import type { AxiosInstance, AxiosResponse, InternalAxiosRequestConfig } from 'axios';

/**
 * How the console's request client asks a call once more (docs/deploy.md "What is shed, and
 * when"). Loaded when a call is first answered 502, 503 or 504, or not at all, so no first view
 * pays for it.
 */

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
  client: AxiosInstance,
  config: InternalAxiosRequestConfig,
  retryAfter: unknown,
): Promise<AxiosResponse | null> {
  if (!mayAskAgain(config)) return null;
  const asked = retryAfterMs(retryAfter);
  if (asked !== undefined && asked > RETRY_AFTER_LIMIT_MS) return null;
  await retryPause.wait((asked ?? DEFAULT_RETRY_MS) + Math.round(Math.random() * RETRY_JITTER_MS));
  return client.request({ ...config, retried: true });
}
