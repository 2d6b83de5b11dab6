import { and, asc, eq, ilike, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/connection';
import { sysDept } from '../../../db/schema';
import { likeContains } from '../../../common/paging';
import { dataScopeCondition, type ScopedUser } from '../../../security/data-scope';
import type { SysDept, TreeSelect } from './schema';

type DeptRow = typeof sysDept.$inferSelect;

export function toSysDept(row: DeptRow, parentName: string | null = null): SysDept {
  return {
    deptId: row.deptId,
    parentId: row.parentId,
    ancestors: row.ancestors,
    deptName: row.deptName,
    orderNum: row.orderNum,
    leader: row.leader,
    phone: row.phone,
    email: row.email,
    status: row.status,
    delFlag: row.delFlag,
    parentName,
    children: [],
    createBy: row.createBy,
    createTime: row.createTime,
    updateBy: row.updateBy,
    updateTime: row.updateTime,
    remark: null,
  };
}

export interface DeptFilter {
  deptName?: string;
  status?: string;
}

/** Live departments the user may see, ordered for tree building (parent, then order). */
export async function listScopedDepts(
  db: Database,
  filter: DeptFilter,
  user: ScopedUser,
  permission: string,
) {
  const conditions: SQL[] = [eq(sysDept.delFlag, '0')];
  if (filter.deptName) conditions.push(ilike(sysDept.deptName, likeContains(filter.deptName)));
  if (filter.status) conditions.push(eq(sysDept.status, filter.status));
  const scope = dataScopeCondition(user, { deptId: sysDept.deptId }, permission);
  if (scope) conditions.push(scope);
  return db
    .select()
    .from(sysDept)
    .where(and(...conditions))
    .orderBy(asc(sysDept.parentId), asc(sysDept.orderNum), asc(sysDept.deptId));
}

/** RuoYi's buildDeptTreeSelect: roots are the depts whose parent is not in the list. */
export function buildDeptTree(
  depts: Pick<DeptRow, 'deptId' | 'parentId' | 'deptName' | 'status'>[],
): TreeSelect[] {
  const ids = new Set(depts.map((d) => d.deptId));
  const build = (parentId: number | null): TreeSelect[] =>
    depts
      .filter((d) => (parentId === null ? !ids.has(d.parentId) : d.parentId === parentId))
      .map((d) => {
        const children = build(d.deptId);
        const node: TreeSelect = { id: d.deptId, label: d.deptName, disabled: d.status === '1' };
        if (children.length > 0) node.children = children;
        return node;
      });
  return build(null);
}
