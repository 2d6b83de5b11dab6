import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AjaxResult } from '../../common/schema';

const Status = Type.Union([Type.Literal('up'), Type.Literal('down')]);

async function probe(check: () => Promise<void>): Promise<'up' | 'down'> {
  try {
    await check();
    return 'up';
  } catch {
    return 'down';
  }
}

const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['docs'],
        summary: '健康检查 · Health check',
        description:
          'HTTP 200 `{code:200,msg:"ok"}` when the database and the cache answer, otherwise HTTP 503.',
        response: {
          200: AjaxResult({ db: Status, cache: Status, dbKind: Type.String(), cacheKind: Type.String() }),
          503: AjaxResult({ db: Status, cache: Status, dbKind: Type.String(), cacheKind: Type.String() }),
        },
      },
      config: { access: 'anonymous' },
    },
    async function health(request, reply) {
      const [db, cache] = await Promise.all([
        probe(() => app.database.ping()),
        probe(() => app.cache.ping()),
      ]);
      const healthy = db === 'up' && cache === 'up';
      reply.code(healthy ? 200 : 503);
      return {
        code: healthy ? 200 : 500,
        msg: request.t(healthy ? 'health.ok' : 'health.degraded'),
        db,
        cache,
        dbKind: app.database.kind,
        cacheKind: app.cache.kind,
      };
    },
  );
};

export default healthRoutes;
