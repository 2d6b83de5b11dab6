import { OperLogListQuerySchema, SysOperLogSchema } from '@dis/contract';
import type { FastifyInstance } from 'fastify';
import { dictLabeller } from '../../../common/dict-labels';
import { defineResource } from '../../../common/resource';
import { sysOperLog } from '../../../db/schema';
import { evidenceDeletes } from '../log-chain/service';
import { logLabel } from '../messages';

/** 操作日志: the console's mutating calls (`sys_oper_log`, written by the operation-log plugin). */
export function operlogResource(app: FastifyInstance) {
  return defineResource({
    key: 'monitor/operlog',
    logTitle: '操作日志',
    names: { one: 'OperLog', many: 'OperLogs' },
    missing: 'monitor.operlog.missing',
    schemas: { row: SysOperLogSchema, query: OperLogListQuerySchema },
    list: {
      table: sysOperLog,
      id: sysOperLog.operId,
      sortable: {
        operId: sysOperLog.operId,
        title: sysOperLog.title,
        businessType: sysOperLog.businessType,
        operName: sysOperLog.operName,
        operIp: sysOperLog.operIp,
        status: sysOperLog.status,
        operTime: sysOperLog.operTime,
        costTime: sysOperLog.costTime,
      },
      filters: (filter) => ({
        contains: [
          [sysOperLog.operIp, filter.operIp],
          [sysOperLog.title, filter.title],
          [sysOperLog.operName, filter.operName],
        ],
        equals: [
          [sysOperLog.businessType, filter.businessType],
          [sysOperLog.status, filter.status],
        ],
        days: [sysOperLog.operTime, filter],
      }),
      select: (db, where) => db.select().from(sysOperLog).where(where).$dynamic(),
    },
    // evidence: rows within the retention period are deleted by nobody (docs/monitor/logs.md)
    ...evidenceDeletes(app, 'oper'),
    docs: {
      list: {
        summary: '操作日志列表 · List operation log entries',
        description:
          'Paged, newest first; operIp, title and operName contain, businessType, status, ' +
          'params[beginTime]/params[endTime] by day on operTime. orderByColumn accepts operId, title, ' +
          'businessType, operName, operIp, status, operTime, costTime.',
      },
      clean: {
        summary: '清空操作日志 · Empty the operation log',
        description:
          'Deletes the entries older than the retention period (setting sys.log.retentionDays, at least 180 days); ' +
          'msg says how many went and how many are kept.',
      },
      remove: {
        summary: '删除操作日志 · Delete operation log entries',
        description:
          'Only entries older than the retention period; any younger one refuses the whole request.',
      },
      export: { summary: '导出操作日志 · Export the operation log' },
    },
    export: {
      fileName: 'operlog',
      sheetName: (lang) => logLabel(lang, 'operSheet'),
      async columns(lang) {
        const businessType = await dictLabeller(app, 'sys_oper_type', lang);
        const operatorTypes = [
          logLabel(lang, 'operatorOther'),
          logLabel(lang, 'operatorManage'),
          logLabel(lang, 'operatorMobile'),
        ];
        const status = (value: number | null) =>
          value === 0 ? logLabel(lang, 'normal') : value === 1 ? logLabel(lang, 'abnormal') : '';
        return [
          { header: logLabel(lang, 'operId'), width: 10, value: (row) => row.operId },
          { header: logLabel(lang, 'title'), width: 16, value: (row) => row.title },
          {
            header: logLabel(lang, 'businessType'),
            width: 10,
            value: (row) => businessType(row.businessType === null ? null : String(row.businessType)),
          },
          { header: logLabel(lang, 'method'), width: 24, value: (row) => row.method },
          { header: logLabel(lang, 'requestMethod'), width: 10, value: (row) => row.requestMethod },
          {
            header: logLabel(lang, 'operatorType'),
            width: 12,
            value: (row) => operatorTypes[row.operatorType ?? 0] ?? String(row.operatorType),
          },
          { header: logLabel(lang, 'operName'), width: 16, value: (row) => row.operName },
          { header: logLabel(lang, 'deptName'), width: 16, value: (row) => row.deptName },
          { header: logLabel(lang, 'operUrl'), width: 24, value: (row) => row.operUrl },
          { header: logLabel(lang, 'operIp'), width: 16, value: (row) => row.operIp },
          { header: logLabel(lang, 'operLocation'), width: 16, value: (row) => row.operLocation },
          { header: logLabel(lang, 'operParam'), width: 30, value: (row) => row.operParam },
          { header: logLabel(lang, 'jsonResult'), width: 30, value: (row) => row.jsonResult },
          { header: logLabel(lang, 'operStatus'), width: 10, value: (row) => status(row.status) },
          { header: logLabel(lang, 'errorMsg'), width: 30, value: (row) => row.errorMsg },
          { header: logLabel(lang, 'operTime'), width: 20, value: (row) => row.operTime },
          {
            header: logLabel(lang, 'costTime'),
            width: 12,
            value: (row) => `${row.costTime ?? 0}${logLabel(lang, 'milliseconds')}`,
          },
        ];
      },
    },
  });
}
