import type { SysDept } from '@dis/contract';
import { and, asc, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import { likeContains } from '../../../common/paging';
import type { UniqueRule } from '../../../common/resource';
import type { Database } from '../../../db/connection';
import { sysDept, sysUser } from '../../../db/schema';
import { dataScopeCondition, type ScopedUser } from '../../../security/data-scope';

/** The queries of departments (`sys_dept`): docs/system/dept.md. */

export type DeptRow = typeof sysDept.$inferSelect;

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

const LIVE = eq(sysDept.delFlag, '0');

/** The caller's data-scope condition on departments for a permission (undefined: no filter). */
export const deptScope = (user: ScopedUser, permission: string) =>
  dataScopeCondition(user, { deptId: sysDept.deptId }, permission);

export interface DeptListFilter {
  deptName?: string;
  status?: string;
  deptId?: number;
  parentId?: number;
}

/** Live departments within `scope`, filtered, ordered by parent then order (the page builds the tree). */
export async function listDepts(db: Database, filter: DeptListFilter, scope: SQL | undefined) {
  const conditions: SQL[] = [LIVE];
  if (filter.deptName) conditions.push(ilike(sysDept.deptName, likeContains(filter.deptName)));
  if (filter.status) conditions.push(eq(sysDept.status, filter.status));
  if (filter.deptId !== undefined) conditions.push(eq(sysDept.deptId, filter.deptId));
  if (filter.parentId !== undefined) conditions.push(eq(sysDept.parentId, filter.parentId));
  if (scope) conditions.push(scope);
  return db
    .select()
    .from(sysDept)
    .where(and(...conditions))
    .orderBy(asc(sysDept.parentId), asc(sysDept.orderNum), asc(sysDept.deptId));
}

/** A live department by id, within `scope` when one is given. */
export async function findDept(db: Database, deptId: number, scope?: SQL): Promise<DeptRow | undefined> {
  const [row] = await db
    .select()
    .from(sysDept)
    .where(and(eq(sysDept.deptId, deptId), LIVE, scope))
    .limit(1);
  return row;
}

/** Whether the ids lie in the department's subtree (its ancestors list names it). */
const below = (deptId: number) => sql`${String(deptId)} = ANY(string_to_array(${sysDept.ancestors}, ','))`;

/** The table and id of the uniqueness checks. */
export const DEPT_TABLE = { table: sysDept, id: sysDept.deptId };

/** The department's name is unique among the live departments of its parent. */
export const DEPT_UNIQUE: ReadonlyArray<UniqueRule<{ deptName: string; parentId: number }>> = [
  {
    column: sysDept.deptName,
    value: (values) => values.deptName,
    where: (values) => and(LIVE, eq(sysDept.parentId, values.parentId)),
    refusal: { add: 'system.dept.addNameExists', edit: 'system.dept.editNameExists' },
  },
];

export async function hasLiveChild(db: Database, deptId: number): Promise<boolean> {
  const rows = await db
    .select({ id: sysDept.deptId })
    .from(sysDept)
    .where(and(LIVE, eq(sysDept.parentId, deptId)))
    .limit(1);
  return rows.length > 0;
}

/** An enabled live department anywhere below this one. */
export async function hasEnabledDescendant(db: Database, deptId: number): Promise<boolean> {
  const rows = await db
    .select({ id: sysDept.deptId })
    .from(sysDept)
    .where(and(LIVE, eq(sysDept.status, '0'), below(deptId)))
    .limit(1);
  return rows.length > 0;
}

export async function hasLiveUser(db: Database, deptId: number): Promise<boolean> {
  const rows = await db
    .select({ id: sysUser.userId })
    .from(sysUser)
    .where(and(eq(sysUser.deptId, deptId), eq(sysUser.delFlag, '0')))
    .limit(1);
  return rows.length > 0;
}

/**
 * After a department moves, its descendants' ancestors start with its new ancestors (the old
 * prefix is replaced; docs/system/dept.md).
 */
export async function rewriteDescendantAncestors(
  db: Pick<Database, 'update'>,
  deptId: number,
  oldAncestors: string,
  newAncestors: string,
): Promise<void> {
  await db
    .update(sysDept)
    .set({
      ancestors: sql`${newAncestors} || substring(${sysDept.ancestors} from ${oldAncestors.length + 1}::integer)`,
    })
    .where(and(below(deptId), sql`starts_with(${sysDept.ancestors}, ${oldAncestors})`));
}

/** Enables every department on the way from the root to this one (RuoYi, on enabling a department). */
export async function enableAncestors(db: Pick<Database, 'update'>, ancestors: string): Promise<void> {
  const ids = ancestors
    .split(',')
    .map(Number)
    .filter((id) => Number.isInteger(id) && id > 0);
  if (ids.length === 0) return;
  await db.update(sysDept).set({ status: '0' }).where(inArray(sysDept.deptId, ids));
}

type DeptValues = Pick<
  DeptRow,
  'parentId' | 'deptName' | 'orderNum' | 'leader' | 'phone' | 'email' | 'status' | 'ancestors'
>;

export async function insertDept(
  db: Database,
  values: DeptValues & Pick<DeptRow, 'createBy' | 'createTime'>,
): Promise<void> {
  await db.insert(sysDept).values(values);
}

export async function updateDept(
  db: Pick<Database, 'update'>,
  deptId: number,
  values: DeptValues & Pick<DeptRow, 'updateBy' | 'updateTime'>,
): Promise<void> {
  await db.update(sysDept).set(values).where(eq(sysDept.deptId, deptId));
}

/** Saves new orders (`id` → `order`) in one transaction. */
export async function updateDeptOrders(
  db: Database,
  pairs: ReadonlyArray<{ id: number; order: number }>,
  stamp: Pick<DeptRow, 'updateBy' | 'updateTime'>,
): Promise<void> {
  await db.transaction(async (tx) => {
    for (const { id, order } of pairs)
      await tx
        .update(sysDept)
        .set({ orderNum: order, ...stamp })
        .where(eq(sysDept.deptId, id));
  });
}

/** The soft delete (`del_flag` '2'). */
export async function softDeleteDept(
  db: Database,
  deptId: number,
  stamp: Pick<DeptRow, 'updateBy' | 'updateTime'>,
): Promise<void> {
  await db
    .update(sysDept)
    .set({ delFlag: '2', ...stamp })
    .where(inArray(sysDept.deptId, [deptId]));
}
