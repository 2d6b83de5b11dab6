import type { OpenApiDocument, ParameterObject, SchemaObject } from './openapiTypes';
import type { ApiOperation } from './operations';
import { resolveRef } from './schemaFields';

/**
 * The working parts of 试一试 (try it) on the API docs page, free of React: an example body built
 * from the schema, the call built from what the staff member filled in, the answer made readable.
 * docs/tool/api-docs.md "Try it".
 */

const MAX_DEPTH = 6;

/** `2026-01-31 09:30:00`: the wire's date format (docs/api-contract.md). */
const EXAMPLE_DATE_TIME = '2026-01-01 00:00:00';

interface WithExample extends SchemaObject {
  example?: unknown;
  default?: unknown;
  examples?: unknown[];
}

const isNullSchema = (schema: SchemaObject) =>
  schema.type === 'null' || (schema.enum?.length === 1 && schema.enum[0] === null);

/**
 * A value that fits the schema, for the body's first draft: the schema's own example or default,
 * else its first allowed value, else an empty value of its type; objects with every property,
 * arrays with one item. Local `$ref`s are followed; a type inside itself stops with `null`.
 */
export function exampleValue(
  doc: OpenApiDocument,
  schema: SchemaObject | undefined,
  seen: string[] = [],
): unknown {
  if (!schema) return null;
  if (schema.$ref) {
    if (seen.includes(schema.$ref) || seen.length >= MAX_DEPTH) return null;
    return exampleValue(doc, resolveRef<SchemaObject>(doc, schema.$ref), [...seen, schema.$ref]);
  }
  const own = schema as WithExample;
  if (own.example !== undefined) return own.example;
  if (Array.isArray(own.examples) && own.examples.length > 0) return own.examples[0];
  if (own.default !== undefined) return own.default;
  if (schema.const !== undefined) return schema.const;
  const allowed = schema.enum?.filter((value) => value !== null);
  if (allowed && allowed.length > 0) return allowed[0];
  if (schema.allOf) {
    const parts = schema.allOf.map((part) => exampleValue(doc, part, seen));
    return parts.every((part) => part && typeof part === 'object' && !Array.isArray(part))
      ? Object.assign({}, ...parts)
      : parts[0];
  }
  const union = schema.anyOf ?? schema.oneOf;
  if (union) {
    const first = union.find((part) => !isNullSchema(part));
    return first ? exampleValue(doc, first, seen) : null;
  }
  const types = (Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : []).filter(
    (type) => type !== 'null',
  );
  const type = types[0] ?? (schema.properties ? 'object' : schema.items ? 'array' : undefined);
  switch (type) {
    case 'object': {
      const value: Record<string, unknown> = {};
      if (seen.length >= MAX_DEPTH) return value;
      for (const [name, property] of Object.entries(schema.properties ?? {}))
        value[name] = exampleValue(doc, property, [...seen, `#prop:${name}`]);
      return value;
    }
    case 'array':
      return seen.length >= MAX_DEPTH || !schema.items ? [] : [exampleValue(doc, schema.items, seen)];
    case 'integer':
    case 'number':
      return 0;
    case 'boolean':
      return false;
    case 'string':
      return schema.format === 'date-time' ? EXAMPLE_DATE_TIME : schema.format === 'binary' ? null : '';
    default:
      return null;
  }
}

/** The body's first draft as the editor shows it: pretty JSON, or '' when there is no JSON body. */
export function exampleBody(doc: OpenApiDocument, operation: ApiOperation): string {
  const content = operation.requestBody?.content;
  if (!content || !isJsonLike(content.contentType)) return '';
  return JSON.stringify(exampleValue(doc, content.schema) ?? {}, null, 2);
}

const isJsonLike = (contentType: string) => /json|x-www-form-urlencoded/i.test(contentType);

/** Whether the operation's body is written as JSON in the editor (JSON, or a form sent from it). */
export const hasEditableBody = (operation: ApiOperation) =>
  !!operation.requestBody?.content && isJsonLike(operation.requestBody.content.contentType);

/** The half of a `'zh · en'` text in the shown language; other texts as they are. */
export function localText(text: string, lang: string): string {
  const at = text.indexOf(' · ');
  if (at === -1) return text;
  const zh = text.slice(0, at).trim();
  const en = text.slice(at + 3).trim();
  // the pattern of our summaries: Chinese first, then English without Chinese
  if (!/[\u3400-\u9fff]/.test(zh) || /[\u3400-\u9fff]/.test(en) || !en) return text;
  return lang.toLowerCase().startsWith('en') ? en : zh;
}

/** The address of the console's own client for a path of the document: without the API prefix. */
export function clientPath(path: string, apiBase: string): string {
  const base = apiBase.replace(/\/+$/, '');
  return base && (path === base || path.startsWith(`${base}/`)) ? path.slice(base.length) || '/' : path;
}

export type ParameterValues = Record<string, string>;

/** The key of a parameter in the form's values. */
export const parameterKey = (parameter: Pick<ParameterObject, 'in' | 'name'>) =>
  `${parameter.in}:${parameter.name}`;

/** What 发送 sends, or why it cannot. */
export type PreparedCall =
  | {
      ok: true;
      method: string;
      url: string;
      query: Record<string, string>;
      headers: Record<string, string>;
      body: unknown;
    }
  | { ok: false; missing: string[]; badJson?: string };

/**
 * The call from the form: path parameters put into the path (encoded), query and header
 * parameters aside, the body parsed from the editor (a form body is sent as a form). Empty
 * optional parameters are left out; a required one left empty, or a body that is not JSON, stops
 * the call with the reason.
 */
export function prepareCall(
  operation: ApiOperation,
  values: ParameterValues,
  bodyText: string,
  apiBase: string,
): PreparedCall {
  const missing: string[] = [];
  const query: Record<string, string> = {};
  const headers: Record<string, string> = {};
  let path = operation.path;
  for (const parameter of operation.parameters) {
    const value = (values[parameterKey(parameter)] ?? '').trim();
    if (value === '') {
      if (parameter.required || parameter.in === 'path') missing.push(parameter.name);
      continue;
    }
    if (parameter.in === 'path') path = path.split(`{${parameter.name}}`).join(encodeURIComponent(value));
    else if (parameter.in === 'query') query[parameter.name] = value;
    else if (parameter.in === 'header') headers[parameter.name] = value;
  }
  let body: unknown;
  let badJson: string | undefined;
  const content = operation.requestBody?.content;
  if (content && hasEditableBody(operation) && bodyText.trim() !== '') {
    try {
      body = JSON.parse(bodyText) as unknown;
    } catch (error) {
      badJson = error instanceof Error ? error.message : String(error);
    }
    if (body !== undefined && /x-www-form-urlencoded/i.test(content.contentType)) body = formOf(body);
  } else if (operation.requestBody?.required && hasEditableBody(operation)) {
    missing.push('body');
  }
  if (missing.length > 0 || badJson !== undefined) return { ok: false, missing, badJson };
  return {
    ok: true,
    method: operation.method.toUpperCase(),
    url: clientPath(path, apiBase),
    query,
    headers,
    body,
  };
}

/** A JSON object as a form body (`key=value`, nested `key[sub]`), as the exports take their filters. */
function formOf(value: unknown): URLSearchParams {
  const form = new URLSearchParams();
  const add = (prefix: string, item: unknown) => {
    if (item === null || item === undefined || item === '') return;
    if (typeof item === 'object' && !Array.isArray(item)) {
      for (const [key, sub] of Object.entries(item)) add(prefix ? `${prefix}[${key}]` : key, sub);
    } else if (Array.isArray(item)) {
      for (const sub of item) add(prefix, sub);
    } else form.append(prefix, String(item));
  };
  add('', value);
  return form;
}

/** An answer made readable: JSON pretty-printed, text as it is, anything else a file to save. */
export type AnswerBody =
  | { kind: 'json'; text: string; envelope?: { code?: unknown; msg?: unknown } }
  | { kind: 'text'; text: string }
  | { kind: 'binary'; fileName: string; size: number; type: string }
  | { kind: 'empty' };

const TEXT_TYPES = /^(text\/|application\/(json|.*\+json|xml|.*\+xml|javascript|x-www-form-urlencoded))/i;

/** The file name of a binary answer: `download-filename`, `Content-Disposition`, else from the path. */
export function answerFileName(headers: Headers, path: string): string {
  const named = headers.get('download-filename');
  if (named) return safeDecode(named);
  const disposition = headers.get('content-disposition') ?? '';
  const star = /filename\*=(?:UTF-8'')?([^;]+)/i.exec(disposition);
  if (star) return safeDecode(star[1].trim().replace(/^"|"$/g, ''));
  const plain = /filename="?([^";]+)"?/i.exec(disposition);
  if (plain) return plain[1].trim();
  const last = path.split('?')[0].split('/').filter(Boolean).pop() ?? 'download';
  return last.replace(/[{}]/g, '') || 'download';
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** A blob's text (by a FileReader where `Blob.text` is missing: older engines, jsdom). */
function blobText(blob: Blob): Promise<string> {
  if (typeof blob.text === 'function') return blob.text();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result ?? ''));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable answer'));
    reader.readAsText(blob);
  });
}

/** Reads an answer's bytes as what the staff member sees. */
export async function readAnswer(data: Blob, headers: Headers, path: string): Promise<AnswerBody> {
  if (data.size === 0) return { kind: 'empty' };
  const type = headers.get('content-type') ?? data.type ?? '';
  if (!TEXT_TYPES.test(type)) {
    return { kind: 'binary', fileName: answerFileName(headers, path), size: data.size, type };
  }
  const text = await blobText(data);
  if (/json/i.test(type)) {
    try {
      const value = JSON.parse(text) as unknown;
      const envelope =
        value && typeof value === 'object' && !Array.isArray(value) && 'code' in value
          ? (value as { code?: unknown; msg?: unknown })
          : undefined;
      return { kind: 'json', text: JSON.stringify(value, null, 2), envelope };
    } catch {
      return { kind: 'text', text };
    }
  }
  return { kind: 'text', text };
}
