import { lowerFirst } from '../names';
import { render } from './code';
import {
  hasAudit,
  INTEGER_KINDS,
  limitedFields,
  maxOf,
  queryFieldsOf,
  textual,
  type Field,
  type Model,
} from './model';

/**
 * The views of the contract's templates (`templates/contract/`, `templates/patch/limits.ts`): the
 * schema file of a generated resource and its length limits.
 */

/** The integer bounds of each integer kind. */
const INTEGER_BOUNDS: Record<string, [string, string]> = {
  smallint: ['-32768', '32767'],
  integer: ['-2147483648', '2147483647'],
  bigint: ['-Number.MAX_SAFE_INTEGER', 'Number.MAX_SAFE_INTEGER'],
};

const number = (value: number) =>
  value >= 10_000 ? value.toLocaleString('en').replace(/,/g, '_') : String(value);

/** The `<THING>_FIELD_MAX` constant of a table's text fields. */
export function limitsBlock(limits: string, fields: readonly Field[], what: string): string {
  const entries = limitedFields(fields).map((field) => ({ name: field.name, max: number(maxOf(field)) }));
  return render('patch/limits.ts', { limits, entries, what });
}

/** The words of a filter's description. */
const FILTER_WORDS = {
  contains: 'contains',
  equals: 'equals',
  ne: 'differs',
  gt: '>',
  gte: '>=',
  lt: '<',
  lte: '<=',
  days: '',
} as const;

/** What the `_type` template reads of a field. */
function typeView(field: Field, auditSpread?: 'first' | 'rest') {
  const scale = field.scale ?? 0;
  const whole = Math.max(1, (field.precision ?? 18) - scale);
  return {
    name: field.name,
    kind: field.kind,
    ts: field.ts,
    notNull: field.notNull,
    textual: textual(field),
    integer: INTEGER_KINDS.has(field.kind),
    bounds: INTEGER_BOUNDS[field.kind],
    // the TypeScript source of the pattern: backslashes doubled in the literal
    pattern: scale > 0 ? `^-?\\\\d{1,${whole}}(\\\\.\\\\d{1,${scale}})?$` : `^-?\\\\d{1,${whole}}$`,
    empty: field.required ? 'required' : field.empty,
    uuid: field.kind === 'uuid',
    audit: field.audit,
    auditSpread,
  };
}

/** The row's fields, the four audit columns (when all are there) marked to be written once. */
function rowViews(fields: readonly Field[]) {
  const audit = hasAudit(fields);
  let first = true;
  return fields.map((field) => {
    if (!(field.audit && audit)) return typeView(field);
    const spread = first ? 'first' : 'rest';
    first = false;
    return typeView(field, spread);
  });
}

/** `shared/contract/src/schemas/<m>-<b>.ts`: the row, the filter and list query, the bodies. */
export function contractFile(model: Model): string {
  const { names, spec, fields, pk, sub } = model;
  return render('contract/{section}-{business}.ts', {
    names,
    C: names.className,
    functionName: spec.functionName,
    tableName: spec.tableName,
    tableComment: spec.tableComment || spec.functionName,
    pk: typeView(pk),
    fields: rowViews(fields),
    writable: fields.filter((field) => field.writable).map((field) => typeView(field)),
    queries: queryFieldsOf(fields).map((query) => ({
      op: query.op,
      field: typeView(query.field),
      word: FILTER_WORDS[query.op],
    })),
    writableName: `${lowerFirst(names.className)}WritableFields`,
    sub: sub && {
      className: sub.className,
      tableName: sub.spec.tableName,
      limits: sub.limits,
      listField: sub.listField,
      pk: typeView(sub.pk),
      fields: rowViews(sub.fields),
      writable: sub.fields.filter((field) => field.writable).map((field) => typeView(field)),
    },
  });
}
