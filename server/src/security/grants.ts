import { and, asc, eq, inArray, not, sql, type SQL } from 'drizzle-orm';
import { ServiceError } from '../common/errors';
import type { Database } from '../db/connection';
import { sysDept, sysMenu, sysRole, sysRoleDept, sysRoleMenu, sysUserRole } from '../db/schema';
import { DataScope, dataScopeCondition, scopingRoles, type ScopedUser } from './data-scope';
import { collectPermissions, hasPermission, isSuperAdmin } from './permission';

/**
 * Who may grant what (docs/security.md "Rights are handed on, never invented"). Every rule here
 * lets the super administrator (user 1) through; for everybody else a grant may only pass on
 * what the granter holds: menus of their own enabled roles, permission strings they hold, and a
 * data scope no wider than their own.
 */

const ROLE_ENABLED = '0';

/** The database or a transaction on it: the rules only read. */
type Reader = Pick<Database, 'select' | 'selectDistinct'>;

/**
 * The ranked data scopes, narrowest first. A custom scope ("2") is not ranked: it is judged by
 * its departments, which must lie inside the granter's own scope.
 */
const SCOPE_RANK: Readonly<Record<string, number>> = {
  [DataScope.self]: 0,
  [DataScope.dept]: 1,
  [DataScope.deptAndChild]: 2,
  [DataScope.all]: 3,
};

/** The widest ranked scope among the caller's roles that count for `permission` (-1: none). */
function widestRank(caller: ScopedUser, permission?: string): number {
  return Math.max(-1, ...scopingRoles(caller, permission).map((role) => SCOPE_RANK[role.dataScope] ?? -1));
}

/**
 * Whether the caller may give a role this data scope: "only self" always; a custom scope always
 * (its departments are checked against the caller's scope apart); a ranked scope when the caller
 * holds one at least as wide.
 */
export function scopeWithinCaller(caller: ScopedUser, dataScope: string, permission?: string): boolean {
  if (isSuperAdmin(caller.userId)) return true;
  if (dataScope === DataScope.self || dataScope === DataScope.custom) return true;
  const rank = SCOPE_RANK[dataScope];
  return rank !== undefined && rank <= widestRank(caller, permission);
}

/** The data scope a role created by this caller starts with: the caller's widest ranked one. */
export function startingScope(caller: ScopedUser, permission?: string): string {
  if (isSuperAdmin(caller.userId)) return DataScope.all;
  const rank = widestRank(caller, permission);
  return Object.keys(SCOPE_RANK).find((scope) => SCOPE_RANK[scope] === rank) ?? DataScope.self;
}

/**
 * The menus a user holds and so may see, change and hand on, as a condition on `sys_menu`:
 * undefined (every menu) for the super administrator, else the menus of the user's live,
 * enabled roles. The one definition the menu list, the menu trees, the routes and the grant
 * rules share.
 */
export function heldMenuCondition(userId: number): SQL | undefined {
  if (isSuperAdmin(userId)) return undefined;
  return inArray(
    sysMenu.menuId,
    sql`(select ${sysRoleMenu.menuId} from ${sysRoleMenu} inner join ${sysUserRole} on ${sysUserRole.roleId} = ${sysRoleMenu.roleId} inner join ${sysRole} on ${sysRole.roleId} = ${sysUserRole.roleId} where ${sysUserRole.userId} = ${userId} and ${sysRole.delFlag} = '0' and ${sysRole.status} = ${ROLE_ENABLED})`,
  );
}

/** The ids of the menus a user holds (`heldMenuCondition`): null (every menu) for the super administrator. */
export async function heldMenuIds(db: Reader, userId: number): Promise<Set<number> | null> {
  const held = heldMenuCondition(userId);
  if (!held) return null;
  const rows = await db.select({ menuId: sysMenu.menuId }).from(sysMenu).where(held);
  return new Set(rows.map((row) => row.menuId));
}

/** The ids of the live roles a user holds. */
export async function heldRoleIds(db: Reader, userId: number): Promise<Set<number>> {
  const rows = await db
    .select({ roleId: sysUserRole.roleId })
    .from(sysUserRole)
    .innerJoin(sysRole, eq(sysRole.roleId, sysUserRole.roleId))
    .where(and(eq(sysUserRole.userId, userId), eq(sysRole.delFlag, '0')));
  return new Set(rows.map((row) => row.roleId));
}

/** The parts of a menu's permission string (comma list) that the caller does not hold. */
export function permissionsNotHeld(
  caller: { permissions: readonly string[] },
  perms: string | null,
): string[] {
  return collectPermissions([perms]).filter((permission) => !hasPermission(caller.permissions, permission));
}

/**
 * The names of the roles among `roleIds` that would give rights the caller does not hold: a menu
 * outside the caller's menus, a ranked data scope wider than the caller's, or a custom scope with a
 * department outside the caller's scope. Empty for the super administrator.
 */
export async function rolesBeyondCaller(
  db: Reader,
  caller: ScopedUser,
  roleIds: readonly number[],
  permission?: string,
): Promise<string[]> {
  return (await roleRowsBeyondCaller(db, caller, roleIds, permission)).map((role) => role.roleName);
}

/** `rolesBeyondCaller` with the roles' ids. */
export async function roleRowsBeyondCaller(
  db: Reader,
  caller: ScopedUser,
  roleIds: readonly number[],
  permission?: string,
): Promise<Array<{ roleId: number; roleName: string }>> {
  if (isSuperAdmin(caller.userId) || roleIds.length === 0) return [];
  const held = (await heldMenuIds(db, caller.userId)) ?? new Set<number>();
  const roles = await db
    .select({ roleId: sysRole.roleId, roleName: sysRole.roleName, dataScope: sysRole.dataScope })
    .from(sysRole)
    .where(inArray(sysRole.roleId, [...roleIds]))
    .orderBy(asc(sysRole.roleSort), asc(sysRole.roleId));
  const menus = await db
    .select({ roleId: sysRoleMenu.roleId, menuId: sysRoleMenu.menuId })
    .from(sysRoleMenu)
    .where(inArray(sysRoleMenu.roleId, [...roleIds]));
  const beyond = new Set(menus.filter((row) => !held.has(row.menuId)).map((row) => row.roleId));
  const custom = roles.filter((role) => role.dataScope === DataScope.custom).map((role) => role.roleId);
  const scope = dataScopeCondition(caller, { deptId: sysDept.deptId }, permission);
  if (custom.length > 0 && scope) {
    // a custom scope's departments must all lie inside the caller's own scope
    const outside = await db
      .select({ roleId: sysRoleDept.roleId })
      .from(sysRoleDept)
      .innerJoin(sysDept, eq(sysDept.deptId, sysRoleDept.deptId))
      .where(and(inArray(sysRoleDept.roleId, custom), not(scope)));
    for (const row of outside) beyond.add(row.roleId);
  }
  return roles
    .filter(
      (role) =>
        beyond.has(role.roleId) || !scopeWithinCaller(caller, role.dataScope ?? DataScope.all, permission),
    )
    .map(({ roleId, roleName }) => ({ roleId, roleName }));
}

/** Refuses, naming them, roles that would give rights the caller does not hold (see above). */
export async function refuseRolesBeyondCaller(
  db: Reader,
  caller: ScopedUser,
  roleIds: readonly number[],
  permission?: string,
): Promise<void> {
  const names = await rolesBeyondCaller(db, caller, roleIds, permission);
  if (names.length > 0)
    throw new ServiceError('system.role.beyondCaller', { names: names.slice(0, 5).join(', ') });
}
