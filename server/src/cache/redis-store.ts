import Redis from 'ioredis';
import type { CacheFigures, CacheStore } from './store';

const escapeGlob = (text: string) => text.replace(/[*?[\]\\]/g, (c) => `\\${c}`);

/** Redis store (`REDIS_URL`); every key is stored under `keyPrefix`. */
export class RedisCacheStore implements CacheStore {
  readonly kind = 'redis' as const;
  readonly client: Redis;

  constructor(
    url: string,
    private readonly keyPrefix: string,
  ) {
    this.client = new Redis(url, {
      keyPrefix,
      lazyConnect: true,
      maxRetriesPerRequest: 2,
      connectTimeout: 5000,
    });
  }

  async connect(): Promise<void> {
    await this.client.connect();
  }

  async get(key: string): Promise<string | null> {
    return this.client.get(key);
  }

  async set(key: string, value: string, ttlSeconds?: number): Promise<void> {
    if (ttlSeconds === undefined) await this.client.set(key, value);
    else await this.client.set(key, value, 'EX', Math.max(1, Math.ceil(ttlSeconds)));
  }

  async take(key: string): Promise<string | null> {
    return this.client.getdel(key);
  }

  async del(...keys: string[]): Promise<number> {
    return keys.length === 0 ? 0 : this.client.del(...keys);
  }

  async increment(key: string, ttlSeconds: number): Promise<number> {
    const results = await this.client
      .multi()
      .incr(key)
      .expire(key, Math.max(1, Math.ceil(ttlSeconds)))
      .exec();
    const [error, count] = results?.[0] ?? [new Error('redis transaction aborted'), null];
    if (error) throw error;
    return Number(count);
  }

  /** SCAN patterns are not prefixed by ioredis: add the prefix, then strip it from the answers. */
  async keys(prefix: string): Promise<string[]> {
    const found = new Set<string>();
    let cursor = '0';
    do {
      const [next, batch] = await this.client.scan(
        cursor,
        'MATCH',
        `${escapeGlob(this.keyPrefix + prefix)}*`,
        'COUNT',
        500,
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
      this.client.info(),
      this.client.info('commandstats'),
      this.keys(''),
    ]);
    return { info: parseInfo(info), dbSize: keys.length, commandStats: parseCommandStats(commands) };
  }

  async ping(): Promise<void> {
    await this.client.ping();
  }

  async close(): Promise<void> {
    await this.client.quit();
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
