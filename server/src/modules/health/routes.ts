import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AjaxResult } from '../../common/schema';
import { healthOf } from './service';
// this module's words join the catalogue (docs/architecture.md "Server layout")
import './messages';

const Status = Type.Union([Type.Literal('up'), Type.Literal('down')]);

/** 健康检查: `GET /health`, whether the database and the cache answer. */
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
      const { healthy, db, cache, dbKind, cacheKind } = await healthOf(app);
      reply.code(healthy ? 200 : 503);
      return {
        code: healthy ? 200 : 500,
        msg: request.t(healthy ? 'health.ok' : 'health.degraded'),
        db,
        cache,
        dbKind,
        cacheKind,
      };
    },
  );
};

export default healthRoutes;
