import type {
  AjaxResultOf,
  ConsoleFilters,
  SalesAssign,
  SalesFollowUp,
  SalesFollowUpCreate,
  SalesLead,
  SalesLeadCreate,
  SalesLeadFilter,
  SalesLeadUpdate,
  SalesMerge,
  SalesOwner,
} from '@dis/contract';
import { http } from '@dis/shared/request';
import { resourceApi } from '@dis/ui';

/** 线索 (`/sales/lead`, docs/sales/leads.md): the list, one lead, its stage, delete and export. */
export const salesLeads = resourceApi<SalesLead, ConsoleFilters<SalesLeadFilter>, SalesLeadUpdate>(
  'sales/lead',
);

/** The message of a write the server accepted. */
type Answer = { code: number; msg: string };

/** 新增's answer: the lead made, or the buyer's lead the entry joined (`joined`), in the server's words. */
export type AddLeadAnswer = Answer & { data?: { leadId: number; joined: boolean } };

export const salesDesk = {
  /** adds a lead by hand; a buyer's lead of the last 30 days is joined instead */
  add: (body: SalesLeadCreate) => http.post<AddLeadAnswer>('/sales/lead', body),
  /** a lead's history, newest first */
  followUps: (leadId: number) =>
    http.get<AjaxResultOf<SalesFollowUp[]>>(`/sales/lead/${leadId}/followUps`).then((answer) => answer.data),
  /** logs a call, meeting, e-mail or note */
  logFollowUp: (body: SalesFollowUpCreate) => http.post<Answer>('/sales/lead/followUp', body),
  /** gives leads to one owner */
  assign: (body: SalesAssign) => http.put<Answer>('/sales/lead/assign', body),
  /** two leads of one buyer become one */
  merge: (body: SalesMerge) => http.put<Answer>('/sales/lead/merge', body),
  /** who may own leads */
  owners: () => http.get<AjaxResultOf<SalesOwner[]>>('/sales/lead/owners').then((answer) => answer.data),
};
