import type {
  GenDbTable,
  GenInfo,
  GenPreview,
  GenPreviewQuery,
  GenTable,
  GenTableFilter,
  GenTableUpdate,
  SysMenu,
} from '@dis/contract';
import type { AjaxResultOf, PageParams, TableData } from '@dis/shared';
import { downloadZip, http } from '@dis/shared/request';
import { resourceApi } from '@dis/ui';

/** The generated tables (`/tool/gen`, `tool:gen:*`): list, remove; the rest are calls of their own. */
export const genTables = resourceApi<GenTable, GenTableFilter, GenTableUpdate>('tool/gen');

/** A dictionary type as `GET /system/dict/type/optionselect` lists it. */
export interface DictTypeOption {
  dictId: number;
  dictName: string;
  dictType: string;
}

/** `GET /tool/gen/db/list`: a page of the database's tables not imported yet. */
export function listDbTables(query: GenTableFilter & Partial<PageParams>): Promise<TableData<GenDbTable>> {
  return http.get<TableData<GenDbTable>>('/tool/gen/db/list', query);
}

/** `POST /tool/gen/importTable?tables=a,b`: imports the tables; resolves with the server's word. */
export async function importTables(tables: readonly string[]): Promise<string | undefined> {
  const answer = await http.post<AjaxResultOf>('/tool/gen/importTable', undefined, {
    params: { tables: tables.join(',') },
  });
  return answer.msg;
}

/** `POST /tool/gen/createTable?sql=`: runs CREATE TABLE statements and imports them (super admin). */
export async function createTables(sql: string): Promise<string | undefined> {
  const answer = await http.post<AjaxResultOf>('/tool/gen/createTable', undefined, { params: { sql } });
  return answer.msg;
}

/** `GET /tool/gen/synchDb/{tableName}`: reads the table's columns from the database again. */
export async function syncTable(tableName: string): Promise<string | undefined> {
  const answer = await http.get<AjaxResultOf>(`/tool/gen/synchDb/${encodeURIComponent(tableName)}`);
  return answer.msg;
}

/**
 * `GET /tool/gen/preview/{tableId}?keys=path`: repository path → generated text (without
 * `keys=path` the files are keyed for ruoyi-ui's dialog, docs/tool/gen.md "Preview").
 */
export async function previewCode(tableId: number): Promise<GenPreview> {
  const query: GenPreviewQuery = { keys: 'path' };
  return (
    (
      await http.get<AjaxResultOf<GenPreview>>(`/tool/gen/preview/${tableId}`, query, {
        timeout: FORMAT_TIMEOUT_MS,
      })
    ).data ?? {}
  );
}

/**
 * Generating formats every file with prettier in a process of its own (docs/tool/gen-output.md): on a busy
 * server that can take longer than the 10 s an ordinary call is given. The zip has no limit (a
 * download).
 */
const FORMAT_TIMEOUT_MS = 60_000;

/** `GET /tool/gen/genCode/{tableName}`: writes the code into the working tree (development only). */
export async function writeCode(tableName: string): Promise<string | undefined> {
  const answer = await http.get<AjaxResultOf>(
    `/tool/gen/genCode/${encodeURIComponent(tableName)}`,
    undefined,
    {
      timeout: FORMAT_TIMEOUT_MS,
    },
  );
  return answer.msg;
}

/**
 * `GET /tool/gen/batchGenCode?tables=`: the tables' code as a zip, saved as `<table>.zip` for one
 * table and `dis.zip` for several. Resolves false when refused (already reported).
 */
export function downloadCode(tables: readonly string[]): Promise<boolean> {
  const query = new URLSearchParams({ tables: tables.join(',') }).toString();
  const name = tables.length === 1 ? `${tables[0]}.zip` : 'dis.zip';
  return downloadZip(`/tool/gen/batchGenCode?${query}`, name);
}

/** `GET /tool/gen/{tableId}`: the table, its columns and every generated table. */
export async function loadGenInfo(tableId: number): Promise<GenInfo> {
  const answer = await http.get<AjaxResultOf<GenInfo>>(`/tool/gen/${tableId}`);
  if (!answer.data) throw new Error(`no generator table ${tableId}`);
  return answer.data;
}

/** `PUT /tool/gen`: basic and generation info, every column and `params`. */
export async function saveGenTable(body: GenTableUpdate): Promise<string | undefined> {
  return (await http.put<AjaxResultOf>('/tool/gen', body)).msg;
}

/** `GET /system/dict/type/optionselect`: every dictionary type, for 字典类型. */
export async function loadDictTypes(): Promise<DictTypeOption[]> {
  return (await http.get<AjaxResultOf<DictTypeOption[]>>('/system/dict/type/optionselect')).data ?? [];
}

/** `GET /system/menu/list`: every menu, for 上级菜单. */
export async function loadMenus(): Promise<SysMenu[]> {
  const answer = await http.get<AjaxResultOf<SysMenu[]> & { rows?: SysMenu[] }>('/system/menu/list');
  return answer.data ?? answer.rows ?? [];
}
