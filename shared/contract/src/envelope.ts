/**
 * The envelopes as TypeScript types, for code that names an answer's shape generically (the
 * schemas in `schemas/common.ts` describe the same wire for the server).
 */

/** Every answer carries a code and a message; `code` missing counts as 200. */
export interface Envelope {
  code?: number;
  msg?: string;
}

/** AjaxResult: `{code, msg, data?, ...extra keys}`. */
export type AjaxResultOf<T = undefined, Extra extends object = object> = Envelope &
  (T extends undefined ? object : { data: T }) &
  Extra;

/** TableDataInfo: exactly `{total, rows, code, msg}`. */
export interface TableData<Row> extends Envelope {
  total: number;
  rows: Row[];
}

/** Paging, sorting and date-range parameters as a client sends them to every list. */
export interface PageParams {
  pageNum?: number;
  pageSize?: number;
  orderByColumn?: string;
  isAsc?: 'asc' | 'desc' | 'ascending' | 'descending';
  /** `params[beginTime]` / `params[endTime]` */
  params?: Record<string, string | undefined>;
}
