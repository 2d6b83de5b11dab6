import type { SysJobLog, SysJobLogFilter } from '@dis/contract';
import { resourceApi } from '@dis/ui';

/** `/monitor/jobLog`: list, delete, empty and export the runs (exported as `log_<time>.xlsx`). */
export const jobLogs = resourceApi<SysJobLog, SysJobLogFilter>('monitor/jobLog', 'log');
