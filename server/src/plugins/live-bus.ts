import fp from 'fastify-plugin';
import { MemoryLiveBus, RedisLiveBus, type LiveBus } from '../cache/live-bus';
import { RedisCacheStore } from '../cache/redis-store';

declare module 'fastify' {
  interface FastifyInstance {
    /** live updates to the open consoles (docs/live-updates.md); streamed by `modules/live` */
    live: LiveBus;
  }
}

export interface LiveBusPluginOptions {
  redisUrl?: string;
  keyPrefix: string;
}

/**
 * `app.live`: in-process by default, Redis pub/sub when `REDIS_URL` is set, so that an event
 * published on one replica reaches the streams held by every other (docs/live-updates.md).
 */
export default fp<LiveBusPluginOptions>(
  async (app, options) => {
    let bus: LiveBus;
    if (options.redisUrl && app.cache instanceof RedisCacheStore) {
      const redis = new RedisLiveBus(options.redisUrl, options.keyPrefix, app.cache.client, app.log);
      try {
        await redis.connect();
      } catch (error) {
        await redis.close();
        throw error;
      }
      bus = redis;
    } else {
      bus = new MemoryLiveBus();
    }
    app.decorate('live', bus);
    app.addHook('onClose', async () => {
      await bus.close();
    });
  },
  { name: 'live-bus', dependencies: ['cache'] },
);
