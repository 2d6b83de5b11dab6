import type { AjaxResult, OnlineUser, TableData } from '@dis/shared';
import { http } from '@dis/shared/request';
import type { OnlineFilters } from './types';

/** `GET /monitor/online/list`: every session at once (the page pages them itself). */
export function listOnlineUsers(filters: OnlineFilters): Promise<TableData<OnlineUser>> {
  return http.get<TableData<OnlineUser>>('/monitor/online/list', filters);
}

/** `DELETE /monitor/online/{tokenId}`: ends that session. */
export function forceLogout(tokenId: string): Promise<AjaxResult> {
  return http.delete<AjaxResult>(`/monitor/online/${encodeURIComponent(tokenId)}`);
}
