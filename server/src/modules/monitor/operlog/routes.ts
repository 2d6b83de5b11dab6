import { type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { insertOperLog } from './repository';
import { operlogResource } from './resource';

/**
 * 操作日志: read, exported, deleted (past the retention period) and cleaned on the resource
 * descriptor (docs/monitor/logs.md); its chain and check are `../log-chain/`.
 */
const operlogRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // every route's operation-log row is written here (plugins/oper-log.ts)
  app.operLog.provide({ write: (entry) => insertOperLog(app.db, entry) });
  operlogResource(app).register(app);
};

export default operlogRoutes;
