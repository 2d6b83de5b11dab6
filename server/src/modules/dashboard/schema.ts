import { Type, type Static } from '@sinclair/typebox';
import { AjaxResult, DateTime, Nullable } from '../../common/schema';

/** One of the latest trial requests. */
export const LatestLeadSchema = Type.Object({
  leadId: Type.Integer(),
  name: Type.String(),
  company: Nullable(Type.String()),
  createTime: DateTime(),
  status: Type.String({ description: 'mkt_lead_status: 0 new, 1 contacted, 2 closed' }),
});

export const LeadsOnDaySchema = Type.Object({
  date: Type.String({ description: 'yyyy-MM-dd' }),
  count: Type.Integer(),
});

/**
 * The console home's figures. Each one is present only when the user holds the list permission
 * of its section; a user without any of them gets an empty object.
 */
export const DashboardSummarySchema = Type.Object({
  newLeadsThisWeek: Type.Optional(
    Type.Integer({ description: 'trial requests since Monday 00:00 (marketing:lead:list)' }),
  ),
  leadsPerDay: Type.Optional(
    Type.Array(LeadsOnDaySchema, {
      description: 'trial requests per day over the last 30 days, oldest first (marketing:lead:list)',
    }),
  ),
  latestLeads: Type.Optional(
    Type.Array(LatestLeadSchema, { description: 'the 5 newest trial requests (marketing:lead:list)' }),
  ),
  publishedNews: Type.Optional(Type.Integer({ description: 'published news items (marketing:news:list)' })),
  openJobs: Type.Optional(Type.Integer({ description: 'open job postings (marketing:job:list)' })),
  onlineUsers: Type.Optional(
    Type.Integer({
      description: 'open sessions, as the online-users page counts them (monitor:online:list)',
    }),
  ),
  overdueLeads: Type.Optional(
    Type.Integer({
      description: 'leads not contacted within one working day, in the data scope (sales:lead:list)',
    }),
  ),
  failedLoginsToday: Type.Optional(
    Type.Integer({ description: 'failed logins since 00:00 today (monitor:logininfor:list)' }),
  ),
});

export type DashboardSummary = Static<typeof DashboardSummarySchema>;
export type LatestLead = Static<typeof LatestLeadSchema>;

export const DashboardSummaryResult = AjaxResult({ data: DashboardSummarySchema });
