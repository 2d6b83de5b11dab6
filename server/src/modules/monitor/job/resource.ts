import { type Language } from '@dis/contract/site';
import {
  SysJobCreateSchema,
  SysJobDetailSchema,
  SysJobListQuerySchema,
  SysJobSchema,
  SysJobUpdateSchema,
  type SysJobCreate,
} from '@dis/contract';
import { asc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { dictLabeller } from '../../../common/dict-labels';
import { defineResource } from '../../../common/resource';
import { cleanText, requiredText } from '../../../common/text-fields';
import { sysJob } from '../../../db/schema';
import { jobLabel, type JobLabel } from './messages';
import { checkJob, jobDetail } from './service';
import type { TaskRegistry } from './targets';

const label = (lang: Language, key: string) => jobLabel(lang, key as JobLabel);

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
    find: jobDetail,
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
