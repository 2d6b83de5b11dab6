/** The periods the dashboard counts in, on the process wall clock (`TZ`). */
import { formatDateTime } from '../../common/datetime';

/** Trial requests per day are shown for this many days, today included. */
export const CHART_DAYS = 30;

function midnight(date: Date): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate());
}

/** 00:00 today. */
export function startOfToday(now: Date): Date {
  return midnight(now);
}

/** 00:00 on Monday of the current week (weeks start on Monday, as in China). */
export function startOfWeek(now: Date): Date {
  const today = midnight(now);
  const sinceMonday = (today.getDay() + 6) % 7;
  return new Date(today.getFullYear(), today.getMonth(), today.getDate() - sinceMonday);
}

/** 00:00 on the first of the last `days` days, today being the last. */
export function startOfLastDays(now: Date, days: number): Date {
  const today = midnight(now);
  return new Date(today.getFullYear(), today.getMonth(), today.getDate() - (days - 1));
}

/** `yyyy-MM-dd` of each of the last `days` days, oldest first. */
export function lastDays(now: Date, days: number): string[] {
  const first = startOfLastDays(now, days);
  return Array.from({ length: days }, (_, i) => {
    // build each day from the calendar (not by adding 24 h), so a DST change cannot skip a date
    const day = new Date(first.getFullYear(), first.getMonth(), first.getDate() + i);
    return formatDateTime(day).slice(0, 10);
  });
}

/** One count per day, zero for days without rows. */
export function countsPerDay(days: readonly string[], rows: ReadonlyArray<{ day: string; count: number }>) {
  const byDay = new Map(rows.map((row) => [row.day, row.count]));
  return days.map((date) => ({ date, count: byDay.get(date) ?? 0 }));
}
