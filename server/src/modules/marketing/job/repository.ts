import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/connection';
import { mktJob } from '../../../db/schema';
import { defineList, listConditions, selectPage } from '../../../common/list-query';
import type { PageQueryInput } from '../../../common/paging';
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

const jobs = defineList({
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
  filters: (filter: JobFilter) => ({
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
  select: (db, where) => db.select().from(mktJob).where(where).$dynamic(),
});

/** `GET /marketing/job/list`: filters, sort allow-list, reasonable paging. */
export function listJobs(
  db: Database,
  query: JobFilter & PageQueryInput,
): Promise<{ total: number; rows: Job[] }> {
  return jobs.page(db, query);
}

/** The rows an export writes, newest id first, `size` at a time below `beforeId`. */
export const jobsForExport = jobs.exportBatches;

export const findJob: (db: Database, jobId: number) => Promise<Job | undefined> = jobs.find;

export async function insertJob(db: Database, values: JobValues): Promise<number> {
  const [row] = await db.insert(mktJob).values(values).returning({ jobId: mktJob.jobId });
  return row.jobId;
}

export async function updateJob(db: Database, jobId: number, values: Partial<JobValues>): Promise<void> {
  await db.update(mktJob).set(values).where(eq(mktJob.jobId, jobId));
}

export const deleteJobs = jobs.deleteByIds;

/** `GET /portal/jobs`: open postings, newest first (100 a page unless asked). */
export function listOpenJobs(
  db: Database,
  query: { lang?: string; pageNum?: number; pageSize?: number },
): Promise<{ total: number; rows: PortalJob[] }> {
  const conditions = [eq(mktJob.status, '0'), ...listConditions({ equals: [[mktJob.lang, query.lang]] })];
  return selectPage(
    db,
    jobs.list,
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
