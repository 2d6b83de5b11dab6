import type {
  AjaxResultOf,
  ConsoleFilters,
  SalesCalendarCreate,
  SalesCalendarDay,
  SalesCalendarFilter,
  SalesCalendarYear,
  SalesCalendarUpdate,
} from '@dis/contract';
import { http } from '@dis/shared/request';
import { resourceApi } from '@dis/ui';

/** 工作日历 (`/sales/calendar`, docs/sales/calendar.md). */
export const calendarDays = resourceApi<
  SalesCalendarDay,
  ConsoleFilters<SalesCalendarFilter>,
  SalesCalendarCreate | SalesCalendarUpdate
>('sales/calendar');

/** The years whose official schedule is not yet in the calendar (this year; next year from October). */
export const missingYears = () =>
  http.get<AjaxResultOf<SalesCalendarYear[]>>('/sales/calendar/coverage').then((answer) => answer.data);
