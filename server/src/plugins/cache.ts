import fp from 'fastify-plugin';
import type { CacheStore } from '../cache/store';
import { MemoryCacheStore } from '../cache/memory-store';
import { RedisCacheStore, watchConnection } from '../cache/redis-store';

declare module 'fastify' {
  interface FastifyInstance {
    cache: CacheStore;
  }
}

export interface CachePluginOptions {
  redisUrl?: string;
  keyPrefix: string;
}

/** In-process cache by default, Redis when a URL is configured. */
export default fp<CachePluginOptions>(
  async (app, options) => {
    let store: CacheStore;
    if (options.redisUrl) {
      const redis = new RedisCacheStore(options.redisUrl, options.keyPrefix);
      // a lost connection is logged once; requests answer 503 meanwhile (docs/deploy.md "Faults")
      watchConnection(redis.client, app.log, 'cache');
      await redis.connect();
      store = redis;
    } else {
      store = new MemoryCacheStore();
    }
    app.log.info({ kind: store.kind }, 'cache ready');
    app.decorate('cache', store);
    app.addHook('onClose', async () => {
      await store.close();
    });
  },
  { name: 'cache' },
);
