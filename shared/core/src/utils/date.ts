const WEEKDAYS_ZH = ['日', '一', '二', '三', '四', '五', '六'];

/** A moment's wall clock: year, month 1–12, day, hour, minute, second and weekday 0 (Sunday)–6. */
export interface WallClock {
  y: number;
  m: number;
  d: number;
  h: number;
  i: number;
  s: number;
  a: number;
}

const zoneFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * The wall clock of `date` in the IANA zone `timeZone` (the server's, docs/product.md §9 "One
 * clock"), or in the browser's when none is given or the zone is unknown.
 */
export function wallClock(date: Date, timeZone?: string): WallClock {
  let format = timeZone ? zoneFormats.get(timeZone) : undefined;
  if (timeZone && !format) {
    try {
      format = new Intl.DateTimeFormat('en-US', {
        timeZone,
        hourCycle: 'h23',
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
        hour: 'numeric',
        minute: 'numeric',
        second: 'numeric',
      });
      zoneFormats.set(timeZone, format);
    } catch {
      // an unknown zone: the browser's clock
    }
  }
  if (!format) {
    return {
      y: date.getFullYear(),
      m: date.getMonth() + 1,
      d: date.getDate(),
      h: date.getHours(),
      i: date.getMinutes(),
      s: date.getSeconds(),
      a: date.getDay(),
    };
  }
  const parts: Record<string, number> = {};
  for (const part of format.formatToParts(date)) parts[part.type] = Number(part.value);
  const { year: y, month: m, day: d } = parts;
  return {
    y,
    m,
    d,
    h: parts.hour % 24,
    i: parts.minute,
    s: parts.second,
    a: new Date(Date.UTC(y, m - 1, d)).getUTCDay(),
  };
}

/**
 * Date formatting (docs/product.md §9): default `{y}-{m}-{d} {h}:{i}:{s}`; a 10-digit number is seconds;
 * `{a}` is the weekday in Chinese. Returns '' for empty input and the input itself when unparsable.
 * A wire text (`yyyy-MM-dd HH:mm:ss`) is already the server's wall clock and is shown as it is; a
 * number or a Date is a moment, shown in `timeZone` (pass the server's: docs/product.md §9 "One
 * clock"), or in the browser's zone when none is given.
 */
export function parseTime(
  time: string | number | Date | null | undefined,
  pattern = '{y}-{m}-{d} {h}:{i}:{s}',
  timeZone?: string,
): string {
  if (time === null || time === undefined || time === '') return '';
  let date: Date;
  let zone: string | undefined;
  if (time instanceof Date) {
    date = time;
    zone = timeZone;
  } else if (typeof time === 'number' || /^\d+$/.test(time)) {
    let n = typeof time === 'number' ? time : Number(time);
    if (String(Math.trunc(n)).length === 10) n *= 1000;
    date = new Date(n);
    zone = timeZone;
  } else {
    // `yyyy-MM-dd HH:mm:ss` of the wire contract is local time
    const s = time
      .replace(/-/g, '/')
      .replace('T', ' ')
      .replace(/\.\d{3}.*$/, '');
    date = new Date(s);
    if (Number.isNaN(date.getTime())) date = new Date(time);
  }
  if (Number.isNaN(date.getTime())) return String(time);
  const values: Record<string, number> = { ...wallClock(date, zone) };
  return pattern.replace(/{([ymdhisa])+}/g, (_, key: string) => {
    const value = values[key];
    if (key === 'a') return WEEKDAYS_ZH[value];
    return String(value).padStart(2, '0');
  });
}
