import { type Language } from '@dis/contract/site';
import type { FastifySchemaValidationError } from 'fastify/types/schema';
import { translate } from '../i18n/language';

/** The field an AJV error is about, as the client named it (`userName`, `params[beginTime]`). */
function fieldOf(error: FastifySchemaValidationError, lang: Language): string {
  const params = error.params as Record<string, unknown>;
  const path = (error.instancePath ?? '').split('/').filter(Boolean).join('.');
  const missing = typeof params.missingProperty === 'string' ? params.missingProperty : undefined;
  const additional = typeof params.additionalProperty === 'string' ? params.additionalProperty : undefined;
  const leaf = missing ?? additional;
  if (leaf) return path ? `${path}.${leaf}` : leaf;
  return path || translate(lang, 'validation.body');
}

/** One clear sentence about the first failing field, like RuoYi's bean-validation answers. */
export function validationMessage(errors: FastifySchemaValidationError[], lang: Language): string {
  const error = errors[0];
  if (!error) return translate(lang, 'error.badRequest');
  const field = fieldOf(error, lang);
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required':
      return translate(lang, 'validation.required', { field });
    case 'type':
      return translate(lang, 'validation.type', { field, type: String(params.type) });
    case 'maxLength':
    case 'maxItems':
      return translate(lang, 'validation.maxLength', { field, limit: String(params.limit) });
    case 'minLength':
    case 'minItems':
      return translate(lang, 'validation.minLength', { field, limit: String(params.limit) });
    case 'minimum':
    case 'exclusiveMinimum':
      return translate(lang, 'validation.minimum', { field, limit: String(params.limit) });
    case 'maximum':
    case 'exclusiveMaximum':
      return translate(lang, 'validation.maximum', { field, limit: String(params.limit) });
    case 'pattern':
    case 'format':
      return translate(lang, 'validation.pattern', { field });
    case 'enum':
      return translate(lang, 'validation.enum', {
        field,
        values: Array.isArray(params.allowedValues) ? params.allowedValues.join(', ') : '',
      });
    default:
      return translate(lang, 'validation.invalid', { field });
  }
}
