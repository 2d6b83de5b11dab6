import { type Language } from '@dis/contract/site';
import { Type, type Static, type TObject, type TSchema } from '@sinclair/typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { MessageKey } from '../i18n/catalogue';
import { BusinessType, type BusinessTypeValue } from './business-type';
import type { OperLogConfig } from './oper-log';
import { success, table } from './envelope';
import { ServiceError } from './errors';
import { keyListParam, keySchema, parseKeyList, type KeyFormat, type RowKey } from './ids';
import { AjaxResult, MessageResult, StatusFlag, TableDataInfo } from './schema';
import type { Status } from '@dis/contract';
import { batchesById, sendXlsx, writeXlsx, XlsxResponse, type SheetColumn } from './xlsx';

/**
 * The route side of a RuoYi console resource, a table the console lists, opens, adds, edits,
 * deletes and exports (`list-query.ts` is its query side; `resource.ts` declares a whole resource
 * on both and is where a new resource starts). For `{path: '/system/post', permission:
 * 'system:post', id: 'postId', logTitle: '岗位管理'}`, each call registers one route:
 *
 * - `list()`: `GET /system/post/list`, `system:post:list`, TableDataInfo `{total, rows, code, msg}`;
 * - `get()`: `GET /system/post/{postId}`, `system:post:query`, AjaxResult `{code, msg, data}`;
 * - `add()` / `edit()`: `POST` / `PUT /system/post` (JSON body), `system:post:add` / `:edit`,
 *   `{code, msg}`, operation log 岗位管理/insert or update;
 * - `changeStatus()`: `PUT /system/post/changeStatus` (`{postId, status}`), `system:post:edit`;
 * - `remove()`: `DELETE /system/post/{postIds}` (ids joined by commas), `system:post:remove`,
 *   `{code, msg}`, operation log 岗位管理/delete;
 * - `clean()`: `DELETE /monitor/operlog/clean` (a log's 清空), `<prefix>:remove`, operation log clean;
 * - `export()`: `POST /system/post/export` (form body: the list's filters), `system:post:export`,
 *   a streamed .xlsx (or, above `sys.export.asyncThreshold` rows, a background task of the
 *   下载中心, docs/system/export.md), operation log 岗位管理/export.
 *
 * ```ts
 * const posts = resourceRoutes(app, { path: '/system/post', permission: 'system:post', tag: 'system/post',
 *   logTitle: '岗位管理', id: 'postId', names: { one: 'Post', many: 'Posts' },
 *   missing: 'system.post.missing', query: PostListQuerySchema });
 * posts.list({ summary: '岗位列表 · List posts', row: PostSchema, page: (query) => listPosts(app.db, query) });
 * posts.get({ summary: '岗位详情 · One post', row: PostSchema, find: (postId) => findPost(app.db, postId) });
 * app.post('/system/post', { schema: { tags: posts.tags, … }, config: posts.config('add', BusinessType.insert) }, …);
 * posts.remove({ summary: '删除岗位 · Delete posts', remove: (postIds) => deletePosts(app.db, postIds) });
 * posts.export({ summary: '导出岗位 · Export posts', fileName: 'post', sheetName, columns, batches });
 * ```
 *
 * Registering route by route lets a module put its own routes (add, edit, change status…) where
 * it wants them in the OpenAPI document and leave out the ones it has not got (the operation log
 * has no `{id}` route). Its own routes take `tags`, `config(action, businessType)` and `found(row)`.
 *
 * An unknown `{id}`, or `{ids}` of which none was deleted, is refused with `missing`; the callbacks
 * may refuse anything else by throwing a `ServiceError`. The data callbacks also get the request
 * (its `loginUser` for a data scope). The handlers are named `list<Many>Handler`,
 * `get<One>Handler`, `delete<Many>Handler` and `export<Many>Handler` (see `names`): the operation
 * log records that name as its `method`.
 */
export interface Resource<Q extends TObject, K extends string> {
  /** the path without the API prefix: `/system/post` */
  path: string;
  /** the permission prefix: `system:post` (the routes add `:list`, `:query`, `:remove`, `:export`) */
  permission: string;
  /** the OpenAPI tag: `system/post` */
  tag: string;
  /** the operation log's title (RuoYi's `@Log(title)`): `岗位管理` */
  logTitle: string;
  /** the primary key: `postId`; also the path parameters `{postId}` and `{postIds}` */
  id: K;
  /** how the rows are keyed: integer ids (the default) or uuids (a generated table, docs/tool/gen.md "Keys") */
  keyFormat?: KeyFormat;
  /** the words in the handlers' names: `{one: 'Post', many: 'Posts'}` → `getPostHandler`, `listPostsHandler` */
  names: { one: string; many: string };
  /** the refusal of an unknown id */
  missing: MessageKey;
  /** the list's query (its filters and `PageQuery`): the query string of `…/list`, the form body of `…/export` */
  query: Q;
}

/** The OpenAPI words of one route. */
export interface RouteDoc {
  summary: string;
  description?: string;
}

export interface ListRoute<Q extends TObject, R extends TSchema> extends RouteDoc {
  /** one row of the table */
  row: R;
  /** one page and the total (e.g. `defineList(…).page`) */
  page: (query: Static<Q>, request: FastifyRequest) => Promise<{ total: number; rows: Static<R>[] }>;
}

export interface GetRoute<R extends TSchema, Id extends RowKey = number> extends RouteDoc {
  /** the answer's `data` */
  row: R;
  /** the row, or undefined when there is none (refused with `missing`) */
  find: (id: Id, request: FastifyRequest) => Promise<Static<R> | undefined>;
}

export interface WriteRoute<B extends TObject> extends RouteDoc {
  /** the JSON body (a create or an update body) */
  body: B;
  /** does the write; may refuse by throwing a `ServiceError` */
  write: (body: Static<B>, request: FastifyRequest) => Promise<void>;
  /** the handler's name (the operation log's `method`) when not `add<One>Handler` / `edit<One>Handler` */
  handler?: string;
}

export interface ChangeStatusRoute<Id extends RowKey = number> extends RouteDoc {
  /** sets the status of the row (refuses an unknown id with `missing`, or throws a `ServiceError`) */
  change: (id: Id, status: Status, request: FastifyRequest) => Promise<void>;
}

export interface RemoveRoute<Id extends RowKey = number> extends RouteDoc {
  /** deletes the rows (ids without repeats); answers how many there were (0 is refused with `missing`) */
  remove: (ids: Id[], request: FastifyRequest) => Promise<number>;
}

export interface CleanRoute extends RouteDoc {
  /** deletes every row (or what may go); a sentence answered as `msg` says what it did */
  clean: (request: FastifyRequest) => Promise<string | void>;
}

export interface ExportRoute<
  Q extends TObject,
  K extends string,
  E extends Record<K, Id>,
  Id extends RowKey = number,
> extends RouteDoc {
  /** the file name's prefix: `post` → `post_20250101120000.xlsx` */
  fileName: string;
  /** the sheet's name in the request language */
  sheetName: (lang: Language) => string;
  /** the columns, headers in the request language (dictionary labels may need a lookup) */
  columns: (lang: Language) => Promise<ReadonlyArray<SheetColumn<E>>> | ReadonlyArray<SheetColumn<E>>;
  /**
   * The rows of the filters, newest id first, `size` at a time below `beforeId` (e.g.
   * `defineList(…).exportBatches`); paging fields of the form are to be ignored. Called before the
   * download starts, so a refused filter still answers `{code, msg}`.
   */
  batches: (
    filter: Static<Q>,
    request: FastifyRequest,
  ) => (beforeId: Id | undefined, size: number) => Promise<E[]>;
  /**
   * The export centre's part (docs/system/export.md): the key under which the export is in
   * `app.exportSources`, and the count of the filter in the caller's scope. With more rows than
   * `sys.export.asyncThreshold`, the answer is `{code: 200, msg, data: {taskId}}` and a background
   * job writes the file; otherwise the workbook streams as before.
   */
  background?: {
    key: string;
    count: (filter: Static<Q>, request: FastifyRequest) => Promise<number>;
  };
}

/** The route config of an action: its permission and, for a change, its operation log. */
export interface ActionConfig {
  permission: string;
  operLog?: OperLogConfig;
}

const DEFAULT_DESCRIPTION = {
  changeStatus: 'Body `{<id>, status}`: "0" normal, "1" disabled.',
  remove: 'One id or several joined by commas.',
  clean: 'Deletes every entry; asked for confirmation in the console.',
  export: 'Form body with the list filters (paging ignored); .xlsx with headers in the request language.',
};

/** The OpenAPI words of a route, without an empty description. */
function docOf(route: RouteDoc, description = route.description): RouteDoc {
  return description === undefined ? { summary: route.summary } : { summary: route.summary, description };
}

/** Gives a handler the name the operation log records (fastify keeps it through `bind`). */
function named<F extends (...args: never[]) => unknown>(name: string, handler: F): F {
  return Object.defineProperty(handler, 'name', { value: name });
}

/** The list, get, delete and export routes of one console resource; see `Resource`. */
export function resourceRoutes<Q extends TObject, K extends string, Id extends RowKey = number>(
  app: FastifyInstance,
  resource: Resource<Q, K>,
) {
  const { path, id, names, missing } = resource;
  const keyFormat = resource.keyFormat ?? 'integer';
  const tags = [resource.tag];

  function config(action: string, businessType?: BusinessTypeValue): ActionConfig {
    const permission = `${resource.permission}:${action}`;
    if (businessType === undefined) return { permission };
    return { permission, operLog: { title: resource.logTitle, businessType } };
  }

  function writeRoute<B extends TObject>(
    method: 'POST' | 'PUT',
    url: string,
    action: string,
    businessType: BusinessTypeValue,
    handlerName: string,
    route: WriteRoute<B>,
  ): void {
    app.route({
      method,
      url,
      schema: {
        tags,
        ...docOf({ summary: route.summary, description: route.description }),
        body: route.body,
        response: { 200: MessageResult },
      },
      config: config(action, businessType),
      handler: named(handlerName, async (request: FastifyRequest) => {
        await route.write(request.body as Static<B>, request);
        return success(request);
      }),
    });
  }

  function found<T>(row: T | undefined): T {
    if (row === undefined) throw new ServiceError(missing);
    return row;
  }

  return {
    /** `[tag]`, for the resource's own routes */
    tags,
    /** `{permission: '<prefix>:<action>', operLog?}`, for the resource's own routes */
    config,
    /** the row, or the refusal of an unknown id (`missing`), for the resource's own routes (edit…) */
    found,

    /** `GET <path>/list`: one page of the filtered, sorted list (TableDataInfo). */
    list<R extends TSchema>(route: ListRoute<Q, R>): void {
      app.route({
        method: 'GET',
        url: `${path}/list`,
        schema: {
          tags,
          ...docOf(route),
          querystring: resource.query,
          response: { 200: TableDataInfo(route.row) },
        },
        config: config('list'),
        handler: named(`list${names.many}Handler`, async (request: FastifyRequest) => {
          const { total, rows } = await route.page(request.query as Static<Q>, request);
          return table(request, total, rows);
        }),
      });
    },

    /** `GET <path>/{id}`: one row as `data`. */
    get<R extends TSchema>(route: GetRoute<R, Id>): void {
      app.route({
        method: 'GET',
        url: `${path}/:${id}`,
        schema: {
          tags,
          ...docOf(route),
          params: Type.Object({ [id]: keySchema(keyFormat) }),
          response: { 200: AjaxResult({ data: route.row }) },
        },
        config: config('query'),
        handler: named(`get${names.one}Handler`, async (request: FastifyRequest) => {
          const row = found(await route.find((request.params as Record<K, Id>)[id], request));
          return success(request, { data: row });
        }),
      });
    },

    /** `POST <path>`: adds a row from the body (`<prefix>:add`, operation log insert). */
    add<B extends TObject>(route: WriteRoute<B>): void {
      writeRoute('POST', path, 'add', BusinessType.insert, route.handler ?? `add${names.one}Handler`, route);
    },

    /** `PUT <path>`: changes a row from the body, which names its id (`<prefix>:edit`, log update). */
    edit<B extends TObject>(route: WriteRoute<B>): void {
      writeRoute('PUT', path, 'edit', BusinessType.update, route.handler ?? `edit${names.one}Handler`, route);
    },

    /** `PUT <path>/changeStatus`: `{<id>, status}` (`<prefix>:edit`, operation log update). */
    changeStatus(route: ChangeStatusRoute<Id>): void {
      app.route({
        method: 'PUT',
        url: `${path}/changeStatus`,
        schema: {
          tags,
          ...docOf(route, route.description ?? DEFAULT_DESCRIPTION.changeStatus),
          body: Type.Object({ [id]: keySchema(keyFormat), status: StatusFlag }),
          response: { 200: MessageResult },
        },
        config: config('edit', BusinessType.update),
        handler: named(`change${names.one}StatusHandler`, async (request: FastifyRequest) => {
          const body = request.body as Record<K, Id> & { status: Status };
          await route.change(body[id], body.status, request);
          return success(request);
        }),
      });
    },

    /** `DELETE <path>/{ids}`: deletes one id or several joined by commas. */
    remove(route: RemoveRoute<Id>): void {
      const param = `${id}s`;
      app.route({
        method: 'DELETE',
        url: `${path}/:${param}`,
        schema: {
          tags,
          ...docOf(route, route.description ?? DEFAULT_DESCRIPTION.remove),
          params: keyListParam(param, keyFormat),
          response: { 200: MessageResult },
        },
        config: config('remove', BusinessType.delete),
        handler: named(`delete${names.many}Handler`, async (request: FastifyRequest) => {
          const ids = parseKeyList((request.params as Record<string, string>)[param], keyFormat) as Id[];
          const removed = await route.remove(ids, request);
          if (removed === 0) throw new ServiceError(missing);
          return success(request);
        }),
      });
    },

    /** `DELETE <path>/clean`: empties a log (`<prefix>:remove`, operation log clean). */
    clean(route: CleanRoute): void {
      app.route({
        method: 'DELETE',
        url: `${path}/clean`,
        schema: {
          tags,
          ...docOf(route, route.description ?? DEFAULT_DESCRIPTION.clean),
          response: { 200: MessageResult },
        },
        config: config('remove', BusinessType.clean),
        handler: named(`clean${names.many}Handler`, async (request: FastifyRequest) => {
          const said = await route.clean(request);
          return said ? { code: 200, msg: said } : success(request);
        }),
      });
    },

    /**
     * `POST <path>/export`: the filtered list as a streamed .xlsx workbook, or, above the
     * threshold, a task of the 下载中心 (`background`).
     */
    export<E extends Record<K, Id>>(route: ExportRoute<Q, K, E, Id>): void {
      app.route({
        method: 'POST',
        url: `${path}/export`,
        schema: {
          tags,
          ...docOf(route, route.description ?? DEFAULT_DESCRIPTION.export),
          body: resource.query,
          response: XlsxResponse,
        },
        config: config('export', BusinessType.export),
        handler: named(`export${names.many}Handler`, async (request: FastifyRequest, reply: FastifyReply) => {
          const { lang } = request;
          const filter = request.body as Static<Q>;
          const { background } = route;
          if (background && app.exportCentre?.has()) {
            const centre = app.exportCentre.get();
            const threshold = await centre.threshold();
            const total = await background.count(filter, request);
            if (total > threshold)
              return centre.enqueue(request, { resource: background.key, filter, total });
          }
          const columns = await route.columns(lang);
          const rows = batchesById(route.batches(filter, request), (row) => row[id]);
          return sendXlsx(request, reply, route.fileName, (output) =>
            writeXlsx(output, route.sheetName(lang), columns, rows),
          );
        }),
      });
    },
  };
}
