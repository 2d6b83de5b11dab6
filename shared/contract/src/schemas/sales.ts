// The sales desk (docs/sales/README.md): leads (a trial or solution request, extended), their
// follow-ups, assignment and merging, the working-day calendar and the board.
import { Type, type Static } from '@sinclair/typebox';
import { SALES_FIELD_MAX, TRIAL_FIELD_MAX } from '../rules/limits';
import { DateTime, DayRangeQuery, ListQuery, Nullable, NullableInteger, RowId, StringEnum } from './common';
import { LeadSource } from './marketing';

/** `sales_lead_stage`: 新线索 → 已联系 → 演示 → 试用中 → 成交 / 流失. */
export const SALES_STAGES = ['0', '1', '2', '3', '4', '5'] as const;
export const SalesStage = StringEnum(SALES_STAGES, {
  description: 'sales_lead_stage: "0" new, "1" contacted, "2" demo, "3" in trial, "4" won, "5" lost',
});
export type SalesStage = Static<typeof SalesStage>;

/** What staff log (`sales_follow_kind`); the history adds what happened: request, assign, stage, merge. */
export const SALES_CONTACT_KINDS = ['call', 'meeting', 'email', 'note'] as const;
export const SalesContactKind = StringEnum(SALES_CONTACT_KINDS, {
  description: 'call, meeting, email (a contact) or note',
});

/** A day `YYYY-MM-DD`. */
const Day = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'yyyy-MM-dd' });

export const SalesLeadSchema = Type.Object({
  leadId: Type.Integer(),
  name: Type.String(),
  phone: Type.String(),
  company: Nullable(Type.String()),
  email: Nullable(Type.String()),
  position: Nullable(Type.String()),
  remark: Nullable(Type.String()),
  source: LeadSource,
  product: Nullable(Type.String()),
  stage: SalesStage,
  ownerId: Nullable(Type.Integer()),
  ownerName: Nullable(Type.String({ description: 'the owner nickname' })),
  deptName: Nullable(Type.String()),
  nextStepDate: Nullable(Type.String({ description: 'yyyy-MM-dd' })),
  contactDue: DateTime('one working day after the request'),
  firstContactTime: DateTime(),
  overdue: Type.Boolean({ description: 'not contacted and past contactDue' }),
  requestCount: Type.Integer(),
  lastRequestTime: DateTime(),
  createTime: DateTime(),
  updateBy: Nullable(Type.String()),
  updateTime: DateTime(),
});
export type SalesLead = Static<typeof SalesLeadSchema>;

export const SalesLeadFilterSchema = Type.Object({
  ...DayRangeQuery,
  name: Type.Optional(Type.String({ maxLength: TRIAL_FIELD_MAX.name, description: 'contains' })),
  phone: Type.Optional(Type.String({ maxLength: TRIAL_FIELD_MAX.phone, description: 'contains' })),
  company: Type.Optional(Type.String({ maxLength: TRIAL_FIELD_MAX.company, description: 'contains' })),
  stage: Type.Optional(StringEnum(['', ...SALES_STAGES])),
  product: Type.Optional(Type.String({ maxLength: SALES_FIELD_MAX.product })),
  ownerId: Type.Optional(Type.Integer({ minimum: 0, description: '0: not assigned' })),
  overdue: Type.Optional(StringEnum(['', '1'], { description: '"1": only the overdue leads' })),
});
export type SalesLeadFilter = Static<typeof SalesLeadFilterSchema>;
export const SalesLeadListQuerySchema = ListQuery(SalesLeadFilterSchema);

const optionalText = (max: number) => Type.Optional(Nullable(Type.String({ maxLength: max })));

/** A lead staff enter themselves (a phone call, a fair). */
export const SalesLeadCreateSchema = Type.Object({
  name: Type.String({ maxLength: TRIAL_FIELD_MAX.name }),
  phone: Type.String({ maxLength: TRIAL_FIELD_MAX.phone }),
  company: optionalText(TRIAL_FIELD_MAX.company),
  email: optionalText(TRIAL_FIELD_MAX.email),
  position: optionalText(TRIAL_FIELD_MAX.position),
  remark: optionalText(TRIAL_FIELD_MAX.remark),
  product: optionalText(SALES_FIELD_MAX.product),
  nextStepDate: Type.Optional(Nullable(Day)),
});
export type SalesLeadCreate = Static<typeof SalesLeadCreateSchema>;

/** The lead's stage, product and next step; what the buyer sent stays as sent. */
export const SalesLeadUpdateSchema = Type.Object({
  leadId: RowId(),
  stage: Type.Optional(SalesStage),
  product: optionalText(SALES_FIELD_MAX.product),
  nextStepDate: Type.Optional(Nullable(Day)),
});
export type SalesLeadUpdate = Static<typeof SalesLeadUpdateSchema>;

export const SalesFollowUpSchema = Type.Object({
  followUpId: Type.Integer(),
  leadId: Type.Integer(),
  kind: Type.String({ description: 'sales_follow_kind' }),
  content: Nullable(Type.String()),
  userName: Nullable(Type.String({ description: 'who; null for the visitor or the desk itself' })),
  createTime: DateTime(),
});
export type SalesFollowUp = Static<typeof SalesFollowUpSchema>;

/** A follow-up staff log; a call, meeting or e-mail is a contact (the first one keeps the promise). */
export const SalesFollowUpCreateSchema = Type.Object({
  leadId: RowId(),
  kind: SalesContactKind,
  content: Type.String({ maxLength: SALES_FIELD_MAX.content }),
  stage: Type.Optional(SalesStage),
  nextStepDate: Type.Optional(Nullable(Day)),
});
export type SalesFollowUpCreate = Static<typeof SalesFollowUpCreateSchema>;

/** Assign (or reassign in bulk) to one owner. */
export const SalesAssignSchema = Type.Object({
  leadIds: Type.Array(RowId(), { minItems: 1, maxItems: 500 }),
  ownerId: RowId(),
});
export type SalesAssign = Static<typeof SalesAssignSchema>;

/** Two leads of one buyer: `mergeId`'s history and requests join `keepId`, which stays. */
export const SalesMergeSchema = Type.Object({ keepId: RowId(), mergeId: RowId() });
export type SalesMerge = Static<typeof SalesMergeSchema>;

/** Who a lead may be given to: the enabled holders of the 销售 and 销售主管 roles. */
export const SalesOwnerSchema = Type.Object({
  userId: Type.Integer(),
  userName: Type.String(),
  nickName: Type.String(),
  deptName: Nullable(Type.String()),
});
export type SalesOwner = Static<typeof SalesOwnerSchema>;

// ---- the working-day calendar (sales/calendar) ----

export const SalesCalendarDaySchema = Type.Object({
  calendarId: Type.Integer(),
  day: Type.String({ description: 'yyyy-MM-dd' }),
  kind: StringEnum(['0', '1'], { description: 'sales_calendar_kind: "1" holiday, "0" make-up working day' }),
  name: Type.String(),
  createBy: Nullable(Type.String()),
  createTime: DateTime(),
  updateBy: Nullable(Type.String()),
  updateTime: DateTime(),
});
export type SalesCalendarDay = Static<typeof SalesCalendarDaySchema>;

export const SalesCalendarFilterSchema = Type.Object({
  year: Type.Optional(NullableInteger({ minimum: 2000, maximum: 2100 })),
  kind: Type.Optional(StringEnum(['', '0', '1'])),
  name: Type.Optional(Type.String({ maxLength: SALES_FIELD_MAX.dayName, description: 'contains' })),
});
export type SalesCalendarFilter = Static<typeof SalesCalendarFilterSchema>;
export const SalesCalendarListQuerySchema = ListQuery(SalesCalendarFilterSchema);

export const SalesCalendarCreateSchema = Type.Object({
  day: Day,
  kind: StringEnum(['0', '1']),
  name: Type.String({ maxLength: SALES_FIELD_MAX.dayName }),
});
export type SalesCalendarCreate = Static<typeof SalesCalendarCreateSchema>;
export const SalesCalendarUpdateSchema = Type.Object({
  calendarId: RowId(),
  ...SalesCalendarCreateSchema.properties,
});
export type SalesCalendarUpdate = Static<typeof SalesCalendarUpdateSchema>;

/**
 * Whether a year's official schedule is in the calendar (`GET /sales/calendar/coverage`): a year
 * counts as entered once it lists a make-up working day (班), as every official schedule so far has.
 */
export const SalesCalendarYearSchema = Type.Object({
  year: Type.Integer(),
  holidays: Type.Integer({ description: 'days listed as 休' }),
  makeUpDays: Type.Integer({ description: 'days listed as 班' }),
  entered: Type.Boolean({ description: 'the year lists a make-up working day' }),
});
export type SalesCalendarYear = Static<typeof SalesCalendarYearSchema>;

// ---- the board (sales/board) ----

export const SalesBoardQuerySchema = Type.Object({
  ...DayRangeQuery,
});
export type SalesBoardQuery = Static<typeof SalesBoardQuerySchema>;

const FirstContact = Nullable(
  Type.Number({ description: 'working hours from the request to the first contact, median' }),
);

export const SalesBoardSchema = Type.Object({
  total: Type.Integer(),
  funnel: Type.Array(Type.Object({ stage: SalesStage, count: Type.Integer() })),
  weeks: Type.Array(
    Type.Object({
      week: Type.String({ description: 'the Monday of the week, yyyy-MM-dd' }),
      stages: Type.Record(Type.String(), Type.Integer()),
    }),
  ),
  conversion: Nullable(Type.Number({ description: 'won / (won + lost), 0–1' })),
  medianFirstContactHours: FirstContact,
  overdue: Type.Integer(),
  owners: Type.Array(
    Type.Object({
      ownerId: Nullable(Type.Integer()),
      ownerName: Nullable(Type.String()),
      leads: Type.Integer(),
      contacted: Type.Integer(),
      won: Type.Integer(),
      lost: Type.Integer(),
      overdue: Type.Integer(),
      conversion: Nullable(Type.Number()),
      medianFirstContactHours: FirstContact,
    }),
  ),
});
export type SalesBoard = Static<typeof SalesBoardSchema>;
