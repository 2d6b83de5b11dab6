import { hasAudit, queryFieldsOf, textEquals, type Field, type Model } from './model';
import { importOrder, oneLine, quote, withArticle } from './names';

/** The drizzle builder of a column, as `schema.ts` writes it (with its helpers `id`, `ref`, `time`, `flag`). */
export function columnCode(field: Field, builders: Set<string>): string {
  const name = quote(field.column);
  let code: string;
  if (field.pk && field.identity && field.kind === 'bigint') return `id(${name})`;
  switch (field.kind) {
    case 'bigint':
      code = field.pk ? `bigint(${name}, { mode: 'number' })` : `ref(${name})`;
      if (field.pk) builders.add('bigint');
      break;
    case 'timestamp':
      if ((field.precision ?? 0) === 0) code = `time(${name})`;
      else {
        builders.add('timestamp');
        code = `timestamp(${name}, { mode: 'string', precision: ${field.precision} })`;
      }
      break;
    case 'char':
      if (field.length === 1) code = `flag(${name})`;
      else {
        builders.add('char');
        code = `char(${name}, { length: ${field.length} })`;
      }
      break;
    case 'varchar':
      builders.add('varchar');
      code = field.length ? `varchar(${name}, { length: ${field.length} })` : `varchar(${name})`;
      break;
    case 'numeric':
      builders.add('numeric');
      code =
        field.precision === undefined
          ? `numeric(${name})`
          : `numeric(${name}, { precision: ${field.precision}, scale: ${field.scale ?? 0} })`;
      break;
    case 'date':
      builders.add('date');
      code = `date(${name}, { mode: 'string' })`;
      break;
    default:
      builders.add(field.kind);
      code = `${field.kind}(${name})`;
  }
  if (field.pk) {
    code += '.primaryKey()';
    if (field.identity) code += '.generatedByDefaultAsIdentity()';
  } else if (field.notNull) code += '.notNull()';
  return code;
}

/** One `pgTable` of `schema.ts`. */
export function tableCode(
  exportName: string,
  tableName: string,
  comment: string,
  fields: readonly Field[],
  builders: Set<string>,
): string {
  const audit = hasAudit(fields);
  const lines: string[] = [];
  let auditWritten = false;
  for (const field of fields) {
    if (field.audit && audit) {
      if (!auditWritten) lines.push('  ...audit,');
      auditWritten = true;
      continue;
    }
    lines.push(`  ${field.name}: ${columnCode(field, builders)},`);
  }
  return `/** ${oneLine(comment)} (generated, docs/tool/gen-output.md). */
export const ${exportName} = pgTable(${quote(tableName)}, {
${lines.join('\n')}
});
`;
}

const textual = (field: Field) => field.kind === 'varchar' || field.kind === 'char' || field.kind === 'text';

/** The messages file: the refusals and the field labels (export headers, required-text refusals). */
export function messagesFile(model: Model): string {
  const { names, spec, fields, tree, sub } = model;
  const upper = `${names.word.replace(/([A-Z])/g, '_$1').toUpperCase()}`;
  const fn = spec.functionName;
  const en = spec.functionNameEn || names.one;
  const messages = [
    `'${names.messageKey}.missing': { 'zh-cn': ${quote(`${fn}不存在`)}, en: ${quote(`The ${en.toLowerCase()} does not exist`)} },`,
  ];
  if (tree) {
    messages.push(
      `'${names.messageKey}.hasChildren': { 'zh-cn': ${quote('存在下级,不允许删除')}, en: ${quote(`{name} has children and cannot be deleted`)} },`,
      `'${names.messageKey}.parentSelf': { 'zh-cn': ${quote(`修改${fn}'{name}'失败，上级不能是自己`)}, en: ${quote(`Could not change '{name}': it cannot be its own parent`)} },`,
    );
  }
  const labelled = fields;
  const labels = labelled.map(
    (field) => `${field.name}: { 'zh-cn': ${quote(field.zh)}, en: ${quote(field.en)} },`,
  );
  if (sub) {
    const more = sub.fields.filter(
      (one) => one.writable && !labelled.some((field) => field.name === one.name),
    );
    for (const field of more)
      labels.push(`${field.name}: { 'zh-cn': ${quote(field.zh)}, en: ${quote(field.en)} },`);
  }
  labels.push(`sheet: { 'zh-cn': ${quote(`${fn}数据`)}, en: ${quote(en)} },`);
  return `import { defineLabels, defineMessages, type Catalogue, type KeysOf } from '../../../i18n/catalogue';

/** The refusals of ${oneLine(fn)} (\`${names.path}\`). */
export const ${upper}_MESSAGES = defineMessages({
${messages.join('\n')}
});

declare module '../../../i18n/catalogue' {
  interface MessageCatalogue extends KeysOf<typeof ${upper}_MESSAGES> {}
}

/** The names of the ${oneLine(fn)} fields (refusals, export headers). */
const ${upper}_LABELS = {
${labels.join('\n')}
} as const satisfies Catalogue;

export const ${names.word}Label = defineLabels(${upper}_LABELS);
`;
}

/** The value of a column from an add / edit body. */
function valueOf(field: Field, label: string): string {
  const body = `body.${field.name}`;
  if (textual(field) && field.spec.dictType && ['select', 'radio'].includes(field.spec.htmlType)) {
    return field.required ? body : `cleanText(${body})`;
  }
  if (textual(field) && field.spec.htmlType !== 'editor') {
    if (field.required) return `requiredText(${label}(lang, '${field.name}'), ${body})`;
    if (field.name === 'status' && field.kind === 'char') return `${body} ?? '0'`;
    return `cleanText(${body})`;
  }
  if (field.spec.htmlType === 'editor' && textual(field)) {
    return field.required ? `sanitizeRichText(${body}) ?? ''` : `sanitizeRichText(${body})`;
  }
  return field.required ? body : `${body} ?? null`;
}

/** Whether the descriptor reads the app (dictionaries of the export, the tree's and the detail rows' queries). */
export const resourceNeedsApp = (model: Model) =>
  model.tree !== undefined ||
  model.sub !== undefined ||
  model.fields.some((field) => listed(field) && field.spec.dictType !== '' && !field.pk);

/** Whether the list shows the field (and so the export and the sort allow-list). */
const listed = (field: Field) => field.pk || field.spec.isList;

/** `resource.ts`: the `defineResource` descriptor. */
export function resourceFile(model: Model): string {
  const { names, spec, fields, pk, status, tree, sub } = model;
  const C = names.className;
  const T = names.table;
  const label = `${names.word}Label`;
  const queries = queryFieldsOf(fields);
  const writable = fields.filter((field) => field.writable);
  const dicts = fields.filter((field) => listed(field) && field.spec.dictType && !field.pk);
  const usesApp = resourceNeedsApp(model);
  const drizzle = new Set(['asc']);
  const usesLang = writable.some((field) => valueOf(field, label).includes('(lang,'));
  const textHelpers = new Set<string>();
  for (const field of writable) {
    const value = valueOf(field, label);
    if (value.startsWith('requiredText')) textHelpers.add('requiredText');
    if (value.startsWith('cleanText')) textHelpers.add('cleanText');
  }
  const richText = writable.some((field) => valueOf(field, label).startsWith('sanitizeRichText'));

  const contains = queries
    .filter((q) => q.op === 'contains')
    .map((q) => `[${T}.${q.field.name}, filter.${q.field.name}],`);
  const equals = queries.filter(textEquals).map((q) => `[${T}.${q.field.name}, filter.${q.field.name}],`);
  const days = queries.find((q) => q.op === 'days');
  const where = queries
    .filter((q) => q.op !== 'contains' && q.op !== 'days' && !textEquals(q))
    .map((q) => {
      const op = q.op === 'equals' ? 'eq' : q.op;
      drizzle.add(op);
      return `filter.${q.field.name} === undefined ? undefined : ${op}(${T}.${q.field.name}, filter.${q.field.name}),`;
    });
  const filterParts = [
    contains.length ? `contains: [\n${contains.join('\n')}\n],` : '',
    equals.length ? `equals: [\n${equals.join('\n')}\n],` : '',
    days ? `days: [${T}.${days.field.name}, filter],` : '',
    where.length ? `where: [\n${where.join('\n')}\n],` : '',
  ].filter(Boolean);
  const sortable = fields.filter(listed).map((field) => `${field.name}: ${T}.${field.name},`);
  const orderBy = tree ? `asc(${T}.${tree.parent.name}), asc(${T}.${pk.name})` : `asc(${T}.${pk.name})`;

  const values = writable.map((field) => `${field.name}: ${valueOf(field, label)},`);
  const title = fields.find((field) => field.writable && textual(field) && field.required) ?? tree?.label;
  const write = [
    `values: (body: ${C}Create${usesLang || tree ? `, { ${[usesLang ? 'lang' : '', tree ? 'existing' : ''].filter(Boolean).join(', ')} }` : ''}) => {`,
  ];
  if (tree) {
    write.push(
      `if (existing && body.${tree.parent.name} === existing.${pk.name}) {`,
      `throw new ServiceError('${names.messageKey}.parentSelf', { name: String(existing.${tree.label.name} ?? existing.${pk.name}) });`,
      `}`,
    );
  }
  if (tree) write.push(`return {\n${values.join('\n')}\n};`, '},');
  else write[0] = `${write[0].replace(/\{$/, '({')}\n${values.join('\n')}\n}),`;
  if (title) write.push(`title: (values) => String(values.${title.name}),`);
  if (sub) {
    write.push(
      `details: (tx, ${pk.name}, body) => replace${sub.className.replace(/^./, (c) => c.toUpperCase())}Rows(tx, ${pk.name}, body.${sub.listField} ?? []),`,
    );
  }

  const exportColumns = fields.filter(listed).map((field) => {
    const value = field.spec.dictType
      ? `${field.name}Dict(row.${field.name} === null ? null : String(row.${field.name}))`
      : field.ts === 'boolean'
        ? `row.${field.name} === null ? '' : String(row.${field.name})`
        : `row.${field.name}`;
    return `{ header: ${label}(lang, '${field.name}'), width: ${field.pk ? 10 : 20}, value: (row) => ${value} },`;
  });
  const dictLines = dicts.map(
    (field) => `const ${field.name}Dict = await dictLabeller(app, ${quote(field.spec.dictType)}, lang);`,
  );

  const contractImports = [
    `${C}CreateSchema`,
    `${C}ListQuerySchema`,
    `${C}Schema`,
    `${C}UpdateSchema`,
    ...(sub ? [`${C}DetailSchema`] : []),
    `type ${C}Create`,
  ];
  const repositoryImports = [
    ...(tree ? [`first${names.one}WithChildren`] : []),
    ...(sub
      ? [`find${names.one}WithRows`, `delete${names.many}WithRows`, `replace${sub.className}Rows`]
      : []),
  ].sort();
  const imports = [
    `import { ${importOrder(contractImports).join(', ')} } from '@dis/contract';`,
    `import { ${[...drizzle].sort().join(', ')} } from 'drizzle-orm';`,
    usesApp ? `import type { FastifyInstance } from 'fastify';` : '',
    dicts.length ? `import { dictLabeller } from '../../../common/dict-labels';` : '',
    tree ? `import { ServiceError } from '../../../common/errors';` : '',
    `import { defineResource } from '../../../common/resource';`,
    richText ? `import { sanitizeRichText } from '../../../common/rich-text';` : '',
    textHelpers.size
      ? `import { ${[...textHelpers].sort().join(', ')} } from '../../../common/text-fields';`
      : '',
    `import { ${T} } from '../../../db/schema';`,
    `import { ${label} } from './messages';`,
    repositoryImports.length ? `import { ${repositoryImports.join(', ')} } from './repository';` : '',
  ].filter(Boolean);

  const en = spec.functionNameEn || names.one;
  const docs = [
    tree
      ? ''
      : `list: { summary: ${quote(`${spec.functionName}列表 · List ${names.words}`)}, description: ${quote(`Paged; ${queries.map((q) => (q.op === 'days' ? `${q.field.name} between params[beginTime] and params[endTime]` : `${q.field.name} ${q.op}`)).join(', ') || 'no filters'}.`)} },`,
    `get: { summary: ${quote(`${spec.functionName}详情 · One ${en.toLowerCase()}`)}${sub ? `, description: ${quote(`With its detail rows (${sub.listField}).`)}` : ''} },`,
    `add: { summary: ${quote(`新增${spec.functionName} · Add ${withArticle(en.toLowerCase())}`)} },`,
    `edit: { summary: ${quote(`修改${spec.functionName} · Edit ${withArticle(en.toLowerCase())}`)} },`,
    status
      ? `changeStatus: { summary: ${quote(`${spec.functionName}状态修改 · Enable or disable ${withArticle(en.toLowerCase())}`)} },`
      : '',
    `remove: { summary: ${quote(`删除${spec.functionName} · Delete ${names.words}`)} },`,
    `export: { summary: ${quote(`导出${spec.functionName} · Export ${names.words}`)} },`,
  ].filter(Boolean);

  const body = [
    `key: '${names.key}',`,
    `logTitle: ${quote(spec.functionName)},`,
    `names: { one: '${names.one}', many: '${names.many}' },`,
    `missing: '${names.messageKey}.missing',`,
    `schemas: { row: ${C}Schema, query: ${C}ListQuerySchema, create: ${C}CreateSchema, update: ${C}UpdateSchema${sub ? `, one: ${C}DetailSchema` : ''} },`,
    sub ? `find: find${names.one}WithRows,` : '',
    `list: {
      table: ${T},
      id: ${T}.${pk.name},
      sortable: {\n${sortable.join('\n')}\n},
      defaultOrder: [${orderBy}],
      tieBreaker: asc(${T}.${pk.name}),
      filters: (${filterParts.length ? 'filter' : '_filter'}) => ({${filterParts.length ? `\n${filterParts.join('\n')}\n` : ''}}),
      select: (db, where) => db.select().from(${T}).where(where).$dynamic(),
    },`,
    `docs: {\n${docs.join('\n')}\n},`,
    `write: {\n${write.join('\n')}\n},`,
    status ? `statusColumn: ${T}.${status.name},` : '',
    tree
      ? `async beforeRemove(ids) {
      const parent = await first${names.one}WithChildren(app.db, ids);
      if (parent) throw new ServiceError('${names.messageKey}.hasChildren', { name: String(parent.${tree.label.name}) });
    },`
      : '',
    sub ? `remove: (ids) => delete${names.many}WithRows(app.db, ids),` : '',
    `export: {
      fileName: '${names.business}',
      sheetName: (lang) => ${label}(lang, 'sheet'),
      ${dicts.length ? 'async ' : ''}columns(lang) {
        ${dictLines.join('\n')}
        return [\n${exportColumns.join('\n')}\n];
      },
    },`,
  ].filter(Boolean);

  const fn = `${names.word}Resource`;
  return `${imports.join('\n')}

/** ${oneLine(spec.functionName)}: \`${spec.tableName}\` at \`${names.path}\` (generated, docs/tool/gen-output.md). */
export function ${fn}(${usesApp ? 'app: FastifyInstance' : ''}) {
  return defineResource({
${body.join('\n')}
  });
}
`;
}

/** `routes.ts`: registers the descriptor (a tree adds its whole-list route). */
export function routesFile(model: Model): string {
  const { names, spec, tree } = model;
  const fn = `${names.word}Resource`;
  const call = `${fn}(${resourceNeedsApp(model) ? 'app' : ''})`;
  if (!tree) {
    return `import type { FastifyPluginAsync } from 'fastify';
import { ${fn} } from './resource';

/** ${oneLine(spec.functionName)}: \`${names.path}\` on the resource descriptor (generated, docs/tool/gen-output.md). */
const ${names.word}Routes: FastifyPluginAsync = async (app) => {
  ${call}.register(app);
};

export default ${names.word}Routes;
`;
  }
  const C = names.className;
  return `import { ${C}FilterSchema, ${C}Schema, type ${C}Filter } from '@dis/contract';
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { success } from '../../../common/envelope';
import { AjaxResult } from '../../../common/schema';
import { list${names.many} } from './repository';
import { ${fn} } from './resource';

/**
 * ${oneLine(spec.functionName)}: \`${names.path}\` on the resource descriptor, and the whole list the tree is
 * built from (generated, docs/tool/gen-output.md).
 */
const ${names.word}Routes: FastifyPluginAsyncTypebox = async (app) => {
  const resource = ${call};
  const routes = resource.register(app);

  app.get(
    \`\${resource.path}/list\`,
    {
      schema: {
        tags: routes.tags,
        summary: ${quote(`${spec.functionName}列表 · The whole ${(spec.functionNameEn || names.one).toLowerCase()} tree, as a list`)},
        querystring: ${C}FilterSchema,
        response: { 200: AjaxResult({ data: Type.Array(${C}Schema) }) },
      },
      config: routes.config('list'),
    },
    async function list${names.many}Handler(request) {
      return success(request, { data: await list${names.many}(app.db, request.query as ${C}Filter) });
    },
  );
};

export default ${names.word}Routes;
`;
}

/** `repository.ts`, for the queries beyond the descriptor (tree: children and the whole list; sub: detail rows). */
export function repositoryFile(model: Model): string | null {
  const { names, fields, pk, tree, sub } = model;
  const T = names.table;
  const C = names.className;
  if (tree) {
    const queries = queryFieldsOf(fields);
    const contains = queries
      .filter((q) => q.op === 'contains')
      .map((q) => `[${T}.${q.field.name}, filter.${q.field.name}],`);
    const equals = queries.filter(textEquals).map((q) => `[${T}.${q.field.name}, filter.${q.field.name}],`);
    const days = queries.find((q) => q.op === 'days');
    const ops = new Set(['and', 'asc', 'inArray']);
    const where = queries
      .filter((q) => q.op !== 'contains' && q.op !== 'days' && !textEquals(q))
      .map((q) => {
        const op = q.op === 'equals' ? 'eq' : q.op;
        ops.add(op);
        return `filter.${q.field.name} === undefined ? undefined : ${op}(${T}.${q.field.name}, filter.${q.field.name}),`;
      });
    const parts = [
      contains.length ? `contains: [\n${contains.join('\n')}\n],` : '',
      equals.length ? `equals: [\n${equals.join('\n')}\n],` : '',
      days ? `days: [${T}.${days.field.name}, filter],` : '',
      where.length ? `where: [\n${where.join('\n')}\n],` : '',
    ].filter(Boolean);
    return `import type { ${C}Filter } from '@dis/contract';
import { ${[...ops].sort().join(', ')} } from 'drizzle-orm';
import { listConditions } from '../../../common/list-query';
import type { Database } from '../../../db/connection';
import { ${T} } from '../../../db/schema';

/** The queries of \`${model.spec.tableName}\` beyond the resource's descriptor. */

/** Every row the filters keep, parents first: the tree is built in the browser. */
export async function list${names.many}(db: Database, filter: ${C}Filter) {
  const conditions = listConditions({${parts.length ? `\n${parts.join('\n')}\n` : ''}});
  return db
    .select()
    .from(${T})
    .where(and(...conditions))
    .orderBy(asc(${T}.${tree.parent.name}), asc(${T}.${pk.name}));
}

/** The first of these rows that has children (the delete refusal), if any. */
export async function first${names.one}WithChildren(db: Database, ids: number[]) {
  const parents = db.select({ ${tree.parent.name}: ${T}.${tree.parent.name} }).from(${T});
  const [row] = await db
    .select({ ${tree.label.name}: ${T}.${tree.label.name} })
    .from(${T})
    .where(and(inArray(${T}.${pk.name}, ids), inArray(${T}.${pk.name}, parents)))
    .limit(1);
  return row;
}
`;
  }
  if (sub) {
    const S = sub.className;
    const ST = sub.table;
    const writable = sub.fields.filter((field) => field.writable);
    const valueLines = writable.map((field) => {
      const value = field.required ? `row.${field.name}` : `row.${field.name} ?? null`;
      return `${field.name}: ${textual(field) && field.spec.htmlType !== 'editor' && !field.required ? `row.${field.name}?.trim() || null` : textual(field) && field.required ? `row.${field.name}.trim()` : value},`;
    });
    return `import type { ${S}Body } from '@dis/contract';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../../db/connection';
import { ${T}, ${ST} } from '../../../db/schema';

/** The queries of \`${model.spec.tableName}\` and its detail rows (\`${sub.spec.tableName}\`) beyond the descriptor. */

type Db = Pick<Database, 'select' | 'insert' | 'delete'>;

/** The row with its detail rows, in their order (\`GET {id}\`, and the row an edit starts from). */
export async function find${names.one}WithRows(db: Database, ${pk.name}: number) {
  const [row] = await db.select().from(${T}).where(eq(${T}.${pk.name}, ${pk.name}));
  if (!row) return undefined;
  const ${sub.listField} = await db
    .select()
    .from(${ST})
    .where(eq(${ST}.${sub.fk.name}, ${pk.name}))
    .orderBy(asc(${ST}.${sub.pk.name}));
  return { ...row, ${sub.listField} };
}

/** Replaces the detail rows of a row by those of the body (inside the row's transaction). */
export async function replace${S}Rows(tx: Db, ${pk.name}: number, rows: readonly ${S}Body[]) {
  await tx.delete(${ST}).where(eq(${ST}.${sub.fk.name}, ${pk.name}));
  if (rows.length === 0) return;
  await tx.insert(${ST}).values(
    rows.map((row) => ({
      ${sub.fk.name}: ${pk.name},
${valueLines.join('\n')}
    })),
  );
}

/** Deletes the rows and their detail rows in one transaction; answers how many rows there were. */
export async function delete${names.many}WithRows(db: Database, ids: number[]): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.delete(${ST}).where(inArray(${ST}.${sub.fk.name}, ids));
    const removed = await tx.delete(${T}).where(inArray(${T}.${pk.name}, ids)).returning({ id: ${T}.${pk.name} });
    return removed.length;
  });
}
`;
  }
  return null;
}
