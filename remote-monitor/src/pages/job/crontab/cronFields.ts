/**
 * The builder's tabs (ruoyi-ui Crontab, ruoyi-ui-features §4): each field is a radio choice plus
 * its numbers; `fieldText` turns a tab's state into the field's text and `parseFieldState` reads a
 * field's text back into the tab (contains `-` ⇒ cycle, `/` ⇒ step, `W` ⇒ nearest workday, `L` ⇒
 * last, `#` ⇒ nth weekday, `?` ⇒ unspecified, `*` ⇒ every, else a list).
 */

export type CronField = 'second' | 'minute' | 'hour' | 'day' | 'month' | 'week' | 'year';
export const CRON_FIELDS: readonly CronField[] = ['second', 'minute', 'hour', 'day', 'month', 'week', 'year'];

export type FieldMode = 'every' | 'none' | 'cycle' | 'step' | 'workday' | 'last' | 'nth' | 'list' | 'omit';

export interface FieldState {
  mode: FieldMode;
  /** from – to */
  cycle: [number, number];
  /** from / every */
  step: [number, number];
  /** day: the day for `NW`; week: the weekday for `X#N` and `XL` */
  single: number;
  /** week: which week of the month for `X#N` (1–4) */
  nth: number;
  list: number[];
}

export type CronParts = Record<CronField, string>;

/** Which modes each tab offers, in the reference's order. */
export const FIELD_MODES: Record<CronField, FieldMode[]> = {
  second: ['every', 'cycle', 'step', 'list'],
  minute: ['every', 'cycle', 'step', 'list'],
  hour: ['every', 'cycle', 'step', 'list'],
  day: ['every', 'none', 'cycle', 'step', 'workday', 'last', 'list'],
  month: ['every', 'cycle', 'step', 'list'],
  week: ['every', 'none', 'cycle', 'nth', 'last', 'list'],
  year: ['omit', 'every', 'cycle', 'step', 'list'],
};

/** Lowest and highest value of each field (years: this year … 2099). */
export function fieldBounds(field: CronField, thisYear: number = new Date().getFullYear()): [number, number] {
  switch (field) {
    case 'hour':
      return [0, 23];
    case 'day':
      return [1, 31];
    case 'month':
      return [1, 12];
    case 'week':
      return [1, 7];
    case 'year':
      return [thisYear, 2099];
    default:
      return [0, 59];
  }
}

/** `checkNumber(value, min, max)` of the reference: a whole number kept inside the bounds. */
export function checkNumber(value: number | null | undefined, min: number, max: number): number {
  const n = Math.floor(Number(value));
  if (!Number.isFinite(n)) return min;
  return Math.min(max, Math.max(min, n));
}

/** The state of a tab before anything is chosen (the reference's defaults). */
export function defaultFieldState(field: CronField, thisYear: number = new Date().getFullYear()): FieldState {
  const [min] = fieldBounds(field, thisYear);
  const base: FieldState = {
    mode: 'every',
    cycle: [min, min + 1],
    step: [min, 1],
    single: min,
    nth: 1,
    list: [],
  };
  if (field === 'week') return { ...base, mode: 'none', cycle: [2, 3], single: 2 };
  if (field === 'year')
    return { ...base, mode: 'omit', cycle: [thisYear, thisYear + 1], step: [thisYear, 1] };
  return base;
}

/** The field text a tab's state gives, its numbers kept within the rules of each option. */
export function fieldText(
  field: CronField,
  state: FieldState,
  thisYear: number = new Date().getFullYear(),
): string {
  const [min, max] = fieldBounds(field, thisYear);
  switch (state.mode) {
    case 'every':
      return '*';
    case 'none':
      return '?';
    case 'omit':
      return '';
    case 'cycle': {
      const from = checkNumber(state.cycle[0], min, field === 'week' ? max : max - 1);
      const to = checkNumber(state.cycle[1], field === 'week' ? min : from + 1, max);
      return `${from}-${to}`;
    }
    case 'step': {
      const from = checkNumber(state.step[0], min, max - 1);
      const every = checkNumber(state.step[1], 1, Math.max(1, max - from));
      return `${from}/${every}`;
    }
    case 'workday':
      return `${checkNumber(state.single, 1, 31)}W`;
    case 'last':
      return field === 'week' ? `${checkNumber(state.single, 1, 7)}L` : 'L';
    case 'nth':
      return `${checkNumber(state.single, 1, 7)}#${checkNumber(state.nth, 1, 4)}`;
    case 'list': {
      const values = [...new Set(state.list.filter((v) => v >= min && v <= max))].sort((a, b) => a - b);
      return values.length > 0 ? values.join(',') : '*';
    }
    default:
      return '*';
  }
}

const numbers = (text: string) => text.split(/[-/#,]/).map((n) => Number.parseInt(n, 10));

/** Reads a field's text back into its tab (the reference's `changeRadio` rules). */
export function parseFieldState(
  field: CronField,
  text: string,
  thisYear: number = new Date().getFullYear(),
): FieldState {
  const state = defaultFieldState(field, thisYear);
  const value = text.trim().toUpperCase();
  if (value === '') return field === 'year' ? { ...state, mode: 'omit' } : state;
  if (value === '*') return { ...state, mode: 'every' };
  if (value === '?') return { ...state, mode: field === 'day' || field === 'week' ? 'none' : 'every' };
  if (value.includes('-') && !value.includes('/') && !value.startsWith('L')) {
    const [a, b] = numbers(value);
    if (Number.isFinite(a) && Number.isFinite(b)) return { ...state, mode: 'cycle', cycle: [a, b] };
  }
  if (value.includes('/')) {
    const [a, b] = numbers(value.replace('*', String(fieldBounds(field, thisYear)[0])));
    if (Number.isFinite(a) && Number.isFinite(b)) return { ...state, mode: 'step', step: [a, b] };
  }
  if (field === 'day' && /^\d+W$/.test(value))
    return { ...state, mode: 'workday', single: Number.parseInt(value, 10) };
  if (field === 'day' && value === 'L') return { ...state, mode: 'last' };
  if (field === 'week' && /^\d+L$/.test(value))
    return { ...state, mode: 'last', single: Number.parseInt(value, 10) };
  if (field === 'week' && /^\d+#\d+$/.test(value)) {
    const [weekday, nth] = numbers(value);
    return { ...state, mode: 'nth', single: weekday, nth };
  }
  const list = value.split(',').map((n) => Number(n));
  if (list.every((n) => Number.isInteger(n))) return { ...state, mode: 'list', list };
  return state;
}

/** The expression: six fields, plus the year when it is not omitted. */
export function buildExpression(parts: CronParts): string {
  const six = [parts.second, parts.minute, parts.hour, parts.day, parts.month, parts.week].join(' ');
  return parts.year ? `${six} ${parts.year}` : six;
}

export const DEFAULT_PARTS: CronParts = {
  second: '*',
  minute: '*',
  hour: '*',
  day: '*',
  month: '*',
  week: '?',
  year: '',
};

/** Splits an expression into its fields; missing fields keep their defaults. */
export function splitExpression(expression: string | null | undefined): CronParts {
  const fields = (expression ?? '').trim().split(/\s+/).filter(Boolean);
  if (fields.length < 6) return { ...DEFAULT_PARTS };
  const [second, minute, hour, day, month, week, year = ''] = fields;
  return { second, minute, hour, day, month, week, year };
}

/**
 * A field changed: choosing anything but 不指定 for the day makes the weekday 不指定, and the
 * other way round (the reference's rule; Quartz allows only one of them).
 */
export function withField(parts: CronParts, field: CronField, text: string): CronParts {
  const next = { ...parts, [field]: text };
  if (field === 'day' && text !== '?') next.week = '?';
  if (field === 'week' && text !== '?') next.day = '?';
  return next;
}
