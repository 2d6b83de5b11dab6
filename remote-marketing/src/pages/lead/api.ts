import type { AjaxResult, PageQuery, TableData } from '@dis/shared';
import { http } from '@dis/shared/request';
import type { Lead, LeadFilters, LeadFollowUp } from './types';

export const LEAD_URL = '/marketing/lead';

/** `GET /marketing/lead/list` */
export function listLeads(query: LeadFilters & PageQuery): Promise<TableData<Lead>> {
  return http.get<TableData<Lead>>(`${LEAD_URL}/list`, query);
}

/** `GET /marketing/lead/{id}` */
export async function getLead(leadId: number): Promise<Lead> {
  return (await http.get<AjaxResult<Lead>>(`${LEAD_URL}/${leadId}`)).data;
}

/** `PUT /marketing/lead`: the new status and the follow-up note. */
export function saveFollowUp(input: LeadFollowUp): Promise<unknown> {
  return http.put(LEAD_URL, input);
}
