import { Type, type Static } from '@sinclair/typebox';
import { AjaxResult, DateTime, DayRangeQuery, ListQuery, Nullable, StatusFilter, StringEnum } from './common';

// ---- login log (monitor/logininfor) and operation log (monitor/operlog): read, delete, clean ----

export const SysLogininforSchema = Type.Object({
  infoId: Type.Integer(),
  userName: Nullable(Type.String()),
  ipaddr: Nullable(Type.String()),
  loginLocation: Nullable(Type.String()),
  browser: Nullable(Type.String()),
  os: Nullable(Type.String()),
  status: Nullable(Type.String({ description: '"0" success, "1" failure' })),
  msg: Nullable(Type.String()),
  loginTime: DateTime(),
});
export type SysLogininfor = Static<typeof SysLogininforSchema>;

export const LogininforFilterSchema = Type.Object({
  ...DayRangeQuery,
  ipaddr: Type.Optional(Type.String({ maxLength: 128, description: 'contains' })),
  userName: Type.Optional(Type.String({ maxLength: 50, description: 'contains' })),
  status: StatusFilter,
});
export type LogininforFilter = Static<typeof LogininforFilterSchema>;
export const LogininforListQuerySchema = ListQuery(LogininforFilterSchema);
export type LogininforListQuery = Static<typeof LogininforListQuerySchema>;

/** `GET /monitor/logininfor/unlock/{userName}` */
export const UnlockParams = Type.Object({ userName: Type.String({ minLength: 1, maxLength: 50 }) });

export const SysOperLogSchema = Type.Object({
  operId: Type.Integer(),
  title: Nullable(Type.String()),
  businessType: Nullable(Type.Integer()),
  method: Nullable(Type.String()),
  requestMethod: Nullable(Type.String()),
  operatorType: Nullable(Type.Integer()),
  operName: Nullable(Type.String()),
  deptName: Nullable(Type.String()),
  operUrl: Nullable(Type.String()),
  operIp: Nullable(Type.String()),
  operLocation: Nullable(Type.String()),
  operParam: Nullable(Type.String()),
  jsonResult: Nullable(Type.String()),
  status: Nullable(Type.Integer({ description: '0 success, 1 failure' })),
  errorMsg: Nullable(Type.String()),
  operTime: DateTime(),
  costTime: Nullable(Type.Integer({ description: 'milliseconds' })),
});
export type SysOperLog = Static<typeof SysOperLogSchema>;

export const OperLogFilterSchema = Type.Object({
  ...DayRangeQuery,
  operIp: Type.Optional(Type.String({ maxLength: 128, description: 'contains' })),
  title: Type.Optional(Type.String({ maxLength: 50, description: 'contains' })),
  operName: Type.Optional(Type.String({ maxLength: 50, description: 'contains' })),
  businessType: Type.Optional(
    StringEnum(['', '0', '1', '2', '3', '4', '5', '6', '7', '8', '9'], { description: 'sys_oper_type' }),
  ),
  status: StatusFilter,
});
export type OperLogFilter = Static<typeof OperLogFilterSchema>;
export const OperLogListQuerySchema = ListQuery(OperLogFilterSchema);
export type OperLogListQuery = Static<typeof OperLogListQuerySchema>;

// ---- the logs' chain check (docs/security.md "The logs are evidence") ----

/** `GET /monitor/operlog/verify`, `GET /monitor/logininfor/verify`: whether the log is as written. */
export const LogChainVerdictSchema = Type.Object({
  intact: Type.Boolean(),
  /** the rows found whole */
  checked: Type.Integer(),
  problem: Type.Optional(StringEnum(['altered', 'removed', 'truncated', 'head'])),
  /** the first row altered, or the row after rows were removed */
  rowId: Type.Optional(Type.Integer()),
  /** the last row found whole before the problem */
  afterId: Type.Optional(Type.Integer()),
});
export type LogChainVerdict = Static<typeof LogChainVerdictSchema>;
export const LogChainResult = AjaxResult({ data: LogChainVerdictSchema }, 'msg says the verdict in words');
