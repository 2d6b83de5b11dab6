import type { Language } from '@dis/shared';

/** "0" open, "1" closed */
export type JobStatus = '0' | '1';

/** A job posting as the console lists and edits it. */
export interface Job {
  jobId: number;
  title: string;
  city: string | null;
  department: string | null;
  headcount: number | null;
  description: string | null;
  requirements: string | null;
  lang: Language;
  status: JobStatus;
  publishTime: string | null;
  createBy: string | null;
  createTime: string | null;
  updateBy: string | null;
  updateTime: string | null;
}

/** What `POST` / `PUT /marketing/job` take. */
export type JobInput = Pick<
  Job,
  'title' | 'city' | 'department' | 'headcount' | 'description' | 'requirements' | 'lang' | 'status'
> & { jobId?: number };

export interface JobFilters {
  title?: string;
  city?: string;
  lang?: Language;
  status?: JobStatus;
  params?: Record<string, string | undefined>;
}
