import { ServiceError } from './errors';
import { containsMarkup } from './rich-text';

/** Trimmed text, `null` when empty. */
export function cleanText(value: string | null | undefined): string | null {
  const trimmed = (value ?? '').trim();
  return trimmed === '' ? null : trimmed;
}

/**
 * A required plain-text field: refused, with the field's name in the request's language
 * (`fieldName`), when blank.
 */
export function requiredText(fieldName: string, value: string | null | undefined): string {
  const text = cleanText(value);
  if (text === null) throw new ServiceError('validation.required', { field: fieldName });
  return text;
}

/**
 * Plain-text fields take no HTML (only rich-text bodies do): any tag is refused, naming the field
 * in the request's language (`nameOf`).
 */
export function refuseMarkup<K extends string>(
  fields: Partial<Record<K, string | null | undefined>>,
  nameOf: (field: K) => string,
): void {
  for (const [field, value] of Object.entries(fields) as Array<[K, string | null | undefined]>) {
    if (containsMarkup(value)) throw new ServiceError('validation.noMarkup', { field: nameOf(field) });
  }
}
