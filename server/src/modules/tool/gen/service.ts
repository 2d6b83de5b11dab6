import fs from 'node:fs/promises';
import path from 'node:path';
import {
  GEN_HTML_TYPES,
  GEN_QUERY_TYPES,
  GEN_TEMPLATES,
  GEN_TS_TYPES,
  RESOURCES,
  type GenHtmlType,
  type GenInfo,
  type GenQueryType,
  type GenTable,
  type GenTableColumn,
  type GenTableUpdate,
  type GenTemplate,
  type GenTsType,
} from '@dis/contract';
import { REMOTES } from '@dis/contract/remotes';
import type { Language } from '@dis/contract/site';
import type { FastifyInstance } from 'fastify';
import { formatDateTime } from '../../../common/datetime';
import { ServiceError } from '../../../common/errors';
import { cleanText, requiredText } from '../../../common/text-fields';
import type { Database } from '../../../db/connection';
import { SUPER_ADMIN_ROLE } from '../../../security/permission';
import type { LoginUser } from '../../../security/session-store';
import { getConfigValue } from '../../system/config/service';
import { allDictTypes } from '../../system/dict/repository';
import { findMenu, menuOutlines } from '../../system/menu/repository';
import { checkCreateTableSql, TABLE_NAME } from './create-table';
import { genLabel } from './messages';
import {
  allGenTables,
  catalogColumns,
  catalogTable,
  deleteGenColumns,
  findGenTable,
  findGenTableByName,
  genColumns,
  genColumnsOf,
  genTablesByNames,
  insertGenColumns,
  insertGenTable,
  OWN_TABLES,
  relationExists,
  runStatements,
  updateGenColumn,
  updateGenTable,
  type CatalogColumn,
  type Db,
  type GenColumnRow,
  type GenColumnValues,
  type GenTableRow,
} from './repository';
import { generate } from './templates';
import {
  GenerateRefusal,
  type GenColumnSpec,
  type GeneratedFile,
  type GenTableSpec,
  type RepoReader,
} from './templates/types';

/**
 * The rules of the code generator (docs/tool/gen.md): importing tables of the database with
 * RuoYi-like defaults, creating them from checked SQL, editing with every refusal, synchronising,
 * and turning a stored table into the templates' `GenTableSpec` for preview, zip and writing.
 */

// ---- names ----

const words = (name: string) => name.split(/[_\s]+/).filter(Boolean);

/** `biz_product_sku` → `bizProductSku` */
export function camelCase(name: string): string {
  return words(name.toLowerCase())
    .map((word, index) => (index === 0 ? word : word[0].toUpperCase() + word.slice(1)))
    .join('');
}

/** `biz_product` → `BizProduct` */
export function pascalCase(name: string): string {
  const camel = camelCase(name);
  return camel ? camel[0].toUpperCase() + camel.slice(1) : camel;
}

/** `productSku` → `Product sku` (the default English function name) */
export function humanise(businessName: string): string {
  const spaced = businessName
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/_/g, ' ')
    .toLowerCase()
    .trim();
  return spaced ? spaced[0].toUpperCase() + spaced.slice(1) : spaced;
}

const BUSINESS_NAME = /^[a-z][A-Za-z0-9]*$/;
const CLASS_NAME = /^[A-Z][A-Za-z0-9]*$/;
const JAVA_FIELD = /^[a-z][A-Za-z0-9]*$/;

/** The console sections a generated page may go into (`@dis/contract/remotes`). */
export const SECTIONS: readonly string[] = REMOTES.map((remote) => remote.section);

// ---- column types ----

/** The catalog's types the templates can generate, and their TypeScript type. */
const TS_TYPE_OF: Readonly<Record<string, GenTsType>> = {
  int2: 'number',
  int4: 'number',
  int8: 'number',
  numeric: 'number',
  float4: 'number',
  float8: 'number',
  bool: 'boolean',
  varchar: 'string',
  bpchar: 'string',
  text: 'string',
  date: 'string',
  timestamp: 'string',
};
const INTEGER_TYPES = new Set(['int2', 'int4', 'int8']);
const TIME_TYPES = new Set(['date', 'timestamp']);

/** RuoYi's Java type names (ruoyi-ui sends them) and ours, as the TypeScript type. */
const JAVA_TYPES: Readonly<Record<string, GenTsType>> = {
  Long: 'number',
  Integer: 'number',
  Short: 'number',
  Double: 'number',
  Float: 'number',
  BigDecimal: 'number',
  String: 'string',
  Date: 'string',
  Boolean: 'boolean',
  string: 'string',
  number: 'number',
  boolean: 'boolean',
};

/** `character varying(64)` → `varchar(64)`, `timestamp(0) without time zone` → `timestamp(0)`. */
export function shortType(formatted: string): string {
  return formatted
    .replace(/^character varying/, 'varchar')
    .replace(/^character\b/, 'char')
    .replace(/^(timestamp|time)(\(\d+\))? with time zone$/, '$1tz$2')
    .replace(/ without time zone$/, '');
}

/** The columns RuoYi leaves out of add and edit forms: who and when, and the soft-delete flag. */
const AUDIT_COLUMNS = new Set(['create_by', 'create_time', 'update_by', 'update_time', 'del_flag']);
const AUDIT_BY = new Set(['create_by', 'update_by', 'del_flag']);

const isLongText = (column: CatalogColumn) =>
  column.typeName === 'text' || (column.length !== null && column.length > 500);

/** The html type RuoYi's GenUtils would give the column. */
function defaultHtmlType(column: CatalogColumn): GenHtmlType {
  const name = column.columnName;
  if (name.endsWith('status') || column.typeName === 'bool') return 'radio';
  if (name.endsWith('type') || name.endsWith('sex')) return 'select';
  if (name.endsWith('image') || name.endsWith('avatar')) return 'imageUpload';
  if (name.endsWith('file')) return 'fileUpload';
  if (name.endsWith('content')) return 'editor';
  if (TIME_TYPES.has(column.typeName) || name.endsWith('time') || name.endsWith('date')) return 'datetime';
  if (isLongText(column)) return 'textarea';
  return 'input';
}

const flag = (yes: boolean) => (yes ? '1' : '0');

/** A stored column with RuoYi-like defaults (docs/tool/gen.md "Import"). */
function columnDefaults(column: CatalogColumn, sort: number, by: string, now: string): GenColumnValues {
  const name = column.columnName;
  const tsType = TS_TYPE_OF[column.typeName];
  const increment = column.identity !== '' || /^nextval\(/.test(column.columnDefault ?? '');
  const audit = AUDIT_COLUMNS.has(name);
  const writable = !column.isPk && !audit && column.generated === '';
  const queryable = !column.isPk && !audit && /(name|status|type)$/.test(name);
  const queryType: GenQueryType = name.endsWith('name')
    ? 'LIKE'
    : TIME_TYPES.has(column.typeName)
      ? 'BETWEEN'
      : 'EQ';
  return {
    columnName: name,
    columnComment: column.columnComment ?? '',
    columnType: shortType(column.formatted),
    javaType: tsType,
    javaField: camelCase(name),
    isPk: flag(column.isPk),
    isIncrement: flag(column.isPk && increment),
    isRequired: flag(writable && column.notNull && column.columnDefault === null),
    isInsert: flag(writable),
    isEdit: flag(writable),
    isList: flag(!AUDIT_BY.has(name) && !isLongText(column)),
    isQuery: flag(queryable),
    queryType,
    htmlType: defaultHtmlType(column),
    // a one-letter status is the console's 正常 / 停用 switch everywhere (docs/tool/gen.md "Import")
    dictType:
      name === 'status' && column.typeName === 'bpchar' && column.length === 1 ? 'sys_normal_disable' : '',
    sort,
    createBy: by,
    createTime: now,
  };
}

/**
 * The columns of a table of the database, refused (naming it) when unknown, ours, without a
 * single-column integer primary key or with a column of a type no code can be generated for.
 */
async function readableColumns(db: Db, tableName: string): Promise<CatalogColumn[]> {
  if (!TABLE_NAME.test(tableName)) throw new ServiceError('tool.gen.importName', { name: tableName });
  if (OWN_TABLES.has(tableName)) throw new ServiceError('tool.gen.importOwn', { name: tableName });
  const columns = await catalogColumns(db, tableName);
  if (columns.length === 0) throw new ServiceError('tool.gen.importUnknown', { name: tableName });
  for (const column of columns) {
    if (column.category === 'A' || TS_TYPE_OF[column.typeName] === undefined) {
      throw new ServiceError('tool.gen.importType', {
        name: tableName,
        column: column.columnName,
        type: shortType(column.formatted),
      });
    }
  }
  const pk = columns.filter((column) => column.isPk);
  if (pk.length !== 1 || pk[0].pkSize !== 1 || !INTEGER_TYPES.has(pk[0].typeName)) {
    throw new ServiceError('tool.gen.importNoPk', { name: tableName });
  }
  return columns;
}

// ---- import and create ----

/** The author of generated code: the setting `gen.author`, else `admin`. */
async function defaultAuthor(app: FastifyInstance): Promise<string> {
  return (await getConfigValue(app, 'gen.author')).trim() || 'admin';
}

/** `biz_product` → `product`; the whole name in camelCase when its last part is no identifier. */
function defaultBusinessName(tableName: string): string {
  const last = tableName.slice(tableName.lastIndexOf('_') + 1);
  return BUSINESS_NAME.test(last) ? last : camelCase(tableName);
}

/**
 * 生成包路径: kept, not used (our code goes by section and business name); ruoyi-ui's edit form
 * requires it, so a table never comes without one (docs/tool/gen.md "ruoyi-ui").
 */
export const DEFAULT_PACKAGE_NAME = 'server/src/modules';

/** Parses `tables=a,b`: the names, trimmed, without repeats. */
export function tableNames(text: string | undefined): string[] {
  return [
    ...new Set(
      (text ?? '')
        .split(',')
        .map((name) => name.trim())
        .filter(Boolean),
    ),
  ];
}

/**
 * Imports tables of the database (all or none): each is checked first, then stored with its
 * columns. `db` is the caller's transaction when creating from SQL.
 */
async function importInto(
  db: Db,
  names: readonly string[],
  caller: LoginUser,
  tplWebType: string | undefined,
  author: string,
): Promise<void> {
  if (names.length === 0) throw new ServiceError('tool.gen.importNone');
  const imported = await genTablesByNames(db, names);
  if (imported.length > 0)
    throw new ServiceError('tool.gen.importTwice', { name: imported[0].tableName ?? '' });
  const now = formatDateTime();
  const read: Array<{ name: string; comment: string; columns: CatalogColumn[] }> = [];
  for (const name of names) {
    const columns = await readableColumns(db, name);
    const table = await catalogTable(db, name);
    read.push({ name, comment: table?.tableComment?.trim() ?? '', columns });
  }
  for (const { name, comment, columns } of read) {
    const functionName = comment.replace(/表$/, '').trim() || name;
    await insertGenTable(
      db,
      {
        tableName: name,
        tableComment: comment || name,
        className: pascalCase(name),
        tplCategory: 'crud',
        tplWebType: cleanText(tplWebType)?.slice(0, 30) ?? '',
        packageName: DEFAULT_PACKAGE_NAME,
        moduleName: 'system',
        businessName: defaultBusinessName(name),
        functionName: functionName.slice(0, 50),
        functionAuthor: author,
        genType: '0',
        genPath: '/',
        options: null,
        createBy: caller.userName,
        createTime: now,
      },
      columns.map((column, index) => columnDefaults(column, index + 1, caller.userName, now)),
    );
  }
}

/** `POST /tool/gen/importTable`: imports the named tables, all or none. */
export async function importTables(
  app: FastifyInstance,
  names: readonly string[],
  caller: LoginUser,
  tplWebType?: string,
): Promise<void> {
  // read before the transaction: the embedded database has one connection, which the transaction holds
  const author = await defaultAuthor(app);
  await app.db.transaction((tx) => importInto(tx, names, caller, tplWebType, author));
}

/** The database's own words of a failed statement (drizzle wraps them), never a stack. */
function databaseReason(error: unknown): string {
  const cause = (error as { cause?: unknown }).cause;
  const source = cause instanceof Error ? cause : error instanceof Error ? error : undefined;
  return (source?.message ?? String(error)).split('\n')[0].slice(0, 300);
}

/**
 * `POST /tool/gen/createTable` (super administrator only): checks the SQL (create-table.ts), runs
 * it in one transaction and imports the created tables in the same one, so a refusal anywhere
 * leaves nothing behind.
 */
export async function createTables(
  app: FastifyInstance,
  text: string,
  caller: LoginUser,
  tplWebType?: string,
): Promise<void> {
  if (!caller.roles.includes(SUPER_ADMIN_ROLE)) throw new ServiceError('tool.gen.createAdminOnly', {}, 403);
  const { statements, tables, references } = await checkCreateTableSql(text);
  for (const table of tables) {
    if (OWN_TABLES.has(table) || (await relationExists(app.db, table))) {
      throw new ServiceError('tool.gen.sqlExists', { name: table });
    }
  }
  // a foreign key reaches only generated tables: those of this text, or ones the generator holds
  // (never the server's own, so no ON DELETE CASCADE hangs on sys_user): docs/tool/gen.md
  const outside = references.filter((ref) => !tables.includes(ref.target));
  const generated = new Set(
    (await genTablesByNames(app.db, [...new Set(outside.map((ref) => ref.target))])).map(
      (row) => row.tableName,
    ),
  );
  const refused = outside.find((ref) => OWN_TABLES.has(ref.target) || !generated.has(ref.target));
  if (refused)
    throw new ServiceError('tool.gen.sqlReference', { name: refused.table, target: refused.target });
  const author = await defaultAuthor(app);
  await app.db.transaction(async (tx) => {
    try {
      await runStatements(tx, statements);
    } catch (error) {
      throw new ServiceError('tool.gen.sqlFailed', { reason: databaseReason(error) });
    }
    await importInto(tx, tables, caller, tplWebType, author);
  });
}

// ---- the options JSON ----

/** What `gen_table.options` holds (RuoYi's `params`, plus the English function name). */
export interface GenOptions {
  treeCode?: string;
  treeParentCode?: string;
  treeName?: string;
  parentMenuId?: number;
  functionNameEn?: string;
  genView?: string;
}

export function readOptions(text: string | null): GenOptions {
  if (!text) return {};
  try {
    const parsed = JSON.parse(text) as Record<string, unknown>;
    const options: GenOptions = {};
    for (const key of ['treeCode', 'treeParentCode', 'treeName', 'functionNameEn', 'genView'] as const) {
      if (typeof parsed[key] === 'string' && parsed[key]) options[key] = parsed[key];
    }
    const menu = Number(parsed.parentMenuId);
    if (parsed.parentMenuId !== null && parsed.parentMenuId !== '' && Number.isInteger(menu)) {
      options.parentMenuId = menu;
    }
    return options;
  } catch {
    return {};
  }
}

/** The directory menu of a console section (`tool` → 系统工具), 0 when there is none. */
async function sectionMenuId(db: Database, section: string): Promise<number> {
  const menus = await menuOutlines(db);
  const directory = menus.find(
    (menu) => menu.parentId === 0 && menu.menuType === 'M' && menu.path === section,
  );
  return directory?.menuId ?? 0;
}

// ---- reading ----

/** A stored table with its options unpacked (defaults filled) and, when given, its columns. */
async function unpacked(db: Database, row: GenTableRow, columns?: GenColumnRow[]): Promise<GenTable> {
  const options = readOptions(row.options);
  const parentMenuId = options.parentMenuId ?? (await sectionMenuId(db, row.moduleName ?? ''));
  const parentMenu = parentMenuId > 0 ? await findMenu(db, parentMenuId) : undefined;
  return {
    ...row,
    packageName: row.packageName || DEFAULT_PACKAGE_NAME,
    treeCode: options.treeCode ?? null,
    treeParentCode: options.treeParentCode ?? null,
    treeName: options.treeName ?? null,
    parentMenuId,
    parentMenuName: parentMenu?.menuName ?? null,
    functionNameEn: options.functionNameEn ?? humanise(row.businessName ?? ''),
    ...(columns ? { columns: columns as GenTableColumn[] } : {}),
  };
}

export async function requireGenTable(db: Db, tableId: number): Promise<GenTableRow> {
  const row = await findGenTable(db, tableId);
  if (!row) throw new ServiceError('tool.gen.missing');
  return row;
}

async function requireGenTableByName(db: Db, tableName: string): Promise<GenTableRow> {
  const row = await findGenTableByName(db, tableName);
  if (!row) throw new ServiceError('tool.gen.missingName', { name: tableName });
  return row;
}

/** `GET /tool/gen/{tableId}`: the table, its columns, and every generated table with its columns. */
export async function genInfo(db: Database, tableId: number): Promise<GenInfo> {
  const row = await requireGenTable(db, tableId);
  const rows = await genColumns(db, tableId);
  const all = await allGenTables(db);
  const columns = await genColumnsOf(
    db,
    all.map((table) => table.tableId),
  );
  const tables = all.map((table) => ({
    ...table,
    columns: columns.filter((column) => column.tableId === table.tableId) as GenTableColumn[],
  }));
  return { info: await unpacked(db, row, rows), rows: rows as GenTableColumn[], tables };
}

/** `GET /tool/gen/column/{tableId}`: the columns of a generated table. */
export async function columnsOfTable(db: Database, tableId: number): Promise<GenColumnRow[]> {
  await requireGenTable(db, tableId);
  return genColumns(db, tableId);
}

// ---- the rules of a table's settings ----

/**
 * Refuses what no code can be generated from (docs/tool/gen.md "Edit"): the template and its
 * tree or sub-table settings, the section, the business and class names, every column's field,
 * types and dictionary, the parent menu. Checked on edit and again before generating.
 */
async function checkSettings(db: Database, table: GenTableRow, columns: GenColumnRow[]): Promise<void> {
  const options = readOptions(table.options);
  const template = table.tplCategory ?? '';
  if (!(GEN_TEMPLATES as readonly string[]).includes(template)) {
    throw new ServiceError('tool.gen.template', { name: template });
  }
  if (template === 'tree') {
    if (!options.treeCode) throw new ServiceError('tool.gen.treeCode');
    if (!options.treeParentCode) throw new ServiceError('tool.gen.treeParentCode');
    if (!options.treeName) throw new ServiceError('tool.gen.treeName');
    for (const name of [options.treeCode, options.treeParentCode, options.treeName]) {
      if (!columns.some((column) => column.columnName === name)) {
        throw new ServiceError('tool.gen.treeColumn', { name });
      }
    }
  }
  if (template === 'sub') {
    if (!table.subTableName) throw new ServiceError('tool.gen.subTableName');
    if (!table.subTableFkName) throw new ServiceError('tool.gen.subTableFkName');
    if (table.subTableName === table.tableName) throw new ServiceError('tool.gen.subSelf');
    const sub = await findGenTableByName(db, table.subTableName);
    if (!sub) throw new ServiceError('tool.gen.subUnknown', { name: table.subTableName });
    const subColumns = await genColumns(db, sub.tableId);
    if (!subColumns.some((column) => column.columnName === table.subTableFkName)) {
      throw new ServiceError('tool.gen.subFk', {
        table: table.subTableName,
        name: table.subTableFkName ?? '',
      });
    }
  }
  const moduleName = table.moduleName ?? '';
  if (!SECTIONS.includes(moduleName)) throw new ServiceError('tool.gen.moduleName', { name: moduleName });
  const businessName = table.businessName ?? '';
  if (!BUSINESS_NAME.test(businessName))
    throw new ServiceError('tool.gen.businessName', { name: businessName });
  const key = `${moduleName}/${businessName}`;
  if (Object.hasOwn(RESOURCES, key))
    throw new ServiceError('tool.gen.businessTaken', { name: businessName, key });
  const twin = (await allGenTables(db)).find(
    (other) =>
      other.tableId !== table.tableId &&
      other.moduleName === moduleName &&
      other.businessName === businessName,
  );
  if (twin)
    throw new ServiceError('tool.gen.businessTwice', { name: businessName, table: twin.tableName ?? '' });
  const className = table.className ?? '';
  if (!CLASS_NAME.test(className)) throw new ServiceError('tool.gen.className', { name: className });

  const fields = new Set<string>();
  const dictTypes = new Set((await allDictTypes(db)).map((type) => type.dictType));
  for (const column of columns) {
    const field = column.javaField ?? '';
    if (!JAVA_FIELD.test(field)) throw new ServiceError('tool.gen.javaField', { name: field });
    if (fields.has(field)) throw new ServiceError('tool.gen.javaFieldTwice', { name: field });
    fields.add(field);
    if (!(GEN_TS_TYPES as readonly string[]).includes(column.javaType ?? '')) {
      throw new ServiceError('tool.gen.tsType', { name: column.javaType ?? '' });
    }
    if (!(GEN_QUERY_TYPES as readonly string[]).includes(column.queryType ?? '')) {
      throw new ServiceError('tool.gen.queryType', { name: column.queryType ?? '' });
    }
    if (!(GEN_HTML_TYPES as readonly string[]).includes(column.htmlType ?? '')) {
      throw new ServiceError('tool.gen.htmlType', { name: column.htmlType ?? '' });
    }
    if (column.dictType && !dictTypes.has(column.dictType)) {
      throw new ServiceError('tool.gen.dictType', { name: column.dictType });
    }
  }
  if (options.parentMenuId !== undefined && options.parentMenuId !== 0) {
    const menu = await findMenu(db, options.parentMenuId);
    if (!menu || menu.menuType !== 'M')
      throw new ServiceError('tool.gen.parentMenu', { name: options.parentMenuId });
  }
}

// ---- edit ----

/** `params.parentMenuId` as sent (a number, a numeric text or empty); refused when neither. */
function parentMenuOf(value: number | string | null | undefined): number | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  const id = typeof value === 'number' ? value : Number(value.trim());
  if (!Number.isInteger(id) || id < 0) throw new ServiceError('tool.gen.parentMenu', { name: String(value) });
  return id;
}

const textOr = (value: string | null | undefined, fallback: string | null = null) =>
  value === undefined ? fallback : cleanText(value);

/**
 * `PUT /tool/gen`: saves the basic and generation settings, every column sent, and `params` as
 * the options JSON; refused (nothing changed) by any rule of `checkSettings`.
 */
export async function editGenTable(
  app: FastifyInstance,
  body: GenTableUpdate,
  caller: LoginUser,
  lang: Language,
): Promise<void> {
  const db = app.db;
  const existing = await requireGenTable(db, body.tableId);
  const stored = await genColumns(db, body.tableId);
  const now = formatDateTime();
  const params = body.params ?? {};
  const pick = <K extends 'treeCode' | 'treeParentCode' | 'treeName' | 'functionNameEn'>(key: K) =>
    cleanText(params[key] ?? body[key]) ?? undefined;
  const options: GenOptions = {
    treeCode: pick('treeCode'),
    treeParentCode: pick('treeParentCode'),
    treeName: pick('treeName'),
    parentMenuId: parentMenuOf(params.parentMenuId ?? body.parentMenuId),
    functionNameEn: pick('functionNameEn'),
    // ruoyi-ui 3.9.2 sends no genView: absent keeps the stored one
    genView: cleanText(params.genView) ?? readOptions(existing.options).genView,
  };
  const template = requiredText(genLabel(lang, 'tplCategory'), body.tplCategory);
  const table: GenTableRow = {
    ...existing,
    tableComment: requiredText(genLabel(lang, 'tableComment'), body.tableComment),
    className: requiredText(genLabel(lang, 'className'), body.className),
    functionAuthor: requiredText(genLabel(lang, 'functionAuthor'), body.functionAuthor),
    remark: textOr(body.remark, existing.remark),
    tplCategory: template,
    tplWebType: textOr(body.tplWebType, existing.tplWebType) ?? '',
    packageName: textOr(body.packageName, existing.packageName),
    moduleName: requiredText(genLabel(lang, 'moduleName'), body.moduleName),
    businessName: requiredText(genLabel(lang, 'businessName'), body.businessName),
    functionName: requiredText(genLabel(lang, 'functionName'), body.functionName),
    genType: body.genType ?? existing.genType,
    genPath: textOr(body.genPath, existing.genPath) ?? '/',
    subTableName: template === 'sub' ? cleanText(body.subTableName) : null,
    subTableFkName: template === 'sub' ? cleanText(body.subTableFkName) : null,
    options: JSON.stringify(options),
    updateBy: caller.userName,
    updateTime: now,
  };

  const byId = new Map(stored.map((column) => [column.columnId, column]));
  const changed = new Map<number, GenColumnRow>();
  for (const sent of body.columns) {
    const column = byId.get(sent.columnId);
    if (!column) throw new ServiceError('tool.gen.columnUnknown', { name: sent.columnId });
    const javaType =
      sent.javaType === undefined || sent.javaType === null ? column.javaType : sent.javaType.trim();
    const tsType = javaType ? (JAVA_TYPES[javaType] ?? javaType) : '';
    changed.set(column.columnId, {
      ...column,
      columnComment: textOr(sent.columnComment, column.columnComment) ?? '',
      javaType: tsType,
      javaField: requiredText(genLabel(lang, 'javaField'), sent.javaField),
      isInsert: sent.isInsert ?? column.isInsert,
      isEdit: sent.isEdit ?? column.isEdit,
      isList: sent.isList ?? column.isList,
      isQuery: sent.isQuery ?? column.isQuery,
      isRequired: sent.isRequired ?? column.isRequired,
      queryType: textOr(sent.queryType, column.queryType),
      htmlType: textOr(sent.htmlType, column.htmlType),
      dictType: textOr(sent.dictType, column.dictType) ?? '',
      sort: sent.sort ?? column.sort,
      updateBy: caller.userName,
      updateTime: now,
    });
  }
  const columns = stored.map((column) => changed.get(column.columnId) ?? column);
  await checkSettings(db, table, columns);

  await db.transaction(async (tx) => {
    const { tableId: _id, ...values } = table;
    await updateGenTable(tx, body.tableId, values);
    for (const column of changed.values()) {
      const { columnId, tableId: _table, ...columnValues } = column;
      await updateGenColumn(tx, columnId, columnValues);
    }
  });
}

// ---- synchronise ----

/**
 * `GET /tool/gen/synchDb/{tableName}`: reads the table's columns again. Columns that stayed keep
 * their edited settings (field, comment, flags, query and html type, dictionary) and take the
 * database's type, key and order; new columns come with the import defaults; gone ones go.
 */
export async function syncTable(app: FastifyInstance, tableName: string, caller: LoginUser): Promise<void> {
  const db = app.db;
  const table = await requireGenTableByName(db, tableName);
  if ((await catalogColumns(db, tableName)).length === 0) throw new ServiceError('tool.gen.syncGone');
  const fresh = await readableColumns(db, tableName);
  const stored = await genColumns(db, table.tableId);
  const byName = new Map(stored.map((column) => [column.columnName, column]));
  const now = formatDateTime();
  await db.transaction(async (tx) => {
    const added: GenColumnValues[] = [];
    for (const [index, column] of fresh.entries()) {
      const defaults = columnDefaults(column, index + 1, caller.userName, now);
      const kept = byName.get(column.columnName);
      if (!kept) {
        added.push(defaults);
        continue;
      }
      const typeChanged = kept.javaType !== defaults.javaType;
      await updateGenColumn(tx, kept.columnId, {
        columnComment: kept.columnComment || defaults.columnComment,
        columnType: defaults.columnType,
        javaType: defaults.javaType,
        isPk: defaults.isPk,
        isIncrement: defaults.isIncrement,
        // a column whose type changed is searched and shown as its new type suggests
        queryType: typeChanged ? defaults.queryType : kept.queryType,
        htmlType: typeChanged ? defaults.htmlType : kept.htmlType,
        sort: index + 1,
        updateBy: caller.userName,
        updateTime: now,
      });
    }
    await insertGenColumns(tx, table.tableId, added);
    const names = new Set(fresh.map((column) => column.columnName));
    await deleteGenColumns(
      tx,
      stored.filter((column) => !names.has(column.columnName ?? '')).map((column) => column.columnId),
    );
    await updateGenTable(tx, table.tableId, { updateBy: caller.userName, updateTime: now });
  });
}

// ---- generating ----

function columnSpec(column: GenColumnRow): GenColumnSpec {
  return {
    columnName: column.columnName ?? '',
    columnComment: column.columnComment || column.columnName || '',
    columnType: column.columnType ?? '',
    tsType: (column.javaType ?? 'string') as GenTsType,
    javaField: column.javaField ?? '',
    isPk: column.isPk === '1',
    isIncrement: column.isIncrement === '1',
    isRequired: column.isRequired === '1',
    isInsert: column.isInsert === '1',
    isEdit: column.isEdit === '1',
    isList: column.isList === '1',
    isQuery: column.isQuery === '1',
    queryType: (column.queryType ?? 'EQ') as GenQueryType,
    htmlType: (column.htmlType ?? 'input') as GenHtmlType,
    dictType: column.dictType ?? '',
    sort: column.sort ?? 0,
  };
}

/** The templates' view of a stored table (checked first; a sub-table's own sub is not followed). */
export async function tableSpec(db: Database, row: GenTableRow, withSub = true): Promise<GenTableSpec> {
  const columns = await genColumns(db, row.tableId);
  await checkSettings(db, row, columns);
  const options = readOptions(row.options);
  const fieldOf = (columnName: string | undefined) =>
    columns.find((column) => column.columnName === columnName)?.javaField ?? '';
  const spec: GenTableSpec = {
    tableId: row.tableId,
    tableName: row.tableName ?? '',
    tableComment: row.tableComment ?? '',
    className: row.className ?? '',
    moduleName: row.moduleName ?? '',
    businessName: row.businessName ?? '',
    functionName: row.functionName ?? '',
    functionNameEn: options.functionNameEn ?? humanise(row.businessName ?? ''),
    functionAuthor: row.functionAuthor ?? '',
    tplCategory: (row.tplCategory ?? 'crud') as GenTemplate,
    parentMenuId: options.parentMenuId ?? (await sectionMenuId(db, row.moduleName ?? '')),
    columns: columns.map(columnSpec),
  };
  if (spec.tplCategory === 'tree') {
    spec.tree = {
      code: fieldOf(options.treeCode),
      parentCode: fieldOf(options.treeParentCode),
      name: fieldOf(options.treeName),
    };
  }
  const subName = row.subTableName;
  if (spec.tplCategory === 'sub' && withSub && subName) {
    const sub = await requireGenTableByName(db, subName);
    spec.sub = { table: await tableSpec(db, sub, false), fkColumn: row.subTableFkName ?? '' };
  }
  return spec;
}

/**
 * A repository path made absolute inside the root, refused when it would leave it (absolute,
 * `..`, a drive or a backslash).
 */
export function insideRoot(root: string, relative: string): string {
  const refuse = () => new ServiceError('tool.gen.outsideRoot', { path: relative });
  if (!relative || relative.includes('\\') || relative.includes('\0') || path.isAbsolute(relative))
    throw refuse();
  if (relative.split('/').some((part) => part === '..' || part === '')) throw refuse();
  const full = path.resolve(root, relative);
  const back = path.relative(root, full);
  if (!back || back.startsWith('..') || path.isAbsolute(back)) throw refuse();
  return full;
}

/** Reads repository files under the root; null for a file that does not exist. */
function rootReader(root: string): RepoReader {
  return async (relative) => {
    const full = insideRoot(root, relative);
    try {
      return await fs.readFile(full, 'utf8');
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'ENOENT' || code === 'ENOTDIR' || code === 'EISDIR') return null;
      throw error;
    }
  };
}

/** Where generated code is read from and written to, and whether writing is allowed. */
export interface CodeGenPlace {
  root: string;
  writable: boolean;
}

/**
 * The files of several tables, in order: each table sees the files the ones before it produced
 * (a file two of them patch carries both patches). A `GenerateRefusal` becomes a refusal naming
 * the path.
 */
/** Whether `root` holds the repository's sources (the server's modules and the remotes' pages). */
async function isSourceTree(root: string): Promise<boolean> {
  const folders = ['server/src/modules', ...REMOTES.map((remote) => `${remote.dir}/src`)];
  const found = await Promise.all(
    folders.map((folder) =>
      fs.stat(path.join(root, folder)).then(
        (stat) => stat.isDirectory(),
        () => false,
      ),
    ),
  );
  return found.every(Boolean);
}

export async function generateFiles(
  db: Database,
  rows: GenTableRow[],
  root: string,
): Promise<GeneratedFile[]> {
  // the generated files patch files of the repository (docs/tool/gen-output.md): a server image
  // holds the compiled server only, so there is nothing to patch
  if (!(await isSourceTree(root))) throw new ServiceError('tool.gen.noSources');
  const base = rootReader(root);
  const produced = new Map<string, GeneratedFile>();
  const reader: RepoReader = async (relative) => produced.get(relative)?.content ?? base(relative);
  const start = Date.now();
  for (const [index, row] of rows.entries()) {
    const spec = await tableSpec(db, row);
    // one second apart: each table's migration gets a name (and a snapshot) of its own
    const now = new Date(start + index * 1000);
    try {
      for (const file of await generate(spec, reader, { now })) {
        insideRoot(root, file.path);
        const earlier = produced.get(file.path);
        produced.set(file.path, earlier?.kind === 'new' ? { ...file, kind: 'new' } : file);
      }
    } catch (error) {
      if (error instanceof GenerateRefusal) {
        throw new ServiceError(error.reason === 'exists' ? 'tool.gen.fileExists' : 'tool.gen.fileAnchor', {
          path: error.path,
        });
      }
      throw error;
    }
  }
  return [...produced.values()];
}

/** `GET /tool/gen/preview/{tableId}`: path → text, in the templates' order. */
export async function previewTable(
  db: Database,
  tableId: number,
  root: string,
): Promise<Record<string, string>> {
  const row = await requireGenTable(db, tableId);
  const files = await generateFiles(db, [row], root);
  return Object.fromEntries(files.map((file) => [file.path, file.content]));
}

/** The stored tables of these names, in the order given; an unknown name is refused. */
export async function genTablesNamed(db: Database, names: readonly string[]): Promise<GenTableRow[]> {
  if (names.length === 0) throw new ServiceError('tool.gen.importNone');
  const rows = await genTablesByNames(db, names);
  return names.map((name) => {
    const row = rows.find((candidate) => candidate.tableName === name);
    if (!row) throw new ServiceError('tool.gen.missingName', { name });
    return row;
  });
}

/** Refuses a target whose real location (after symbolic links) is outside the root. */
async function checkRealLocation(realRoot: string, full: string, relative: string): Promise<void> {
  const refuse = () => new ServiceError('tool.gen.outsideRoot', { path: relative });
  try {
    if ((await fs.lstat(full)).isSymbolicLink()) throw refuse();
  } catch (error) {
    if (error instanceof ServiceError) throw error;
  }
  let folder = path.dirname(full);
  for (;;) {
    try {
      const real = await fs.realpath(folder);
      const back = path.relative(realRoot, real);
      if (back.startsWith('..') || path.isAbsolute(back)) throw refuse();
      return;
    } catch (error) {
      if (error instanceof ServiceError) throw error;
      const parent = path.dirname(folder);
      if (parent === folder) throw refuse();
      folder = parent;
    }
  }
}

/**
 * `GET /tool/gen/genCode/{tableName}`: writes the files into the root, in development only; every
 * path is checked (also through symbolic links) before the first file is written. Answers how
 * many files were written.
 */
export async function writeTable(db: Database, tableName: string, place: CodeGenPlace): Promise<number> {
  if (!place.writable) throw new ServiceError('tool.gen.production');
  const [row] = await genTablesNamed(db, [tableName]);
  const files = await generateFiles(db, [row], place.root);
  const realRoot = await fs.realpath(place.root);
  const targets = files.map((file) => ({ file, full: insideRoot(place.root, file.path) }));
  for (const { file, full } of targets) await checkRealLocation(realRoot, full, file.path);
  for (const { file, full } of targets) {
    await fs.mkdir(path.dirname(full), { recursive: true });
    await fs.writeFile(full, file.content, 'utf8');
  }
  return files.length;
}
