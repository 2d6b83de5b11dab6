import { ReplyError } from 'ioredis';
import { CacheUnavailableError } from './store';
import { RedisCacheStore, isRedisOutage } from './redis-store';

describe('the Redis store when Redis is out of reach', () => {
  it('fails a command at once with CacheUnavailableError, never queueing it for a reconnection', async () => {
    // nothing listens on port 9 (discard); the store is never connected: a command finds no connection
    const store = new RedisCacheStore('redis://127.0.0.1:9', 'test:');
    const started = Date.now();
    await expect(store.get('any')).rejects.toBeInstanceOf(CacheUnavailableError);
    await expect(store.increment('counter', 60)).rejects.toBeInstanceOf(CacheUnavailableError);
    await expect(store.keys('login_tokens:')).rejects.toBeInstanceOf(CacheUnavailableError);
    expect(Date.now() - started).toBeLessThan(500);
    await store.close();
  });

  it('tells a lost connection from an answer of Redis itself', () => {
    expect(isRedisOutage(new Error("Stream isn't writeable and enableOfflineQueue options is false"))).toBe(
      true,
    );
    expect(isRedisOutage(new Error('Connection is closed.'))).toBe(true);
    expect(isRedisOutage(new Error('Command timed out'))).toBe(true);
    expect(isRedisOutage(Object.assign(new Error('x'), { name: 'MaxRetriesPerRequestError' }))).toBe(true);
    expect(
      isRedisOutage(new ReplyError('WRONGTYPE Operation against a key holding the wrong kind of value')),
    ).toBe(false);
    expect(isRedisOutage(new TypeError('cannot read properties of undefined'))).toBe(false);
    expect(isRedisOutage('Connection is closed.')).toBe(false);
  });
});
