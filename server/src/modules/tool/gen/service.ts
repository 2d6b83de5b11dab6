import {
  GEN_HTML_TYPES,
  GEN_QUERY_TYPES,
  GEN_TEMPLATES,
  GEN_TS_TYPES,
  RESOURCES,
  type GenInfo,
  type GenTable,
  type GenTableColumn,
  type GenTableUpdate,
  type GenTsType,
} from '@dis/contract';
import { REMOTES } from '@dis/contract/remotes';
import type { Language } from '@dis/contract/site';
import type { FastifyInstance } from 'fastify';
import { formatDateTime } from '../../../common/datetime';
import { ServiceError } from '../../../common/errors';
import { cleanText, requiredText } from '../../../common/text-fields';
import type { Database } from '../../../db/connection';
import type { LoginUser } from '../../../security/session-store';
import { allDictTypes } from '../../system/dict/repository';
import { findMenu, menuOutlines } from '../../system/menu/repository';
import { DEFAULT_PACKAGE_NAME } from './import';
import { genLabel } from './messages';
import { BUSINESS_NAME, CLASS_NAME, humanise, JAVA_FIELD } from './names';
import {
  allGenTables,
  findGenTable,
  findGenTableByName,
  genColumns,
  genColumnsOf,
  updateGenColumn,
  updateGenTable,
  type Db,
  type GenColumnRow,
  type GenTableRow,
} from './repository';

/**
 * The rules of a generated table's settings (docs/tool/gen.md "Edit"): reading a table with its
 * options unpacked, every refusal of an edit, and the edit itself. The other jobs of the module
 * have files of their own: import.ts, create-table.ts, sync.ts, render.ts (preview and zip),
 * write.ts (into the working tree).
 */

/** The console sections a generated page may go into (`@dis/contract/remotes`). */
export const SECTIONS: readonly string[] = REMOTES.map((remote) => remote.section);

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
export async function sectionMenuId(db: Database, section: string): Promise<number> {
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

export async function requireGenTableByName(db: Db, tableName: string): Promise<GenTableRow> {
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
export async function checkSettings(
  db: Database,
  table: GenTableRow,
  columns: GenColumnRow[],
): Promise<void> {
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
  // a tree hangs rows under a parent 0 and a master passes its integer id to its detail rows
  const uuidKey = columns.find((column) => column.isPk === '1' && column.columnType === 'uuid');
  if (uuidKey && template !== 'crud') {
    throw new ServiceError('tool.gen.uuidKey', { name: uuidKey.columnName ?? '' });
  }
  if (template === 'sub') {
    if (!table.subTableName) throw new ServiceError('tool.gen.subTableName');
    if (!table.subTableFkName) throw new ServiceError('tool.gen.subTableFkName');
    if (table.subTableName === table.tableName) throw new ServiceError('tool.gen.subSelf');
    const sub = await findGenTableByName(db, table.subTableName);
    if (!sub) throw new ServiceError('tool.gen.subUnknown', { name: table.subTableName });
    const subColumns = await genColumns(db, sub.tableId);
    const subUuid = subColumns.find((column) => column.isPk === '1' && column.columnType === 'uuid');
    if (subUuid) throw new ServiceError('tool.gen.uuidKey', { name: subUuid.columnName ?? '' });
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
