import { camelCase, humanise, lowerFirst, namesOf, upperSnake, type Names } from '../names';
import type { GenColumnSpec, GenTableSpec } from './types';

/**
 * A generated table as the templates see it: each column read once into a `Field` (its database
 * type, key, default and what the forms do with it) and the names of docs/tool/gen-output.md.
 */

/** The database types the templates write, as drizzle's pg-core builders name them. */
export type ColumnKind =
  | 'varchar'
  | 'char'
  | 'text'
  | 'bigint'
  | 'integer'
  | 'smallint'
  | 'numeric'
  | 'doublePrecision'
  | 'real'
  | 'boolean'
  | 'timestamp'
  | 'date'
  | 'uuid';

/**
 * How new rows get their key (docs/tool/gen-output.md "Keys"): an identity column; a serial
 * (`nextval` of its sequence); an integer key without a default, which the generator gives a
 * sequence of its own; a uuid, given `gen_random_uuid()` when it has no default.
 */
export type KeyForm = 'identity' | 'serial' | 'sequence' | 'uuid';

/** A column's default as code can write it. */
export type ColumnDefault =
  | { kind: 'text'; value: string }
  | { kind: 'number'; value: string }
  | { kind: 'boolean'; value: boolean }
  /** an SQL expression (`now()`, `CURRENT_TIMESTAMP`) */
  | { kind: 'sql'; value: string };

/** One column as the templates use it. */
export interface Field {
  spec: GenColumnSpec;
  /** camelCase field: `productName` */
  name: string;
  /** `product_name` */
  column: string;
  kind: ColumnKind;
  /** varchar / char length */
  length?: number;
  /** numeric precision and scale; timestamp precision */
  precision?: number;
  scale?: number;
  /** the wire type */
  ts: 'string' | 'number' | 'boolean';
  pk: boolean;
  /** the key's form (the primary key only) */
  key?: KeyForm;
  /** an identity column `GENERATED ALWAYS` (the key only; `BY DEFAULT` otherwise) */
  identityAlways?: boolean;
  /** NOT NULL in the database */
  notNull: boolean;
  /** what the database gives a row that leaves the column out */
  default?: ColumnDefault;
  /** the expression of a stored generated column */
  generated?: string;
  /** one of the four audit columns the descriptor stamps */
  audit: boolean;
  /** taken from add / edit bodies */
  writable: boolean;
  /** required in add / edit bodies (a value must be given) */
  required: boolean;
  /**
   * How an optional field left empty is written: `null`, or left out (`undefined`) so that the
   * database's default applies (a NOT NULL column with a default).
   */
  empty: 'null' | 'omit';
  /** the zh-cn label */
  zh: string;
  /** the en label */
  en: string;
}

/** The words of the columns every console table has, when the database gives no comment. */
const KNOWN_LABELS: Partial<Record<string, [string, string]>> = {
  create_by: ['创建者', 'Created by'],
  create_time: ['创建时间', 'Created'],
  update_by: ['更新者', 'Updated by'],
  update_time: ['更新时间', 'Updated'],
  remark: ['备注', 'Remark'],
  status: ['状态', 'Status'],
};

/** The columns the resource descriptor stamps itself (docs/architecture.md "Adding a resource"). */
export const AUDIT_COLUMNS = ['create_by', 'create_time', 'update_by', 'update_time'] as const;

/** The longest text a field without a declared length takes (text columns, rich text). */
export const TEXT_MAX = 200_000;

/** Reads the catalog's spelling of a type: `character varying(64)`, `numeric(10,2)`, `timestamp(0) without time zone`. */
export function kindOf(columnType: string): Pick<Field, 'kind' | 'length' | 'precision' | 'scale'> {
  const type = columnType.trim().toLowerCase();
  const args = /\(([^)]*)\)/
    .exec(type)?.[1]
    ?.split(',')
    .map((n) => Number(n.trim()));
  const base = type
    .replace(/\(.*?\)/, '')
    .replace(/\s+/g, ' ')
    .trim();
  if (/^(character varying|varchar)$/.test(base)) return { kind: 'varchar', length: args?.[0] };
  if (/^(character|char|bpchar)$/.test(base)) return { kind: 'char', length: args?.[0] ?? 1 };
  if (base === 'text') return { kind: 'text' };
  if (/^(bigint|int8|bigserial|serial8)$/.test(base)) return { kind: 'bigint' };
  if (/^(integer|int|int4|serial|serial4)$/.test(base)) return { kind: 'integer' };
  if (/^(smallint|int2|smallserial|serial2)$/.test(base)) return { kind: 'smallint' };
  if (/^(numeric|decimal)$/.test(base))
    return { kind: 'numeric', precision: args?.[0], scale: args?.[1] ?? 0 };
  if (/^(double precision|float8|float)$/.test(base)) return { kind: 'doublePrecision' };
  if (/^(real|float4)$/.test(base)) return { kind: 'real' };
  if (/^(boolean|bool)$/.test(base)) return { kind: 'boolean' };
  if (/^timestamp( without time zone)?$/.test(base)) return { kind: 'timestamp', precision: args?.[0] ?? 0 };
  if (base === 'date') return { kind: 'date' };
  if (base === 'uuid') return { kind: 'uuid' };
  throw new Error(`column type ${columnType} is not supported by the code generator`);
}

export const INTEGER_KINDS: ReadonlySet<ColumnKind> = new Set(['bigint', 'integer', 'smallint']);
const NUMBER_KINDS: ReadonlySet<ColumnKind> = new Set([...INTEGER_KINDS, 'doublePrecision', 'real']);
const TEXT_KINDS: ReadonlySet<ColumnKind> = new Set(['varchar', 'char', 'text']);

/** A text column (varchar, char, text). */
export const textual = (field: Field) => TEXT_KINDS.has(field.kind);

const IDENTITY = /^GENERATED (ALWAYS|BY DEFAULT) AS IDENTITY$/i;
const GENERATED = /^GENERATED ALWAYS AS \(([^]*)\) STORED$/i;

/**
 * A default expression of the catalog (`pg_get_expr`) as code can write it: a quoted literal
 * with or without its cast (`'0'::bpchar`), a number, `true` / `false`; anything else stays SQL.
 * `nextval(…)` and the identity and generation clauses are the key's and the column's own, not
 * defaults.
 */
export function defaultOf(
  expression: string | null | undefined,
  kind: ColumnKind,
): ColumnDefault | undefined {
  const text = expression?.trim();
  if (!text || IDENTITY.test(text) || GENERATED.test(text) || /^nextval\(/i.test(text)) return undefined;
  const quoted = /^'((?:[^']|'')*)'(?:::[a-z][a-z0-9_ ]*(?:\(\d+(?:,\s*\d+)?\))?)?$/i.exec(text);
  const unwrapped = quoted ? quoted[1].replace(/''/g, "'") : (/^\((-?[\d.]+)\)$/.exec(text)?.[1] ?? text);
  if (kind === 'boolean' && /^(true|false)$/i.test(unwrapped)) {
    return { kind: 'boolean', value: unwrapped.toLowerCase() === 'true' };
  }
  if ((NUMBER_KINDS.has(kind) || kind === 'numeric') && /^-?\d+(\.\d+)?$/.test(unwrapped)) {
    return { kind: 'number', value: unwrapped };
  }
  if (quoted && (TEXT_KINDS.has(kind) || kind === 'date' || kind === 'timestamp' || kind === 'uuid')) {
    return { kind: 'text', value: unwrapped };
  }
  return { kind: 'sql', value: text };
}

/** The key's form from its type and what the catalog said of it (see `KeyForm`). */
function keyFormOf(column: GenColumnSpec, kind: ColumnKind): KeyForm {
  if (kind === 'uuid') return 'uuid';
  const given = column.columnDefault?.trim() ?? '';
  if (IDENTITY.test(given)) return 'identity';
  if (/^nextval\(/i.test(given)) return 'serial';
  // imported before the catalog's default was kept: an increment was taken for an identity
  if (column.columnDefault === undefined && column.isIncrement) return 'identity';
  return 'sequence';
}

/** The fields of a table, in the columns' order (`excluded`: columns the forms leave out). */
export function fieldsOf(spec: GenTableSpec, excluded: readonly string[] = []): Field[] {
  return [...spec.columns]
    .sort((a, b) => a.sort - b.sort)
    .map((column): Field => {
      const kind = kindOf(column.columnType);
      const audit = (AUDIT_COLUMNS as readonly string[]).includes(column.columnName);
      const generated = GENERATED.exec(column.columnDefault?.trim() ?? '')?.[1];
      const writable =
        !column.isPk &&
        !audit &&
        generated === undefined &&
        !excluded.includes(column.columnName) &&
        (column.isInsert || column.isEdit);
      const ts = NUMBER_KINDS.has(kind.kind) ? 'number' : kind.kind === 'boolean' ? 'boolean' : 'string';
      const known = KNOWN_LABELS[column.columnName];
      const comment =
        column.columnComment.trim() && column.columnComment !== column.columnName
          ? column.columnComment.trim()
          : (known?.[0] ?? column.columnName);
      const fallback = defaultOf(column.columnDefault, kind.kind);
      const notNull = column.isPk || column.isRequired || column.isNullable === false;
      // a NOT NULL column without a default must be given; one with a default is left to it
      const required = writable && (column.isRequired || (notNull && fallback === undefined));
      return {
        spec: column,
        name: column.javaField || camelCase(column.columnName),
        column: column.columnName,
        ...kind,
        ts,
        pk: column.isPk,
        ...(column.isPk
          ? {
              key: keyFormOf(column, kind.kind),
              identityAlways: /^GENERATED ALWAYS AS IDENTITY$/i.test(column.columnDefault?.trim() ?? ''),
            }
          : {}),
        notNull,
        default: fallback,
        generated,
        audit,
        writable,
        required,
        empty: notNull && !required ? 'omit' : 'null',
        zh: comment,
        en: known?.[1] ?? humanise(column.javaField || camelCase(column.columnName)),
      };
    });
}

/** The length a text field may have (its declared length, or TEXT_MAX). */
export const maxOf = (field: Field) =>
  field.kind === 'varchar' || field.kind === 'char' ? (field.length ?? TEXT_MAX) : TEXT_MAX;

/** Whether the table carries all four audit columns (then `...audit` / `...auditFields`). */
export const hasAudit = (fields: readonly Field[]) => fields.filter((field) => field.audit).length === 4;

/** A generated table with everything the templates derive from it. */
export interface Model {
  spec: GenTableSpec;
  names: Names;
  fields: Field[];
  pk: Field;
  /** the status column (`status`, char(1)): enables the switch and `changeStatus` */
  status?: Field;
  /** the tree template's columns */
  tree?: { id: Field; parent: Field; label: Field };
  /** the master-detail template's detail table */
  sub?: SubModel;
}

export interface SubModel {
  spec: GenTableSpec;
  className: string;
  /** drizzle table export: `bizOrderItem` */
  table: string;
  fields: Field[];
  pk: Field;
  /** the column holding the master's id */
  fk: Field;
  /** the body / answer field of the detail rows: `bizOrderItemList` */
  listField: string;
  limits: string;
}

function fieldNamed(fields: readonly Field[], name: string, what: string): Field {
  const field = fields.find((one) => one.name === name || one.column === name);
  if (!field) throw new Error(`${what}: no column ${name}`);
  return field;
}

function primaryKeyOf(fields: readonly Field[], tableName: string): Field {
  const pk = fields.find((field) => field.pk);
  if (!pk) throw new Error(`${tableName} has no primary key`);
  return pk;
}

export function modelOf(spec: GenTableSpec): Model {
  const fields = fieldsOf(spec);
  const pk = primaryKeyOf(fields, spec.tableName);
  const names = namesOf({ ...spec, idField: pk.name });
  const status = fields.find(
    (field) => field.name === 'status' && field.kind === 'char' && field.length === 1,
  );
  const model: Model = { spec, names, fields, pk, status };
  if (spec.tplCategory === 'tree') {
    if (!spec.tree) throw new Error('the tree template needs its id, parent and name columns');
    model.tree = {
      id: fieldNamed(fields, spec.tree.code, 'tree id'),
      parent: fieldNamed(fields, spec.tree.parentCode, 'tree parent'),
      label: fieldNamed(fields, spec.tree.name, 'tree name'),
    };
  }
  if (spec.tplCategory === 'sub') {
    if (!spec.sub) throw new Error('the master-detail template needs its detail table');
    const subSpec = spec.sub.table;
    const subFields = fieldsOf(subSpec, [spec.sub.fkColumn]);
    model.sub = {
      spec: subSpec,
      className: subSpec.className,
      table: lowerFirst(subSpec.className),
      fields: subFields,
      pk: primaryKeyOf(subFields, subSpec.tableName),
      fk: fieldNamed(subFields, spec.sub.fkColumn, 'detail key'),
      listField: `${lowerFirst(subSpec.className)}List`,
      limits: `${upperSnake(subSpec.className)}_FIELD_MAX`,
    };
  }
  return model;
}

/** Fields with a length limit (text kinds), for `<THING>_FIELD_MAX`. */
export const limitedFields = (fields: readonly Field[]) =>
  fields.filter((field) => field.ts === 'string' && textual(field) && !field.audit);

/** How a searched field filters the list. */
export type QueryOp = 'contains' | 'equals' | 'ne' | 'gt' | 'gte' | 'lt' | 'lte' | 'days';

export interface QueryField {
  field: Field;
  op: QueryOp;
}

const COMPARISONS: Partial<Record<string, QueryOp>> = {
  NE: 'ne',
  GT: 'gt',
  GTE: 'gte',
  LT: 'lt',
  LTE: 'lte',
};

/**
 * The list's filters from the columns' query flags: LIKE on text contains, EQ equals, the others
 * compare; BETWEEN on a time is the day range of `params[beginTime]/[endTime]` (one per list).
 */
export function queryFieldsOf(fields: readonly Field[]): QueryField[] {
  const queries: QueryField[] = [];
  let days = false;
  for (const field of fields) {
    if (!field.spec.isQuery) continue;
    const { queryType } = field.spec;
    const time = field.kind === 'timestamp' || field.kind === 'date';
    if (queryType === 'BETWEEN' || time) {
      if (time && !days) {
        days = true;
        queries.push({ field, op: 'days' });
      }
      continue;
    }
    if (field.audit) continue;
    if (queryType === 'LIKE' && textual(field)) queries.push({ field, op: 'contains' });
    else queries.push({ field, op: COMPARISONS[queryType] ?? 'equals' });
  }
  return queries;
}

/** Whether a filter compares as text with `equals` (the list helper's string equality). */
export const textEquals = (query: QueryField) => query.op === 'equals' && query.field.ts === 'string';

/**
 * The filters of a list in the list helper's terms (`listConditions`): contains, text equality,
 * the day range and the comparisons (`where`, with the drizzle operator each needs).
 */
export function filtersOf(fields: readonly Field[]) {
  const queries = queryFieldsOf(fields);
  return {
    contains: queries.filter((query) => query.op === 'contains').map((query) => query.field),
    equals: queries.filter(textEquals).map((query) => query.field),
    days: queries.find((query) => query.op === 'days')?.field,
    where: queries
      .filter((query) => query.op !== 'contains' && query.op !== 'days' && !textEquals(query))
      .map((query) => ({ field: query.field, op: query.op === 'equals' ? 'eq' : query.op })),
  };
}
