import type { AjaxResultOf } from '@dis/shared';
import { http } from '@dis/shared/request';

export interface LatestLead {
  leadId: number;
  name: string;
  company: string | null;
  createTime: string | null;
  status: string;
}

/** `GET /dashboard/summary`: each figure only when the user holds its section's list permission. */
export interface DashboardSummary {
  newLeadsThisWeek?: number;
  leadsPerDay?: Array<{ date: string; count: number }>;
  latestLeads?: LatestLead[];
  publishedNews?: number;
  openJobs?: number;
  onlineUsers?: number;
  failedLoginsToday?: number;
}

/** Failures are not toasted: the home page says so in place and offers a retry. */
export async function fetchDashboardSummary(): Promise<DashboardSummary> {
  const answer = await http.get<AjaxResultOf<DashboardSummary>>('/dashboard/summary', undefined, {
    silent: true,
  });
  return answer.data ?? {};
}
