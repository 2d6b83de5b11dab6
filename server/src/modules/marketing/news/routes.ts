import { type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { formatDateTime } from '../../../common/datetime';
import { success } from '../../../common/envelope';
import { resourceRoutes } from '../../../common/resource-routes';
import { MessageResult } from '../../../common/schema';
import type { SheetColumn } from '../../../common/xlsx';
import { requireLoginUser } from '../../../plugins/auth';
import { BusinessType } from '../../../common/business-type';
import { dictLabeller } from '../../../common/dict-labels';
import { label } from '../common/labels';
import { deleteNews, findNews, insertNews, listNews, newsForExport, updateNews } from './repository';
import {
  NewsCreateSchema,
  NewsListQuerySchema,
  NewsSchema,
  NewsSummarySchema,
  NewsUpdateSchema,
  type NewsSummary,
} from './schema';
import { newsContent } from './service';

/** 新闻管理: the news of the public site, for staff (CONTRACT.md "The website section"). */
const newsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const news = resourceRoutes(app, {
    path: '/marketing/news',
    permission: 'marketing:news',
    tag: 'marketing/news',
    logTitle: '新闻管理',
    id: 'newsId',
    names: { one: 'News', many: 'News' },
    missing: 'marketing.news.missing',
    query: NewsListQuerySchema,
  });

  news.list({
    summary: '新闻列表 · List news',
    description:
      'Paged; title contains, category, lang, status, creation day range. Newest first; orderByColumn accepts ' +
      'newsId, title, category, lang, status, publishTime, createTime, updateTime. Rows carry no body.',
    row: NewsSummarySchema,
    page: (query) => listNews(app.db, query),
  });

  news.get({
    summary: '新闻详情 · One news item',
    description: 'With its sanitised body.',
    row: NewsSchema,
    find: (newsId) => findNews(app.db, newsId),
  });

  app.post(
    '/marketing/news',
    {
      schema: {
        tags: news.tags,
        summary: '新增新闻 · Add a news item',
        description:
          'title is required; only content takes HTML (sanitised by an allow-list); a published item ' +
          '(status "0") needs a body and gets publishTime = now unless given. status defaults to draft ("1").',
        body: NewsCreateSchema,
        response: { 200: MessageResult },
      },
      config: news.config('add', BusinessType.insert),
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
        tags: news.tags,
        summary: '修改新闻 · Edit a news item',
        description: 'The same rules as adding; an omitted content or publishTime keeps the stored one.',
        body: NewsUpdateSchema,
        response: { 200: MessageResult },
      },
      config: news.config('edit', BusinessType.update),
    },
    async function editNewsHandler(request) {
      const existing = news.found(await findNews(app.db, request.body.newsId));
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

  news.remove({
    summary: '删除新闻 · Delete news',
    remove: (newsIds) => deleteNews(app.db, newsIds),
  });

  news.export({
    summary: '导出新闻 · Export news',
    description:
      'Form body with the list filters (paging ignored); an .xlsx workbook with headers in the request language.',
    fileName: 'news',
    sheetName: (lang) => label(lang, 'newsSheet'),
    async columns(lang): Promise<SheetColumn<NewsSummary>[]> {
      const [category, contentLang, status] = await Promise.all([
        dictLabeller(app, 'mkt_news_category', lang),
        dictLabeller(app, 'mkt_content_lang', lang),
        dictLabeller(app, 'mkt_news_status', lang),
      ]);
      return [
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
    },
    batches: (filter) => newsForExport(app.db, filter),
  });
};

export default newsRoutes;
