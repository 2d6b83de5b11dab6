import type { LogininforFilter, SysLogininfor } from '@dis/contract';
import { resourceApi } from '@dis/ui';

export const logins = resourceApi<SysLogininfor, LogininforFilter>('monitor/logininfor');
