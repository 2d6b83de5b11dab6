import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ServiceError } from '../common/errors';
import { unstorableText } from '../common/storable-text';

/** The part of a route's schema a value came from. */
type JsonSchema = {
  type?: unknown;
  minimum?: unknown;
  maximum?: unknown;
  properties?: Record<string, JsonSchema>;
  items?: unknown;
};

const isSchema = (value: unknown): value is JsonSchema => typeof value === 'object' && value !== null;

const childSchema = (schema: JsonSchema | undefined, key: string | number): JsonSchema | undefined => {
  if (!schema) return undefined;
  if (typeof key === 'number') return isSchema(schema.items) ? schema.items : undefined;
  const property = schema.properties?.[key];
  return isSchema(property) ? property : undefined;
};

/**
 * The refusal of a number the schema let through only because AJV coerced `Infinity` (or
 * `1e400`) from a query string, a path or a form and then skips `minimum` / `maximum`: answered as
 * a number past the bound would be (`pageSize不能大于1000`), else as the wrong type.
 */
function nonFiniteRefusal(value: number, field: string, schema: JsonSchema | undefined): ServiceError {
  if (value > 0 && typeof schema?.maximum === 'number')
    return new ServiceError('validation.maximum', { field, limit: String(schema.maximum) });
  if (value < 0 && typeof schema?.minimum === 'number')
    return new ServiceError('validation.minimum', { field, limit: String(schema.minimum) });
  return new ServiceError('validation.type', {
    field,
    type: schema?.type === 'integer' ? 'integer' : 'number',
  });
}

/**
 * The first value of `value` (at any depth, keys included) that no column can hold as sent: a text
 * with a NUL or a lone surrogate, a number that is not finite. Throws its refusal.
 */
function check(value: unknown, path: string[], schema: JsonSchema | undefined, bodyName: string): void {
  const field = () => path.join('.') || bodyName;
  if (typeof value === 'string') {
    const refusal = unstorableText(value);
    if (refusal) throw new ServiceError(refusal, { field: field() });
    return;
  }
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw nonFiniteRefusal(value, field(), schema);
    return;
  }
  if (Array.isArray(value)) {
    value.forEach((item, index) =>
      check(item, [...path, String(index)], childSchema(schema, index), bodyName),
    );
    return;
  }
  if (typeof value === 'object' && value !== null && !Buffer.isBuffer(value)) {
    for (const [key, inner] of Object.entries(value)) {
      const refusal = unstorableText(key);
      if (refusal) throw new ServiceError(refusal, { field: [...path, JSON.stringify(key)].join('.') });
      check(inner, [...path, key], childSchema(schema, key), bodyName);
    }
  }
}

const schemaOf = (request: FastifyRequest, part: 'params' | 'querystring' | 'body') => {
  const schema = (request.routeOptions.schema as Record<string, unknown> | undefined)?.[part];
  return isSchema(schema) ? schema : undefined;
};

/**
 * One rule for every API route (docs/security.md "Bad input"): after the schema has checked a
 * request, its path parameters, query string and body (JSON or form) may hold no text a column
 * cannot store as sent — a NUL, which PostgreSQL refuses, or a lone UTF-16 surrogate, which it
 * would keep as U+FFFD — and no number that is not finite. Such a request is refused like invalid
 * input, `{code: 500, msg}` naming the field, before the operation starts (so before the operation
 * log). Multipart parts are read by their routes, which check them with `assertStorableText`.
 * Routes that declare no access rule (files, page documents, crawl files) store nothing and are
 * left alone, as the auth plugin leaves them: a page's address answers a page.
 */
export default fp(
  async (app) => {
    app.addHook('preHandler', async function refuseUnstorableInput(request) {
      if (request.is404 || request.routeOptions.config.access === undefined) return;
      const bodyName = request.t('validation.body');
      check(request.params, [], schemaOf(request, 'params'), bodyName);
      check(request.query, [], schemaOf(request, 'querystring'), bodyName);
      check(request.body, [], schemaOf(request, 'body'), bodyName);
    });
  },
  { name: 'input-guard', dependencies: ['i18n'] },
);
