import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../../db/connection';
import { sysMenu, sysRole, sysRoleMenu, sysUserRole } from '../../../db/schema';
import { collectPermissions } from '../../../security/permission';
import type { SysRole } from './schema';

type RoleRow = typeof sysRole.$inferSelect;

export const SUPER_ADMIN_ROLE_ID = 1;

export function toSysRole(row: RoleRow, permissions: string[] | null = null): SysRole {
  return {
    roleId: row.roleId,
    roleName: row.roleName,
    roleKey: row.roleKey,
    roleSort: row.roleSort,
    dataScope: row.dataScope,
    menuCheckStrictly: row.menuCheckStrictly,
    deptCheckStrictly: row.deptCheckStrictly,
    status: row.status,
    delFlag: row.delFlag,
    flag: false,
    menuIds: null,
    deptIds: null,
    permissions,
    admin: row.roleId === SUPER_ADMIN_ROLE_ID,
    createBy: row.createBy,
    createTime: row.createTime,
    updateBy: row.updateBy,
    updateTime: row.updateTime,
    remark: row.remark,
  };
}

/** The user's roles that are not deleted (disabled ones included, as RuoYi lists them). */
export function rolesOfUser(db: Database, userId: number): Promise<RoleRow[]> {
  return db
    .select({ role: sysRole })
    .from(sysRole)
    .innerJoin(sysUserRole, eq(sysUserRole.roleId, sysRole.roleId))
    .where(and(eq(sysUserRole.userId, userId), eq(sysRole.delFlag, '0')))
    .orderBy(asc(sysRole.roleSort), asc(sysRole.roleId))
    .then((rows) => rows.map((r) => r.role));
}

/** Permission strings of each role, from its enabled menus. */
export async function permissionsByRole(db: Database, roleIds: number[]): Promise<Map<number, string[]>> {
  const result = new Map<number, string[]>(roleIds.map((id) => [id, []]));
  if (roleIds.length === 0) return result;
  const rows = await db
    .select({ roleId: sysRoleMenu.roleId, perms: sysMenu.perms })
    .from(sysRoleMenu)
    .innerJoin(sysMenu, eq(sysMenu.menuId, sysRoleMenu.menuId))
    .where(and(inArray(sysRoleMenu.roleId, roleIds), eq(sysMenu.status, '0')));
  const grouped = new Map<number, Array<string | null>>();
  for (const row of rows) grouped.set(row.roleId, [...(grouped.get(row.roleId) ?? []), row.perms]);
  for (const [roleId, perms] of grouped) result.set(roleId, collectPermissions(perms));
  return result;
}
