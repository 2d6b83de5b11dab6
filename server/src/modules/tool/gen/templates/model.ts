import { AUDIT_COLUMNS, camelCase, humanise, lowerFirst, namesOf, upperSnake, type Names } from './names';
import type { GenColumnSpec, GenTableSpec } from './types';

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
  | 'date';

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
  identity: boolean;
  notNull: boolean;
  /** one of the four audit columns the descriptor stamps */
  audit: boolean;
  /** taken from add / edit bodies */
  writable: boolean;
  /** required in add / edit bodies */
  required: boolean;
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
  throw new Error(`column type ${columnType} is not supported by the code generator`);
}

const NUMBER_KINDS: ReadonlySet<ColumnKind> = new Set([
  'bigint',
  'integer',
  'smallint',
  'doublePrecision',
  'real',
]);

/** The fields of a table, in the columns' order. */
export function fieldsOf(spec: GenTableSpec, excluded: readonly string[] = []): Field[] {
  return [...spec.columns]
    .sort((a, b) => a.sort - b.sort)
    .map((column): Field => {
      const kind = kindOf(column.columnType);
      const audit = (AUDIT_COLUMNS as readonly string[]).includes(column.columnName);
      const writable =
        !column.isPk && !audit && !excluded.includes(column.columnName) && (column.isInsert || column.isEdit);
      const ts = NUMBER_KINDS.has(kind.kind) ? 'number' : kind.kind === 'boolean' ? 'boolean' : 'string';
      const known = KNOWN_LABELS[column.columnName];
      const comment =
        column.columnComment.trim() && column.columnComment !== column.columnName
          ? column.columnComment.trim()
          : (known?.[0] ?? column.columnName);
      return {
        spec: column,
        name: column.javaField || camelCase(column.columnName),
        column: column.columnName,
        ...kind,
        ts,
        pk: column.isPk,
        identity: column.isPk && column.isIncrement,
        notNull: column.isPk || column.isRequired,
        audit,
        writable,
        required: writable && column.isRequired,
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

export function modelOf(spec: GenTableSpec): Model {
  const names = namesOf(spec);
  const fields = fieldsOf(spec);
  const pk = fields.find((field) => field.pk)!;
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
      pk: subFields.find((field) => field.pk)!,
      fk: fieldNamed(subFields, spec.sub.fkColumn, 'detail key'),
      listField: `${lowerFirst(subSpec.className)}List`,
      limits: `${upperSnake(subSpec.className)}_FIELD_MAX`,
    };
  }
  return model;
}

/** Fields with a length limit (text kinds), for `<THING>_FIELD_MAX`. */
export const limitedFields = (fields: readonly Field[]) =>
  fields.filter(
    (field) => field.ts === 'string' && ['varchar', 'char', 'text'].includes(field.kind) && !field.audit,
  );

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
    const textual = field.kind === 'varchar' || field.kind === 'char' || field.kind === 'text';
    if (queryType === 'LIKE' && textual) queries.push({ field, op: 'contains' });
    else queries.push({ field, op: COMPARISONS[queryType] ?? 'equals' });
  }
  return queries;
}

/** Whether a filter compares as text with `equals` (the list helper's string equality). */
export const textEquals = (query: QueryField) => query.op === 'equals' && query.field.ts === 'string';
