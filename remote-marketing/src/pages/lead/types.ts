/** "0" new, "1" contacted, "2" closed */
export type LeadStatus = '0' | '1' | '2';
/** the home-page trial form or the solution-page form */
export type LeadSource = 'trial' | 'solution';

/** A trial / custom-plan request as a visitor sent it, with the staff's follow-up. */
export interface Lead {
  leadId: number;
  name: string;
  phone: string;
  company: string | null;
  email: string | null;
  position: string | null;
  subscribe: boolean;
  remark: string | null;
  source: LeadSource;
  status: LeadStatus;
  followUp: string | null;
  ip: string | null;
  createTime: string | null;
  updateBy: string | null;
  updateTime: string | null;
}

/** `PUT /marketing/lead`: only the status and the note change. */
export interface LeadFollowUp {
  leadId: number;
  status: LeadStatus;
  followUp: string | null;
}

export interface LeadFilters {
  name?: string;
  phone?: string;
  company?: string;
  status?: LeadStatus;
  source?: LeadSource;
  params?: Record<string, string | undefined>;
}
