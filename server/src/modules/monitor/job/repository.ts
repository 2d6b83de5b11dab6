import { eq, inArray } from 'drizzle-orm';
import { formatDateTime } from '../../../common/datetime';
import type { Database } from '../../../db/connection';
import { sysJob, sysJobLog } from '../../../db/schema';

export type JobRow = typeof sysJob.$inferSelect;

/** Every job (the triggers the engine starts with). */
export function allJobs(db: Database): Promise<JobRow[]> {
  return db.select().from(sysJob);
}

/** The jobs of these ids that still exist. */
export function jobsWithIds(db: Database, ids: number[]): Promise<JobRow[]> {
  return db.select().from(sysJob).where(inArray(sysJob.jobId, ids));
}

export async function findJob(db: Database, jobId: number): Promise<JobRow | undefined> {
  const [row] = await db.select().from(sysJob).where(eq(sysJob.jobId, jobId));
  return row;
}

/** `{jobId}` when the job exists. */
export async function findJobId(db: Database, jobId: number): Promise<{ jobId: number } | undefined> {
  const [row] = await db.select({ jobId: sysJob.jobId }).from(sysJob).where(eq(sysJob.jobId, jobId));
  return row;
}

/** Pauses ("1") or resumes ("0") a job, stamped with who did it. */
export async function setJobStatus(
  db: Database,
  jobId: number,
  status: string,
  updateBy: string,
): Promise<void> {
  await db
    .update(sysJob)
    .set({ status, updateBy, updateTime: formatDateTime() })
    .where(eq(sysJob.jobId, jobId));
}

/** One run of a job (`sys_job_log`). */
export async function insertJobLog(db: Database, values: typeof sysJobLog.$inferInsert): Promise<void> {
  await db.insert(sysJobLog).values(values);
}
