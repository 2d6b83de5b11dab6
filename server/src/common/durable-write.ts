import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import { isDatabaseOutage } from '../db/outage';

/** The pauses before each new attempt of a write whose connection was lost (ms). */
export const RETRY_DELAYS_MS = [50, 250, 1000] as const;

/**
 * Runs `write` again, on a new connection, when it failed because the database connection was lost
 * or refused (`isDatabaseOutage`: terminated, restarting, unreachable), after each of `delays`; any
 * other failure (a constraint, a bug) is thrown at once. The pool drops a broken connection, so
 * the next attempt takes a fresh one (docs/deploy.md "Faults").
 */
export async function retryOnOutage<T>(
  write: () => Promise<T>,
  delays: readonly number[] = RETRY_DELAYS_MS,
): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await write();
    } catch (error) {
      if (attempt >= delays.length || !isDatabaseOutage(error)) throw error;
      await sleep(delays[attempt]);
    }
  }
}

/** How many writes the backlog holds at most while the database stays out of reach. */
export const BACKLOG_LIMIT = 1000;
/** How often the backlog is written again. */
const BACKLOG_INTERVAL_MS = 5000;

/**
 * Writes that must not be lost to a database out of reach (the operation log, docs/monitor/logs.md
 * "Nothing lost"): each is tried at once with `retryOnOutage`; one that still finds the database
 * out of reach waits in a backlog in memory (at most BACKLOG_LIMIT, the oldest dropped first,
 * logged) and is written again every 5 s in the order it came, and once more as the server
 * closes. What it wraps is any function that writes one entry, so a different append (a chained
 * one) keeps the same guarantee.
 */
export class DurableWriter<E> {
  private readonly backlog: E[] = [];
  private timer: NodeJS.Timeout | null = null;
  private flushing: Promise<void> | null = null;

  constructor(
    private readonly write: (entry: E) => Promise<void>,
    private readonly log: Pick<FastifyBaseLogger, 'warn' | 'error' | 'info'>,
    private readonly what: string,
    private readonly delays: readonly number[] = RETRY_DELAYS_MS,
  ) {}

  /** entries waiting for the database */
  get waiting(): number {
    return this.backlog.length;
  }

  /**
   * Writes `entry` (retrying on a lost connection); when the database stays out of reach it goes
   * to the backlog and this resolves all the same. Other failures are thrown.
   */
  async add(entry: E): Promise<void> {
    // behind entries already waiting: they go first, in their order
    if (this.backlog.length > 0) return this.keep(entry);
    try {
      await retryOnOutage(() => this.write(entry), this.delays);
    } catch (error) {
      if (!isDatabaseOutage(error)) throw error;
      this.keep(entry);
    }
  }

  private keep(entry: E): void {
    if (this.backlog.length >= BACKLOG_LIMIT) {
      const dropped = this.backlog.shift();
      this.log.error({ entry: dropped }, `${this.what}: backlog full, the oldest entry is dropped`);
    }
    this.backlog.push(entry);
    if (this.backlog.length === 1)
      this.log.warn(`${this.what}: the database is out of reach; entries wait in memory`);
    this.timer ??= setInterval(() => void this.flush(), BACKLOG_INTERVAL_MS);
    this.timer.unref();
  }

  /** Writes the backlog in order, stopping at the first entry the database still refuses. */
  flush(): Promise<void> {
    this.flushing ??= (async () => {
      try {
        while (this.backlog.length > 0) {
          try {
            await this.write(this.backlog[0]);
            this.backlog.shift();
          } catch (error) {
            if (isDatabaseOutage(error)) return;
            this.log.error({ err: error, entry: this.backlog.shift() }, `${this.what}: entry refused`);
          }
        }
        this.log.info(`${this.what}: the entries that waited are written`);
        if (this.timer) clearInterval(this.timer);
        this.timer = null;
      } finally {
        this.flushing = null;
      }
    })();
    return this.flushing;
  }

  /** A last attempt as the server closes; what still cannot be written is logged whole. */
  async close(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    if (this.backlog.length === 0) return;
    await this.flush();
    for (const entry of this.backlog.splice(0))
      this.log.error({ entry }, `${this.what}: not written before the server stopped`);
  }
}
