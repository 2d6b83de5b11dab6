import { Type, type Static } from '@sinclair/typebox';
import { RowId } from '../../../common/ids';
import { DayRangeQuery, PageQuery } from '../../../common/paging';
import { DateTime, Nullable } from '../../../common/schema';
import { StringEnum } from '../common/schema-types';

export const NewsCategory = StringEnum(['1', '2', '3'], {
  description: 'mkt_news_category: "1" company good news, "2" company dynamics, "3" industry dynamics',
});
export const ContentLang = StringEnum(['zh-cn', 'en'], {
  description: 'mkt_content_lang',
});
export const NewsStatus = StringEnum(['0', '1'], {
  description: '"0" published, "1" draft',
});
const WireDateTime = Type.String({
  pattern: '^\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2}$',
  description: 'yyyy-MM-dd HH:mm:ss',
});

/** The listing fields of a news item (everything but the body). */
export const newsSummaryFields = {
  newsId: Type.Integer(),
  title: Type.String(),
  category: Type.String(),
  lang: Type.String(),
  summary: Nullable(Type.String()),
  coverUrl: Nullable(Type.String()),
  status: Type.String({ description: '"0" published, "1" draft' }),
  publishTime: DateTime(),
};

const auditFields = {
  createBy: Nullable(Type.String()),
  createTime: DateTime(),
  updateBy: Nullable(Type.String()),
  updateTime: DateTime(),
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

export const NewsFilterSchema = Type.Object({
  ...DayRangeQuery,
  title: Type.Optional(Type.String({ maxLength: 200, description: 'contains' })),
  category: Type.Optional(StringEnum(['', '1', '2', '3'])),
  lang: Type.Optional(StringEnum(['', 'zh-cn', 'en'])),
  status: Type.Optional(StringEnum(['', '0', '1'])),
});
export type NewsFilter = Static<typeof NewsFilterSchema>;

export const NewsListQuerySchema = Type.Composite([NewsFilterSchema, Type.Object(PageQuery)]);
export type NewsListQuery = Static<typeof NewsListQuerySchema>;

const writableFields = {
  title: Type.Optional(Type.String({ maxLength: 200 })),
  category: NewsCategory,
  lang: ContentLang,
  summary: Type.Optional(Nullable(Type.String({ maxLength: 500 }))),
  coverUrl: Type.Optional(Nullable(Type.String({ maxLength: 500 }))),
  content: Type.Optional(Nullable(Type.String({ maxLength: 200_000, description: 'HTML; sanitised' }))),
  status: Type.Optional(NewsStatus),
  publishTime: Type.Optional(Nullable(WireDateTime)),
};

export const NewsCreateSchema = Type.Object(writableFields);
export const NewsUpdateSchema = Type.Object({ newsId: RowId(), ...writableFields });
export type NewsCreate = Static<typeof NewsCreateSchema>;
export type NewsUpdate = Static<typeof NewsUpdateSchema>;

export const PortalNewsQuerySchema = Type.Object({
  category: Type.Optional(StringEnum(['', '1', '2', '3'])),
  lang: Type.Optional(StringEnum(['', 'zh-cn', 'en'])),
  pageNum: Type.Optional(Type.Integer({ minimum: 1, description: 'default 1' })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, description: 'default 10' })),
});
export type PortalNewsQuery = Static<typeof PortalNewsQuerySchema>;
export type PortalNewsSummary = Static<typeof PortalNewsSummarySchema>;
export type PortalNews = Static<typeof PortalNewsSchema>;
