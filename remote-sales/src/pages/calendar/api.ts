import type {
  ConsoleFilters,
  SalesCalendarCreate,
  SalesCalendarDay,
  SalesCalendarFilter,
  SalesCalendarUpdate,
} from '@dis/contract';
import { resourceApi } from '@dis/ui';

/** 工作日历 (`/sales/calendar`, docs/sales/calendar.md). */
export const calendarDays = resourceApi<
  SalesCalendarDay,
  ConsoleFilters<SalesCalendarFilter>,
  SalesCalendarCreate | SalesCalendarUpdate
>('sales/calendar');
