import { Type, type Static } from '@sinclair/typebox';
import { RowId } from '../../../common/ids';
import { DayRangeQuery, PageQuery } from '../../../common/paging';
import { DateTime, Nullable } from '../../../common/schema';
import { StringEnum } from '../common/schema-types';

export const LeadStatus = StringEnum(['0', '1', '2'], {
  description: 'mkt_lead_status: "0" new, "1" contacted, "2" closed',
});
export const LeadSource = StringEnum(['trial', 'solution'], {
  description: 'mkt_lead_source: the home-page trial form or the solution-page form',
});

export const LeadSchema = Type.Object({
  leadId: Type.Integer(),
  name: Type.String(),
  phone: Type.String(),
  company: Nullable(Type.String()),
  email: Nullable(Type.String()),
  position: Nullable(Type.String()),
  subscribe: Type.Boolean(),
  remark: Nullable(Type.String()),
  source: Type.String(),
  status: Type.String(),
  followUp: Nullable(Type.String({ description: 'staff note' })),
  ip: Nullable(Type.String()),
  createTime: DateTime(),
  updateBy: Nullable(Type.String()),
  updateTime: DateTime(),
});
export type Lead = Static<typeof LeadSchema>;

export const LeadFilterSchema = Type.Object({
  ...DayRangeQuery,
  name: Type.Optional(Type.String({ maxLength: 50, description: 'contains' })),
  phone: Type.Optional(Type.String({ maxLength: 20, description: 'contains' })),
  company: Type.Optional(Type.String({ maxLength: 100, description: 'contains' })),
  status: Type.Optional(StringEnum(['', '0', '1', '2'])),
  source: Type.Optional(StringEnum(['', 'trial', 'solution'])),
});
export type LeadFilter = Static<typeof LeadFilterSchema>;

export const LeadListQuerySchema = Type.Composite([LeadFilterSchema, Type.Object(PageQuery)]);

/** Staff change only the follow-up state and note of a request; what the visitor sent stays. */
export const LeadFollowUpSchema = Type.Object({
  leadId: RowId(),
  status: LeadStatus,
  followUp: Type.Optional(Nullable(Type.String({ maxLength: 1000 }))),
});
export type LeadFollowUp = Static<typeof LeadFollowUpSchema>;
