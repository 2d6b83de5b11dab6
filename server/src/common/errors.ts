import type { MessageKey } from '../i18n/catalogue';
import type { MessageParams } from '../i18n/language';

/**
 * A business refusal: answered with HTTP 200 and `{code, msg}` in the request's language
 * (code 500 by default, 601 for warnings, 401/403 for access).
 */
export class ServiceError extends Error {
  constructor(
    readonly key: MessageKey,
    readonly params?: MessageParams,
    readonly code: number = 500,
  ) {
    super(key);
    this.name = 'ServiceError';
  }
}
