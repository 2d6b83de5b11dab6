import { type Language } from '@dis/contract/site';
import type { FastifySchemaValidationError } from 'fastify/types/schema';
import { fieldLabel } from '../i18n/field-labels';
import { messageText } from '../i18n/catalogue';
import { translate } from '../i18n/language';

/**
 * The property names a schema path goes through (`#/properties/columns/items/properties/javaField/
 * maxLength` → columns, javaField); a key of a record (`widths.userName`) or an index is no field.
 */
function propertiesOnPath(schemaPath: string): Set<string> {
  const segments = schemaPath.split('/').map((segment) => {
    try {
      return decodeURIComponent(segment).replace(/~1/g, '/').replace(/~0/g, '~');
    } catch {
      return segment;
    }
  });
  const names = new Set<string>();
  segments.forEach((segment, index) => {
    if (segment === 'properties' && index + 1 < segments.length) names.add(segments[index + 1]);
  });
  return names;
}

/**
 * The field an AJV error is about, by its label in the request's language (`userName` → 用户名称,
 * `params[beginTime]` → 开始时间): the innermost property the failing value sits in
 * (`columns.3.javaField` → 属性名, `widths.userName` → 列宽), or as the client named it when it has
 * no label (docs/api-contract.md "Refused input", under "Where RuoYi is weak").
 */
function fieldOf(error: FastifySchemaValidationError, lang: Language): string {
  const params = error.params as Record<string, unknown>;
  const steps = (error.instancePath ?? '').split('/').filter(Boolean);
  const missing = typeof params.missingProperty === 'string' ? params.missingProperty : undefined;
  const additional = typeof params.additionalProperty === 'string' ? params.additionalProperty : undefined;
  const leaf = missing ?? additional;
  if (leaf) steps.push(leaf);
  if (steps.length === 0) return translate(lang, 'validation.body');
  const properties = propertiesOnPath(error.schemaPath ?? '');
  if (missing) properties.add(missing);
  const named = [...steps].reverse().find((step) => properties.has(step));
  return (named !== undefined && fieldLabel(lang, named)) || steps.join('.');
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
    case 'pattern': {
      // a field whose pattern says more than "invalid format" has its own sentence (validation.pattern.<field>)
      const property = (error.instancePath ?? '').split('/').filter(Boolean).pop();
      const own = property ? messageText(`validation.pattern.${property}`) : undefined;
      return own ? own[lang] : translate(lang, 'validation.pattern', { field });
    }
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
