import type { FastifyInstance } from 'fastify';

export type Probe = 'up' | 'down';

async function probe(check: () => Promise<void>): Promise<Probe> {
  try {
    await check();
    return 'up';
  } catch {
    return 'down';
  }
}

/** Whether the database and the cache answer, and which kinds they are. */
export async function healthOf(app: FastifyInstance) {
  const [db, cache] = await Promise.all([probe(() => app.database.ping()), probe(() => app.cache.ping())]);
  return {
    healthy: db === 'up' && cache === 'up',
    db,
    cache,
    dbKind: app.database.kind,
    cacheKind: app.cache.kind,
  };
}
