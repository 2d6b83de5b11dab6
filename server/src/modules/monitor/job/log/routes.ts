import { type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { jobLogResource } from './resource';

/** 调度日志: `/monitor/jobLog` on the resource descriptor (docs/monitor/job.md). */
const jobLogRoutes: FastifyPluginAsyncTypebox = async (app) => {
  jobLogResource(app).register(app);
};

export default jobLogRoutes;
