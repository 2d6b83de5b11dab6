/** Wall-clock date formatting in the process time zone (`TZ`, Asia/Shanghai by default). */

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** `yyyy-MM-dd HH:mm:ss`, the date format of the wire and of every timestamp column. */
export function formatDateTime(date: Date = new Date()): string {
  return (
    `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ` +
    `${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`
  );
}

/** `yyyy/MM/dd`, the date folder of uploaded files. */
export function formatDatePath(date: Date = new Date()): string {
  return `${date.getFullYear()}/${pad(date.getMonth() + 1)}/${pad(date.getDate())}`;
}

/** `yyyyMMddHHmmss`, the time stamp inside uploaded file names. */
export function formatCompactDateTime(date: Date = new Date()): string {
  return formatDateTime(date).replace(/[-: ]/g, '');
}

/** The IANA zone the process runs in; the database session uses the same one. */
export function processTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}
