import {
  NewsCreateSchema,
  NewsListQuerySchema,
  NewsSchema,
  NewsSummarySchema,
  NewsUpdateSchema,
} from '@dis/contract';
import type { FastifyInstance } from 'fastify';
import { dictLabeller } from '../../../common/dict-labels';
import { defineResource } from '../../../common/resource';
import { clearPortalAnswers } from '../../portal/service';
import { label } from '../service';
import { findNews, newsList } from './repository';
import { newsContent } from './service';

/** 新闻管理: the news of the public site, for staff (docs/api-contract.md "The website section"). */
export function newsResource(app: FastifyInstance) {
  return defineResource({
    // the public site shows the change at once (docs/site/speed.md)
    afterChange: () => clearPortalAnswers(app),
    key: 'marketing/news',
    logTitle: '新闻管理',
    names: { one: 'News', many: 'News' },
    missing: 'marketing.news.missing',
    schemas: {
      row: NewsSummarySchema,
      one: NewsSchema,
      query: NewsListQuerySchema,
      create: NewsCreateSchema,
      update: NewsUpdateSchema,
    },
    list: newsList,
    // one item comes with its sanitised body, which the list leaves out
    find: findNews,
    docs: {
      list: {
        summary: '新闻列表 · List news',
        description:
          'Paged; title contains, category, lang, status, creation day range. Newest first; orderByColumn accepts ' +
          'newsId, title, category, lang, status, publishTime, createTime, updateTime. Rows carry no body.',
      },
      get: { summary: '新闻详情 · One news item', description: 'With its sanitised body.' },
      add: {
        summary: '新增新闻 · Add a news item',
        description:
          'title is required; only content takes HTML (sanitised by an allow-list); a published item ' +
          '(status "0") needs a body and gets publishTime = now unless given. status defaults to draft ("1").',
      },
      edit: {
        summary: '修改新闻 · Edit a news item',
        description: 'The same rules as adding; an omitted content or publishTime keeps the stored one.',
      },
      remove: { summary: '删除新闻 · Delete news' },
      export: {
        summary: '导出新闻 · Export news',
        description:
          'Form body with the list filters (paging ignored); an .xlsx workbook with headers in the request language.',
      },
    },
    write: {
      values: (body, { lang, now, existing }) =>
        newsContent(lang, body, now, existing as Parameters<typeof newsContent>[3]),
    },
    export: {
      fileName: 'news',
      sheetName: (lang) => label(lang, 'newsSheet'),
      async columns(lang) {
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
    },
  });
}
