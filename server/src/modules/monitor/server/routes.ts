import { ServerFiguresSchema } from '@dis/contract';
import { type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { success } from '../../../common/envelope';
import { resourceKey } from '../../../common/resource';
import { AjaxResult } from '../../../common/schema';
import { serverFigures } from './figures';

/** 服务监控: the host, its CPU, memory and disks, and the Node.js runtime (docs/monitor/stats.md). */
const serverRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { path, permission, tag } = resourceKey('monitor/server');
  app.get(
    path,
    {
      schema: {
        tags: [tag],
        summary: '服务监控 · Server figures',
        description: "RuoYi's Server payload; `jvm` describes the Node.js runtime (heap in MB, `rss` added).",
        response: { 200: AjaxResult({ data: ServerFiguresSchema }) },
      },
      config: { permission: `${permission}:list` },
    },
    async function getServerInfo(request) {
      const data = await serverFigures((parts) => request.t('monitor.server.runTime', parts));
      return success(request, { data });
    },
  );
};

export default serverRoutes;
