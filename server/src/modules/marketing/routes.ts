import type { FastifyPluginAsync } from 'fastify';
import jobRoutes from './job/routes';
import leadRoutes from './lead/routes';
import newsRoutes from './news/routes';
// this module's words join the catalogue (docs/architecture.md "Server layout")
import './messages';

/** The website section of the console: news, job postings and trial requests. */
const marketingRoutes: FastifyPluginAsync = async (app) => {
  await app.register(newsRoutes);
  await app.register(jobRoutes);
  await app.register(leadRoutes);
};

export default marketingRoutes;
