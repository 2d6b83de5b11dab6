import { RowId, StatusFlag, SysJobRunSchema } from '@dis/contract';
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { eq, inArray } from 'drizzle-orm';
import { BusinessType } from '../../../common/business-type';
import { formatDateTime } from '../../../common/datetime';
import { success } from '../../../common/envelope';
import { ServiceError } from '../../../common/errors';
import { MessageResult } from '../../../common/schema';
import { requireLoginUser } from '../../../plugins/auth';
import { sysJob } from '../../../db/schema';
import { EmbeddedJobEngine, RedisJobEngine, type JobEngine } from './engine';
import { jobLogResource, jobResource } from './resource';
import { jobRunner } from './runner';
import { taskRegistry } from './tasks';

declare module 'fastify' {
  interface FastifyInstance {
    jobEngine: JobEngine;
  }
}

/**
 * 定时任务 and 调度日志: `/monitor/job` and `/monitor/jobLog` on the resource descriptor, plus the
 * status switch, "run once" and "clean". Owns the job engine: started when the app is ready (with
 * the triggers of the active jobs), shut down when it closes. See docs/monitor/job.md.
 */
const jobRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const registry = taskRegistry(app.db, app.appConfig.dataDir);
  const run = jobRunner(app.db, registry, app.log);
  const { redisUrl, cacheKeyPrefix } = app.appConfig;
  const engine: JobEngine = redisUrl
    ? await RedisJobEngine.start(redisUrl, cacheKeyPrefix, run)
    : new EmbeddedJobEngine(run);
  app.decorate('jobEngine', engine);
  app.addHook('onClose', async () => {
    await engine.close();
  });
  app.addHook('onReady', async () => {
    await engine.reset(await app.db.select().from(sysJob));
  });

  /** Reschedules the given jobs from their rows (a deleted one loses its trigger). */
  async function resync(ids: number[]): Promise<void> {
    const rows = await app.db.select().from(sysJob).where(inArray(sysJob.jobId, ids));
    for (const jobId of ids) {
      const row = rows.find((one) => one.jobId === jobId);
      if (row) await engine.sync(row);
      else await engine.remove(jobId);
    }
  }

  const jobs = jobResource(app, registry, resync).register(app);
  jobLogResource(app).register(app);

  app.put(
    '/monitor/job/changeStatus',
    {
      schema: {
        tags: jobs.tags,
        summary: '任务状态修改 · Pause or resume a job',
        description: 'Body `{jobId, status}`: "0" resumes (the trigger fires again), "1" pauses.',
        body: Type.Object({ jobId: RowId(), status: StatusFlag }),
        response: { 200: MessageResult },
      },
      config: jobs.config('changeStatus', BusinessType.update),
    },
    async function changeJobStatusHandler(request) {
      const { jobId, status } = request.body;
      const [row] = await app.db.select({ jobId: sysJob.jobId }).from(sysJob).where(eq(sysJob.jobId, jobId));
      jobs.found(row);
      await app.db
        .update(sysJob)
        .set({ status, updateBy: requireLoginUser(request).userName, updateTime: formatDateTime() })
        .where(eq(sysJob.jobId, jobId));
      await resync([jobId]);
      return success(request);
    },
  );

  app.put(
    '/monitor/job/run',
    {
      schema: {
        tags: jobs.tags,
        summary: '执行一次 · Run a job once now',
        description: 'Runs the job once, whether paused or not; the run writes a job-log row.',
        body: SysJobRunSchema,
        response: { 200: MessageResult },
      },
      config: jobs.config('changeStatus', BusinessType.update),
    },
    async function runJobHandler(request) {
      const [row] = await app.db
        .select({ jobId: sysJob.jobId })
        .from(sysJob)
        .where(eq(sysJob.jobId, request.body.jobId));
      if (!row) throw new ServiceError('monitor.job.runMissing');
      await engine.runOnce(row.jobId);
      return success(request);
    },
  );
};

export default jobRoutes;
