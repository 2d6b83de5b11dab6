import { type Language } from '@dis/contract/site';
import { RESOURCES, type ResourceKey, type Status } from '@dis/contract';
import type { Static, TObject, TSchema } from '@sinclair/typebox';
import { and, eq, getTableColumns, ne, type SQL } from 'drizzle-orm';
import type { PgColumn, PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { MessageKey } from '../i18n/catalogue';
import { requireLoginUser } from '../security/session-store';
import { dataScopeCondition, type ScopeColumns, type ScopedUser } from '../security/data-scope';
import { formatDateTime } from './datetime';
import type { ExportSource } from './export-registry';
import { ServiceError } from './errors';
import { defineList, type ListDefinition, type RowsOf } from './list-query';
import type { Database } from '../db/connection';
import type { PageQueryInput } from './paging';
import type { KeyFormat, RowKey } from './ids';
import { resourceRoutes, type RouteDoc } from './resource-routes';
import type { SheetColumn } from './xlsx';

/**
 * One console resource declared once (docs/architecture.md "Adding a resource"): from its key in
 * `RESOURCES` (`system/post` → path `/system/post`, permissions `system:post:*`, id `postId`,
 * OpenAPI tag `system/post`), its schemas, its list definition and its messages, `register(app)`
 * adds the routes:
 *
 * | route                              | permission          | operation log |
 * | ---------------------------------- | ------------------- | ------------- |
 * | `GET <path>/list`                  | `<prefix>:list`     |               |
 * | `GET <path>/{id}`                  | `<prefix>:query`    |               |
 * | `POST <path>`                      | `<prefix>:add`      | insert        |
 * | `PUT <path>`                       | `<prefix>:edit`     | update        |
 * | `PUT <path>/changeStatus`          | `<prefix>:edit`     | update        |
 * | `DELETE <path>/{ids}` (commas)     | `<prefix>:remove`   | delete        |
 * | `POST <path>/export` (form body)   | `<prefix>:export`   | export        |
 *
 * Adding stamps `createBy`/`createTime`, changing stamps `updateBy`/`updateTime` (the signed-in
 * user, now). Declared uniqueness is checked before writing ("新增岗位'x'失败，岗位编码已存在").
 * With `dataScope`, the list, the export and every route naming ids see only the rows of the
 * caller's data scope (a row outside it is refused with `outOfScope`). Bad input is refused by the
 * schemas, or by `write`/`beforeRemove` throwing a `ServiceError`, before anything is written.
 * The module may add its own routes next to these (`routes.tags`, `routes.config(…)`).
 */
export interface ResourceDefinition<
  Row extends TSchema,
  Query extends TObject,
  Create extends TObject,
  Update extends TObject,
  S extends PgSelect,
> {
  /** the key in `RESOURCES`: path, permission prefix, id field, OpenAPI tag */
  key: ResourceKey;
  /**
   * How the rows are keyed: integer ids (the default) or uuids, a generated table keyed by
   * `gen_random_uuid()` (docs/tool/gen.md "Keys"). A uuid-keyed resource declares none of the
   * callbacks that take ids (`find`, `beforeRemove`, `remove`, `afterChange`, `write.details`),
   * which are typed for integer ids; `defineResource` refuses one that does.
   */
  keyFormat?: KeyFormat;
  /** the operation log's title (RuoYi's `@Log(title)`): `岗位管理` */
  logTitle: string;
  /** the words in the handlers' names: `{one: 'Post', many: 'Posts'}` → `addPostHandler` */
  names: { one: string; many: string };
  /** the refusal of an unknown id */
  missing: MessageKey;
  /** the refusal of a row outside the caller's data scope (default `auth.dataScope`) */
  outOfScope?: MessageKey;
  /**
   * The wire: a row of the list, the list query (filters + paging), the create and update bodies,
   * and the answer of `GET <path>/{id}` when it differs from a list row (`one`, see `find`).
   */
  schemas: { row: Row; query: Query; create?: Create; update?: Update; one?: TSchema };
  /**
   * One row by id, when it is not the list's row (e.g. with a body the list leaves out): the answer
   * of `GET <path>/{id}` and the `existing` row of an edit.
   */
  find?: (db: Database, id: number) => Promise<RowsOf<S>[number] | undefined>;
  /** the list: table, id column, sorting, joins, filters and the rows' query (see `defineList`) */
  list: ListDefinition<Static<Query>, S>;
  /** the columns of the data scope (RuoYi's `d.dept_id` / `u.user_id`); absent: no scope */
  dataScope?: ScopeColumns;
  /**
   * When the scope columns are not in the list's own query (roles: a role is in scope when a
   * user of a department in scope holds it), wraps the scope condition, e.g. into an EXISTS.
   */
  scopeThrough?: (condition: SQL) => SQL;
  /**
   * The OpenAPI summary and description of each route (a route without words is not added), and
   * a handler name other than the default (`edit` → `editPostHandler`) for the operation log.
   */
  docs: Partial<Record<ResourceAction, RouteDoc & { handler?: string }>>;
  /** the writes of `add`/`edit` */
  write?: WriteDefinition<Static<Create> | Static<Update>, RowsOf<S>[number]>;
  /** the status column: enables `PUT <path>/changeStatus` */
  statusColumn?: PgColumn;
  /** refuses a delete (e.g. a post still assigned to users) by throwing a `ServiceError` */
  beforeRemove?: (ids: number[], request: FastifyRequest) => Promise<void>;
  /** deletes the rows; a hard delete of the ids when absent. Answers how many there were. */
  remove?: (ids: number[], request: FastifyRequest) => Promise<number>;
  /**
   * a log's 清空 (`docs.clean`): what goes, answering the sentence to show; every row when absent
   * (the operation and login logs keep their retention period: docs/monitor/logs.md)
   */
  clean?: (request: FastifyRequest) => Promise<string>;
  /** the workbook of `POST <path>/export` */
  export?: ExportDefinition<RowsOf<S>[number]>;
  /** called with the ids after an add, edit, status change or delete (e.g. to reschedule a job) */
  afterChange?: (ids: number[], request: FastifyRequest) => Promise<void>;
}

export type ResourceAction = 'list' | 'get' | 'add' | 'edit' | 'changeStatus' | 'remove' | 'clean' | 'export';

/** What a write knows besides the body. */
export interface WriteContext<R> {
  request: FastifyRequest;
  lang: Language;
  /** `yyyy-MM-dd HH:mm:ss`, the time stamped on the row */
  now: string;
  /** the row being changed (`edit` only) */
  existing?: R;
}

/** A column whose value no two rows may share. */
export type UniqueRule<V> = {
  column: PgColumn;
  /** the value the row will hold (from the written values) */
  value: (values: V) => string | number | null | undefined;
  /**
   * further condition on the rows that count (e.g. live accounts only), or one made from the
   * written values (e.g. the same parent)
   */
  where?: SQL | ((values: V) => SQL | undefined);
} & (
  | {
      /** the refusals, with `{name}` (see `WriteDefinition.title`) */
      refusal: { add: MessageKey; edit: MessageKey };
      only?: undefined;
    }
  | {
      /** checked on `add` only (e.g. a user name, which an edit never changes) */
      only: 'add';
      refusal: { add: MessageKey };
    }
  | {
      /** checked on `edit` only */
      only: 'edit';
      refusal: { edit: MessageKey };
    }
);

/**
 * Refuses the first rule whose value another row already holds (`rowId`: the row being edited,
 * which does not count), with the rule's refusal and `{name}` = `title(values)` or the value.
 * Empty values are not checked, nor a rule `only` for the other mode. `defineResource` runs it before its writes; a module writing by
 * hand calls it with its own rules.
 */
export async function checkUnique<V extends Record<string, unknown>>(
  db: Pick<Database, 'select'>,
  target: { table: PgTable; id: PgColumn },
  rules: ReadonlyArray<UniqueRule<V>>,
  mode: 'add' | 'edit',
  values: V,
  options: {
    rowId?: RowKey;
    title?: (values: V) => string;
    /** the refusal's parameter that `title` fills (default `name`) */
    param?: string;
  } = {},
): Promise<void> {
  const { rowId, title, param = 'name' } = options;
  for (const rule of rules) {
    if (rule.only !== undefined && rule.only !== mode) continue;
    const value = rule.value(values);
    if (value === null || value === undefined || value === '') continue;
    const where = typeof rule.where === 'function' ? rule.where(values) : rule.where;
    const [clash] = await db
      .select({ id: target.id })
      .from(target.table)
      .where(and(eq(rule.column, value), rowId === undefined ? undefined : ne(target.id, rowId), where))
      .limit(1);
    if (clash) {
      const refusal = (rule.refusal as Partial<Record<'add' | 'edit', MessageKey>>)[mode] as MessageKey;
      throw new ServiceError(refusal, { [param]: title?.(values) ?? String(value) });
    }
  }
}

export interface WriteDefinition<B, R> {
  /**
   * The table's values from a create or update body (without id and audit fields): trims,
   * defaults and refuses (`ServiceError`) what the schema cannot.
   */
  values: (body: B, context: WriteContext<R>) => Promise<object> | object;
  /** the uniqueness rules, checked in this order */
  unique?: ReadonlyArray<UniqueRule<Record<string, unknown>>>;
  /** the `{name}` of the refusals: `(values) => values.postName` */
  title?: (values: Record<string, unknown>) => string;
  /**
   * Runs once the row is written (e.g. to refresh a cache or move dependent rows); `existing` is
   * the row as it was before an edit.
   */
  after?: (
    values: Record<string, unknown>,
    context: WriteContext<R> & { mode: 'add' | 'edit' },
  ) => Promise<void>;
  /**
   * Writes what belongs to the row in other tables (a master's detail rows, docs/tool/gen-output.md)
   * in the row's own transaction, once its id is known: a refusal thrown here writes nothing.
   */
  details?: (
    tx: Transaction,
    rowId: number,
    body: B,
    context: WriteContext<R> & { mode: 'add' | 'edit' },
  ) => Promise<void>;
}

/** The transaction `Database.transaction` hands its callback. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export interface ExportDefinition<R> {
  /** the file name's prefix: `post` → `post_20250101120000.xlsx` */
  fileName: string;
  sheetName: (lang: Language) => string;
  columns: (lang: Language) => Promise<ReadonlyArray<SheetColumn<R>>> | ReadonlyArray<SheetColumn<R>>;
}

/**
 * The route side of a key, for a resource without a table of its own (online users, cache,
 * server): path, permission prefix, OpenAPI tag and id field from `RESOURCES`.
 */
export function resourceKey(key: ResourceKey) {
  const info = RESOURCES[key];
  return { path: info.path, permission: info.permission, tag: key, id: info.id };
}

/** Declares a resource; `register(app)` adds its routes (see `ResourceDefinition`). */
export function defineResource<
  Row extends TSchema,
  Query extends TObject,
  Create extends TObject,
  Update extends TObject,
  S extends PgSelect,
>(definition: ResourceDefinition<Row, Query, Create, Update, S>) {
  const info = RESOURCES[definition.key];
  const id = info.id as string;
  const queries = defineList(definition.list);
  const { table } = definition.list;
  const idColumn = definition.list.id;
  const outOfScope = definition.outOfScope ?? 'auth.dataScope';
  type Row_ = RowsOf<S>[number];
  const keyFormat = definition.keyFormat ?? 'integer';
  if (
    keyFormat === 'uuid' &&
    (definition.find ||
      definition.beforeRemove ||
      definition.remove ||
      definition.afterChange ||
      definition.write?.details)
  ) {
    throw new Error(`${definition.key}: a resource keyed by uuids takes no callbacks of integer ids`);
  }
  /** the ids of an integer-keyed resource, as its callbacks take them (see `keyFormat`) */
  const integers = (ids: RowKey[]) => ids as number[];

  /** the caller's data-scope condition for the route's permission (none without `dataScope`) */
  function scopeOf(request: FastifyRequest): SQL | undefined {
    if (!definition.dataScope) return undefined;
    const permission = request.routeOptions.config.permission;
    const condition = dataScopeCondition(requireLoginUser(request), definition.dataScope, permission);
    return condition && definition.scopeThrough ? definition.scopeThrough(condition) : condition;
  }

  /** the row, refused when unknown or outside the caller's scope */
  async function findInScope(app: FastifyInstance, rowId: RowKey, request: FastifyRequest): Promise<Row_> {
    const scope = scopeOf(request);
    const row = definition.find
      ? scope === undefined || (await queries.idsInScope(app.db, [rowId], scope)).length > 0
        ? await definition.find(app.db, rowId as number)
        : undefined
      : await queries.find(app.db, rowId, scope);
    if (row !== undefined) return row;
    if (scope && (await queries.exists(app.db, rowId))) throw new ServiceError(outOfScope);
    throw new ServiceError(definition.missing);
  }

  const uniqueCheck = (
    app: FastifyInstance,
    mode: 'add' | 'edit',
    values: Record<string, unknown>,
    rowId?: RowKey,
  ) =>
    checkUnique(app.db, { table, id: idColumn }, definition.write?.unique ?? [], mode, values, {
      rowId,
      title: definition.write?.title,
    });

  function register(app: FastifyInstance) {
    const routes = resourceRoutes<Query, string, RowKey>(app, {
      path: info.path,
      keyFormat,
      permission: info.permission,
      tag: definition.key,
      logTitle: definition.logTitle,
      id,
      names: definition.names,
      missing: definition.missing,
      query: definition.schemas.query,
    });
    const { docs, write, schemas } = definition;

    if (docs.list) {
      routes.list({
        ...docs.list,
        row: schemas.row,
        page: (query, request) =>
          queries.page(app.db, query as Static<Query> & PageQueryInput, scopeOf(request)) as Promise<{
            total: number;
            rows: Static<Row>[];
          }>,
      });
    }

    if (docs.get) {
      routes.get({
        ...docs.get,
        row: schemas.one ?? schemas.row,
        find: async (rowId, request) => (await findInScope(app, rowId, request)) as Static<Row>,
      });
    }

    if (docs.add && write && schemas.create) {
      routes.add({
        ...docs.add,
        body: schemas.create,
        write: async (body, request) => {
          const now = formatDateTime();
          const values = (await write.values(body as Static<Create>, {
            request,
            lang: request.lang,
            now,
          })) as Record<string, unknown>;
          await uniqueCheck(app, 'add', values);
          const createBy = requireLoginUser(request).userName;
          const insert = async (db: Pick<Database, 'insert'>) =>
            (await db
              .insert(table)
              .values({ ...values, createBy, createTime: now } as never)
              .returning({ rowId: idColumn })) as Array<{ rowId: RowKey }>;
          const { details } = write;
          const inserted = details
            ? await app.db.transaction(async (tx) => {
                const rows = await insert(tx);
                const context = { request, lang: request.lang, now, mode: 'add' as const };
                await details(tx, rows[0].rowId as number, body as Static<Create>, context);
                return rows;
              })
            : await insert(app.db);
          await write.after?.(values, { request, lang: request.lang, now, mode: 'add' });
          await definition.afterChange?.(integers(inserted.map((row) => row.rowId)), request);
        },
      });
    }

    if (docs.edit && write && schemas.update) {
      routes.edit({
        ...docs.edit,
        body: schemas.update,
        write: async (body, request) => {
          const rowId = (body as Record<string, RowKey>)[id];
          const existing = await findInScope(app, rowId, request);
          const now = formatDateTime();
          const values = (await write.values(body as Static<Update>, {
            request,
            lang: request.lang,
            now,
            existing,
          })) as Record<string, unknown>;
          await uniqueCheck(app, 'edit', values, rowId);
          const updateBy = requireLoginUser(request).userName;
          const update = (db: Pick<Database, 'update'>) =>
            db
              .update(table)
              .set({ ...values, updateBy, updateTime: now } as never)
              .where(eq(idColumn, rowId));
          const { details } = write;
          if (details) {
            await app.db.transaction(async (tx) => {
              await update(tx);
              const context = { request, lang: request.lang, now, existing, mode: 'edit' as const };
              await details(tx, rowId as number, body as Static<Update>, context);
            });
          } else {
            await update(app.db);
          }
          await write.after?.(values, { request, lang: request.lang, now, existing, mode: 'edit' });
          await definition.afterChange?.(integers([rowId]), request);
        },
      });
    }

    const { statusColumn } = definition;
    const statusField = statusColumn
      ? Object.entries(getTableColumns(table)).find(([, column]) => column === statusColumn)?.[0]
      : undefined;
    if (docs.changeStatus && statusField) {
      routes.changeStatus({
        ...docs.changeStatus,
        change: async (rowId: RowKey, status: Status, request) => {
          await findInScope(app, rowId, request);
          await app.db
            .update(table)
            .set({
              [statusField]: status,
              updateBy: requireLoginUser(request).userName,
              updateTime: formatDateTime(),
            } as never)
            .where(eq(idColumn, rowId));
          await definition.afterChange?.(integers([rowId]), request);
        },
      });
    }

    if (docs.remove) {
      routes.remove({
        ...docs.remove,
        remove: async (ids, request) => {
          const scope = scopeOf(request);
          if (scope) {
            const inScope = await queries.idsInScope(app.db, ids, scope);
            if (inScope.length < ids.length) {
              const outside = ids.filter((one) => !inScope.includes(one));
              const known = await queries.idsInScope(app.db, outside);
              if (known.length > 0) throw new ServiceError(outOfScope);
            }
          }
          await definition.beforeRemove?.(integers(ids), request);
          const removed = definition.remove
            ? await definition.remove(integers(ids), request)
            : await queries.deleteByIds(app.db, ids);
          await definition.afterChange?.(integers(ids), request);
          return removed;
        },
      });
    }

    // a log's 清空: every row goes, unless the log says what may (no data scope: logs have none)
    if (docs.clean) {
      routes.clean({
        ...docs.clean,
        clean:
          definition.clean ??
          (async () => {
            await app.db.delete(table);
          }),
      });
    }

    const exported = definition.export;
    if (docs.export && exported) {
      // the same export, found again by its key when the 下载中心 runs it (docs/system/export.md):
      // the requester's data scope of `<prefix>:export`, kept with the task, rebuilt here
      const exportPermission = `${info.permission}:export`;
      const scopeForUser = (user: ScopedUser): SQL | undefined => {
        if (!definition.dataScope) return undefined;
        const condition = dataScopeCondition(user, definition.dataScope, exportPermission);
        return condition && definition.scopeThrough ? definition.scopeThrough(condition) : condition;
      };
      // a frame built without the contributions (a unit test) has no registry
      app.exportSources?.add({
        key: definition.key,
        fileName: exported.fileName,
        sheetName: exported.sheetName,
        columns: exported.columns as ExportSource['columns'],
        idOf: (row) => row[id] as RowKey,
        count: (db, filter, user) => queries.count(db, filter as Static<Query>, scopeForUser(user)),
        batches: (db, filter, user) =>
          queries.exportBatches(db, filter as Static<Query>, scopeForUser(user)) as unknown as ReturnType<
            ExportSource['batches']
          >,
      });
      routes.export({
        ...docs.export,
        fileName: exported.fileName,
        sheetName: exported.sheetName,
        columns: exported.columns as (lang: Language) => ReadonlyArray<SheetColumn<Record<string, RowKey>>>,
        batches: (filter, request) =>
          queries.exportBatches(app.db, filter, scopeOf(request)) as unknown as (
            beforeId: RowKey | undefined,
            size: number,
          ) => Promise<Record<string, RowKey>[]>,
        background: {
          key: definition.key,
          count: (filter, request) => queries.count(app.db, filter as Static<Query>, scopeOf(request)),
        },
      });
    }

    // a module adds its own routes on an integer-keyed resource (a uuid-keyed one adds none)
    return routes as unknown as ReturnType<typeof resourceRoutes<Query, string>>;
  }

  return {
    key: definition.key,
    path: info.path,
    /** `<prefix>:<action>`: `system:post:list` */
    permission: (action: string) => `${info.permission}:${action}`,
    /** the list's queries (`page`, `find`, `exportBatches`…) for the module's own routes */
    queries,
    /** the row by id within the caller's data scope, or the refusal */
    findInScope,
    /** the data-scope condition of a request (undefined without a scope) */
    scopeOf,
    register,
  };
}
