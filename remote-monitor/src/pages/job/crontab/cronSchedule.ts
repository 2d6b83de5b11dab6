import { wallClock, type WallClock } from '@dis/shared';
/**
 * Quartz cron expressions (6 or 7 fields: second minute hour day-of-month month day-of-week
 * [year]): validation and the next fire times, for the builder's preview. Supports `*`, `?`,
 * ranges, steps, lists, month and weekday names, `L`, `L-n`, `W`, `LW`, `#` and `XL`.
 */

export type CronProblem = 'fieldCount' | 'badField' | 'dayAndWeek';

interface Range {
  min: number;
  max: number;
  names?: Record<string, number>;
}

const MONTH_NAMES = {
  JAN: 1,
  FEB: 2,
  MAR: 3,
  APR: 4,
  MAY: 5,
  JUN: 6,
  JUL: 7,
  AUG: 8,
  SEP: 9,
  OCT: 10,
  NOV: 11,
  DEC: 12,
};
const DAY_NAMES = { SUN: 1, MON: 2, TUE: 3, WED: 4, THU: 5, FRI: 6, SAT: 7 };

export const MAX_YEAR = 2099;

const RANGES = {
  second: { min: 0, max: 59 },
  minute: { min: 0, max: 59 },
  hour: { min: 0, max: 23 },
  day: { min: 1, max: 31 },
  month: { min: 1, max: 12, names: MONTH_NAMES },
  week: { min: 1, max: 7, names: DAY_NAMES },
  year: { min: 1970, max: MAX_YEAR },
} satisfies Record<string, Range>;

function number(text: string, range: Range): number | null {
  const upper = text.toUpperCase();
  const value =
    range.names && upper in range.names
      ? range.names[upper as keyof typeof range.names]
      : /^\d+$/.test(text)
        ? Number(text)
        : NaN;
  return Number.isInteger(value) && value >= range.min && value <= range.max ? value : null;
}

/** The values a plain field allows (`*`, `?`, `a`, `a-b`, `a/b`, `a-b/c`, `*\/c`, lists), or null when invalid. */
export function expandField(field: string, range: Range): Set<number> | null {
  const values = new Set<number>();
  for (const part of field.split(',')) {
    const [base, stepText] = part.split('/');
    if (part.split('/').length > 2 || base === '') return null;
    const step = stepText === undefined ? 1 : Number(stepText);
    if (!Number.isInteger(step) || step < 1) return null;
    let from: number | null;
    let to: number | null;
    if (base === '*' || base === '?') {
      from = range.min;
      to = range.max;
    } else if (base.includes('-')) {
      const [a, b, ...rest] = base.split('-');
      if (rest.length > 0) return null;
      from = number(a, range);
      to = number(b, range);
    } else {
      from = number(base, range);
      to = stepText === undefined ? from : range.max;
    }
    if (from === null || to === null) return null;
    if (from <= to) {
      for (let v = from; v <= to; v += step) values.add(v);
    } else {
      // a range that wraps (e.g. 22-2 hours, FRI-MON)
      const span = range.max - range.min + 1;
      for (let i = 0; i <= to - from + span; i += step)
        values.add(((from - range.min + i) % span) + range.min);
    }
  }
  return values;
}

type DayRule =
  | { kind: 'any' }
  | { kind: 'set'; values: Set<number> }
  | { kind: 'last'; offset: number }
  | { kind: 'nearestWeekday'; day: number }
  | { kind: 'lastWeekday' };

type WeekRule =
  | { kind: 'any' }
  | { kind: 'set'; values: Set<number> }
  | { kind: 'lastOf'; weekday: number }
  | { kind: 'nth'; weekday: number; nth: number };

function dayRule(field: string): DayRule | null {
  if (field === '*' || field === '?') return { kind: 'any' };
  if (field === 'L') return { kind: 'last', offset: 0 };
  if (field === 'LW') return { kind: 'lastWeekday' };
  const lastOffset = /^L-(\d{1,2})$/.exec(field);
  if (lastOffset) return Number(lastOffset[1]) <= 30 ? { kind: 'last', offset: Number(lastOffset[1]) } : null;
  const weekday = /^(\d{1,2})W$/.exec(field);
  if (weekday) {
    const day = number(weekday[1], RANGES.day);
    return day === null ? null : { kind: 'nearestWeekday', day };
  }
  const values = expandField(field, RANGES.day);
  return values ? { kind: 'set', values } : null;
}

function weekRule(field: string): WeekRule | null {
  if (field === '*' || field === '?') return { kind: 'any' };
  const nth = /^(\w+)#([1-5])$/.exec(field);
  if (nth) {
    const weekday = number(nth[1], RANGES.week);
    return weekday === null ? null : { kind: 'nth', weekday, nth: Number(nth[2]) };
  }
  const last = /^(\w+)L$/.exec(field);
  if (last) {
    const weekday = number(last[1], RANGES.week);
    return weekday === null ? null : { kind: 'lastOf', weekday };
  }
  const values = expandField(field, RANGES.week);
  return values ? { kind: 'set', values } : null;
}

export interface ParsedCron {
  seconds: number[];
  minutes: number[];
  hours: number[];
  months: number[];
  /** null: every year */
  years: Set<number> | null;
  day: DayRule;
  week: WeekRule;
}

const sorted = (values: Set<number>) => [...values].sort((a, b) => a - b);

/** Parses an expression, or says what is wrong with it. */
export function parseCron(
  expression: string,
): { ok: true; cron: ParsedCron } | { ok: false; problem: CronProblem } {
  const fields = expression.trim().split(/\s+/);
  if (fields.length < 6 || fields.length > 7) return { ok: false, problem: 'fieldCount' };
  const [second, minute, hour, day, month, week, year = ''] = fields.map((f) => f.toUpperCase());
  const seconds = expandField(second, RANGES.second);
  const minutes = expandField(minute, RANGES.minute);
  const hours = expandField(hour, RANGES.hour);
  const months = expandField(month, RANGES.month);
  const years = year === '' || year === '*' ? null : expandField(year, RANGES.year);
  const dayOfMonth = dayRule(day);
  const dayOfWeek = weekRule(week);
  if (
    !seconds ||
    !minutes ||
    !hours ||
    !months ||
    (year !== '' && year !== '*' && !years) ||
    !dayOfMonth ||
    !dayOfWeek
  ) {
    return { ok: false, problem: 'badField' };
  }
  if ([second, minute, hour, month, year].includes('?')) return { ok: false, problem: 'badField' };
  // Quartz: exactly one of day-of-month and day-of-week is '?'
  if ((day === '?') === (week === '?')) return { ok: false, problem: 'dayAndWeek' };
  return {
    ok: true,
    cron: {
      seconds: sorted(seconds),
      minutes: sorted(minutes),
      hours: sorted(hours),
      months: sorted(months),
      years,
      day: day === '?' ? { kind: 'any' } : dayOfMonth,
      week: week === '?' ? { kind: 'any' } : dayOfWeek,
    },
  };
}

const daysIn = (year: number, month: number) => new Date(year, month, 0).getDate();
/** Quartz numbering: 1 = Sunday … 7 = Saturday */
const weekdayOf = (year: number, month: number, day: number) => new Date(year, month - 1, day).getDay() + 1;

function nearestWeekday(year: number, month: number, day: number): number | null {
  const length = daysIn(year, month);
  if (day > length) return null;
  const weekday = weekdayOf(year, month, day);
  if (weekday === 7) return day === 1 ? 3 : day - 1; // Saturday → Friday, or Monday the 3rd
  if (weekday === 1) return day === length ? day - 2 : day + 1; // Sunday → Monday, or Friday before
  return day;
}

/** The days of a month on which the expression fires. */
export function daysOfMonth(cron: Pick<ParsedCron, 'day' | 'week'>, year: number, month: number): number[] {
  const length = daysIn(year, month);
  const all = Array.from({ length }, (_, i) => i + 1);
  const { day, week } = cron;
  let days = all;
  switch (day.kind) {
    case 'set':
      days = all.filter((d) => day.values.has(d));
      break;
    case 'last':
      days = length - day.offset >= 1 ? [length - day.offset] : [];
      break;
    case 'nearestWeekday': {
      const found = nearestWeekday(year, month, day.day);
      days = found === null ? [] : [found];
      break;
    }
    case 'lastWeekday':
      days = [nearestWeekday(year, month, length) ?? length];
      break;
    default:
      break;
  }
  switch (week.kind) {
    case 'set':
      return days.filter((d) => week.values.has(weekdayOf(year, month, d)));
    case 'lastOf': {
      const last = [...all].reverse().find((d) => weekdayOf(year, month, d) === week.weekday);
      return last === undefined ? [] : days.filter((d) => d === last);
    }
    case 'nth': {
      const matching = all.filter((d) => weekdayOf(year, month, d) === week.weekday);
      const target = matching[week.nth - 1];
      return target === undefined ? [] : days.filter((d) => d === target);
    }
    default:
      return days;
  }
}

/**
 * The moment the wall clock `y-m-d h:i:s` shows in `timeZone` (the browser's when none), or null
 * when that zone skips it (a daylight-saving change).
 */
export function atWallClock(clock: Omit<WallClock, 'a'>, timeZone?: string): Date | null {
  const { y, m, d, h, i, s } = clock;
  const same = (date: Date) => {
    const seen = wallClock(date, timeZone);
    return seen.y === y && seen.m === m && seen.d === d && seen.h === h && seen.i === i && seen.s === s;
  };
  if (!timeZone) {
    const local = new Date(y, m - 1, d, h, i, s);
    return same(local) ? local : null;
  }
  const asUtc = Date.UTC(y, m - 1, d, h, i, s);
  const offsetAt = (instant: number) => {
    const seen = wallClock(new Date(instant), timeZone);
    return Date.UTC(seen.y, seen.m - 1, seen.d, seen.h, seen.i, seen.s) - instant;
  };
  const first = new Date(asUtc - offsetAt(asUtc));
  if (same(first)) return first;
  const second = new Date(asUtc - offsetAt(first.getTime()));
  return same(second) ? second : null;
}

/**
 * The next `count` fire times strictly after `from`, on the wall clock of `timeZone` (the server's,
 * where the jobs run: docs/product.md §9 "One clock"; the browser's when none), looking no further than 100 years (and not
 * past 2099, Quartz's last year). Fewer when the expression fires less often.
 */
export function nextRuns(cron: ParsedCron, from: Date, count = 5, timeZone?: string): Date[] {
  const found: Date[] = [];
  const start = new Date(from.getTime() + 1000);
  start.setMilliseconds(0);
  const clock = wallClock(start, timeZone);
  const first = {
    year: clock.y,
    month: clock.m,
    day: clock.d,
    hour: clock.h,
    minute: clock.i,
    second: clock.s,
  };
  const lastYear = Math.min(MAX_YEAR, first.year + 100);
  for (let year = first.year; year <= lastYear; year += 1) {
    if (cron.years && !cron.years.has(year)) continue;
    const y0 = year === first.year;
    for (const month of cron.months) {
      if (y0 && month < first.month) continue;
      const m0 = y0 && month === first.month;
      for (const day of daysOfMonth(cron, year, month)) {
        if (m0 && day < first.day) continue;
        const d0 = m0 && day === first.day;
        for (const hour of cron.hours) {
          if (d0 && hour < first.hour) continue;
          const h0 = d0 && hour === first.hour;
          for (const minute of cron.minutes) {
            if (h0 && minute < first.minute) continue;
            const i0 = h0 && minute === first.minute;
            for (const second of cron.seconds) {
              if (i0 && second < first.second) continue;
              // a wall-clock time skipped by a daylight-saving change does not exist
              const at = atWallClock({ y: year, m: month, d: day, h: hour, i: minute, s: second }, timeZone);
              if (!at) continue;
              found.push(at);
              if (found.length >= count) return found;
            }
          }
        }
      }
    }
  }
  return found;
}
