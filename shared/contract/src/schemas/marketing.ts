import { Type, type Static } from '@sinclair/typebox';
import {
  JOB_FIELD_MAX,
  LEAD_FIELD_MAX,
  NEWS_FIELD_MAX,
  SALES_FIELD_MAX,
  TRIAL_FIELD_MAX,
} from '../rules/limits';
import { SITE_LANGUAGES } from '../site';
import {
  auditFields,
  DateTime,
  DayRangeQuery,
  ListQuery,
  Nullable,
  NullableInteger,
  RowId,
  StringEnum,
  WireDateTime,
} from './common';

// ---- news (marketing/news) ----

export const NewsCategory = StringEnum(['1', '2', '3'], {
  description: 'mkt_news_category: "1" company good news, "2" company dynamics, "3" industry dynamics',
});
export const ContentLang = StringEnum(SITE_LANGUAGES, {
  description: 'mkt_content_lang',
});
export const NewsStatus = StringEnum(['0', '1'], {
  description: '"0" published, "1" draft',
});
export type NewsCategory = Static<typeof NewsCategory>;
export type ContentLang = Static<typeof ContentLang>;
export type NewsStatus = Static<typeof NewsStatus>;

/** The listing fields of a news item (everything but the body). */
export const newsSummaryFields = {
  newsId: Type.Integer(),
  title: Type.String(),
  category: NewsCategory,
  lang: ContentLang,
  summary: Nullable(Type.String()),
  coverUrl: Nullable(Type.String()),
  status: NewsStatus,
  publishTime: DateTime(),
};

export const NewsSummarySchema = Type.Object({ ...newsSummaryFields, ...auditFields });
export type NewsSummary = Static<typeof NewsSummarySchema>;

export const NewsSchema = Type.Object({
  ...newsSummaryFields,
  content: Nullable(Type.String({ description: 'sanitised HTML' })),
  ...auditFields,
});
export type News = Static<typeof NewsSchema>;

/** What a visitor sees in the news centre (no audit fields, no body). */
export const PortalNewsSummarySchema = Type.Object(newsSummaryFields);
export const PortalNewsSchema = Type.Object({
  ...newsSummaryFields,
  content: Nullable(Type.String({ description: 'sanitised HTML' })),
});
export type PortalNewsSummary = Static<typeof PortalNewsSummarySchema>;
export type PortalNews = Static<typeof PortalNewsSchema>;

export const NewsFilterSchema = Type.Object({
  ...DayRangeQuery,
  title: Type.Optional(Type.String({ maxLength: NEWS_FIELD_MAX.title, description: 'contains' })),
  category: Type.Optional(StringEnum(['', '1', '2', '3'])),
  lang: Type.Optional(StringEnum(['', ...SITE_LANGUAGES])),
  status: Type.Optional(StringEnum(['', '0', '1'])),
});
export type NewsFilter = Static<typeof NewsFilterSchema>;

export const NewsListQuerySchema = ListQuery(NewsFilterSchema);
export type NewsListQuery = Static<typeof NewsListQuerySchema>;

const newsWritableFields = {
  title: Type.Optional(Type.String({ maxLength: NEWS_FIELD_MAX.title })),
  category: NewsCategory,
  lang: ContentLang,
  summary: Type.Optional(Nullable(Type.String({ maxLength: NEWS_FIELD_MAX.summary }))),
  coverUrl: Type.Optional(Nullable(Type.String({ maxLength: NEWS_FIELD_MAX.coverUrl }))),
  content: Type.Optional(
    Nullable(Type.String({ maxLength: NEWS_FIELD_MAX.content, description: 'HTML; sanitised' })),
  ),
  status: Type.Optional(NewsStatus),
  publishTime: Type.Optional(Nullable(WireDateTime)),
};

export const NewsCreateSchema = Type.Object(newsWritableFields);
export const NewsUpdateSchema = Type.Object({ newsId: RowId(), ...newsWritableFields });
export type NewsCreate = Static<typeof NewsCreateSchema>;
export type NewsUpdate = Static<typeof NewsUpdateSchema>;

export const PortalNewsQuerySchema = Type.Object({
  category: Type.Optional(StringEnum(['', '1', '2', '3'])),
  lang: Type.Optional(StringEnum(['', ...SITE_LANGUAGES])),
  pageNum: Type.Optional(Type.Integer({ minimum: 1, description: 'default 1' })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, description: 'default 10' })),
});
export type PortalNewsQuery = Static<typeof PortalNewsQuerySchema>;

// ---- job postings (marketing/job) ----

export const JobStatus = StringEnum(['0', '1'], { description: '"0" open, "1" closed' });
export type JobStatus = Static<typeof JobStatus>;

/** What a visitor sees of a job posting. */
export const jobPublicFields = {
  jobId: Type.Integer(),
  title: Type.String(),
  city: Nullable(Type.String()),
  department: Nullable(Type.String()),
  headcount: Nullable(Type.Integer()),
  description: Nullable(Type.String({ description: 'plain text, one duty a line' })),
  requirements: Nullable(Type.String({ description: 'plain text, one requirement a line' })),
  lang: ContentLang,
  status: JobStatus,
  publishTime: DateTime(),
};

export const JobSchema = Type.Object({ ...jobPublicFields, ...auditFields });
export type Job = Static<typeof JobSchema>;

export const PortalJobSchema = Type.Object(jobPublicFields);
export type PortalJob = Static<typeof PortalJobSchema>;

export const JobFilterSchema = Type.Object({
  ...DayRangeQuery,
  title: Type.Optional(Type.String({ maxLength: JOB_FIELD_MAX.title, description: 'contains' })),
  city: Type.Optional(Type.String({ maxLength: JOB_FIELD_MAX.city, description: 'contains' })),
  lang: Type.Optional(StringEnum(['', ...SITE_LANGUAGES])),
  status: Type.Optional(StringEnum(['', '0', '1'])),
});
export type JobFilter = Static<typeof JobFilterSchema>;

export const JobListQuerySchema = ListQuery(JobFilterSchema);

const jobWritableFields = {
  title: Type.Optional(Type.String({ maxLength: JOB_FIELD_MAX.title })),
  city: Type.Optional(Nullable(Type.String({ maxLength: JOB_FIELD_MAX.city }))),
  department: Type.Optional(Nullable(Type.String({ maxLength: JOB_FIELD_MAX.department }))),
  headcount: Type.Optional(NullableInteger({ minimum: 1, maximum: 999 })),
  description: Type.Optional(Nullable(Type.String({ maxLength: JOB_FIELD_MAX.description }))),
  requirements: Type.Optional(Nullable(Type.String({ maxLength: JOB_FIELD_MAX.requirements }))),
  lang: ContentLang,
  status: Type.Optional(JobStatus),
  publishTime: Type.Optional(Nullable(WireDateTime)),
};

export const JobCreateSchema = Type.Object(jobWritableFields);
export const JobUpdateSchema = Type.Object({ jobId: RowId(), ...jobWritableFields });
export type JobCreate = Static<typeof JobCreateSchema>;
export type JobUpdate = Static<typeof JobUpdateSchema>;

export const PortalJobQuerySchema = Type.Object({
  lang: Type.Optional(StringEnum(['', ...SITE_LANGUAGES])),
  pageNum: Type.Optional(Type.Integer({ minimum: 1, description: 'default 1' })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, description: 'default 100' })),
});
export type PortalJobQuery = Static<typeof PortalJobQuerySchema>;

// ---- trial requests (marketing/lead) ----

export const LeadStatus = StringEnum(['0', '1', '2'], {
  description: 'mkt_lead_status: "0" new, "1" contacted, "2" closed',
});
export const LeadSource = StringEnum(['trial', 'solution', 'manual'], {
  description:
    'mkt_lead_source: the home-page trial form, the solution-page form, or added by staff in 线索 (sales/lead)',
});
export type LeadStatus = Static<typeof LeadStatus>;
export type LeadSource = Static<typeof LeadSource>;

export const LeadSchema = Type.Object({
  leadId: Type.Integer(),
  name: Type.String(),
  phone: Type.String(),
  company: Nullable(Type.String()),
  email: Nullable(Type.String()),
  position: Nullable(Type.String()),
  subscribe: Type.Boolean(),
  remark: Nullable(Type.String()),
  source: LeadSource,
  status: LeadStatus,
  followUp: Nullable(Type.String({ description: 'staff note' })),
  ip: Nullable(Type.String()),
  createTime: DateTime(),
  updateBy: Nullable(Type.String()),
  updateTime: DateTime(),
});
export type Lead = Static<typeof LeadSchema>;

export const LeadFilterSchema = Type.Object({
  ...DayRangeQuery,
  name: Type.Optional(Type.String({ maxLength: TRIAL_FIELD_MAX.name, description: 'contains' })),
  phone: Type.Optional(Type.String({ maxLength: TRIAL_FIELD_MAX.phone, description: 'contains' })),
  company: Type.Optional(Type.String({ maxLength: TRIAL_FIELD_MAX.company, description: 'contains' })),
  status: Type.Optional(StringEnum(['', '0', '1', '2'])),
  source: Type.Optional(StringEnum(['', 'trial', 'solution', 'manual'])),
});
export type LeadFilter = Static<typeof LeadFilterSchema>;

export const LeadListQuerySchema = ListQuery(LeadFilterSchema);

/** Staff change only the follow-up state and note of a request; what the visitor sent stays. */
export const LeadFollowUpSchema = Type.Object({
  leadId: RowId(),
  status: LeadStatus,
  followUp: Type.Optional(Nullable(Type.String({ maxLength: LEAD_FIELD_MAX.followUp }))),
});
export type LeadFollowUp = Static<typeof LeadFollowUpSchema>;

// ---- the public site's request forms (POST /portal/trial) ----

const text = (max: number) => Type.Optional(Type.String({ maxLength: max }));

/** The trial form or the solution-page form: one body, either set of fields. */
export const TrialBody = Type.Object({
  name: text(TRIAL_FIELD_MAX.name),
  phone: text(TRIAL_FIELD_MAX.phone),
  company: text(TRIAL_FIELD_MAX.company),
  email: text(TRIAL_FIELD_MAX.email),
  position: text(TRIAL_FIELD_MAX.position),
  remark: text(TRIAL_FIELD_MAX.remark),
  subscribe: Type.Optional(Type.Boolean()),
  companyName: text(TRIAL_FIELD_MAX.companyName),
  companyEmail: text(TRIAL_FIELD_MAX.companyEmail),
  role: text(TRIAL_FIELD_MAX.role),
  pain: text(TRIAL_FIELD_MAX.pain),
  /** the product of interest (dictionary `sales_product`): assigns the lead by product (docs/sales/leads.md) */
  product: text(SALES_FIELD_MAX.product),
  /** the honeypot: a field people never see; a request that fills it is a robot's, and stored nowhere */
  website: text(200),
  /** the captcha asked after suspicious volume from one address (`GET /portal/trial/captcha`) */
  code: text(10),
  uuid: text(64),
});
export type TrialRequest = Static<typeof TrialBody>;
