import type { AuthUserRow } from '@dis/contract';
import type { Envelope } from '@dis/shared';
import { http } from '@dis/shared/request';

/** A page of the users holding (or not holding) a role. */
export interface AuthUserPage {
  total: number;
  rows: AuthUserRow[];
}

/** The search of a user list and the page it shows. */
export interface AuthUserFilter {
  userName: string;
  phonenumber: string;
  pageNum: number;
}

export const PAGE_SIZE = 10;

/** The query of `authUser/allocatedList` / `unallocatedList` (blank filters left out). */
export function authUserQuery(roleId: number, filter: AuthUserFilter) {
  return {
    roleId,
    ...(filter.userName.trim() ? { userName: filter.userName.trim() } : {}),
    ...(filter.phonenumber.trim() ? { phonenumber: filter.phonenumber.trim() } : {}),
    pageNum: filter.pageNum,
    pageSize: PAGE_SIZE,
  };
}

/** `GET /system/role/authUser/allocatedList` (who holds the role) or `unallocatedList` (who does not). */
export function fetchAuthUsers(
  roleId: number,
  allocated: boolean,
  filter: AuthUserFilter,
): Promise<AuthUserPage> {
  const url = allocated ? '/system/role/authUser/allocatedList' : '/system/role/authUser/unallocatedList';
  return http.get<AuthUserPage>(url, authUserQuery(roleId, filter));
}

/** `PUT /system/role/authUser/cancel`: one user no longer holds the role. */
export function cancelAuthUser(roleId: number, userId: number): Promise<Envelope> {
  return http.put('/system/role/authUser/cancel', { userId, roleId });
}

/** `PUT /system/role/authUser/cancelAll`: these users no longer hold the role. */
export function cancelAuthUsers(roleId: number, userIds: readonly number[]): Promise<Envelope> {
  return http.put(`/system/role/authUser/cancelAll?roleId=${roleId}&userIds=${userIds.join(',')}`);
}

/** `PUT /system/role/authUser/selectAll`: these users are given the role. */
export function selectAuthUsers(roleId: number, userIds: readonly number[]): Promise<Envelope> {
  return http.put(`/system/role/authUser/selectAll?roleId=${roleId}&userIds=${userIds.join(',')}`);
}
