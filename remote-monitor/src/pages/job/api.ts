import type { SysJob, SysJobCreate, SysJobFilter, SysJobUpdate } from '@dis/contract';
import { resourceApi } from '@dis/ui';

/** What `POST` (no id) / `PUT /monitor/job` (with the id) take. */
export type JobBody = SysJobCreate | SysJobUpdate;

export const jobs = resourceApi<SysJob, SysJobFilter, JobBody>('monitor/job');
