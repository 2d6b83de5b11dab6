import fs from 'node:fs/promises';
import path from 'node:path';
import type { GenHtmlType, GenQueryType, GenTemplate, GenTsType } from '@dis/contract';
import { REMOTES } from '@dis/contract/remotes';
import { ruoyiPreviewKeys, type GenPreviewKeys } from '@dis/contract/rules';
import { ServiceError } from '../../../common/errors';
import type { Database } from '../../../db/connection';
import { generate } from './generator';
import { MissingTool } from './generator/tools';
import {
  GenerateRefusal,
  type GenColumnSpec,
  type GeneratedFile,
  type GenTableSpec,
  type RepoReader,
} from './generator/types';
import { humanise } from './names';
import { genColumns, genTablesByNames, type GenColumnRow, type GenTableRow } from './repository';
import { checkSettings, readOptions, requireGenTable, requireGenTableByName, sectionMenuId } from './service';

/**
 * Turning stored tables into files (docs/tool/gen.md "Preview, download, write into the working
 * tree"): the templates' view of a table (`tableSpec`), checked again first, and the generated
 * files of one table or several, read against the code root. Preview answers them; the zip
 * (routes.ts) and writing (write.ts) take them from here.
 */

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
    // a column imported before the catalog's default and nullability were kept knows neither
    ...(column.isNullable === null
      ? {}
      : { columnDefault: column.columnDefault, isNullable: column.isNullable === '1' }),
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

/**
 * The files of several tables, in order: each table sees the files the ones before it produced
 * (a file two of them patch carries both patches). A `GenerateRefusal` becomes a refusal naming
 * the path.
 */
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
      for (const file of await generate(spec, reader, { now, toolsRoot: root })) {
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
      if (error instanceof MissingTool) throw new ServiceError('tool.gen.devTools', { tool: error.tool });
      throw error;
    }
  }
  return [...produced.values()];
}

/**
 * `GET /tool/gen/preview/{tableId}`: file → text, in the templates' order, keyed by repository
 * path or as ruoyi-ui's dialog reads keys (`ruoyiPreviewKeys`, docs/tool/gen.md "Preview").
 */
export async function previewTable(
  db: Database,
  tableId: number,
  root: string,
  keys: GenPreviewKeys = 'path',
): Promise<Record<string, string>> {
  const row = await requireGenTable(db, tableId);
  const files = await generateFiles(db, [row], root);
  const keyOf = keys === 'ruoyi' ? ruoyiPreviewKeys(files.map((file) => file.path)) : undefined;
  return Object.fromEntries(files.map((file) => [keyOf?.[file.path] ?? file.path, file.content]));
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
