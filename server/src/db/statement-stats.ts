/**
 * What the data-source monitor shows of the statements this process ran (docs/monitor/datasource.md):
 * per normalised statement text, how often, how long in total and at most, how many failed and
 * when it last ran. Bounded: past `capacity` statements the least recently run one is forgotten.
 */
export interface StatementFigures {
  sql: string;
  count: number;
  totalMs: number;
  maxMs: number;
  errors: number;
  /** epoch ms of the last run */
  lastRun: number;
}

/** The longest statement text kept (the rest is cut with "…"). */
export const MAX_SQL_LENGTH = 2000;

/**
 * One statement text for every run of the same statement: whitespace collapsed, literal strings
 * and numbers (a statement written without parameters) replaced by `?`, cut to MAX_SQL_LENGTH.
 * The `$1` placeholders of parameterised statements stay as they are.
 */
export function normaliseSql(sql: string): string {
  const text = sql
    .replace(/'(?:[^']|'')*'/g, '?')
    .replace(/(?<![\w$."])-?\b\d+(?:\.\d+)?\b/g, '?')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > MAX_SQL_LENGTH ? `${text.slice(0, MAX_SQL_LENGTH - 1)}…` : text;
}

export class StatementStats {
  private readonly entries = new Map<string, StatementFigures>();
  private startedAt = Date.now();

  constructor(readonly capacity = 500) {}

  /** Counts one run of `sql` that took `ms` (and failed, when `failed`). */
  record(sql: string, ms: number, failed = false): void {
    const key = normaliseSql(sql);
    if (!key) return;
    const entry = this.entries.get(key);
    const now = Date.now();
    if (entry) {
      // the most recently run statements stay at the end of the map (least recent first out)
      this.entries.delete(key);
      entry.count += 1;
      entry.totalMs += ms;
      entry.maxMs = Math.max(entry.maxMs, ms);
      if (failed) entry.errors += 1;
      entry.lastRun = now;
      this.entries.set(key, entry);
      return;
    }
    this.entries.set(key, {
      sql: key,
      count: 1,
      totalMs: ms,
      maxMs: ms,
      errors: failed ? 1 : 0,
      lastRun: now,
    });
    if (this.entries.size > this.capacity) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
  }

  /** The `limit` statements with the highest maximum time, or the highest count. */
  top(by: 'maxMs' | 'count', limit = 10): StatementFigures[] {
    return [...this.entries.values()]
      .sort((a, b) => b[by] - a[by] || b.totalMs - a.totalMs)
      .slice(0, limit)
      .map((entry) => ({ ...entry }));
  }

  /** How many distinct statements are kept, and since when (epoch ms). */
  get summary(): { tracked: number; since: number } {
    return { tracked: this.entries.size, since: this.startedAt };
  }

  /** Forgets every statement (the page's 重置统计). */
  reset(): void {
    this.entries.clear();
    this.startedAt = Date.now();
  }
}

/** Something with a promise-returning `query(textOrConfig, …)`: a pg client, PGlite or its transaction. */
interface Queryable {
  query: (...args: never[]) => unknown;
}

function textOf(first: unknown): string | null {
  if (typeof first === 'string') return first;
  if (first && typeof first === 'object' && typeof (first as { text?: unknown }).text === 'string')
    return (first as { text: string }).text;
  return null;
}

/**
 * Makes `target.query` record every statement it runs in `stats`, promise or callback style.
 * Wraps the object itself, once.
 */
export function recordQueries<T extends Queryable>(target: T, stats: StatementStats): T {
  const marked = target as T & { __statementsRecorded?: boolean };
  if (marked.__statementsRecorded) return target;
  const original = target.query.bind(target) as (...args: unknown[]) => unknown;
  const wrapped = (...args: unknown[]) => {
    const text = textOf(args[0]);
    const started = performance.now();
    const last = args.at(-1);
    if (text !== null && typeof last === 'function') {
      // callback style (node-postgres' pool queries its clients this way)
      const callback = last as (error: unknown, ...rest: unknown[]) => unknown;
      args[args.length - 1] = (error: unknown, ...rest: unknown[]) => {
        stats.record(text, performance.now() - started, Boolean(error));
        return callback(error, ...rest);
      };
      return original(...args);
    }
    const result = original(...args);
    if (text === null || !result || typeof (result as Promise<unknown>).then !== 'function') return result;
    return (result as Promise<unknown>).then(
      (value) => {
        stats.record(text, performance.now() - started);
        return value;
      },
      (error: unknown) => {
        stats.record(text, performance.now() - started, true);
        throw error;
      },
    );
  };
  Object.defineProperty(target, 'query', { value: wrapped, configurable: true, writable: true });
  Object.defineProperty(target, '__statementsRecorded', { value: true });
  return target;
}
