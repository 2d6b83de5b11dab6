import { type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { newsResource } from './resource';

/** 新闻管理: `/marketing/news` on the resource descriptor. */
const newsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  newsResource(app).register(app);
};

export default newsRoutes;
