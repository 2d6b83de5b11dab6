import { and, desc, eq, ilike, inArray, lt, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgColumn, PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/connection';
import { dayRangeConditions, likeContains, resolveOrderBy, resolvePage, type PageQueryInput } from './paging';
import type { RowKey } from './ids';

/**
 * The query side of a console list (`GET …/list`, `POST …/export`, `DELETE …/{ids}`) for one
 * table, on top of `paging.ts`: filters, the ORDER BY allow-list, reasonable paging, export
 * batches and deleting by ids.
 */
export interface ListTable {
  table: PgTable;
  /** the numeric primary key: the tie-breaker of every order, export batches, deletes */
  id: PgColumn;
  /** the fields `orderByColumn` may name (anything else is refused) */
  sortable: Record<string, AnyColumn | SQL>;
  /** the order when none is asked for; newest id first when absent */
  defaultOrder?: SQL[];
  /** the last term of every asked order (rows with equal values); newest id first when absent */
  tieBreaker?: SQL;
  /**
   * The joins of the list's rows (`(query) => query.leftJoin(sysDept, eq(…))`), applied to its
   * count as well, so filters and the data scope may name the joined columns.
   */
  join?: (query: PgSelect) => PgSelect;
}

/** The rows a select query answers. */
export type RowsOf<S extends PgSelect> = S['_']['result'];

/** `params[beginTime]` / `params[endTime]` of a list query. */
export interface DayRangeInput {
  'params[beginTime]'?: string;
  'params[endTime]'?: string;
}

export interface ListFilters {
  /** `ILIKE '%text%'` (matched literally) on the trimmed text; a blank text is no filter */
  contains?: ReadonlyArray<readonly [AnyColumn, string | undefined]>;
  /** `=`; an absent or empty value is no filter */
  equals?: ReadonlyArray<readonly [AnyColumn, string | undefined]>;
  /** the column between `params[beginTime]` and `params[endTime]`, both days included */
  days?: readonly [AnyColumn, DayRangeInput];
  /** any other condition (an absent one is no filter) */
  where?: ReadonlyArray<SQL | undefined>;
}

/** The WHERE conditions of a list's filters, in the order given (text, exact, days). */
export function listConditions({ contains = [], equals = [], days, where = [] }: ListFilters): SQL[] {
  const conditions: SQL[] = [];
  for (const [column, value] of contains) {
    const text = value?.trim();
    if (text) conditions.push(ilike(column, likeContains(text)));
  }
  for (const [column, value] of equals) {
    if (value) conditions.push(eq(column, value));
  }
  if (days) {
    const [column, range] = days;
    conditions.push(...dayRangeConditions(column, range['params[beginTime]'], range['params[endTime]']));
  }
  for (const condition of where) {
    if (condition) conditions.push(condition);
  }
  return conditions;
}

/**
 * The ORDER BY of a list: the asked field (allow-list, refused otherwise) then the newest id, or
 * the table's default order.
 */
export function listOrder(list: ListTable, query: Pick<PageQueryInput, 'orderByColumn' | 'isAsc'>): SQL[] {
  const asked = resolveOrderBy(query, list.sortable);
  if (asked) return [asked, list.tieBreaker ?? desc(list.id)];
  return list.defaultOrder ?? [desc(list.id)];
}

/**
 * One page of a list and the total: `select` gives the rows' query for a WHERE
 * (`(where) => db.select(columns).from(table).where(where).$dynamic()`).
 */
export async function selectPage<S extends PgSelect>(
  db: Database,
  list: ListTable,
  query: PageQueryInput,
  conditions: SQL[],
  select: (where: SQL | undefined) => S,
): Promise<{ total: number; rows: RowsOf<S> }> {
  const orderBy = listOrder(list, query);
  const where = and(...conditions);
  const count = db
    .select({ total: sql<number>`count(*)::int` })
    .from(list.table)
    .$dynamic();
  const [{ total }] = (await (list.join ? list.join(count) : count).where(where)) as Array<{ total: number }>;
  const page = resolvePage(query, total);
  const rows = await select(where)
    .orderBy(...orderBy)
    .limit(page.pageSize)
    .offset(page.offset);
  return { total, rows: rows as RowsOf<S> };
}

/** The rows an export writes: newest id first, `size` at a time below `beforeId` (see `batchesById`). */
export function exportBatches<S extends PgSelect>(
  list: ListTable,
  conditions: SQL[],
  select: (where: SQL | undefined) => S,
): (beforeId: RowKey | undefined, size: number) => Promise<RowsOf<S>> {
  return async (beforeId, size) => {
    const below = beforeId === undefined ? [] : [lt(list.id, beforeId)];
    const rows = await select(and(...conditions, ...below))
      .orderBy(desc(list.id))
      .limit(size);
    return rows as RowsOf<S>;
  };
}

/** A console list of one table: its ids and sorting, its filters and the rows it shows. */
export interface ListDefinition<F, S extends PgSelect> extends ListTable {
  /** the list query's filters (those of `…/list` and of `…/export`) */
  filters: (filter: F) => ListFilters;
  /** the rows' query for a WHERE: `(db, where) => db.select(…).from(table).where(where).$dynamic()` */
  select: (db: Database, where: SQL | undefined) => S;
}

/**
 * The queries of a console list, from its definition: one page (`…/list`), export batches
 * (`…/export`), one row by id (`…/{id}`) and deleting by ids (`DELETE …/{ids}`). `scope` is a
 * further condition (the caller's data scope, see `security/data-scope.ts`); absent is none.
 */
export function defineList<F, S extends PgSelect>(list: ListDefinition<F, S>) {
  const conditionsOf = (filter: F, scope?: SQL) => [
    ...listConditions(list.filters(filter)),
    ...(scope ? [scope] : []),
  ];
  return {
    /** the definition (for other queries of the same table, e.g. public listings) */
    list: list as ListTable,
    page: (db: Database, query: F & PageQueryInput, scope?: SQL) =>
      selectPage(db, list, query, conditionsOf(query, scope), (where) => list.select(db, where)),
    exportBatches: (db: Database, filter: F, scope?: SQL) =>
      exportBatches(list, conditionsOf(filter, scope), (where) => list.select(db, where)),
    /** how many rows the filters give (an export counts before it chooses to run in the background) */
    count: async (db: Database, filter: F, scope?: SQL): Promise<number> => {
      const query = db
        .select({ total: sql<number>`count(*)::int` })
        .from(list.table)
        .$dynamic();
      const [{ total }] = (await (list.join ? list.join(query) : query).where(
        and(...conditionsOf(filter, scope)),
      )) as Array<{ total: number }>;
      return total;
    },
    find: async (db: Database, id: RowKey, scope?: SQL): Promise<RowsOf<S>[number] | undefined> => {
      const [row] = await list.select(db, and(eq(list.id, id), scope)).limit(1);
      return row;
    },
    /** the ids among `ids` that the scope holds (all of them when there is no scope) */
    idsInScope: async (db: Database, ids: readonly RowKey[], scope?: SQL): Promise<RowKey[]> => {
      const query = db.select({ id: list.id }).from(list.table).$dynamic();
      const rows = (await (list.join ? list.join(query) : query).where(
        and(inArray(list.id, [...ids]), scope),
      )) as Array<{ id: RowKey }>;
      return rows.map((row) => row.id);
    },
    exists: async (db: Database, id: RowKey): Promise<boolean> => {
      const rows = await db.select({ id: list.id }).from(list.table).where(eq(list.id, id)).limit(1);
      return rows.length > 0;
    },
    deleteByIds: (db: Database, ids: readonly RowKey[]) => deleteByIds(db, list, ids),
  };
}

/** The queries `defineList` answers. */
export type ListQueries<F, S extends PgSelect> = ReturnType<typeof defineList<F, S>>;

/** Deletes the rows with these ids; answers how many there were. */
export async function deleteByIds(db: Database, list: ListTable, ids: readonly RowKey[]): Promise<number> {
  const removed = await db
    .delete(list.table)
    .where(inArray(list.id, [...ids]))
    .returning({ id: list.id });
  return removed.length;
}
