import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { formatDateTime } from '../../../common/datetime';
import { success, table } from '../../../common/envelope';
import { ServiceError } from '../../../common/errors';
import { PageQuery } from '../../../common/paging';
import { AjaxResult, MessageResult, TableDataInfo } from '../../../common/schema';
import { requireLoginUser } from '../../../plugins/auth';
import { BusinessType } from '../../monitor/operlog/business-type';
import { dictLabeller } from '../common/dict-labels';
import { IdListParam, parseIdList } from '../common/ids';
import { label } from '../common/labels';
import { batchesById, sendXlsx, writeXlsx, XlsxResponse, type SheetColumn } from '../common/xlsx';
import { deleteNews, findNews, insertNews, listNews, newsForExport, updateNews } from './repository';
import {
  NewsCreateSchema,
  NewsFilterSchema,
  NewsListQuerySchema,
  NewsSchema,
  NewsSummarySchema,
  NewsUpdateSchema,
  type NewsSummary,
} from './schema';
import { newsContent } from './service';

const TAGS = ['marketing/news'];
const LOG_TITLE = '新闻管理';

/** 新闻管理: the news of the public site, for staff (CONTRACT.md "The website section"). */
const newsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/marketing/news/list',
    {
      schema: {
        tags: TAGS,
        summary: '新闻列表 · List news',
        description:
          'Paged; title contains, category, lang, status, creation day range. Newest first; orderByColumn accepts ' +
          'newsId, title, category, lang, status, publishTime, createTime, updateTime. Rows carry no body.',
        querystring: NewsListQuerySchema,
        response: { 200: TableDataInfo(NewsSummarySchema) },
      },
      config: { permission: 'marketing:news:list' },
    },
    async function listNewsHandler(request) {
      const { total, rows } = await listNews(app.db, request.query);
      return table(request, total, rows);
    },
  );

  app.get(
    '/marketing/news/:newsId',
    {
      schema: {
        tags: TAGS,
        summary: '新闻详情 · One news item',
        description: 'With its sanitised body.',
        params: Type.Object({ newsId: Type.Integer({ minimum: 1 }) }),
        response: { 200: AjaxResult({ data: NewsSchema }) },
      },
      config: { permission: 'marketing:news:query' },
    },
    async function getNewsHandler(request) {
      const news = await findNews(app.db, request.params.newsId);
      if (!news) throw new ServiceError('marketing.news.missing');
      return success(request, { data: news });
    },
  );

  app.post(
    '/marketing/news',
    {
      schema: {
        tags: TAGS,
        summary: '新增新闻 · Add a news item',
        description:
          'title is required; only content takes HTML (sanitised by an allow-list); a published item ' +
          '(status "0") needs a body and gets publishTime = now unless given. status defaults to draft ("1").',
        body: NewsCreateSchema,
        response: { 200: MessageResult },
      },
      config: {
        permission: 'marketing:news:add',
        operLog: { title: LOG_TITLE, businessType: BusinessType.insert },
      },
    },
    async function addNewsHandler(request) {
      const now = formatDateTime();
      const content = newsContent(request.lang, request.body, now);
      await insertNews(app.db, { ...content, createBy: requireLoginUser(request).userName, createTime: now });
      return success(request);
    },
  );

  app.put(
    '/marketing/news',
    {
      schema: {
        tags: TAGS,
        summary: '修改新闻 · Edit a news item',
        description: 'The same rules as adding; an omitted content or publishTime keeps the stored one.',
        body: NewsUpdateSchema,
        response: { 200: MessageResult },
      },
      config: {
        permission: 'marketing:news:edit',
        operLog: { title: LOG_TITLE, businessType: BusinessType.update },
      },
    },
    async function editNewsHandler(request) {
      const existing = await findNews(app.db, request.body.newsId);
      if (!existing) throw new ServiceError('marketing.news.missing');
      const now = formatDateTime();
      const content = newsContent(request.lang, request.body, now, existing);
      await updateNews(app.db, existing.newsId, {
        ...content,
        updateBy: requireLoginUser(request).userName,
        updateTime: now,
      });
      return success(request);
    },
  );

  app.delete(
    '/marketing/news/:newsIds',
    {
      schema: {
        tags: TAGS,
        summary: '删除新闻 · Delete news',
        description: 'One id or several joined by commas.',
        params: IdListParam('newsIds'),
        response: { 200: MessageResult },
      },
      config: {
        permission: 'marketing:news:remove',
        operLog: { title: LOG_TITLE, businessType: BusinessType.delete },
      },
    },
    async function deleteNewsHandler(request) {
      const removed = await deleteNews(app.db, parseIdList(request.params.newsIds));
      if (removed === 0) throw new ServiceError('marketing.news.missing');
      return success(request);
    },
  );

  app.post(
    '/marketing/news/export',
    {
      schema: {
        tags: TAGS,
        summary: '导出新闻 · Export news',
        description:
          'Form body with the list filters (paging ignored); an .xlsx workbook with headers in the request language.',
        body: Type.Composite([NewsFilterSchema, Type.Object(PageQuery)]),
        response: XlsxResponse,
      },
      config: {
        permission: 'marketing:news:export',
        operLog: { title: LOG_TITLE, businessType: BusinessType.export },
      },
    },
    async function exportNewsHandler(request, reply) {
      const { lang } = request;
      const [category, contentLang, status] = await Promise.all([
        dictLabeller(app, 'mkt_news_category', lang),
        dictLabeller(app, 'mkt_content_lang', lang),
        dictLabeller(app, 'mkt_news_status', lang),
      ]);
      const columns: SheetColumn<NewsSummary>[] = [
        { header: label(lang, 'newsId'), width: 10, value: (row) => row.newsId },
        { header: label(lang, 'newsTitle'), width: 48, value: (row) => row.title },
        { header: label(lang, 'category'), width: 16, value: (row) => category(row.category) },
        { header: label(lang, 'lang'), width: 10, value: (row) => contentLang(row.lang) },
        { header: label(lang, 'summary'), width: 60, value: (row) => row.summary },
        { header: label(lang, 'newsStatus'), width: 10, value: (row) => status(row.status) },
        { header: label(lang, 'publishTime'), width: 20, value: (row) => row.publishTime },
        { header: label(lang, 'createBy'), width: 12, value: (row) => row.createBy },
        { header: label(lang, 'createTime'), width: 20, value: (row) => row.createTime },
      ];
      const rows = batchesById(newsForExport(app.db, request.body), (row) => row.newsId);
      return sendXlsx(request, reply, 'news', (output) =>
        writeXlsx(output, label(lang, 'newsSheet'), columns, rows),
      );
    },
  );
};

export default newsRoutes;
