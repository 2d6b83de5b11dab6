import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { formatDateTime } from '../../../common/datetime';
import type { Database } from '../../../db/connection';
import { sysJob, sysJobLog } from '../../../db/schema';
import type { JobRunner } from './engine';
import { resolveTarget, type TaskRegistry } from './targets';

/** A fire later than this after its time is a misfire (the server was down or busy). */
export const MISFIRE_THRESHOLD_MS = 5000;

/**
 * The runner both engines call: reads the job afresh, honours "no concurrent runs" and the misfire
 * policy, runs the registered handler and writes one `sys_job_log` row (docs/monitor/job.md).
 */
export function jobRunner(db: Database, registry: TaskRegistry, log: FastifyBaseLogger): JobRunner {
  const running = new Set<number>();
  return async (jobId, scheduledAt) => {
    const [job] = await db.select().from(sysJob).where(eq(sysJob.jobId, jobId));
    if (!job) return;
    if (scheduledAt !== null) {
      if (job.status !== '0') return;
      const late = Date.now() - scheduledAt > MISFIRE_THRESHOLD_MS;
      if (late && job.misfirePolicy === '3') return;
    }
    if (job.concurrent === '1' && running.has(jobId)) return;
    running.add(jobId);
    const start = new Date();
    let status = '0';
    let exceptionInfo = '';
    try {
      const target = resolveTarget(registry, job.invokeTarget);
      if (!target) throw new Error(`not an allowed invoke target: ${job.invokeTarget}`);
      await target.handler.run(target.args, {
        log: (message) => log.info({ jobId, jobName: job.jobName }, message),
      });
    } catch (error) {
      status = '1';
      exceptionInfo = (error instanceof Error ? error.message : String(error)).slice(0, 2000);
    } finally {
      running.delete(jobId);
    }
    const end = new Date();
    await db.insert(sysJobLog).values({
      jobName: job.jobName,
      jobGroup: job.jobGroup,
      invokeTarget: job.invokeTarget,
      jobMessage: `${job.jobName} 总共耗时：${end.getTime() - start.getTime()}毫秒`,
      status,
      exceptionInfo,
      startTime: formatDateTime(start),
      endTime: formatDateTime(end),
      createTime: formatDateTime(start),
    });
  };
}
