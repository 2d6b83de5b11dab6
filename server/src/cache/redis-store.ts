import type { FastifyBaseLogger } from 'fastify';
import Redis, { ReplyError } from 'ioredis';
import { CacheUnavailableError, type CacheFigures, type CacheStore } from './store';

const escapeGlob = (text: string) => text.replace(/[*?[\]\\]/g, (c) => `\\${c}`);

/**
 * How long a command may take, and a (re)connection: past it the command fails and the request
 * answers 503 rather than waiting (docs/deploy.md "Faults").
 */
export const REDIS_TIMEOUT_MS = 2000;

/**
 * Options of every connection that serves requests: while Redis is unreachable a command fails
 * at once (no offline queue holding it until a reconnection), ioredis keeps reconnecting on its
 * own (every 0.2 s, then at most every second) and the next command after that succeeds.
 */
export const requestConnectionOptions = {
  lazyConnect: true,
  enableOfflineQueue: false,
  maxRetriesPerRequest: 1,
  connectTimeout: REDIS_TIMEOUT_MS,
  commandTimeout: REDIS_TIMEOUT_MS,
  retryStrategy: (attempt: number) => Math.min(attempt * 200, 1000),
} as const;

/**
 * Whether `error` says Redis cannot be reached (refused, closed, timed out, not connected), as
 * opposed to an answer of Redis itself (a `ReplyError` such as WRONGTYPE, a fault in our code).
 */
export function isRedisOutage(error: unknown): boolean {
  if (!(error instanceof Error) || error instanceof ReplyError) return false;
  if (error instanceof CacheUnavailableError || error.name === 'MaxRetriesPerRequestError') return true;
  return /enableOfflineQueue|Connection is closed|Command timed out|ECONNREFUSED|ECONNRESET|ETIMEDOUT|EPIPE|connect ETIMEDOUT/i.test(
    error.message,
  );
}

/**
 * Says in the log when a connection to Redis is lost (once, not at each reconnection attempt) and
 * when it is back, then calls `onBack`. Also keeps ioredis from printing each failed attempt as an
 * unhandled error event.
 */
export function watchConnection(
  client: Redis,
  log: Pick<FastifyBaseLogger, 'warn' | 'info'> | undefined,
  what: string,
  onBack?: () => void,
): void {
  let lost = false;
  let connectedOnce = false;
  client.on('error', (error: Error) => {
    if (lost || !connectedOnce) return;
    lost = true;
    log?.warn({ err: { message: error.message } }, `Redis (${what}) unreachable; reconnecting`);
  });
  client.on('close', () => {
    if (connectedOnce && !lost) {
      lost = true;
      log?.warn(`Redis (${what}) connection closed; reconnecting`);
    }
  });
  client.on('ready', () => {
    if (!connectedOnce) {
      connectedOnce = true;
      return;
    }
    if (!lost) return;
    lost = false;
    log?.info(`Redis (${what}) is back`);
    onBack?.();
  });
}

/** Redis store (`REDIS_URL`); every key is stored under `keyPrefix`. */
export class RedisCacheStore implements CacheStore {
  readonly kind = 'redis' as const;
  readonly client: Redis;

  constructor(
    url: string,
    private readonly keyPrefix: string,
  ) {
    this.client = new Redis(url, { ...requestConnectionOptions, keyPrefix });
  }

  async connect(): Promise<void> {
    await this.client.connect();
  }

  /** Runs a command; Redis out of reach is a `CacheUnavailableError` (answered 503). */
  private async call<T>(command: () => Promise<T>): Promise<T> {
    try {
      return await command();
    } catch (error) {
      throw isRedisOutage(error) ? new CacheUnavailableError(error) : error;
    }
  }

  async get(key: string): Promise<string | null> {
    return this.call(() => this.client.get(key));
  }

  async set(key: string, value: string, ttlSeconds?: number): Promise<void> {
    await this.call(async () => {
      if (ttlSeconds === undefined) await this.client.set(key, value);
      else await this.client.set(key, value, 'EX', Math.max(1, Math.ceil(ttlSeconds)));
    });
  }

  async setIfAbsent(key: string, value: string, ttlSeconds: number): Promise<boolean> {
    const answer = await this.call(() =>
      this.client.set(key, value, 'EX', Math.max(1, Math.ceil(ttlSeconds)), 'NX'),
    );
    return answer === 'OK';
  }

  async take(key: string): Promise<string | null> {
    return this.call(() => this.client.getdel(key));
  }

  async del(...keys: string[]): Promise<number> {
    return keys.length === 0 ? 0 : this.call(() => this.client.del(...keys));
  }

  async increment(key: string, ttlSeconds: number): Promise<number> {
    const results = await this.call(() =>
      this.client
        .multi()
        .incr(key)
        .expire(key, Math.max(1, Math.ceil(ttlSeconds)))
        .exec(),
    );
    const [error, count] = results?.[0] ?? [new Error('redis transaction aborted'), null];
    if (error) throw error;
    return Number(count);
  }

  /** SCAN patterns are not prefixed by ioredis: add the prefix, then strip it from the answers. */
  async keys(prefix: string): Promise<string[]> {
    const found = new Set<string>();
    let cursor = '0';
    do {
      const [next, batch] = await this.call(() =>
        this.client.scan(cursor, 'MATCH', `${escapeGlob(this.keyPrefix + prefix)}*`, 'COUNT', 500),
      );
      cursor = next;
      for (const key of batch) found.add(key.slice(this.keyPrefix.length));
    } while (cursor !== '0');
    return [...found];
  }

  /**
   * INFO (every section) and INFO commandstats of the server; the key count is ours alone (the
   * keys under our prefix), since the database may be shared with other prefixes.
   */
  async figures(): Promise<CacheFigures> {
    const [info, commands, keys] = await Promise.all([
      this.call(() => this.client.info()),
      this.call(() => this.client.info('commandstats')),
      this.keys(''),
    ]);
    return { info: parseInfo(info), dbSize: keys.length, commandStats: parseCommandStats(commands) };
  }

  async ping(): Promise<void> {
    await this.call(() => this.client.ping());
  }

  async close(): Promise<void> {
    // QUIT needs a connection; without one there is nothing to close politely
    if (this.client.status === 'ready') await this.client.quit().catch(() => this.client.disconnect());
    else this.client.disconnect();
  }
}

/** `key:value` lines of INFO; section headers (`# Server`) and blank lines skipped. */
export function parseInfo(text: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const line of text.split(/\r?\n/)) {
    if (line === '' || line.startsWith('#')) continue;
    const colon = line.indexOf(':');
    if (colon > 0) fields[line.slice(0, colon)] = line.slice(colon + 1);
  }
  return fields;
}

/** `cmdstat_get:calls=12,usec=…` → `{name: 'get', value: '12'}`, as RuoYi sends them. */
export function parseCommandStats(text: string): { name: string; value: string }[] {
  const stats: { name: string; value: string }[] = [];
  for (const [key, value] of Object.entries(parseInfo(text))) {
    if (!key.startsWith('cmdstat_')) continue;
    const calls = /(?:^|,)calls=(\d+)/.exec(value)?.[1];
    if (calls !== undefined) stats.push({ name: key.slice('cmdstat_'.length), value: calls });
  }
  return stats;
}
