import { Type, type Static } from '@sinclair/typebox';
import { SYS_JOB_FIELD_MAX } from '../rules/limits';
import {
  DateTime,
  DayRangeQuery,
  ListQuery,
  Nullable,
  RowId,
  StatusFilter,
  StatusFlag,
  StringEnum,
  auditFields,
} from './common';

// ---- scheduled jobs (monitor/job) and their run log (monitor/jobLog); see docs/monitor/job.md ----

export const JobGroup = Type.String({
  maxLength: SYS_JOB_FIELD_MAX.jobGroup,
  description: 'dictionary sys_job_group: "DEFAULT", "SYSTEM"',
});
export const MisfirePolicy = StringEnum(['0', '1', '2', '3'], {
  description: '"0" default, "1" fire every missed run, "2" fire once, "3" do nothing',
});
export const ConcurrentFlag = StringEnum(['0', '1'], {
  description: '"0" runs may overlap, "1" they may not',
});

/** SysJob as RuoYi serialises it. */
export const SysJobSchema = Type.Object({
  jobId: Type.Integer(),
  jobName: Type.String(),
  jobGroup: Type.String(),
  invokeTarget: Type.String(),
  cronExpression: Nullable(Type.String()),
  misfirePolicy: Nullable(Type.String()),
  concurrent: Nullable(Type.String()),
  status: Nullable(Type.String({ description: '"0" running, "1" paused' })),
  ...auditFields,
  remark: Nullable(Type.String()),
});
export type SysJob = Static<typeof SysJobSchema>;

/** `GET /monitor/job/{jobId}`: the row and its next fire time. */
export const SysJobDetailSchema = Type.Composite([
  SysJobSchema,
  Type.Object({ nextValidTime: DateTime('the next fire time, null when paused or never') }),
]);

export const SysJobFilterSchema = Type.Object({
  jobName: Type.Optional(Type.String({ maxLength: SYS_JOB_FIELD_MAX.jobName, description: 'contains' })),
  jobGroup: Type.Optional(Type.String({ maxLength: SYS_JOB_FIELD_MAX.jobGroup })),
  status: StatusFilter,
  invokeTarget: Type.Optional(
    Type.String({ maxLength: SYS_JOB_FIELD_MAX.invokeTarget, description: 'contains' }),
  ),
});
export type SysJobFilter = Static<typeof SysJobFilterSchema>;
export const SysJobListQuerySchema = ListQuery(SysJobFilterSchema);

const jobWritableFields = {
  jobName: Type.String({ minLength: 1, maxLength: SYS_JOB_FIELD_MAX.jobName }),
  jobGroup: Type.Optional(JobGroup),
  invokeTarget: Type.String({ minLength: 1, maxLength: SYS_JOB_FIELD_MAX.invokeTarget }),
  cronExpression: Type.String({ minLength: 1, maxLength: SYS_JOB_FIELD_MAX.cronExpression }),
  misfirePolicy: Type.Optional(MisfirePolicy),
  concurrent: Type.Optional(ConcurrentFlag),
  status: Type.Optional(StatusFlag),
  remark: Type.Optional(Nullable(Type.String({ maxLength: SYS_JOB_FIELD_MAX.remark }))),
};
export const SysJobCreateSchema = Type.Object(jobWritableFields);
export const SysJobUpdateSchema = Type.Object({ jobId: RowId(), ...jobWritableFields });
export type SysJobCreate = Static<typeof SysJobCreateSchema>;
export type SysJobUpdate = Static<typeof SysJobUpdateSchema>;

/** `PUT /monitor/job/run` */
export const SysJobRunSchema = Type.Object({ jobId: RowId(), jobGroup: Type.Optional(Type.String()) });

/** SysJobLog as RuoYi serialises it. */
export const SysJobLogSchema = Type.Object({
  jobLogId: Type.Integer(),
  jobName: Type.String(),
  jobGroup: Type.String(),
  invokeTarget: Type.String(),
  jobMessage: Nullable(Type.String()),
  status: Nullable(Type.String({ description: '"0" succeeded, "1" failed' })),
  exceptionInfo: Nullable(Type.String()),
  startTime: DateTime(),
  endTime: DateTime(),
  createTime: DateTime(),
});
export type SysJobLog = Static<typeof SysJobLogSchema>;

export const SysJobLogFilterSchema = Type.Object({
  jobName: Type.Optional(Type.String({ maxLength: SYS_JOB_FIELD_MAX.jobName, description: 'contains' })),
  jobGroup: Type.Optional(Type.String({ maxLength: SYS_JOB_FIELD_MAX.jobGroup })),
  status: StatusFilter,
  invokeTarget: Type.Optional(
    Type.String({ maxLength: SYS_JOB_FIELD_MAX.invokeTarget, description: 'contains' }),
  ),
  ...DayRangeQuery,
});
export type SysJobLogFilter = Static<typeof SysJobLogFilterSchema>;
export const SysJobLogListQuerySchema = ListQuery(SysJobLogFilterSchema);
