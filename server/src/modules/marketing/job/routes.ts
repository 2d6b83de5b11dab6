import { type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { jobResource } from './resource';

/** 招聘管理: `/marketing/job` on the resource descriptor. */
const jobRoutes: FastifyPluginAsyncTypebox = async (app) => {
  jobResource(app).register(app);
};

export default jobRoutes;
