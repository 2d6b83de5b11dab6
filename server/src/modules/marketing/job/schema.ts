import { Type, type Static } from '@sinclair/typebox';
import { RowId } from '../../../common/ids';
import { DayRangeQuery, PageQuery } from '../../../common/paging';
import { DateTime, Nullable } from '../../../common/schema';
import { NullableInteger, StringEnum } from '../common/schema-types';
import { ContentLang } from '../news/schema';

export const JobStatus = StringEnum(['0', '1'], { description: '"0" open, "1" closed' });
const WireDateTime = Type.String({
  pattern: '^\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2}$',
  description: 'yyyy-MM-dd HH:mm:ss',
});

/** What a visitor sees of a job posting. */
export const jobPublicFields = {
  jobId: Type.Integer(),
  title: Type.String(),
  city: Nullable(Type.String()),
  department: Nullable(Type.String()),
  headcount: Nullable(Type.Integer()),
  description: Nullable(Type.String({ description: 'plain text, one duty a line' })),
  requirements: Nullable(Type.String({ description: 'plain text, one requirement a line' })),
  lang: Type.String(),
  status: Type.String({ description: '"0" open, "1" closed' }),
  publishTime: DateTime(),
};

export const JobSchema = Type.Object({
  ...jobPublicFields,
  createBy: Nullable(Type.String()),
  createTime: DateTime(),
  updateBy: Nullable(Type.String()),
  updateTime: DateTime(),
});
export type Job = Static<typeof JobSchema>;

export const PortalJobSchema = Type.Object(jobPublicFields);
export type PortalJob = Static<typeof PortalJobSchema>;

export const JobFilterSchema = Type.Object({
  ...DayRangeQuery,
  title: Type.Optional(Type.String({ maxLength: 100, description: 'contains' })),
  city: Type.Optional(Type.String({ maxLength: 50, description: 'contains' })),
  lang: Type.Optional(StringEnum(['', 'zh-cn', 'en'])),
  status: Type.Optional(StringEnum(['', '0', '1'])),
});
export type JobFilter = Static<typeof JobFilterSchema>;

export const JobListQuerySchema = Type.Composite([JobFilterSchema, Type.Object(PageQuery)]);

const writableFields = {
  title: Type.Optional(Type.String({ maxLength: 100 })),
  city: Type.Optional(Nullable(Type.String({ maxLength: 50 }))),
  department: Type.Optional(Nullable(Type.String({ maxLength: 100 }))),
  headcount: Type.Optional(NullableInteger({ minimum: 1, maximum: 999 })),
  description: Type.Optional(Nullable(Type.String({ maxLength: 5000 }))),
  requirements: Type.Optional(Nullable(Type.String({ maxLength: 5000 }))),
  lang: ContentLang,
  status: Type.Optional(JobStatus),
  publishTime: Type.Optional(Nullable(WireDateTime)),
};

export const JobCreateSchema = Type.Object(writableFields);
export const JobUpdateSchema = Type.Object({ jobId: RowId(), ...writableFields });
export type JobCreate = Static<typeof JobCreateSchema>;

export const PortalJobQuerySchema = Type.Object({
  lang: Type.Optional(StringEnum(['', 'zh-cn', 'en'])),
  pageNum: Type.Optional(Type.Integer({ minimum: 1, description: 'default 1' })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, description: 'default 100' })),
});
