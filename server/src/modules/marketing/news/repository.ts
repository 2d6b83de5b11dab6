import { and, desc, eq, ilike, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/connection';
import { mktNews } from '../../../db/schema';
import {
  dayRangeConditions,
  likeContains,
  resolveOrderBy,
  resolvePage,
  type PageQueryInput,
} from '../../../common/paging';
import { sanitizeRichText } from '../common/rich-text';
import type { News, NewsFilter, NewsSummary, PortalNews, PortalNewsSummary } from './schema';

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

/** Newest first: by publication, drafts (no publication yet) by creation. */
const NEWEST_FIRST = [
  desc(sql`coalesce(${mktNews.publishTime}, ${mktNews.createTime})`),
  desc(mktNews.newsId),
];

const NEWS_ORDER = {
  newsId: mktNews.newsId,
  title: mktNews.title,
  category: mktNews.category,
  lang: mktNews.lang,
  status: mktNews.status,
  publishTime: mktNews.publishTime,
  createTime: mktNews.createTime,
  updateTime: mktNews.updateTime,
};

function filterConditions(filter: NewsFilter): SQL[] {
  const conditions: SQL[] = [];
  const title = filter.title?.trim();
  if (title) conditions.push(ilike(mktNews.title, likeContains(title)));
  if (filter.category) conditions.push(eq(mktNews.category, filter.category));
  if (filter.lang) conditions.push(eq(mktNews.lang, filter.lang));
  if (filter.status) conditions.push(eq(mktNews.status, filter.status));
  conditions.push(
    ...dayRangeConditions(mktNews.createTime, filter['params[beginTime]'], filter['params[endTime]']),
  );
  return conditions;
}

function withSanitisedContent(row: NewsRow): News {
  return { ...row, content: sanitizeRichText(row.content) };
}

/** `GET /marketing/news/list`: filters, sort allow-list, reasonable paging; no bodies. */
export async function listNews(
  db: Database,
  query: NewsFilter & PageQueryInput,
): Promise<{ total: number; rows: NewsSummary[] }> {
  const orderBy = resolveOrderBy(query, NEWS_ORDER);
  const where = and(...filterConditions(query));
  const [{ total }] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(mktNews)
    .where(where);
  const page = resolvePage(query, total);
  const rows = await db
    .select(summaryColumns)
    .from(mktNews)
    .where(where)
    .orderBy(...(orderBy ? [orderBy, desc(mktNews.newsId)] : NEWEST_FIRST))
    .limit(page.pageSize)
    .offset(page.offset);
  return { total, rows };
}

/** The rows an export writes, newest id first, `size` at a time below `beforeId`. */
export function newsForExport(db: Database, filter: NewsFilter) {
  const conditions = filterConditions(filter);
  return (beforeId: number | undefined, size: number): Promise<NewsSummary[]> =>
    db
      .select(summaryColumns)
      .from(mktNews)
      .where(and(...conditions, ...(beforeId === undefined ? [] : [lt(mktNews.newsId, beforeId)])))
      .orderBy(desc(mktNews.newsId))
      .limit(size);
}

export async function findNews(db: Database, newsId: number): Promise<News | undefined> {
  const [row] = await db.select().from(mktNews).where(eq(mktNews.newsId, newsId)).limit(1);
  return row ? withSanitisedContent(row) : undefined;
}

export async function insertNews(db: Database, values: NewsValues): Promise<number> {
  const [row] = await db.insert(mktNews).values(values).returning({ newsId: mktNews.newsId });
  return row.newsId;
}

export async function updateNews(db: Database, newsId: number, values: Partial<NewsValues>): Promise<void> {
  await db.update(mktNews).set(values).where(eq(mktNews.newsId, newsId));
}

/** Deletes the given items; answers how many there were. */
export async function deleteNews(db: Database, ids: number[]): Promise<number> {
  const removed = await db
    .delete(mktNews)
    .where(inArray(mktNews.newsId, ids))
    .returning({ newsId: mktNews.newsId });
  return removed.length;
}

/** `GET /portal/news`: published items only, newest first, without bodies. */
export async function listPublishedNews(
  db: Database,
  query: { category?: string; lang?: string; pageNum?: number; pageSize?: number },
): Promise<{ total: number; rows: PortalNewsSummary[] }> {
  const conditions: SQL[] = [eq(mktNews.status, '0')];
  if (query.category) conditions.push(eq(mktNews.category, query.category));
  if (query.lang) conditions.push(eq(mktNews.lang, query.lang));
  const where = and(...conditions);
  const [{ total }] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(mktNews)
    .where(where);
  const page = resolvePage(query, total);
  const rows = await db
    .select(publicColumns)
    .from(mktNews)
    .where(where)
    .orderBy(...NEWEST_FIRST)
    .limit(page.pageSize)
    .offset(page.offset);
  return { total, rows };
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
