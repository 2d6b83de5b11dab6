import {
  PortalJobQuerySchema,
  PortalJobSchema,
  PortalNewsQuerySchema,
  PortalNewsSchema,
  PortalNewsSummarySchema,
} from '@dis/contract';
import { Type, type FastifyPluginAsyncTypebox, type Static } from '@fastify/type-provider-typebox';
import { success, table } from '../../../common/envelope';
import { ServiceError } from '../../../common/errors';
import { RowId } from '../../../common/ids';
import { AjaxResult, TableDataInfo } from '../../../common/schema';
import { findOpenJob, listOpenJobs } from '../../marketing/job/repository';
import { findPublishedNews, listPublishedNews } from '../../marketing/news/repository';
import { cachedAnswer } from '../service';
// this module's words join the catalogue (docs/architecture.md "Server layout")
import '../messages';

/** Reads per client address per minute; a visitor browsing never comes near it, a scraper does. */
export const PORTAL_READ_LIMIT = { max: 240, timeWindow: 60_000 };

const NOT_FOUND = 404;

/** The news centre and the job postings of the public site: no login, published content only. */
const portalContentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const config = { access: 'anonymous' as const, rateLimit: PORTAL_READ_LIMIT };

  app.get(
    '/portal/news',
    {
      schema: {
        tags: ['portal'],
        summary: '新闻中心 · Published news',
        description:
          'Published items, newest first, without their body; filters category ("1" good news, "2" company ' +
          'dynamics, "3" industry dynamics) and lang; pageSize at most 50 (default 10).',
        querystring: PortalNewsQuerySchema,
        response: { 200: TableDataInfo(PortalNewsSummarySchema) },
      },
      config,
    },
    cachedAnswer(app, async (request) => {
      const { total, rows } = await listPublishedNews(
        app.db,
        request.query as Static<typeof PortalNewsQuerySchema>,
      );
      return table(request, total, rows);
    }),
  );

  app.get(
    '/portal/news/:newsId',
    {
      schema: {
        tags: ['portal'],
        summary: '新闻详情 · One published news item',
        description: 'With its sanitised body; an unknown or unpublished id answers code 404 with a message.',
        params: Type.Object({ newsId: RowId() }),
        response: { 200: AjaxResult({ data: PortalNewsSchema }) },
      },
      config,
    },
    cachedAnswer(app, async (request) => {
      const news = await findPublishedNews(app.db, (request.params as { newsId: number }).newsId);
      if (!news) throw new ServiceError('portal.news.notFound', undefined, NOT_FOUND);
      return success(request, { data: news });
    }),
  );

  app.get(
    '/portal/jobs',
    {
      schema: {
        tags: ['portal'],
        summary: '招聘职位 · Open job postings',
        description: 'Open postings, newest first, filtered by lang; pageSize at most 100 (default 100).',
        querystring: PortalJobQuerySchema,
        response: { 200: TableDataInfo(PortalJobSchema) },
      },
      config,
    },
    cachedAnswer(app, async (request) => {
      const { total, rows } = await listOpenJobs(
        app.db,
        request.query as Static<typeof PortalJobQuerySchema>,
      );
      return table(request, total, rows);
    }),
  );

  app.get(
    '/portal/jobs/:jobId',
    {
      schema: {
        tags: ['portal'],
        summary: '职位详情 · One open job posting',
        description: 'An unknown or closed id answers code 404 with a message.',
        params: Type.Object({ jobId: RowId() }),
        response: { 200: AjaxResult({ data: PortalJobSchema }) },
      },
      config,
    },
    cachedAnswer(app, async (request) => {
      const job = await findOpenJob(app.db, (request.params as { jobId: number }).jobId);
      if (!job) throw new ServiceError('portal.job.notFound', undefined, NOT_FOUND);
      return success(request, { data: job });
    }),
  );
};

export default portalContentRoutes;
