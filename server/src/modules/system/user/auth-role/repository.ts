import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { Database } from '../../../../db/connection';
import { sysRole, sysUserRole } from '../../../../db/schema';
import { roleColumns, roleScopeThrough } from '../../role/repository';

/** The queries of 分配角色 (a user's roles, `sys_user_role`): docs/system/role.md. */

/** The live roles within the user scope `scope` (held by a user in it), ordered as the role list. */
export function liveRolesInScope(db: Database, scope: SQL | undefined) {
  return db
    .select(roleColumns)
    .from(sysRole)
    .where(and(eq(sysRole.delFlag, '0'), scope ? roleScopeThrough(scope) : undefined))
    .orderBy(asc(sysRole.roleSort), asc(sysRole.roleId));
}

/** The ids of the roles the user holds. */
export async function userRoleIds(db: Database, userId: number): Promise<number[]> {
  const held = await db
    .select({ roleId: sysUserRole.roleId })
    .from(sysUserRole)
    .where(eq(sysUserRole.userId, userId));
  return held.map((row) => row.roleId);
}

/** Replaces the user's roles, in one transaction. */
export async function replaceUserRoles(db: Database, userId: number, roleIds: number[]): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(sysUserRole).where(eq(sysUserRole.userId, userId));
    if (roleIds.length > 0)
      await tx.insert(sysUserRole).values(roleIds.map((roleId) => ({ userId, roleId })));
  });
}
