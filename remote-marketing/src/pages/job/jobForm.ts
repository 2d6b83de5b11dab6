import type { Language } from '@dis/shared';
import type { Job, JobCreate, JobStatus, JobUpdate } from '@dis/contract';

/** What `POST` (no id) / `PUT /marketing/job` (with the id) take. */
export type JobInput = JobCreate | JobUpdate;

/** The values of the job dialog. */
export interface JobFormValues {
  title: string;
  city?: string;
  department?: string;
  headcount?: number | null;
  description?: string;
  requirements?: string;
  lang?: Language;
  status: JobStatus;
}

export const HEADCOUNT = { min: 1, max: 999 } as const;

/** A new posting starts open, in Chinese, for one person. */
export const NEW_JOB: JobFormValues = { title: '', lang: 'zh-cn', status: '0', headcount: 1 };

export function toFormValues(job: Job): JobFormValues {
  return {
    title: job.title,
    city: job.city ?? '',
    department: job.department ?? '',
    headcount: job.headcount,
    description: job.description ?? '',
    requirements: job.requirements ?? '',
    lang: job.lang,
    status: job.status,
  };
}

const text = (value: string | undefined) => value?.trim() || null;

/** The dialog's values as the server takes them: trimmed, empty as null. */
export function toJobInput(values: JobFormValues, jobId?: number): JobInput {
  return {
    ...(jobId === undefined ? {} : { jobId }),
    title: values.title.trim(),
    city: text(values.city),
    department: text(values.department),
    headcount: values.headcount ?? null,
    description: text(values.description),
    requirements: text(values.requirements),
    lang: values.lang as Language,
    status: values.status,
  };
}
