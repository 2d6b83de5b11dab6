import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AjaxResult } from '../../common/schema';
import { healthOf } from './service';
// this module's words join the catalogue (docs/architecture.md "Server layout")
import './messages';

const Status = Type.Union([Type.Literal('up'), Type.Literal('down')]);
const Readiness = AjaxResult({ db: Status, cache: Status, dbKind: Type.String(), cacheKind: Type.String() });

/**
 * 健康检查 (docs/deploy.md "Liveness and readiness"): `GET /health/live`, whether the process
 * answers at all (it touches nothing else: a process that answers it needs no restart), and
 * `GET /health/ready` (also `GET /health`, as before), whether it can serve requests now — the
 * database and the cache answer. Compose's health check, the stack and the image wait for
 * readiness; neither is ever shed past capacity (plugins/pressure.ts).
 */
const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/health/live',
    {
      schema: {
        tags: ['docs'],
        summary: '存活检查 · Liveness',
        description: 'HTTP 200 `{code:200,msg:"ok"}` while the process answers; reads nothing else.',
        response: { 200: AjaxResult({ uptimeSeconds: Type.Integer() }) },
      },
      config: { access: 'anonymous' },
    },
    async function live(request) {
      return { code: 200, msg: request.t('health.ok'), uptimeSeconds: Math.floor(process.uptime()) };
    },
  );

  for (const [url, summary] of [
    ['/health/ready', '就绪检查 · Readiness'],
    ['/health', '健康检查 · Health check (readiness)'],
  ] as const) {
    app.get(
      url,
      {
        schema: {
          tags: ['docs'],
          summary,
          description:
            'HTTP 200 `{code:200,msg:"ok"}` when the database and the cache answer, otherwise HTTP 503 naming which is down.',
          response: { 200: Readiness, 503: Readiness },
        },
        config: { access: 'anonymous' },
      },
      async function ready(request, reply) {
        const { healthy, db, cache, dbKind, cacheKind } = await healthOf(app);
        reply.code(healthy ? 200 : 503).header('Cache-Control', 'no-store');
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
  }
};

export default healthRoutes;
