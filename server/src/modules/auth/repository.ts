import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { sysDept, sysUserRole } from '../../db/schema';

/** The queries of sign-in and sessions that belong to no table of their own. */

/** The name of a department (deleted ones too: a session shows what its user belongs to). */
export async function deptNameOf(db: Database, deptId: number | null): Promise<string | null> {
  if (deptId === null) return null;
  const [dept] = await db
    .select({ deptName: sysDept.deptName })
    .from(sysDept)
    .where(eq(sysDept.deptId, deptId));
  return dept?.deptName ?? null;
}

/** The users holding any of these roles. */
export async function holdersOfRoles(db: Database, roleIds: readonly number[]): Promise<number[]> {
  const holders = await db
    .select({ userId: sysUserRole.userId })
    .from(sysUserRole)
    .where(inArray(sysUserRole.roleId, [...roleIds]));
  return holders.map((holder) => holder.userId);
}
