import type { News, NewsFilter, PortalNews, PortalNewsSummary } from '@dis/contract';
import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/connection';
import { mktNews } from '../../../db/schema';
import { listConditions, selectPage, type ListFilters } from '../../../common/list-query';
import { sanitizeRichText } from '../../../common/rich-text';

type NewsRow = typeof mktNews.$inferSelect;
export type NewsValues = Omit<typeof mktNews.$inferInsert, 'newsId'>;

/** What a visitor may see of an item in a listing. */
const publicColumns = {
  newsId: mktNews.newsId,
  title: mktNews.title,
  category: mktNews.category,
  lang: mktNews.lang,
  summary: mktNews.summary,
  coverUrl: mktNews.coverUrl,
  status: mktNews.status,
  publishTime: mktNews.publishTime,
};

const summaryColumns = {
  ...publicColumns,
  createBy: mktNews.createBy,
  createTime: mktNews.createTime,
  updateBy: mktNews.updateBy,
  updateTime: mktNews.updateTime,
};

/** The staff list of news items (`GET /marketing/news/list`, export) and the public one's order. */
export const newsList = {
  table: mktNews,
  id: mktNews.newsId,
  sortable: {
    newsId: mktNews.newsId,
    title: mktNews.title,
    category: mktNews.category,
    lang: mktNews.lang,
    status: mktNews.status,
    publishTime: mktNews.publishTime,
    createTime: mktNews.createTime,
    updateTime: mktNews.updateTime,
  },
  // newest first: by publication, drafts (no publication yet) by creation
  defaultOrder: [desc(sql`coalesce(${mktNews.publishTime}, ${mktNews.createTime})`), desc(mktNews.newsId)],
  filters: (filter: NewsFilter): ListFilters => ({
    contains: [[mktNews.title, filter.title]],
    equals: [
      [mktNews.category, filter.category],
      [mktNews.lang, filter.lang],
      [mktNews.status, filter.status],
    ],
    days: [mktNews.createTime, filter],
  }),
  // the list and the export carry no bodies
  select: (db: Database, where: SQL | undefined) =>
    db.select(summaryColumns).from(mktNews).where(where).$dynamic(),
};

function withSanitisedContent(row: NewsRow): News {
  return { ...row, content: sanitizeRichText(row.content) };
}

export async function findNews(db: Database, newsId: number): Promise<News | undefined> {
  const [row] = await db.select().from(mktNews).where(eq(mktNews.newsId, newsId)).limit(1);
  return row ? withSanitisedContent(row) : undefined;
}

/** `GET /portal/news`: published items only, newest first, without bodies. */
export function listPublishedNews(
  db: Database,
  query: { category?: string; lang?: string; pageNum?: number; pageSize?: number },
): Promise<{ total: number; rows: PortalNewsSummary[] }> {
  const conditions = [
    eq(mktNews.status, '0'),
    ...listConditions({
      equals: [
        [mktNews.category, query.category],
        [mktNews.lang, query.lang],
      ],
    }),
  ];
  // visitors page; they do not sort
  const page = { pageNum: query.pageNum, pageSize: query.pageSize };
  return selectPage(db, newsList, page, conditions, (where) =>
    db.select(publicColumns).from(mktNews).where(where).$dynamic(),
  );
}

/** `GET /portal/news/{id}`: the item if it is published. */
export async function findPublishedNews(db: Database, newsId: number): Promise<PortalNews | undefined> {
  const [row] = await db
    .select({ ...publicColumns, content: mktNews.content })
    .from(mktNews)
    .where(and(eq(mktNews.newsId, newsId), eq(mktNews.status, '0')))
    .limit(1);
  return row ? { ...row, content: sanitizeRichText(row.content) } : undefined;
}

/** The dashboard's figure: published items. */
export async function countPublishedNews(db: Database): Promise<number> {
  const [row] = await db.select({ value: count() }).from(mktNews).where(eq(mktNews.status, '0'));
  return Number(row?.value ?? 0);
}

/** Whether the article is published (a public address of one that is not answers 404). */
export async function isNewsPublished(db: Database, newsId: number): Promise<boolean> {
  const rows = await db
    .select({ id: mktNews.newsId })
    .from(mktNews)
    .where(and(eq(mktNews.newsId, newsId), eq(mktNews.status, '0')))
    .limit(1);
  return rows.length > 0;
}

/** The sitemaps' articles: every published one, newest first, with its language and last change. */
export function publishedNewsForSitemap(db: Database) {
  return db
    .select({
      id: mktNews.newsId,
      lang: mktNews.lang,
      update: mktNews.updateTime,
      publish: mktNews.publishTime,
      create: mktNews.createTime,
    })
    .from(mktNews)
    .where(eq(mktNews.status, '0'))
    .orderBy(desc(mktNews.newsId));
}
