import type { AjaxResult, PageQuery, SysUser, TableData, TreeSelectNode } from '@dis/shared';
import { http } from '@dis/shared/request';
import type { UserFilters } from './types';

/** `GET /system/user/list` */
export function listUsers(query: UserFilters & PageQuery): Promise<TableData<SysUser>> {
  return http.get<TableData<SysUser>>('/system/user/list', query);
}

/** `GET /system/user/deptTree`: the departments the user may see, as a tree. */
export async function fetchDeptTree(): Promise<TreeSelectNode[]> {
  const answer = await http.get<AjaxResult<TreeSelectNode[]>>('/system/user/deptTree');
  return answer.data ?? [];
}
