import { and, asc, eq, ilike, inArray, ne, sql, type SQL } from 'drizzle-orm';
import { likeContains } from '../../../common/paging';
import type { Database } from '../../../db/connection';
import { sysDept, sysUser } from '../../../db/schema';
import { dataScopeCondition, type ScopedUser } from '../../../security/data-scope';

export type DeptRow = typeof sysDept.$inferSelect;

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

/** A live department of this name under this parent, other than `exceptId`. */
export async function sameNameSibling(
  db: Database,
  parentId: number,
  deptName: string,
  exceptId?: number,
): Promise<boolean> {
  const rows = await db
    .select({ id: sysDept.deptId })
    .from(sysDept)
    .where(
      and(
        LIVE,
        eq(sysDept.parentId, parentId),
        eq(sysDept.deptName, deptName),
        exceptId === undefined ? undefined : ne(sysDept.deptId, exceptId),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

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
