import { type GenHtmlType, type GenQueryType, type GenTsType } from '@dis/contract';
import type { FastifyInstance } from 'fastify';
import { formatDateTime } from '../../../common/datetime';
import { ServiceError } from '../../../common/errors';
import { cleanText } from '../../../common/text-fields';
import type { LoginUser } from '../../../security/session-store';
import { getConfigValue } from '../../system/config/service';
import { camelCase, defaultBusinessName, pascalCase, TABLE_NAME } from './names';
import {
  catalogColumns,
  catalogTable,
  genTablesByNames,
  insertGenTable,
  OWN_TABLES,
  type CatalogColumn,
  type Db,
  type GenColumnValues,
} from './repository';

/**
 * Importing tables of the database into the generator (docs/tool/gen.md "Import"): each column
 * read from the catalog with RuoYi-like defaults, a table no code can be generated for refused by
 * name. Creating from SQL (create-table.ts) and synchronising (sync.ts) read columns the same way.
 */

// ---- column types ----

/** The catalog's types the templates can generate, and their TypeScript type. */
export const TS_TYPE_OF: Readonly<Record<string, GenTsType>> = {
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
export function columnDefaults(
  column: CatalogColumn,
  sort: number,
  by: string,
  now: string,
): GenColumnValues {
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
export async function readableColumns(db: Db, tableName: string): Promise<CatalogColumn[]> {
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

// ---- import ----

/** The author of generated code: the setting `gen.author`, else `admin`. */
export async function defaultAuthor(app: FastifyInstance): Promise<string> {
  return (await getConfigValue(app, 'gen.author')).trim() || 'admin';
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
export async function importInto(
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
