import type { SysJobCreate } from '@dis/contract';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { formatDateTime } from '../../../common/datetime';
import { ServiceError } from '../../../common/errors';
import type { Database } from '../../../db/connection';
import type { MessageKey } from '../../../i18n/catalogue';
import { isValidCron, nextFireTime } from '@dis/contract/cron';
import { EmbeddedJobEngine, RedisJobEngine, type JobEngine, type JobRunner } from './engine';
import { allJobs, findJob, insertJobLog, jobsWithIds } from './repository';
import { refuseTarget, resolveTarget, signatureOf, type TaskRegistry } from './targets';
import { retentionDays } from '../log-chain/service';
import { taskRegistry } from './tasks';

const REFUSALS = {
  rmi: ['monitor.job.addRmi', 'monitor.job.editRmi'],
  ldap: ['monitor.job.addLdap', 'monitor.job.editLdap'],
  http: ['monitor.job.addHttp', 'monitor.job.editHttp'],
  banned: ['monitor.job.addBanned', 'monitor.job.editBanned'],
  notAllowed: ['monitor.job.addNotAllowed', 'monitor.job.editNotAllowed'],
} as const satisfies Record<string, readonly [MessageKey, MessageKey]>;

/**
 * Refuses a job's cron or invoke target in RuoYi's order (cron first, then the target); the
 * allow-list refusal names the registry's calls. Nothing refused is stored or run.
 */
export function checkJob(
  registry: TaskRegistry,
  mode: 'add' | 'edit',
  body: Pick<SysJobCreate, 'jobName' | 'cronExpression' | 'invokeTarget'>,
): void {
  const name = body.jobName;
  const which = mode === 'add' ? 0 : 1;
  if (!isValidCron(body.cronExpression)) {
    throw new ServiceError(mode === 'add' ? 'monitor.job.addBadCron' : 'monitor.job.editBadCron', { name });
  }
  const refusal = refuseTarget(registry, body.invokeTarget);
  if (refusal) {
    const allowed = Object.entries(registry)
      .map(([key, handler]) => signatureOf(key, handler))
      .join('、');
    throw new ServiceError(REFUSALS[refusal][which], { name, allowed });
  }
}

/** A fire later than this after its time is a misfire (the server was down or busy). */
export const MISFIRE_THRESHOLD_MS = 5000;

/**
 * The runner both engines call: reads the job afresh, honours "no concurrent runs" and the misfire
 * policy, runs the registered handler and writes one `sys_job_log` row (docs/monitor/job.md).
 */
export function jobRunner(db: Database, registry: TaskRegistry, log: FastifyBaseLogger): JobRunner {
  const running = new Set<number>();
  return async (jobId, scheduledAt) => {
    const job = await findJob(db, jobId);
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
    await insertJobLog(db, {
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

/**
 * The job engine of this app: the embedded one, or BullMQ's when Redis is configured; both run the
 * jobs of the task registry through `jobRunner` (docs/monitor/job.md).
 */
export async function startJobEngine(
  app: FastifyInstance,
): Promise<{ engine: JobEngine; registry: TaskRegistry }> {
  // the registry is the contributions' object, so handlers of modules registered later join it
  // (`app.jobTasks`, filled as each module is registered; a unit-built frame may lack it)
  const registry = Object.assign(
    app.jobTasks ?? {},
    taskRegistry(app.db, app.appConfig.dataDir, () => retentionDays(app)),
  );
  const run = jobRunner(app.db, registry, app.log);
  const { redisUrl, cacheKeyPrefix } = app.appConfig;
  if (!redisUrl) return { engine: new EmbeddedJobEngine(run), registry };
  // Redis back after a loss may have restarted empty: the active jobs' triggers are written again
  // (idempotent: every replica may do it)
  const rewriteTriggers = () => {
    allJobs(app.db)
      .then((jobs) => engine.reset(jobs))
      .catch((error: unknown) => app.log.error({ err: error }, 'could not restore the job triggers'));
  };
  const engine: JobEngine = await RedisJobEngine.start(redisUrl, cacheKeyPrefix, run, {
    log: app.log,
    onReconnect: rewriteTriggers,
  });
  return { engine, registry };
}

/** Reschedules the given jobs from their rows (a deleted one loses its trigger). */
export async function resyncJobs(db: Database, engine: JobEngine, ids: number[]): Promise<void> {
  const rows = await jobsWithIds(db, ids);
  for (const jobId of ids) {
    const row = rows.find((one) => one.jobId === jobId);
    if (row) await engine.sync(row);
    else await engine.remove(jobId);
  }
}

/** One job with its next fire time (`GET /monitor/job/{jobId}`). */
export async function jobDetail(db: Database, jobId: number) {
  const row = await findJob(db, jobId);
  if (!row) return undefined;
  const next = row.status === '0' && row.cronExpression ? nextFireTime(row.cronExpression) : null;
  return { ...row, nextValidTime: next ? formatDateTime(next) : null };
}
