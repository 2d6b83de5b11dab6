/**
 * Working days (docs/sales/calendar.md): Monday to Friday, except the holidays of the calendar
 * (`1` 休), plus its make-up working days (`0` 班) that fall on a weekend. The one-working-day
 * promise counts only the time of working days: a request at 09:00 on a Monday is due at 09:00 on
 * Tuesday, one on a Friday afternoon on Monday afternoon, one on a Saturday at the end of Monday.
 * Times are the wire's wall-clock texts (`yyyy-MM-dd HH:mm:ss`, the server's clock).
 */
export interface WorkingCalendar {
  /** `yyyy-MM-dd` → `1` holiday or `0` make-up working day */
  readonly days: ReadonlyMap<string, string>;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

/** A wall-clock text as milliseconds on a clock without zones (its own UTC). */
export function wallMs(text: string): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2}):(\d{2}))?$/.exec(text);
  if (!match) throw new Error(`not a wall-clock time: ${text}`);
  const [, y, mo, d, h = '0', mi = '0', s = '0'] = match;
  return Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s));
}

/** Milliseconds on that clock as `yyyy-MM-dd HH:mm:ss`. */
export function wallText(ms: number): string {
  return new Date(ms).toISOString().slice(0, 19).replace('T', ' ');
}

/** Whether `yyyy-MM-dd` is a real day of the calendar (not 2026-02-30). */
export function isRealDay(day: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(day) && wallText(wallMs(day)).slice(0, 10) === day;
}

/** Saturday or Sunday. */
export function isWeekend(day: string): boolean {
  const weekday = new Date(wallMs(day)).getUTCDay();
  return weekday === 0 || weekday === 6;
}

export function isWorkingDay(day: string, calendar: WorkingCalendar): boolean {
  const kind = calendar.days.get(day);
  if (kind === '0') return true;
  if (kind === '1') return false;
  return !isWeekend(day);
}

const dayOf = (ms: number) => wallText(ms).slice(0, 10);
const startOfNextDay = (ms: number) => Math.floor(ms / DAY_MS) * DAY_MS + DAY_MS;

/** The moment `hours` of working time after `from` (one working day: 24). */
export function addWorkingTime(from: string, calendar: WorkingCalendar, hours = 24): string {
  let cursor = wallMs(from);
  let remaining = hours * HOUR_MS;
  // a year of days without one working day is a calendar error: stop rather than loop
  for (let guard = 0; guard < 400; guard += 1) {
    const next = startOfNextDay(cursor);
    if (isWorkingDay(dayOf(cursor), calendar)) {
      if (next - cursor >= remaining) return wallText(cursor + remaining);
      remaining -= next - cursor;
    }
    cursor = next;
  }
  throw new Error('the working-day calendar has no working day for a year');
}

/** The working hours between two moments (0 when `to` is not after `from`). */
export function workingHoursBetween(from: string, to: string, calendar: WorkingCalendar): number {
  let cursor = wallMs(from);
  const end = wallMs(to);
  let total = 0;
  while (cursor < end) {
    const next = Math.min(startOfNextDay(cursor), end);
    if (isWorkingDay(dayOf(cursor), calendar)) total += next - cursor;
    cursor = next;
  }
  return total / HOUR_MS;
}

/** What the calendar lists of a year, and whether its official schedule counts as entered. */
export interface YearCoverage {
  year: number;
  holidays: number;
  makeUpDays: number;
  /** a make-up working day (班) is listed: every official schedule so far has had one */
  entered: boolean;
}

export function yearCoverage(calendar: WorkingCalendar, year: number): YearCoverage {
  let holidays = 0;
  let makeUpDays = 0;
  for (const [day, kind] of calendar.days) {
    if (!day.startsWith(`${year}-`)) continue;
    if (kind === '1') holidays += 1;
    else if (kind === '0') makeUpDays += 1;
  }
  return { year, holidays, makeUpDays, entered: makeUpDays > 0 };
}

/** From this month on, next year's schedule is awaited (it is published in the autumn before). */
export const NEXT_YEAR_FROM_MONTH = 10;

/**
 * The years whose schedule is missing today (docs/sales/calendar.md "A year not yet entered"):
 * this year when not entered, and next year from October on when not entered. Until it is
 * entered, such a year's working days are Monday to Friday except the days listed (its statutory
 * holidays as seeded): bridging days off count as working days and make-up days as days off.
 */
export function missingYears(calendar: WorkingCalendar, today: string): YearCoverage[] {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7));
  const years = month >= NEXT_YEAR_FROM_MONTH ? [year, year + 1] : [year];
  return years.map((one) => yearCoverage(calendar, one)).filter((one) => !one.entered);
}

/** The median of numbers, or null for none. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}
