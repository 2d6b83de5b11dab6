import type {
  AjaxResultOf,
  ConsoleFilters,
  SalesAssign,
  SalesFollowUp,
  SalesFollowUpCreate,
  SalesLead,
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

export const salesDesk = {
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
