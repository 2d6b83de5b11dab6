import { ServiceError } from './errors';

/** A NUL, or a UTF-16 surrogate without its other half. */
const UNSTORABLE = /\0|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/**
 * Why a text cannot be stored as sent, or null: PostgreSQL refuses a NUL in text (the query fails),
 * and a lone surrogate has no UTF-8 form, so it would be stored silently as U+FFFD
 * (docs/security.md "Bad input").
 */
export function unstorableText(value: string): 'validation.nul' | 'validation.surrogate' | null {
  const found = UNSTORABLE.exec(value);
  if (!found) return null;
  return found[0] === '\0' ? 'validation.nul' : 'validation.surrogate';
}

/** Refuses, naming `field`, a text that cannot be stored as sent (see `unstorableText`). */
export function assertStorableText(value: string, field: string): void {
  const refusal = unstorableText(value);
  if (refusal) throw new ServiceError(refusal, { field });
}
