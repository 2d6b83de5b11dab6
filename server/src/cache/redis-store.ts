import Redis from 'ioredis';
import type { CacheStore } from './store';

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

  async ping(): Promise<void> {
    await this.client.ping();
  }

  async close(): Promise<void> {
    await this.client.quit();
  }
}
