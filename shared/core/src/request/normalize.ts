import type { Envelope } from '@dis/shared';

/** What the one normaliser makes of an answer body. */
export type Normalized<T> =
  | { ok: true; body: T }
  | { ok: false; code: number; message: string; level: 'sessionExpired' | 'error' | 'warning' | 'notify' };

/** Message keys (namespace `shared`) of the code table of docs/product.md §8. */
export const CODE_MESSAGE_KEYS: Record<number, string> = {
  401: 'request.401',
  403: 'request.403',
  404: 'request.404',
};

/**
 * Turns an envelope into success or error (docs/product.md §8): missing code counts as 200; 401 is an expired
 * session; 500 an error toast; 601 a warning; any other code an error notification. The message is
 * the code table's text for 401/403/404, else the server's `msg`, else the default text.
 */
export function normalizeEnvelope<T extends Envelope>(
  body: T,
  translate: (key: string) => string,
): Normalized<T> {
  const code = typeof body?.code === 'number' ? body.code : 200;
  if (code === 200) return { ok: true, body };
  const fixed = CODE_MESSAGE_KEYS[code];
  const message = fixed ? translate(fixed) : body?.msg || translate('request.default');
  if (code === 401)
    return { ok: false, code, message: translate('request.sessionExpired'), level: 'sessionExpired' };
  if (code === 500) return { ok: false, code, message, level: 'error' };
  if (code === 601) return { ok: false, code, message, level: 'warning' };
  return { ok: false, code, message, level: 'notify' };
}
