import type { OperLogFilter, SysOperLog } from '@dis/contract';
import { resourceApi } from '@dis/ui';

export const operlogs = resourceApi<SysOperLog, OperLogFilter>('monitor/operlog');
