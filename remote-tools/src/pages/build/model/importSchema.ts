import {
  isFieldKind,
  KEY_PATTERN,
  SCHEMA_VERSION,
  type ColumnItem,
  type FieldItem,
  type FieldOption,
  type FieldRule,
  type FormConfig,
  type FormSchema,
  type Item,
  type JsonValue,
} from './schema';

/** Why a text is not a designer schema; `path` says where (`items[2].name`). */
export type ImportReason =
  | 'notJson'
  | 'notObject'
  | 'version'
  | 'missing'
  | 'type'
  | 'kind'
  | 'key'
  | 'duplicateKey'
  | 'duplicateId'
  | 'pattern'
  | 'span';

export interface ImportProblem {
  reason: ImportReason;
  path: string;
}

export type ImportResult = { ok: true; schema: FormSchema } | { ok: false; problem: ImportProblem };

class Refusal extends Error {
  constructor(
    readonly reason: ImportReason,
    readonly path: string,
  ) {
    super(`${reason} at ${path}`);
  }
}

type Obj = Record<string, unknown>;
const isObject = (value: unknown): value is Obj =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function object(value: unknown, path: string): Obj {
  if (!isObject(value)) throw new Refusal(value === undefined ? 'missing' : 'type', path);
  return value;
}
function string(o: Obj, key: string, path: string, optional = false): string | undefined {
  const value = o[key];
  if (value === undefined && optional) return undefined;
  if (value === undefined) throw new Refusal('missing', `${path}.${key}`);
  if (typeof value !== 'string') throw new Refusal('type', `${path}.${key}`);
  return value;
}
function bool(o: Obj, key: string, path: string, fallback: boolean): boolean {
  const value = o[key];
  if (value === undefined) return fallback;
  if (typeof value !== 'boolean') throw new Refusal('type', `${path}.${key}`);
  return value;
}
function number(o: Obj, key: string, path: string): number | undefined {
  const value = o[key];
  if (value === undefined) return undefined;
  if (typeof value !== 'number' || !Number.isFinite(value)) throw new Refusal('type', `${path}.${key}`);
  return value;
}
function span(o: Obj, path: string, fallback: number): number {
  const value = number(o, 'span', path) ?? fallback;
  if (!Number.isInteger(value) || value < 1 || value > 24) throw new Refusal('span', `${path}.span`);
  return value;
}
function array(value: unknown, path: string): unknown[] {
  if (!Array.isArray(value)) throw new Refusal(value === undefined ? 'missing' : 'type', path);
  return value;
}
function oneOf<T extends string>(o: Obj, key: string, path: string, values: readonly T[], fallback: T): T {
  const value = o[key];
  if (value === undefined) return fallback;
  if (typeof value !== 'string' || !(values as readonly string[]).includes(value))
    throw new Refusal('type', `${path}.${key}`);
  return value as T;
}
function json(value: unknown, path: string): JsonValue {
  if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) return value as JsonValue;
  if (Array.isArray(value)) return value.map((entry, i) => json(entry, `${path}[${i}]`));
  throw new Refusal('type', path);
}

function options(value: unknown, path: string, depth = 0): FieldOption[] {
  return array(value, path).map((entry, i) => {
    const at = `${path}[${i}]`;
    const o = object(entry, at);
    const option: FieldOption = { label: string(o, 'label', at)!, value: string(o, 'value', at)! };
    if (o.children !== undefined) {
      if (depth > 5) throw new Refusal('type', `${at}.children`);
      option.children = options(o.children, `${at}.children`, depth + 1);
    }
    return option;
  });
}

function rules(value: unknown, path: string): FieldRule[] {
  if (value === undefined) return [];
  return array(value, path).map((entry, i) => {
    const at = `${path}[${i}]`;
    const o = object(entry, at);
    const kind = oneOf(o, 'kind', at, ['pattern', 'min', 'max'] as const, 'pattern');
    if (o.kind === undefined) throw new Refusal('missing', `${at}.kind`);
    const ruleValue = string(o, 'value', at)!;
    if (kind === 'pattern') {
      try {
        new RegExp(ruleValue);
      } catch {
        throw new Refusal('pattern', `${at}.value`);
      }
    } else if (!/^\d+$/.test(ruleValue)) {
      throw new Refusal('type', `${at}.value`);
    }
    return { kind, value: ruleValue, message: string(o, 'message', at) ?? '' };
  });
}

const TIME = /^([01]\d|2[0-3]):[0-5]\d:[0-5]\d$/;
const DAY = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const strings = (value: JsonValue): value is string[] =>
  Array.isArray(value) && value.every((entry) => typeof entry === 'string');

/** Whether a default value fits its kind (a time as `HH:mm:ss`, a date as `YYYY-MM-DD`…). */
function defaultFits(kind: FieldItem['kind'], value: JsonValue): boolean {
  if (value === null) return true;
  switch (kind) {
    case 'number':
    case 'slider':
    case 'rate':
      return typeof value === 'number';
    case 'switch':
      return typeof value === 'boolean';
    case 'checkbox':
    case 'cascader':
      return strings(value);
    case 'time':
      return typeof value === 'string' && TIME.test(value);
    case 'date':
      return typeof value === 'string' && DAY.test(value);
    case 'dateRange':
      return (
        strings(value) && (value.length === 0 || (value.length === 2 && value.every((day) => DAY.test(day))))
      );
    default:
      return typeof value === 'string';
  }
}

/** An integer of `[min, max]`, or undefined when absent. */
function bounded(o: Obj, key: string, path: string, min: number, max: number): number | undefined {
  const value = number(o, key, path);
  if (value !== undefined && (!Number.isInteger(value) || value < min || value > max))
    throw new Refusal('type', `${path}.${key}`);
  return value;
}

/** A console icon name (`@dis/ui`'s MenuIcon: an unknown one draws a neutral icon). */
const ICON = /^[\w-]{1,40}$/;

function field(value: unknown, path: string): FieldItem {
  const o = object(value, path);
  if (!isFieldKind(o.kind)) throw new Refusal(o.kind === undefined ? 'missing' : 'kind', `${path}.kind`);
  const name = string(o, 'name', path)!;
  if (!KEY_PATTERN.test(name)) throw new Refusal('key', `${path}.name`);
  const result: FieldItem = {
    id: string(o, 'id', path)!,
    kind: o.kind,
    name,
    label: string(o, 'label', path)!,
    placeholder: string(o, 'placeholder', path, true) ?? '',
    required: bool(o, 'required', path, false),
    rules: rules(o.rules, `${path}.rules`),
    span: span(o, path, 24),
    disabled: bool(o, 'disabled', path, false),
    clearable: bool(o, 'clearable', path, false),
  };
  if (o.defaultValue !== undefined) {
    const fallback = json(o.defaultValue, `${path}.defaultValue`);
    if (!defaultFits(o.kind, fallback)) throw new Refusal('type', `${path}.defaultValue`);
    result.defaultValue = fallback;
  }
  if (o.options !== undefined) result.options = options(o.options, `${path}.options`);
  const dictType = string(o, 'dictType', path, true);
  if (dictType) result.dictType = dictType;
  const min = number(o, 'min', path);
  const max = number(o, 'max', path);
  if (min !== undefined) result.min = min;
  if (max !== undefined) result.max = max;
  for (const key of ['prefix', 'suffix', 'requiredMessage'] as const) {
    const text = string(o, key, path, true);
    if (text) result[key] = text;
  }
  for (const key of ['prefixIcon', 'suffixIcon'] as const) {
    const icon = string(o, key, path, true);
    if (icon !== undefined && !ICON.test(icon)) throw new Refusal('type', `${path}.${key}`);
    if (icon) result[key] = icon;
  }
  const maxLength = bounded(o, 'maxLength', path, 1, 100_000);
  if (maxLength !== undefined) result.maxLength = maxLength;
  const width = bounded(o, 'width', path, 1, 100);
  if (width !== undefined) result.width = width;
  if (bool(o, 'showCount', path, false)) result.showCount = true;
  if (bool(o, 'readOnly', path, false)) result.readOnly = true;
  return result;
}

function item(value: unknown, path: string): Item {
  const o = object(value, path);
  if (o.kind !== 'row') return field(o, path);
  const columns: ColumnItem[] = array(o.columns, `${path}.columns`).map((entry, i) => {
    const at = `${path}.columns[${i}]`;
    const c = object(entry, at);
    return {
      id: string(c, 'id', at)!,
      span: span(c, at, 12),
      children: array(c.children, `${at}.children`).map((child, j) => field(child, `${at}.children[${j}]`)),
    };
  });
  if (columns.length === 0) throw new Refusal('missing', `${path}.columns`);
  const id = string(o, 'id', path)!;
  return { id, kind: 'row', name: string(o, 'name', path, true) ?? id, columns };
}

function form(value: unknown): FormConfig {
  const o = object(value, 'form');
  const labelWidth = number(o, 'labelWidth', 'form') ?? 100;
  const gutter = number(o, 'gutter', 'form') ?? 15;
  if (labelWidth < 0 || labelWidth > 1000) throw new Refusal('type', 'form.labelWidth');
  if (gutter < 0 || gutter > 100) throw new Refusal('type', 'form.gutter');
  return {
    labelWidth,
    labelPosition: oneOf(o, 'labelPosition', 'form', ['right', 'left', 'top'] as const, 'right'),
    size: oneOf(o, 'size', 'form', ['small', 'middle', 'large'] as const, 'middle'),
    gutter,
    disabled: bool(o, 'disabled', 'form', false),
  };
}

function check(value: unknown): FormSchema {
  const root = object(value, '');
  if (root.version !== SCHEMA_VERSION)
    throw new Refusal(root.version === undefined ? 'missing' : 'version', 'version');
  const items = array(root.items, 'items').map((entry, i) => item(entry, `items[${i}]`));
  const schema: FormSchema = { version: SCHEMA_VERSION, form: form(root.form), items };
  // keys and ids are unique over the whole form
  const names = new Set<string>();
  const ids = new Set<string>();
  items.forEach((top, i) => {
    const seeId = (id: string, path: string) => {
      if (ids.has(id)) throw new Refusal('duplicateId', path);
      ids.add(id);
    };
    const seeField = (f: FieldItem, path: string) => {
      seeId(f.id, `${path}.id`);
      if (names.has(f.name)) throw new Refusal('duplicateKey', `${path}.name`);
      names.add(f.name);
    };
    if (top.kind === 'row') {
      seeId(top.id, `items[${i}].id`);
      top.columns.forEach((column, c) => {
        seeId(column.id, `items[${i}].columns[${c}].id`);
        column.children.forEach((child, j) => seeField(child, `items[${i}].columns[${c}].children[${j}]`));
      });
    } else {
      seeField(top, `items[${i}]`);
    }
  });
  return schema;
}

/** Reads a designer schema from JSON text (an export of this page), or says why it is not one. */
export function parseSchema(text: string): ImportResult {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, problem: { reason: 'notJson', path: '' } };
  }
  if (!isObject(value)) return { ok: false, problem: { reason: 'notObject', path: '' } };
  try {
    return { ok: true, schema: check(value) };
  } catch (error) {
    if (error instanceof Refusal) return { ok: false, problem: { reason: error.reason, path: error.path } };
    throw error;
  }
}

/** The schema as the JSON text the export shows and the import reads. */
export function schemaToJson(schema: FormSchema): string {
  return JSON.stringify(schema, null, 2);
}
