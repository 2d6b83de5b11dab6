import { withArticle } from '../names';
import { importOrder, q, render } from './code';
import { filtersOf, queryFieldsOf, textual, type ColumnDefault, type Field, type Model } from './model';

/**
 * The views of the server's templates (`templates/server/`, `templates/patch/table.ts`): the
 * module's routes, descriptor, queries and words, and its drizzle table.
 */

// ---- the drizzle column ----

/** A chained call of a column builder: `primaryKey()`, `notNull()`, `default(…)`… */
export interface ColumnCall {
  method:
    | 'primaryKey'
    | 'notNull'
    | 'default'
    | 'defaultRandom'
    | 'generatedByDefaultAsIdentity'
    | 'generatedAlwaysAsIdentity'
    | 'generatedAlwaysAs';
  /** the default's value, or the SQL of `generatedAlwaysAs` */
  value?: ColumnDefault;
}

/**
 * A column as `schema.ts` declares it: a helper of that file (`id`, `ref`, `time`, `flag`) or a
 * pg-core builder with its options, then its calls. The same recipe is written as code into
 * `schema.ts` (`columnCode`) and built at run time for the migration (migration.ts), so the two
 * cannot differ.
 */
export interface ColumnRecipe {
  builder: string;
  /** whether `builder` is one of schema.ts's helpers (not imported from pg-core) */
  helper: boolean;
  options?: Record<string, string | number>;
  calls: ColumnCall[];
}

/** The pg-core builder of each serial key: `bigserial` numbers a bigint key. */
const SERIALS: Partial<Record<string, string>> = {
  bigint: 'bigserial',
  integer: 'serial',
  smallint: 'smallserial',
};

/** The column's recipe (see `ColumnRecipe`). */
export function columnRecipe(field: Field): ColumnRecipe {
  const calls: ColumnCall[] = [];
  const recipe = (builder: string, helper: boolean, options?: Record<string, string | number>) => ({
    builder,
    helper,
    options,
    calls,
  });
  if (field.pk) {
    calls.push({ method: 'primaryKey' });
    if (field.key === 'uuid') {
      calls.push({ method: 'defaultRandom' });
      return recipe('uuid', false);
    }
    if (field.key === 'serial' || field.key === 'sequence') {
      const serial = SERIALS[field.kind];
      if (serial) return recipe(serial, false, field.kind === 'bigint' ? { mode: 'number' } : undefined);
    }
    if (field.key === 'identity') {
      if (field.kind === 'bigint' && !field.identityAlways) return { builder: 'id', helper: true, calls: [] };
      calls.push({
        method: field.identityAlways ? 'generatedAlwaysAsIdentity' : 'generatedByDefaultAsIdentity',
      });
    }
  } else {
    if (field.notNull) calls.push({ method: 'notNull' });
    if (field.default) calls.push({ method: 'default', value: field.default });
    if (field.generated !== undefined)
      calls.push({ method: 'generatedAlwaysAs', value: { kind: 'sql', value: field.generated } });
  }
  switch (field.kind) {
    case 'bigint':
      return field.pk ? recipe('bigint', false, { mode: 'number' }) : recipe('ref', true);
    case 'timestamp':
      return (field.precision ?? 0) === 0
        ? recipe('time', true)
        : recipe('timestamp', false, { mode: 'string', precision: field.precision ?? 0 });
    case 'char':
      return field.length === 1 ? recipe('flag', true) : recipe('char', false, { length: field.length ?? 1 });
    case 'varchar':
      return recipe('varchar', false, field.length ? { length: field.length } : undefined);
    case 'numeric':
      return recipe(
        'numeric',
        false,
        field.precision === undefined ? undefined : { precision: field.precision, scale: field.scale ?? 0 },
      );
    case 'date':
      return recipe('date', false, { mode: 'string' });
    default:
      return recipe(field.kind, false);
  }
}

/** An SQL expression as code: `` sql`now()` ``, or `sql.raw('…')` when a template literal could not hold it. */
const sqlCode = (text: string) => (/[`\\]|\$\{/.test(text) ? `sql.raw(${q(text)})` : `sql\`${text}\``);

/** A default's value as code, for a column of `kind`. */
function defaultCode(value: ColumnDefault, kind: Field['kind']): string {
  switch (value.kind) {
    case 'sql':
      return sqlCode(value.value);
    case 'boolean':
      return String(value.value);
    case 'number':
      return kind === 'numeric' ? q(value.value) : value.value;
    case 'text':
      return q(value.value);
  }
}

/** The drizzle builder of a column, as `schema.ts` writes it. */
export function columnCode(field: Field, builders: Set<string>, sql: Set<string>): string {
  const recipe = columnRecipe(field);
  if (!recipe.helper) builders.add(recipe.builder);
  const options = recipe.options
    ? `, { ${Object.entries(recipe.options)
        .map(([key, value]) => `${key}: ${typeof value === 'string' ? q(value) : value}`)
        .join(', ')} }`
    : '';
  const calls = recipe.calls.map((call) => {
    if (!call.value) return `.${call.method}()`;
    if (call.value.kind === 'sql') sql.add('sql');
    return `.${call.method}(${defaultCode(call.value, field.kind)})`;
  });
  return `${recipe.builder}(${q(field.column)}${options})${calls.join('')}`;
}

/** One `pgTable` of `schema.ts` (the `patch/table.ts` template). */
export function tableCode(
  exportName: string,
  tableName: string,
  comment: string,
  fields: readonly Field[],
  builders: Set<string>,
  sql: Set<string>,
): string {
  const audit = fields.filter((field) => field.audit).length === 4;
  const columns: Array<{ name: string; code: string } | { audit: true }> = [];
  let auditWritten = false;
  for (const field of fields) {
    if (field.audit && audit) {
      if (!auditWritten) columns.push({ audit: true });
      auditWritten = true;
      continue;
    }
    columns.push({ name: field.name, code: columnCode(field, builders, sql) });
  }
  return render('patch/table.ts', { exportName, tableName, comment, columns });
}

// ---- the module ----

/** How the descriptor takes a field from the body (the `VALUES` of `resource.ts.eta`). */
function valueOf(field: Field): { value: 'choice' | 'text' | 'rich' | 'value'; empty: string } {
  const empty = field.required ? 'required' : field.empty;
  if (textual(field) && field.spec.dictType && ['select', 'radio'].includes(field.spec.htmlType)) {
    return { value: 'choice', empty };
  }
  if (textual(field) && field.spec.htmlType !== 'editor') {
    // imported before the catalog's default was kept: a status flag is 正常 unless sent
    const status =
      !field.required &&
      field.name === 'status' &&
      field.kind === 'char' &&
      field.spec.columnDefault === undefined;
    return { value: 'text', empty: status ? 'status' : empty };
  }
  if (field.spec.htmlType === 'editor' && textual(field)) return { value: 'rich', empty };
  return { value: 'value', empty };
}

/** Whether the list shows the field (and so the export and the sort allow-list). */
const listed = (field: Field) => field.pk || field.spec.isList;

/** Whether the descriptor reads the app (dictionaries of the export, the tree's and the detail rows' queries). */
export const resourceNeedsApp = (model: Model) =>
  model.tree !== undefined ||
  model.sub !== undefined ||
  model.fields.some((field) => listed(field) && field.spec.dictType !== '' && !field.pk);

/** The English function name, and with its article (`a product`). */
const englishOf = (model: Model) => {
  const en = model.spec.functionNameEn || model.names.one;
  return { en, enOne: withArticle(en.toLowerCase()) };
};

/** `messages.ts`: the refusals and the field labels (export headers, required-text refusals). */
export function messagesFile(model: Model): string {
  const { names, spec, fields, tree, sub } = model;
  const labels = fields.map((field) => ({ name: field.name, zh: field.zh, en: field.en }));
  for (const field of sub?.fields ?? []) {
    if (field.writable && !labels.some((label) => label.name === field.name)) {
      labels.push({ name: field.name, zh: field.zh, en: field.en });
    }
  }
  return render('server/messages.ts', {
    names,
    fn: spec.functionName,
    en: englishOf(model).en,
    tree: tree !== undefined,
    labels,
  });
}

/** `resource.ts`: the `defineResource` descriptor. */
export function resourceFile(model: Model): string {
  const { names, spec, fields, pk, status, tree, sub } = model;
  const C = names.className;
  const T = names.table;
  const label = `${names.word}Label`;
  const writable = fields
    .filter((field) => field.writable)
    .map((field) => ({ name: field.name, ...valueOf(field) }));
  const filters = filtersOf(fields);
  const queries = queryFieldsOf(fields);
  const dicts = fields.filter((field) => listed(field) && field.spec.dictType && !field.pk);
  const usesApp = resourceNeedsApp(model);
  const usesLang = writable.some((field) => field.value === 'text' && field.empty === 'required');
  const textHelpers = [
    ...(usesLang ? ['requiredText'] : []),
    ...(writable.some(
      (field) =>
        (field.value === 'choice' || field.value === 'text') && ['null', 'omit'].includes(field.empty),
    )
      ? ['cleanText']
      : []),
  ].sort();
  const richText = writable.some((field) => field.value === 'rich');
  const operators = ['asc', ...filters.where.map((one) => one.op)];
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
    `import { ${[...new Set(operators)].sort().join(', ')} } from 'drizzle-orm';`,
    usesApp ? `import type { FastifyInstance } from 'fastify';` : '',
    dicts.length ? `import { dictLabeller } from '../../../common/dict-labels';` : '',
    tree ? `import { ServiceError } from '../../../common/errors';` : '',
    `import { defineResource } from '../../../common/resource';`,
    richText ? `import { sanitizeRichText } from '../../../common/rich-text';` : '',
    textHelpers.length ? `import { ${textHelpers.join(', ')} } from '../../../common/text-fields';` : '',
    `import { ${T} } from '../../../db/schema';`,
    `import { ${label} } from './messages';`,
    repositoryImports.length ? `import { ${repositoryImports.join(', ')} } from './repository';` : '',
  ].filter(Boolean);
  const title = fields.find((field) => field.writable && textual(field) && field.required) ?? tree?.label;
  const filtered =
    filters.contains.length + filters.equals.length + filters.where.length > 0 || filters.days !== undefined;
  return render('server/resource.ts', {
    names,
    C,
    T,
    label,
    ...englishOf(model),
    functionName: spec.functionName,
    tableName: spec.tableName,
    uuid: pk.kind === 'uuid',
    imports,
    usesApp,
    usesLang,
    pk: pk.name,
    sortable: fields.filter(listed).map((field) => field.name),
    filters,
    filtered,
    listDescription: `Paged; ${
      queries
        .map((query) =>
          query.op === 'days'
            ? `${query.field.name} between params[beginTime] and params[endTime]`
            : `${query.field.name} ${query.op}`,
        )
        .join(', ') || 'no filters'
    }.`,
    writable,
    title: title?.name,
    status: status?.name,
    tree: tree && { parent: tree.parent.name, label: tree.label.name },
    sub: sub && { className: sub.className, listField: sub.listField },
    dicts: dicts.map((field) => ({ name: field.name, dict: field.spec.dictType })),
    exported: fields.filter(listed).map((field) => ({
      name: field.name,
      pk: field.pk,
      dict: field.spec.dictType !== '',
      boolean: field.ts === 'boolean',
    })),
  });
}

/** `routes.ts`: registers the descriptor (a tree adds its whole-list route). */
export function routesFile(model: Model): string {
  const { names, spec, tree } = model;
  const resource = `${names.word}Resource`;
  return render('server/routes.ts', {
    names,
    C: names.className,
    resource,
    call: `${resource}(${resourceNeedsApp(model) ? 'app' : ''})`,
    functionName: spec.functionName,
    en: englishOf(model).en,
    tree: tree !== undefined,
  });
}

/** `repository.ts`, for the queries beyond the descriptor (tree: children and the whole list; sub: detail rows). */
export function repositoryFile(model: Model): string | null {
  const { names, fields, pk, tree, sub } = model;
  if (!tree && !sub) return null;
  const filters = filtersOf(fields);
  return render('server/repository.ts', {
    names,
    C: names.className,
    T: names.table,
    pk: pk.name,
    keyType: pk.ts === 'number' ? 'number' : 'string',
    tableName: model.spec.tableName,
    filters,
    operators: [...new Set(['and', 'asc', 'inArray', ...filters.where.map((one) => one.op)])].sort(),
    tree: tree && { parent: tree.parent.name, label: tree.label.name },
    sub: sub && {
      className: sub.className,
      table: sub.table,
      tableName: sub.spec.tableName,
      listField: sub.listField,
      fk: sub.fk.name,
      pk: sub.pk.name,
      writable: sub.fields
        .filter((field) => field.writable)
        .map((field) => ({
          name: field.name,
          value: textual(field) && (field.required || field.spec.htmlType !== 'editor') ? 'trim' : 'value',
          empty: field.required ? 'required' : field.empty,
        })),
    },
  });
}
