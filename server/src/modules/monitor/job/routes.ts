import { RowId, StatusFlag, SysJobRunSchema } from '@dis/contract';
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { BusinessType } from '../../../common/business-type';
import { success } from '../../../common/envelope';
import { ServiceError } from '../../../common/errors';
import { MessageResult } from '../../../common/schema';
import { requireLoginUser } from '../../../security/session-store';
import type { JobEngine } from './engine';
import jobLogRoutes from './log/routes';
import { allJobs, findJobId, setJobStatus } from './repository';
import { jobResource } from './resource';
import { resyncJobs, startJobEngine } from './service';

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
  const { engine, registry } = await startJobEngine(app);
  app.decorate('jobEngine', engine);
  app.metrics.addQueue('sys-job', () => engine.depth());
  app.addHook('onClose', async () => {
    await engine.close();
  });
  app.addHook('onReady', async () => {
    await engine.reset(await allJobs(app.db));
  });

  /** Reschedules the given jobs from their rows (a deleted one loses its trigger). */
  const resync = (ids: number[]) => resyncJobs(app.db, engine, ids);

  const resource = jobResource(app, registry, resync);
  const jobs = resource.register(app);
  await app.register(jobLogRoutes);

  app.put(
    `${resource.path}/changeStatus`,
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
      jobs.found(await findJobId(app.db, jobId));
      await setJobStatus(app.db, jobId, status, requireLoginUser(request).userName);
      await resync([jobId]);
      return success(request);
    },
  );

  app.put(
    `${resource.path}/run`,
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
      const row = await findJobId(app.db, request.body.jobId);
      if (!row) throw new ServiceError('monitor.job.runMissing');
      await engine.runOnce(row.jobId);
      return success(request);
    },
  );
};

export default jobRoutes;
