import Redis from 'ioredis';
import type { MemoryCacheStore } from '../../src/cache/memory-store';
import type { TestApp } from '../helper';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/**
 * How many seconds the cache store still keeps `key` (null: not there, or kept for ever): Redis's
 * own time to live on the PostgreSQL + Redis run, the in-process store's expiry on the embedded one.
 * A lockout or a sign-in ticket lasts what its key lasts; waiting ten minutes in a test is not an
 * option, reading the expiry the store will act on is.
 */
export async function secondsLeft(t: TestApp, key: string): Promise<number | null> {
  if (t.app.cache.kind === 'redis') {
    const redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 });
    await redis.connect();
    try {
      const ms = await redis.pttl(`${t.config.cacheKeyPrefix}${key}`);
      return ms < 0 ? null : ms / 1000;
    } finally {
      redis.disconnect();
    }
  }
  // the store's own map (private to the class, read here only)
  const entry = (t.app.cache as unknown as MemoryCacheStore)['entries'].get(key);
  if (!entry || entry.expiresAt === null) return null;
  return (entry.expiresAt - Date.now()) / 1000;
}
