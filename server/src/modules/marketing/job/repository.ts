import { and, desc, eq, ilike, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/connection';
import { mktJob } from '../../../db/schema';
import {
  dayRangeConditions,
  likeContains,
  resolveOrderBy,
  resolvePage,
  type PageQueryInput,
} from '../../../common/paging';
import type { Job, JobFilter, PortalJob } from './schema';

export type JobValues = Omit<typeof mktJob.$inferInsert, 'jobId'>;

const publicColumns = {
  jobId: mktJob.jobId,
  title: mktJob.title,
  city: mktJob.city,
  department: mktJob.department,
  headcount: mktJob.headcount,
  description: mktJob.description,
  requirements: mktJob.requirements,
  lang: mktJob.lang,
  status: mktJob.status,
  publishTime: mktJob.publishTime,
};

const NEWEST_FIRST = [desc(sql`coalesce(${mktJob.publishTime}, ${mktJob.createTime})`), desc(mktJob.jobId)];

const JOB_ORDER = {
  jobId: mktJob.jobId,
  title: mktJob.title,
  city: mktJob.city,
  department: mktJob.department,
  headcount: mktJob.headcount,
  lang: mktJob.lang,
  status: mktJob.status,
  publishTime: mktJob.publishTime,
  createTime: mktJob.createTime,
};

function filterConditions(filter: JobFilter): SQL[] {
  const conditions: SQL[] = [];
  const title = filter.title?.trim();
  const city = filter.city?.trim();
  if (title) conditions.push(ilike(mktJob.title, likeContains(title)));
  if (city) conditions.push(ilike(mktJob.city, likeContains(city)));
  if (filter.lang) conditions.push(eq(mktJob.lang, filter.lang));
  if (filter.status) conditions.push(eq(mktJob.status, filter.status));
  conditions.push(
    ...dayRangeConditions(mktJob.createTime, filter['params[beginTime]'], filter['params[endTime]']),
  );
  return conditions;
}

/** `GET /marketing/job/list`: filters, sort allow-list, reasonable paging. */
export async function listJobs(
  db: Database,
  query: JobFilter & PageQueryInput,
): Promise<{ total: number; rows: Job[] }> {
  const orderBy = resolveOrderBy(query, JOB_ORDER);
  const where = and(...filterConditions(query));
  const [{ total }] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(mktJob)
    .where(where);
  const page = resolvePage(query, total);
  const rows = await db
    .select()
    .from(mktJob)
    .where(where)
    .orderBy(...(orderBy ? [orderBy, desc(mktJob.jobId)] : NEWEST_FIRST))
    .limit(page.pageSize)
    .offset(page.offset);
  return { total, rows };
}

/** The rows an export writes, newest id first, `size` at a time below `beforeId`. */
export function jobsForExport(db: Database, filter: JobFilter) {
  const conditions = filterConditions(filter);
  return (beforeId: number | undefined, size: number): Promise<Job[]> =>
    db
      .select()
      .from(mktJob)
      .where(and(...conditions, ...(beforeId === undefined ? [] : [lt(mktJob.jobId, beforeId)])))
      .orderBy(desc(mktJob.jobId))
      .limit(size);
}

export async function findJob(db: Database, jobId: number): Promise<Job | undefined> {
  const [row] = await db.select().from(mktJob).where(eq(mktJob.jobId, jobId)).limit(1);
  return row;
}

export async function insertJob(db: Database, values: JobValues): Promise<number> {
  const [row] = await db.insert(mktJob).values(values).returning({ jobId: mktJob.jobId });
  return row.jobId;
}

export async function updateJob(db: Database, jobId: number, values: Partial<JobValues>): Promise<void> {
  await db.update(mktJob).set(values).where(eq(mktJob.jobId, jobId));
}

export async function deleteJobs(db: Database, ids: number[]): Promise<number> {
  const removed = await db
    .delete(mktJob)
    .where(inArray(mktJob.jobId, ids))
    .returning({ jobId: mktJob.jobId });
  return removed.length;
}

/** `GET /portal/jobs`: open postings, newest first. */
export async function listOpenJobs(
  db: Database,
  query: { lang?: string; pageNum?: number; pageSize?: number },
): Promise<{ total: number; rows: PortalJob[] }> {
  const conditions: SQL[] = [eq(mktJob.status, '0')];
  if (query.lang) conditions.push(eq(mktJob.lang, query.lang));
  const where = and(...conditions);
  const [{ total }] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(mktJob)
    .where(where);
  const page = resolvePage({ pageNum: query.pageNum, pageSize: query.pageSize ?? 100 }, total);
  const rows = await db
    .select(publicColumns)
    .from(mktJob)
    .where(where)
    .orderBy(...NEWEST_FIRST)
    .limit(page.pageSize)
    .offset(page.offset);
  return { total, rows };
}

/** `GET /portal/jobs/{id}`: the posting if it is open. */
export async function findOpenJob(db: Database, jobId: number): Promise<PortalJob | undefined> {
  const [row] = await db
    .select(publicColumns)
    .from(mktJob)
    .where(and(eq(mktJob.jobId, jobId), eq(mktJob.status, '0')))
    .limit(1);
  return row;
}
