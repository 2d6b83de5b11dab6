import { type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { leadResource } from './resource';

/** 试用申请: `/marketing/lead` on the resource descriptor. */
const leadRoutes: FastifyPluginAsyncTypebox = async (app) => {
  leadResource(app).register(app);
};

export default leadRoutes;
