const WEEKDAYS_ZH = ['日', '一', '二', '三', '四', '五', '六'];

/**
 * Date formatting (docs/product.md §9): default `{y}-{m}-{d} {h}:{i}:{s}`; a 10-digit number is seconds;
 * `{a}` is the weekday in Chinese. Returns '' for empty input and the input itself when unparsable.
 */
export function parseTime(
  time: string | number | Date | null | undefined,
  pattern = '{y}-{m}-{d} {h}:{i}:{s}',
): string {
  if (time === null || time === undefined || time === '') return '';
  let date: Date;
  if (time instanceof Date) {
    date = time;
  } else if (typeof time === 'number' || /^\d+$/.test(time)) {
    let n = typeof time === 'number' ? time : Number(time);
    if (String(Math.trunc(n)).length === 10) n *= 1000;
    date = new Date(n);
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
  const values: Record<string, number> = {
    y: date.getFullYear(),
    m: date.getMonth() + 1,
    d: date.getDate(),
    h: date.getHours(),
    i: date.getMinutes(),
    s: date.getSeconds(),
    a: date.getDay(),
  };
  return pattern.replace(/{([ymdhisa])+}/g, (_, key: string) => {
    const value = values[key];
    if (key === 'a') return WEEKDAYS_ZH[value];
    return String(value).padStart(2, '0');
  });
}
