import type { ConsoleFilters, Job, JobFilter } from '@dis/contract';
import { resourceApi } from '@dis/ui';
import type { JobInput } from './jobForm';

export const jobs = resourceApi<Job, ConsoleFilters<JobFilter>, JobInput>('marketing/job');
