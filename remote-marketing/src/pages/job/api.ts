import type { AjaxResult, PageQuery, TableData } from '@dis/shared';
import { http } from '@dis/shared/request';
import type { Job, JobFilters, JobInput } from './types';

export const JOB_URL = '/marketing/job';

/** `GET /marketing/job/list` */
export function listJobs(query: JobFilters & PageQuery): Promise<TableData<Job>> {
  return http.get<TableData<Job>>(`${JOB_URL}/list`, query);
}

/** `GET /marketing/job/{id}` */
export async function getJob(jobId: number): Promise<Job> {
  return (await http.get<AjaxResult<Job>>(`${JOB_URL}/${jobId}`)).data;
}

/** `POST` (new) or `PUT` (with `jobId`) `/marketing/job`. */
export function saveJob(input: JobInput): Promise<unknown> {
  return input.jobId === undefined ? http.post(JOB_URL, input) : http.put(JOB_URL, input);
}

/** A posting as it is, with another status. */
export function withStatus(
  { jobId, title, city, department, headcount, description, requirements, lang }: Job,
  status: Job['status'],
): JobInput {
  return { jobId, title, city, department, headcount, description, requirements, lang, status };
}
