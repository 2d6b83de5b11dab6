import { LogininforListQuerySchema, SysLogininforSchema } from '@dis/contract';
import type { FastifyInstance } from 'fastify';
import { defineResource } from '../../../common/resource';
import { sysLogininfor } from '../../../db/schema';
import { evidenceDeletes } from '../log-chain/service';
import { logLabel } from '../messages';

/** 登录日志: every login, logout and registration (`sys_logininfor`, written by the login). */
export function logininforResource(app: FastifyInstance) {
  return defineResource({
    key: 'monitor/logininfor',
    logTitle: '登录日志',
    names: { one: 'Logininfor', many: 'Logininfors' },
    missing: 'monitor.logininfor.missing',
    schemas: { row: SysLogininforSchema, query: LogininforListQuerySchema },
    list: {
      table: sysLogininfor,
      id: sysLogininfor.infoId,
      sortable: {
        infoId: sysLogininfor.infoId,
        userName: sysLogininfor.userName,
        ipaddr: sysLogininfor.ipaddr,
        status: sysLogininfor.status,
        loginTime: sysLogininfor.loginTime,
      },
      filters: (filter) => ({
        contains: [
          [sysLogininfor.ipaddr, filter.ipaddr],
          [sysLogininfor.userName, filter.userName],
        ],
        equals: [[sysLogininfor.status, filter.status]],
        days: [sysLogininfor.loginTime, filter],
      }),
      select: (db, where) => db.select().from(sysLogininfor).where(where).$dynamic(),
    },
    // evidence: rows within the retention period are deleted by nobody (docs/monitor/logs.md)
    ...evidenceDeletes(app, 'login'),
    docs: {
      list: {
        summary: '登录日志列表 · List login log entries',
        description:
          'Paged, newest first; ipaddr and userName contain, status, params[beginTime]/params[endTime] by day ' +
          'on loginTime. orderByColumn accepts infoId, userName, ipaddr, status, loginTime.',
      },
      clean: {
        summary: '清空登录日志 · Empty the login log',
        description:
          'Deletes the entries older than the retention period (setting sys.log.retentionDays, at least 180 days); ' +
          'msg says how many went and how many are kept.',
      },
      remove: {
        summary: '删除登录日志 · Delete login log entries',
        description:
          'Only entries older than the retention period; any younger one refuses the whole request.',
      },
      export: { summary: '导出登录日志 · Export the login log' },
    },
    export: {
      fileName: 'logininfor',
      sheetName: (lang) => logLabel(lang, 'loginSheet'),
      columns: (lang) => {
        const status = (value: string | null) =>
          value === '0' ? logLabel(lang, 'success') : value === '1' ? logLabel(lang, 'failure') : '';
        return [
          { header: logLabel(lang, 'infoId'), width: 10, value: (row) => row.infoId },
          { header: logLabel(lang, 'userName'), width: 16, value: (row) => row.userName },
          { header: logLabel(lang, 'loginStatus'), width: 10, value: (row) => status(row.status) },
          { header: logLabel(lang, 'ipaddr'), width: 16, value: (row) => row.ipaddr },
          { header: logLabel(lang, 'loginLocation'), width: 16, value: (row) => row.loginLocation },
          { header: logLabel(lang, 'browser'), width: 16, value: (row) => row.browser },
          { header: logLabel(lang, 'os'), width: 16, value: (row) => row.os },
          { header: logLabel(lang, 'msg'), width: 24, value: (row) => row.msg },
          { header: logLabel(lang, 'loginTime'), width: 20, value: (row) => row.loginTime },
        ];
      },
    },
  });
}
