import type { JobFilter, PortalJob } from '@dis/contract';
import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { listConditions, selectPage, type ListFilters } from '../../../common/list-query';
import type { Database } from '../../../db/connection';
import { mktJob } from '../../../db/schema';

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

/** The staff list of job postings (`GET /marketing/job/list`, export), and the public one's order. */
export const jobList = {
  table: mktJob,
  id: mktJob.jobId,
  sortable: {
    jobId: mktJob.jobId,
    title: mktJob.title,
    city: mktJob.city,
    department: mktJob.department,
    headcount: mktJob.headcount,
    lang: mktJob.lang,
    status: mktJob.status,
    publishTime: mktJob.publishTime,
    createTime: mktJob.createTime,
  },
  // newest first: by publication, else by creation
  defaultOrder: [desc(sql`coalesce(${mktJob.publishTime}, ${mktJob.createTime})`), desc(mktJob.jobId)],
  filters: (filter: JobFilter): ListFilters => ({
    contains: [
      [mktJob.title, filter.title],
      [mktJob.city, filter.city],
    ],
    equals: [
      [mktJob.lang, filter.lang],
      [mktJob.status, filter.status],
    ],
    days: [mktJob.createTime, filter],
  }),
  select: (db: Database, where: SQL | undefined) => db.select().from(mktJob).where(where).$dynamic(),
};

/** `GET /portal/jobs`: open postings, newest first (100 a page unless asked). */
export function listOpenJobs(
  db: Database,
  query: { lang?: string; pageNum?: number; pageSize?: number },
): Promise<{ total: number; rows: PortalJob[] }> {
  const conditions = [eq(mktJob.status, '0'), ...listConditions({ equals: [[mktJob.lang, query.lang]] })];
  return selectPage(
    db,
    jobList,
    { pageNum: query.pageNum, pageSize: query.pageSize ?? 100 },
    conditions,
    (where) => db.select(publicColumns).from(mktJob).where(where).$dynamic(),
  );
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

/** The dashboard's figure: open postings. */
export async function countOpenJobs(db: Database): Promise<number> {
  const [row] = await db.select({ value: count() }).from(mktJob).where(eq(mktJob.status, '0'));
  return Number(row?.value ?? 0);
}

/** Whether the posting is open (a public address of one that is not answers 404). */
export async function isJobOpen(db: Database, jobId: number): Promise<boolean> {
  const rows = await db
    .select({ id: mktJob.jobId })
    .from(mktJob)
    .where(and(eq(mktJob.jobId, jobId), eq(mktJob.status, '0')))
    .limit(1);
  return rows.length > 0;
}

/** The sitemaps' postings: every open one, newest first, with its language and last change. */
export function openJobsForSitemap(db: Database) {
  return db
    .select({ id: mktJob.jobId, lang: mktJob.lang, update: mktJob.updateTime, create: mktJob.createTime })
    .from(mktJob)
    .where(eq(mktJob.status, '0'))
    .orderBy(desc(mktJob.jobId));
}
