import {
  SysJobCreateSchema,
  SysJobDetailSchema,
  SysJobListQuerySchema,
  SysJobLogListQuerySchema,
  SysJobLogSchema,
  SysJobSchema,
  SysJobUpdateSchema,
  type SysJobCreate,
} from '@dis/contract';
import { asc, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { formatDateTime } from '../../../common/datetime';
import { dictLabeller } from '../../../common/dict-labels';
import { ServiceError } from '../../../common/errors';
import { defineResource } from '../../../common/resource';
import { cleanText, requiredText } from '../../../common/text-fields';
import type { MessageKey } from '../../../i18n/messages';
import { sysJob, sysJobLog } from '../../../db/schema';
import { isValidCron, nextFireTime } from './cron';
import { jobLabel, type JobLabel } from './messages';
import { refuseTarget, signatureOf, type TaskRegistry } from './targets';

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

const label = (lang: 'zh-cn' | 'en', key: string) => jobLabel(lang, key as JobLabel);

/** 定时任务: the scheduled jobs (`sys_job`), RuoYi's `/monitor/job`. */
export function jobResource(
  app: FastifyInstance,
  registry: TaskRegistry,
  afterChange: (ids: number[]) => Promise<void>,
) {
  return defineResource({
    key: 'monitor/job',
    logTitle: '定时任务',
    names: { one: 'Job', many: 'Jobs' },
    missing: 'monitor.job.missing',
    schemas: {
      row: SysJobSchema,
      one: SysJobDetailSchema,
      query: SysJobListQuerySchema,
      create: SysJobCreateSchema,
      update: SysJobUpdateSchema,
    },
    async find(db, jobId) {
      const [row] = await db.select().from(sysJob).where(eq(sysJob.jobId, jobId));
      if (!row) return undefined;
      const next = row.status === '0' && row.cronExpression ? nextFireTime(row.cronExpression) : null;
      return { ...row, nextValidTime: next ? formatDateTime(next) : null };
    },
    list: {
      table: sysJob,
      id: sysJob.jobId,
      sortable: {
        jobId: sysJob.jobId,
        jobName: sysJob.jobName,
        jobGroup: sysJob.jobGroup,
        status: sysJob.status,
        createTime: sysJob.createTime,
      },
      defaultOrder: [asc(sysJob.jobId)],
      tieBreaker: asc(sysJob.jobId),
      filters: (filter) => ({
        contains: [
          [sysJob.jobName, filter.jobName],
          [sysJob.invokeTarget, filter.invokeTarget],
        ],
        equals: [
          [sysJob.jobGroup, filter.jobGroup],
          [sysJob.status, filter.status],
        ],
      }),
      select: (db, where) => db.select().from(sysJob).where(where).$dynamic(),
    },
    docs: {
      list: {
        summary: '定时任务列表 · List scheduled jobs',
        description: 'Paged; jobName and invokeTarget contain, jobGroup and status exact. Ordered by jobId.',
      },
      get: { summary: '定时任务详情 · One job, with its next fire time' },
      add: {
        summary: '新增定时任务 · Add a job',
        description:
          'Quartz cron (6 or 7 fields); the invoke target must name a handler of the task registry. ' +
          'A new job is always created paused.',
      },
      edit: {
        summary: '修改定时任务 · Edit a job',
        description: 'Same checks as adding; the trigger is rescheduled.',
      },
      remove: { summary: '删除定时任务 · Delete jobs', description: 'One id or several joined by commas.' },
      export: { summary: '导出定时任务 · Export jobs' },
    },
    write: {
      values: (body: SysJobCreate, { lang, existing }) => {
        const values = {
          jobName: requiredText(label(lang, 'jobName'), body.jobName),
          jobGroup: cleanText(body.jobGroup) || 'DEFAULT',
          invokeTarget: requiredText(label(lang, 'invokeTarget'), body.invokeTarget),
          cronExpression: requiredText(label(lang, 'cronExpression'), body.cronExpression),
          misfirePolicy: body.misfirePolicy ?? '0',
          concurrent: body.concurrent ?? '1',
          // RuoYi creates every job paused; an edit keeps the given status
          status: existing ? (body.status ?? existing.status ?? '1') : '1',
          remark: cleanText(body.remark),
        };
        checkJob(registry, existing ? 'edit' : 'add', values);
        return values;
      },
      title: (values) => String(values.jobName),
    },
    afterChange: (ids) => afterChange(ids),
    export: {
      fileName: 'job',
      sheetName: (lang) => jobLabel(lang, 'jobSheet'),
      async columns(lang) {
        const status = await dictLabeller(app, 'sys_job_status', lang);
        const group = await dictLabeller(app, 'sys_job_group', lang);
        const misfire = (value: string | null) =>
          value && /^[0-3]$/.test(value) ? label(lang, `misfire${value}`) : (value ?? '');
        return [
          { header: label(lang, 'jobId'), width: 10, value: (row) => row.jobId },
          { header: label(lang, 'jobName'), width: 20, value: (row) => row.jobName },
          { header: label(lang, 'jobGroup'), width: 12, value: (row) => group(row.jobGroup) },
          { header: label(lang, 'invokeTarget'), width: 40, value: (row) => row.invokeTarget },
          { header: label(lang, 'cronExpression'), width: 20, value: (row) => row.cronExpression },
          { header: label(lang, 'misfirePolicy'), width: 12, value: (row) => misfire(row.misfirePolicy) },
          {
            header: label(lang, 'concurrent'),
            width: 10,
            value: (row) =>
              row.concurrent === '0' || row.concurrent === '1'
                ? label(lang, `concurrent${row.concurrent}`)
                : '',
          },
          { header: label(lang, 'status'), width: 10, value: (row) => status(row.status) },
        ];
      },
    },
  });
}

/** 调度日志: one row per run (`sys_job_log`), RuoYi's `/monitor/jobLog`. */
export function jobLogResource(app: FastifyInstance) {
  return defineResource({
    key: 'monitor/jobLog',
    logTitle: '定时任务调度日志',
    names: { one: 'JobLog', many: 'JobLogs' },
    missing: 'monitor.jobLog.missing',
    schemas: { row: SysJobLogSchema, query: SysJobLogListQuerySchema },
    list: {
      table: sysJobLog,
      id: sysJobLog.jobLogId,
      sortable: { jobLogId: sysJobLog.jobLogId, createTime: sysJobLog.createTime, status: sysJobLog.status },
      defaultOrder: [desc(sysJobLog.createTime), desc(sysJobLog.jobLogId)],
      tieBreaker: desc(sysJobLog.jobLogId),
      filters: (filter) => ({
        contains: [
          [sysJobLog.jobName, filter.jobName],
          [sysJobLog.invokeTarget, filter.invokeTarget],
        ],
        equals: [
          [sysJobLog.jobGroup, filter.jobGroup],
          [sysJobLog.status, filter.status],
        ],
        days: [sysJobLog.createTime, filter],
      }),
      select: (db, where) => db.select().from(sysJobLog).where(where).$dynamic(),
    },
    docs: {
      list: {
        summary: '调度日志列表 · List job runs',
        description:
          'Paged; jobName and invokeTarget contain, jobGroup and status exact, params[beginTime]/params[endTime] ' +
          'by day on the run time. Newest first.',
      },
      get: { summary: '调度日志详情 · One run' },
      remove: { summary: '删除调度日志 · Delete runs', description: 'One id or several joined by commas.' },
      clean: { summary: '清空调度日志 · Delete every run' },
      export: { summary: '导出调度日志 · Export runs' },
    },
    export: {
      fileName: 'log',
      sheetName: (lang) => jobLabel(lang, 'logSheet'),
      async columns(lang) {
        const status = await dictLabeller(app, 'sys_common_status', lang);
        const group = await dictLabeller(app, 'sys_job_group', lang);
        return [
          { header: label(lang, 'jobLogId'), width: 10, value: (row) => row.jobLogId },
          { header: label(lang, 'jobName'), width: 20, value: (row) => row.jobName },
          { header: label(lang, 'jobGroup'), width: 12, value: (row) => group(row.jobGroup) },
          { header: label(lang, 'invokeTarget'), width: 40, value: (row) => row.invokeTarget },
          { header: label(lang, 'jobMessage'), width: 30, value: (row) => row.jobMessage },
          { header: label(lang, 'logStatus'), width: 10, value: (row) => status(row.status) },
          { header: label(lang, 'exceptionInfo'), width: 30, value: (row) => row.exceptionInfo },
          { header: label(lang, 'createTime'), width: 20, value: (row) => row.createTime },
        ];
      },
    },
  });
}
