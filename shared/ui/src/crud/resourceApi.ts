import { queryKeys, RESOURCES, type ResourceKey } from '@dis/contract/resources';
import type { AjaxResultOf, PageParams, TableData } from '@dis/shared';
import { readParams, type QueryKey } from '@dis/shared/query';
import { http } from '@dis/shared/request';
import { exportList } from './crudActions';

/** A row id as the wire takes it (numeric keys; the online sessions' token ids). */
export type RowId = number | string;

/**
 * The calls every console resource answers, at `RESOURCES[key].path` (docs/api-contract.md):
 * typed by the caller's row, filter and body types.
 */
export interface ResourceApi<
  Row extends object,
  Filters extends object = object,
  Body extends object = Partial<Row>,
  Detail extends object = Row,
> {
  key: ResourceKey;
  /** `/system/post` */
  path: string;
  /** `system:post` */
  permission: string;
  /** `postId`: the id field of the rows and bodies */
  id: string;
  /** `GET <path>/list`: a page (server paging) or the whole list (client paging, trees) */
  list: (query: Filters & Partial<PageParams>) => Promise<TableData<Row>>;
  /**
   * The key of `list(query)` in the console's query cache, in `lang` (`queryKeys.list`;
   * docs/site/rendering.md "One keyed query cache"): the same for the document's carried answer
   * to that address
   */
  listKey: (query: Filters & Partial<PageParams>, lang: string) => QueryKey;
  /**
   * The key of another read of the resource, `GET <path>/<segments…>?<params>` in `lang`
   * (`queryKeys.read`): `users.readKey(['deptTree'], {}, lang)`
   */
  readKey: (segments: readonly string[], params: object, lang: string) => QueryKey;
  /** `GET <path>/<id>`: the record (`data`; `Detail` when it has more than a row, e.g. a body) */
  get: (id: RowId) => Promise<Detail>;
  /** `POST <path>` without the id field, `PUT <path>` with it */
  save: (body: Body) => Promise<AjaxResultOf>;
  /** `DELETE <path>/<ids joined by commas>` */
  remove: (ids: readonly RowId[]) => Promise<AjaxResultOf>;
  /** `POST <path>/export` with the filters, saved as `<prefix>_<timestamp>.xlsx` */
  export: (filters: object) => Promise<boolean>;
  /** `PUT <path>/changeStatus` with `{<id>: id, status}` */
  changeStatus: (id: RowId, status: string) => Promise<AjaxResultOf>;
  /** `DELETE <path>/clean`: every row (the logs' 清空) */
  clean: () => Promise<AjaxResultOf>;
}

/**
 * The resource's list answer as a table, whether it is a page (`rows`, `total`) or the whole tree
 * source as `data` (menus, departments).
 */
function asTable<Row>(answer: TableData<Row> | AjaxResultOf<Row[]>): TableData<Row> {
  if ('rows' in answer && Array.isArray(answer.rows)) return answer as TableData<Row>;
  const rows = ((answer as AjaxResultOf<Row[]>).data ?? []) as Row[];
  return { ...(answer as object), rows, total: rows.length } as TableData<Row>;
}

/** The last word of the key: the export file's prefix (`system/post` → `post_<time>.xlsx`). */
export function entityOf(key: ResourceKey): string {
  return key.slice(key.lastIndexOf('/') + 1);
}

/**
 * The calls of one console resource, from its key in `@dis/contract`'s `RESOURCES`:
 *
 * ```ts
 * const posts = resourceApi<Post, PostFilters, PostBody>('system/post');
 * await posts.save({ postName, postCode, postSort }); // POST /system/post
 * await posts.remove([1, 2]);                           // DELETE /system/post/1,2
 * ```
 */
export function resourceApi<
  Row extends object,
  Filters extends object = object,
  Body extends object = Partial<Row>,
  Detail extends object = Row,
>(key: ResourceKey, exportPrefix: string = entityOf(key)): ResourceApi<Row, Filters, Body, Detail> {
  const { path, permission, id } = RESOURCES[key];
  const segment = (value: RowId) => encodeURIComponent(String(value));
  return {
    key,
    path,
    permission,
    id,
    list: async (query) => asTable(await http.get<TableData<Row>>(`${path}/list`, query)),
    listKey: (query, lang) => queryKeys.list(key, readParams(query), lang),
    readKey: (segments, params, lang) => queryKeys.read(key, segments, readParams(params), lang),
    get: async (rowId) => (await http.get<{ data: Detail }>(`${path}/${segment(rowId)}`)).data,
    save: (body) => {
      const value = (body as Record<string, unknown>)[id];
      return value === undefined || value === null ? http.post(path, body) : http.put(path, body);
    },
    remove: (ids) => http.delete(`${path}/${ids.map(segment).join(',')}`),
    export: (filters) => exportList(path, filters, exportPrefix),
    changeStatus: (rowId, status) => http.put(`${path}/changeStatus`, { [id]: rowId, status }),
    clean: () => http.delete(`${path}/clean`),
  };
}
