import { ServerMonitorSchema } from '@dis/contract';
import { type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { success } from '../../../common/envelope';
import { resourceKey } from '../../../common/resource';
import { AjaxResult } from '../../../common/schema';
import { serverFigures } from './figures';
import { replicaRegistry } from './service';

/**
 * 服务监控: the host, its CPU, memory and disks, and the Node.js runtime of the process that
 * answers (RuoYi's payload), and every replica's figures beside them (docs/monitor/stats.md).
 */
const serverRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { path, permission, tag } = resourceKey('monitor/server');
  const registry = replicaRegistry(app);
  app.addHook('onReady', async () => registry.start());
  app.addHook('onClose', async () => registry.stop());
  app.get(
    path,
    {
      schema: {
        tags: [tag],
        summary: '服务监控 · Server figures',
        description:
          "RuoYi's Server payload of the process that answers; `jvm` describes the Node.js runtime (heap in MB, `rss` added). Beyond RuoYi, `replicas` lists every server process that reported in the last 30 s.",
        response: { 200: AjaxResult({ data: ServerMonitorSchema }) },
      },
      config: { permission: `${permission}:list` },
    },
    async function getServerInfo(request) {
      const runTime = (parts: { d: number; h: number; m: number }) =>
        request.t('monitor.server.runTime', parts);
      const figures = await serverFigures(runTime);
      const replicas = await registry.list(figures, runTime);
      return success(request, { data: { ...figures, replicas } });
    },
  );
};

export default serverRoutes;
