import { and, desc, eq, ilike, inArray, lt, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgColumn, PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/connection';
import { dayRangeConditions, likeContains, resolveOrderBy, resolvePage, type PageQueryInput } from './paging';

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
}

/** The WHERE conditions of a list's filters, in the order given (text, exact, days). */
export function listConditions({ contains = [], equals = [], days }: ListFilters): SQL[] {
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
  return conditions;
}

/**
 * The ORDER BY of a list: the asked field (allow-list, refused otherwise) then the newest id, or
 * the table's default order.
 */
export function listOrder(list: ListTable, query: Pick<PageQueryInput, 'orderByColumn' | 'isAsc'>): SQL[] {
  const asked = resolveOrderBy(query, list.sortable);
  if (asked) return [asked, desc(list.id)];
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
  const [{ total }] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(list.table)
    .where(where);
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
): (beforeId: number | undefined, size: number) => Promise<RowsOf<S>> {
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
 * (`…/export`), one row by id (`…/{id}`) and deleting by ids (`DELETE …/{ids}`).
 */
export function defineList<F, S extends PgSelect>(list: ListDefinition<F, S>) {
  const conditionsOf = (filter: F) => listConditions(list.filters(filter));
  return {
    /** the definition (for other queries of the same table, e.g. public listings) */
    list: list as ListTable,
    page: (db: Database, query: F & PageQueryInput) =>
      selectPage(db, list, query, conditionsOf(query), (where) => list.select(db, where)),
    exportBatches: (db: Database, filter: F) =>
      exportBatches(list, conditionsOf(filter), (where) => list.select(db, where)),
    find: async (db: Database, id: number): Promise<RowsOf<S>[number] | undefined> => {
      const [row] = await list.select(db, eq(list.id, id)).limit(1);
      return row;
    },
    deleteByIds: (db: Database, ids: readonly number[]) => deleteByIds(db, list, ids),
  };
}

/** Deletes the rows with these ids; answers how many there were. */
export async function deleteByIds(db: Database, list: ListTable, ids: readonly number[]): Promise<number> {
  const removed = await db
    .delete(list.table)
    .where(inArray(list.id, [...ids]))
    .returning({ id: list.id });
  return removed.length;
}
