import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, type PageQueryInput } from '@dis/contract';
import { asc, desc, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { ServiceError } from './errors';

export {
  DayRangeQuery,
  DEFAULT_PAGE_SIZE,
  MAX_PAGE_SIZE,
  PageQuery,
  type DayRangeInput,
  type PageQueryInput,
} from '@dis/contract';

export interface Page {
  pageNum: number;
  pageSize: number;
  offset: number;
}

/** A whole number from `min` to `max`; anything else (NaN, a fraction, ±Infinity) is brought inside. */
const wholeWithin = (value: number | undefined, fallback: number, min: number, max: number) =>
  value === undefined || Number.isNaN(value) ? fallback : Math.min(max, Math.max(min, Math.trunc(value)));

/**
 * PageHelper's "reasonable" mode: below 1 → first page, past the end → last page. The size is kept
 * within 1…MAX_PAGE_SIZE whatever reaches here (the routes refuse a size out of range, `Infinity`
 * included: docs/security.md "Bad input"), so no LIMIT or OFFSET is ever out of range.
 */
export function resolvePage(query: PageQueryInput, total: number): Page {
  const pageSize = wholeWithin(query.pageSize, DEFAULT_PAGE_SIZE, 1, MAX_PAGE_SIZE);
  const lastPage = Math.max(1, Math.ceil(total / pageSize));
  const pageNum = wholeWithin(query.pageNum, 1, 1, lastPage);
  return { pageNum, pageSize, offset: (pageNum - 1) * pageSize };
}

/**
 * Turns `orderByColumn`/`isAsc` into an ORDER BY term, but only for a column of the list's own
 * allow-list; anything else is refused exactly like RuoYi's SQL guard.
 * Returns undefined when no sorting was asked for.
 */
export function resolveOrderBy(
  query: Pick<PageQueryInput, 'orderByColumn' | 'isAsc'>,
  allowList: Record<string, AnyColumn | SQL>,
): SQL | undefined {
  const field = query.orderByColumn?.trim();
  if (!field) return undefined;
  if (!Object.prototype.hasOwnProperty.call(allowList, field)) throw new ServiceError('paging.badOrderBy');
  const direction = (query.isAsc ?? 'asc').trim().toLowerCase();
  const column = allowList[field];
  if (direction === 'asc' || direction === 'ascending') return asc(column);
  if (direction === 'desc' || direction === 'descending') return desc(column);
  throw new ServiceError('paging.badOrderBy');
}

function toDay(value: string, field: string): string {
  const day = value.slice(0, 10);
  const parsed = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== day) {
    throw new ServiceError('validation.pattern', { field });
  }
  return day;
}

/** `column` between two days, both inclusive (RuoYi compares `date_format(col,'%Y%m%d')`). */
export function dayRangeConditions(column: AnyColumn, begin?: string, end?: string): SQL[] {
  const conditions: SQL[] = [];
  if (begin) conditions.push(sql`${column} >= ${toDay(begin, 'params[beginTime]')}::date`);
  if (end) conditions.push(sql`${column} < ${toDay(end, 'params[endTime]')}::date + 1`);
  return conditions;
}

/** Escapes `%`, `_` and `\` so a LIKE filter matches the text literally. */
export function likeContains(value: string): string {
  return `%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
