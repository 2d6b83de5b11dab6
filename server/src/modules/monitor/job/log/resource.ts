import { type Language } from '@dis/contract/site';
import { SysJobLogListQuerySchema, SysJobLogSchema } from '@dis/contract';
import { desc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { dictLabeller } from '../../../../common/dict-labels';
import { defineResource } from '../../../../common/resource';
import { sysJobLog } from '../../../../db/schema';
import { jobLabel, type JobLabel } from '../messages';

const label = (lang: Language, key: string) => jobLabel(lang, key as JobLabel);

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
