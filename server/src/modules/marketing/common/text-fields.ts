import { ServiceError } from '../../../common/errors';
import type { Lang } from '../../../i18n/language';
import { label, type LabelKey } from './labels';
import { containsMarkup } from './rich-text';

/** Trimmed text, `null` when empty. */
export function cleanText(value: string | null | undefined): string | null {
  const trimmed = (value ?? '').trim();
  return trimmed === '' ? null : trimmed;
}

/** A required plain-text field: refused, with the field's name, when blank. */
export function requiredText(lang: Lang, field: LabelKey, value: string | null | undefined): string {
  const text = cleanText(value);
  if (text === null) throw new ServiceError('validation.required', { field: label(lang, field) });
  return text;
}

/** Only the news body takes HTML: any tag in another field is refused, naming the field. */
export function refuseMarkup(lang: Lang, fields: Partial<Record<LabelKey, string | null | undefined>>): void {
  for (const [field, value] of Object.entries(fields)) {
    if (containsMarkup(value))
      throw new ServiceError('marketing.noMarkup', { field: label(lang, field as LabelKey) });
  }
}
