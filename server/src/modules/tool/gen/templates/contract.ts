import {
  hasAudit,
  limitedFields,
  maxOf,
  queryFieldsOf,
  type Field,
  type Model,
  type QueryField,
} from './model';
import { lowerFirst, oneLine } from './names';

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
  const entries = limitedFields(fields).map((field) => `${field.name}: ${number(maxOf(field))}`);
  return `/** ${oneLine(what)}, as the columns hold them (generated). */\nexport const ${limits} = { ${entries.join(', ')} } as const;\n`;
}

/** A field of the row (what the list and `GET {id}` answer). */
function rowType(field: Field, use: Set<string>): string {
  let type: string;
  if (field.kind === 'timestamp' && !field.notNull) {
    use.add('DateTime');
    return 'DateTime()';
  }
  if (field.ts === 'number')
    type = ['bigint', 'integer', 'smallint'].includes(field.kind) ? 'Type.Integer()' : 'Type.Number()';
  else if (field.ts === 'boolean') type = 'Type.Boolean()';
  else type = 'Type.String()';
  if (field.notNull) return type;
  use.add('Nullable');
  return `Nullable(${type})`;
}

/** A field of the add / edit body. */
function bodyType(field: Field, limits: string, use: Set<string>): string {
  const optional = (type: string, nullable = true) => {
    if (field.required) return type;
    if (nullable) use.add('Nullable');
    return `Type.Optional(${nullable ? `Nullable(${type})` : type})`;
  };
  switch (field.kind) {
    case 'varchar':
    case 'char':
    case 'text': {
      const max = `${limits}.${field.name}`;
      return field.required
        ? `Type.String({ minLength: 1, maxLength: ${max} })`
        : optional(`Type.String({ maxLength: ${max} })`);
    }
    case 'bigint':
    case 'integer':
    case 'smallint': {
      const [min, max] = INTEGER_BOUNDS[field.kind];
      if (field.required) return `Type.Integer({ minimum: ${min}, maximum: ${max} })`;
      use.add('NullableInteger');
      return `Type.Optional(NullableInteger({ minimum: ${min}, maximum: ${max} }))`;
    }
    case 'numeric': {
      const scale = field.scale ?? 0;
      const whole = Math.max(1, (field.precision ?? 18) - scale);
      const pattern = scale > 0 ? `^-?\\\\d{1,${whole}}(\\\\.\\\\d{1,${scale}})?$` : `^-?\\\\d{1,${whole}}$`;
      return optional(`Type.String({ pattern: '${pattern}', description: 'a decimal number' })`);
    }
    case 'doublePrecision':
    case 'real':
      return optional('Type.Number()');
    case 'boolean':
      return optional('Type.Boolean()');
    case 'timestamp':
      use.add('WireDateTime');
      return optional('WireDateTime');
    case 'date':
      return optional(`Type.String({ pattern: '^\\\\d{4}-\\\\d{2}-\\\\d{2}$', description: 'yyyy-MM-dd' })`);
  }
}

/** A filter of the list query. */
function filterType(query: QueryField, limits: string): string {
  const { field, op } = query;
  const word = {
    contains: 'contains',
    equals: 'equals',
    ne: 'differs',
    gt: '>',
    gte: '>=',
    lt: '<',
    lte: '<=',
  }[op as Exclude<typeof op, 'days'>];
  if (field.ts === 'number') {
    const integer = ['bigint', 'integer', 'smallint'].includes(field.kind);
    return `Type.Optional(${integer ? 'Type.Integer' : 'Type.Number'}({ description: '${word}' }))`;
  }
  if (field.ts === 'boolean') return `Type.Optional(Type.Boolean({ description: '${word}' }))`;
  const max = limitedFields([field]).length > 0 ? `${limits}.${field.name}` : '64';
  return `Type.Optional(Type.String({ maxLength: ${max}, description: '${word}' }))`;
}

function rowProperties(fields: readonly Field[], use: Set<string>): string[] {
  const audit = hasAudit(fields);
  const lines: string[] = [];
  let auditWritten = false;
  for (const field of fields) {
    if (field.audit && audit) {
      if (!auditWritten) {
        use.add('auditFields');
        lines.push('...auditFields,');
        auditWritten = true;
      }
      continue;
    }
    lines.push(`${field.name}: ${rowType(field, use)},`);
  }
  return lines;
}

/** `shared/contract/src/schemas/<m>-<b>.ts`: the row, the filter and list query, the bodies. */
export function contractFile(model: Model): string {
  const { names, spec, fields, pk, sub } = model;
  const C = names.className;
  const use = new Set<string>(['ListQuery', 'RowId']);
  const limitImports = [names.limits, ...(sub ? [sub.limits] : [])];
  const queries = queryFieldsOf(fields);
  const writable = fields.filter((field) => field.writable);
  const filterLines = queries.map((query) =>
    query.op === 'days' ? '...DayRangeQuery,' : `${query.field.name}: ${filterType(query, names.limits)},`,
  );
  if (queries.some((query) => query.op === 'days')) use.add('DayRangeQuery');
  const writableName = `${lowerFirst(C)}WritableFields`;
  const parts: string[] = [];

  parts.push(`/** ${C} as the list answers it (\`${spec.tableName}\`: ${oneLine(spec.tableComment || spec.functionName)}). */
export const ${C}Schema = Type.Object({
${rowProperties(fields, use).join('\n')}
});
export type ${C} = Static<typeof ${C}Schema>;`);

  if (sub) {
    const S = sub.className;
    const subWritable = sub.fields.filter((field) => field.writable);
    parts.push(`/** ${S}: a detail row of ${C} (\`${sub.spec.tableName}\`), read with its ${C}. */
export const ${S}Schema = Type.Object({
${rowProperties(sub.fields, use).join('\n')}
});
export type ${S} = Static<typeof ${S}Schema>;

/** A detail row as the dialog sends it: with its id when it is kept, without when it is new. */
export const ${S}BodySchema = Type.Object({
  ${sub.pk.name}: Type.Optional(RowId()),
${subWritable.map((field) => `${field.name}: ${bodyType(field, sub.limits, use)},`).join('\n')}
});
export type ${S}Body = Static<typeof ${S}BodySchema>;

/** \`GET ${names.path}/{${pk.name}}\`: the row with its detail rows. */
export const ${C}DetailSchema = Type.Composite([${C}Schema, Type.Object({ ${sub.listField}: Type.Array(${S}Schema) })]);
export type ${C}Detail = Static<typeof ${C}DetailSchema>;`);
  }

  parts.push(`export const ${C}FilterSchema = Type.Object({
${filterLines.join('\n')}
});
export type ${C}Filter = Static<typeof ${C}FilterSchema>;

export const ${C}ListQuerySchema = ListQuery(${C}FilterSchema);
export type ${C}ListQuery = Static<typeof ${C}ListQuerySchema>;`);

  const bodyLines = writable.map((field) => `${field.name}: ${bodyType(field, names.limits, use)},`);
  if (sub)
    bodyLines.push(
      `${sub.listField}: Type.Optional(Type.Array(${sub.className}BodySchema, { maxItems: 500 })),`,
    );
  parts.push(`const ${writableName} = {
${bodyLines.join('\n')}
};

export const ${C}CreateSchema = Type.Object(${writableName});
export const ${C}UpdateSchema = Type.Object({ ${pk.name}: RowId(), ...${writableName} });
export type ${C}Create = Static<typeof ${C}CreateSchema>;
export type ${C}Update = Static<typeof ${C}UpdateSchema>;`);

  const common = [...use].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }));
  const usedLimits = limitImports.filter((name) => parts.join('\n').includes(`${name}.`));
  const header = [
    `import { Type, type Static } from '@sinclair/typebox';`,
    usedLimits.length ? `import { ${usedLimits.join(', ')} } from '../rules/limits';` : '',
    `import { ${common.join(', ')} } from './common';`,
  ]
    .filter(Boolean)
    .join('\n');
  return `${header}

// ---- ${oneLine(spec.functionName)} (${names.key}): generated from \`${spec.tableName}\` (docs/tool/gen-output.md) ----

${parts.join('\n\n')}
`;
}
