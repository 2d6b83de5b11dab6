import type { SalesCalendarFilter } from '@dis/contract';
import { asc, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { ListFilters } from '../../../common/list-query';
import type { Database } from '../../../db/connection';
import { salesCalendar } from '../../../db/schema';
import type { WorkingCalendar } from './service';

/** 工作日历: the days that differ from Monday–Friday, by day (docs/sales/calendar.md). */
export const calendarList = {
  table: salesCalendar,
  id: salesCalendar.calendarId,
  sortable: { day: salesCalendar.day, kind: salesCalendar.kind },
  defaultOrder: [asc(salesCalendar.day)],
  filters: (filter: SalesCalendarFilter): ListFilters => ({
    contains: [[salesCalendar.name, filter.name]],
    equals: [[salesCalendar.kind, filter.kind]],
    where: filter.year
      ? [
          gte(salesCalendar.day, `${filter.year}-01-01`) as SQL,
          lt(salesCalendar.day, `${filter.year + 1}-01-01`) as SQL,
        ]
      : [],
  }),
  select: (db: Database, where: SQL | undefined) =>
    db
      .select({
        calendarId: salesCalendar.calendarId,
        day: sql<string>`to_char(${salesCalendar.day}, 'YYYY-MM-DD')`,
        kind: salesCalendar.kind,
        name: salesCalendar.name,
        createBy: salesCalendar.createBy,
        createTime: salesCalendar.createTime,
        updateBy: salesCalendar.updateBy,
        updateTime: salesCalendar.updateTime,
      })
      .from(salesCalendar)
      .where(where)
      .$dynamic(),
};

/** The whole calendar, as the working-day reckoning reads it. */
export async function loadCalendar(db: Database): Promise<WorkingCalendar> {
  const rows = await db
    .select({ day: sql<string>`to_char(${salesCalendar.day}, 'YYYY-MM-DD')`, kind: salesCalendar.kind })
    .from(salesCalendar);
  return { days: new Map(rows.map((row) => [row.day, row.kind])) };
}
