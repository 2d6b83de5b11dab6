import type { OpenApiDocument, SchemaObject } from './openapiTypes';

/** One line of a readable schema: a field at some depth of nesting. */
export interface FieldRow {
  /** stable key: the dotted path */
  key: string;
  name: string;
  depth: number;
  type: string;
  required: boolean;
  description: string;
  /** allowed values, when the schema lists them */
  values?: string[];
  /** the field refers back to a type it is already inside */
  recursive?: boolean;
}

/** A schema made readable: the type of the whole and its fields, nested. */
export interface SchemaView {
  type: string;
  description: string;
  fields: FieldRow[];
}

const MAX_DEPTH = 8;

/** `#/components/schemas/User` → that schema (any local JSON pointer). */
export function resolveRef<T>(doc: OpenApiDocument, ref: string): T | undefined {
  if (!ref.startsWith('#/')) return undefined;
  let node: unknown = doc;
  for (const raw of ref.slice(2).split('/')) {
    const part = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node as T | undefined;
}

const refName = (ref: string) => ref.slice(ref.lastIndexOf('/') + 1);

interface Resolved {
  schema: SchemaObject;
  /** names of the referenced types on the way here */
  refs: string[];
  /** the name of the type this schema came from */
  name?: string;
}

function deref(doc: OpenApiDocument, schema: SchemaObject, refs: string[]): Resolved & { cycle: boolean } {
  let current = schema;
  let chain = refs;
  let name: string | undefined;
  while (current.$ref) {
    const ref = current.$ref;
    if (chain.includes(ref)) return { schema: current, refs: chain, name: refName(ref), cycle: true };
    chain = [...chain, ref];
    name = current.title ?? refName(ref);
    const target = resolveRef<SchemaObject>(doc, ref);
    if (!target) return { schema: {}, refs: chain, name, cycle: false };
    current = { ...target, description: current.description ?? target.description };
  }
  return { schema: current, refs: chain, name, cycle: false };
}

const isNull = (schema: SchemaObject) =>
  schema.type === 'null' || (schema.enum?.length === 1 && schema.enum[0] === null);

/** allOf parts merged into one object schema. */
function mergeAllOf(doc: OpenApiDocument, schema: SchemaObject, refs: string[]): SchemaObject {
  if (!schema.allOf) return schema;
  const merged: SchemaObject = {
    ...schema,
    allOf: undefined,
    properties: { ...schema.properties },
    required: [...(schema.required ?? [])],
  };
  for (const part of schema.allOf) {
    const resolved = mergeAllOf(doc, deref(doc, part, refs).schema, refs);
    if (resolved.properties) Object.assign(merged.properties!, resolved.properties);
    if (resolved.required) merged.required!.push(...resolved.required);
    merged.type ??= resolved.type;
    merged.description ??= resolved.description;
  }
  return merged;
}

/** The variants of a union without `null`, and whether `null` was one of them. */
function unionParts(schema: SchemaObject): { parts: SchemaObject[]; nullable: boolean } | undefined {
  const union = schema.anyOf ?? schema.oneOf;
  if (!union) return undefined;
  return { parts: union.filter((part) => !isNull(part)), nullable: union.some(isNull) };
}

function typeLabel(doc: OpenApiDocument, schema: SchemaObject, refs: string[]): string {
  const { schema: resolved, name, cycle } = deref(doc, schema, refs);
  if (cycle) return name ?? 'object';
  const merged = mergeAllOf(doc, resolved, refs);
  const union = unionParts(merged);
  if (union) {
    const label = [...new Set(union.parts.map((part) => typeLabel(doc, part, refs)))].join(' | ') || 'null';
    return union.nullable ? `${label} | null` : label;
  }
  const types = Array.isArray(merged.type) ? merged.type : merged.type ? [merged.type] : [];
  const base = types.filter((type) => type !== 'null');
  let label: string;
  if (base.includes('array') || (base.length === 0 && merged.items)) {
    label = `array<${merged.items ? typeLabel(doc, merged.items, refs) : 'any'}>`;
  } else if (base.length > 0) {
    label = base.map((type) => (type === 'object' && name ? name : type)).join(' | ');
  } else if (merged.properties) {
    label = name ?? 'object';
  } else if (merged.const !== undefined) {
    label = typeof merged.const;
  } else if (merged.enum) {
    const first = merged.enum.find((value) => value !== null);
    label = first === undefined ? 'string' : typeof first;
  } else {
    label = name ?? 'any';
  }
  if (merged.format && !label.includes('<')) label = `${label}(${merged.format})`;
  const nullable = merged.nullable === true || types.includes('null');
  return nullable ? `${label} | null` : label;
}

function allowedValues(schema: SchemaObject): string[] | undefined {
  if (schema.const !== undefined) return [String(schema.const)];
  const values = schema.enum?.filter((value) => value !== null).map(String);
  if (values && values.length > 0) return values;
  const union = unionParts(schema);
  if (!union || union.parts.length === 0) return undefined;
  const consts = union.parts.map((part) =>
    part.const !== undefined ? [String(part.const)] : part.enum?.map(String),
  );
  return consts.every(Boolean) ? (consts.flat() as string[]) : undefined;
}

/** The object schema whose properties a field's children are: itself, its array items, or its object variants. */
function childObject(doc: OpenApiDocument, schema: SchemaObject, refs: string[]): Resolved | undefined {
  const resolved = deref(doc, schema, refs);
  if (resolved.cycle) return undefined;
  const merged = mergeAllOf(doc, resolved.schema, resolved.refs);
  if (merged.properties) return { ...resolved, schema: merged };
  if (merged.items) return childObject(doc, merged.items, resolved.refs);
  if (merged.additionalProperties && typeof merged.additionalProperties === 'object') {
    return childObject(doc, merged.additionalProperties, resolved.refs);
  }
  const union = unionParts(merged);
  if (!union) return undefined;
  const objects = union.parts
    .map((part) => childObject(doc, part, resolved.refs))
    .filter((part): part is Resolved => part !== undefined);
  if (objects.length === 0) return undefined;
  if (objects.length === 1) return objects[0];
  // fields of several object variants: each is optional as none is always there
  return {
    refs: resolved.refs,
    schema: {
      type: 'object',
      properties: Object.assign({}, ...objects.map((part) => part.schema.properties)),
      required: [],
    },
  };
}

function collectFields(
  doc: OpenApiDocument,
  parent: Resolved,
  depth: number,
  prefix: string,
  rows: FieldRow[],
): void {
  const required = new Set(parent.schema.required ?? []);
  for (const [name, property] of Object.entries(parent.schema.properties ?? {})) {
    const key = prefix ? `${prefix}.${name}` : name;
    const resolved = deref(doc, property, parent.refs);
    const described = mergeAllOf(doc, resolved.schema, resolved.refs);
    rows.push({
      key,
      name,
      depth,
      type: typeLabel(doc, property, parent.refs),
      required: required.has(name),
      description: (property.description ?? described.description ?? '').trim(),
      values: allowedValues(described),
      recursive: resolved.cycle || undefined,
    });
    if (depth + 1 >= MAX_DEPTH) continue;
    const child = childObject(doc, property, parent.refs);
    if (child) collectFields(doc, child, depth + 1, key, rows);
  }
}

/**
 * Flattens a schema into nested field rows (name, type, required, description), resolving local
 * `$ref`s, merging `allOf`, reading `anyOf`/`oneOf` unions with `null` as optional values, and
 * stopping where a type refers back to itself.
 */
export function describeSchema(
  doc: OpenApiDocument,
  schema: SchemaObject | undefined,
): SchemaView | undefined {
  if (!schema) return undefined;
  const fields: FieldRow[] = [];
  const root = childObject(doc, schema, []);
  if (root) collectFields(doc, root, 0, '', fields);
  const resolved = deref(doc, schema, []);
  return {
    type: typeLabel(doc, schema, []),
    description: (resolved.schema.description ?? '').trim(),
    fields,
  };
}

/** The type of a single value (a parameter) as text, and its allowed values. */
export function describeValue(
  doc: OpenApiDocument,
  schema: SchemaObject | undefined,
): { type: string; values?: string[] } {
  if (!schema) return { type: 'string' };
  const resolved = deref(doc, schema, []);
  return { type: typeLabel(doc, schema, []), values: allowedValues(resolved.schema) };
}
