import type { SysUserOnline } from '@dis/shared';
import type { OnlineFilter } from '@dis/contract';
import { resourceApi } from '@dis/ui';

/** `GET /monitor/online/list` answers every session (paged here); `DELETE …/{tokenId}` ends one. */
export const sessions = resourceApi<SysUserOnline, OnlineFilter>('monitor/online');
