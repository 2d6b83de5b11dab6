import { eq, inArray, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { sysDept, sysRoleDept } from '../db/schema';
import { isSuperAdmin } from './permission';

/** What the data scope needs to know about each role of the user (kept in the session). */
export interface RoleScope {
  roleId: number;
  /** "1" all, "2" custom depts, "3" own dept, "4" own dept and below, "5" only self */
  dataScope: string;
  status: string;
  permissions: string[];
}

export interface ScopedUser {
  userId: number;
  deptId: number | null;
  roleScopes: RoleScope[];
}

export interface ScopeColumns {
  /** the dept id column of the list (RuoYi's alias `d`) */
  deptId: AnyColumn;
  /** the user id column when the list has users (alias `u`) */
  userId?: AnyColumn;
}

export const DataScope = { all: '1', custom: '2', dept: '3', deptAndChild: '4', self: '5' } as const;

const ROLE_DISABLED = '1';

/** The roles whose data scope counts for a route: enabled, and holding `permission` when given. */
export function scopingRoles(user: ScopedUser, permission?: string): RoleScope[] {
  return user.roleScopes.filter(
    (role) => role.status !== ROLE_DISABLED && (!permission || role.permissions.includes(permission)),
  );
}

/**
 * RuoYi's `@DataScope`: the OR of each enabled role's scope (roles that lack `permission`, when
 * given, do not count); "all" lifts the filter; no qualifying role sees nothing. The super admin
 * is never filtered. Returns undefined when no filter applies. Every value is a bound parameter.
 */
export function dataScopeCondition(
  user: ScopedUser,
  columns: ScopeColumns,
  permission?: string,
): SQL | undefined {
  if (isSuperAdmin(user.userId)) return undefined;
  const roles = scopingRoles(user, permission);
  if (roles.some((role) => role.dataScope === DataScope.all)) return undefined;

  const conditions: SQL[] = [];
  const seen = new Set<string>();
  const customRoleIds = roles.filter((r) => r.dataScope === DataScope.custom).map((r) => r.roleId);
  for (const role of roles) {
    if (seen.has(role.dataScope)) continue;
    seen.add(role.dataScope);
    switch (role.dataScope) {
      case DataScope.custom:
        conditions.push(
          inArray(
            columns.deptId,
            sql`(SELECT ${sysRoleDept.deptId} FROM ${sysRoleDept} WHERE ${inArray(sysRoleDept.roleId, customRoleIds)})`,
          ),
        );
        break;
      case DataScope.dept:
        conditions.push(user.deptId === null ? sql`false` : eq(columns.deptId, user.deptId));
        break;
      case DataScope.deptAndChild:
        conditions.push(
          user.deptId === null
            ? sql`false`
            : inArray(
                columns.deptId,
                sql`(SELECT ${sysDept.deptId} FROM ${sysDept} WHERE ${sysDept.deptId} = ${user.deptId} OR ${String(user.deptId)} = ANY(string_to_array(${sysDept.ancestors}, ',')))`,
              ),
        );
        break;
      case DataScope.self:
        conditions.push(columns.userId ? eq(columns.userId, user.userId) : eq(columns.deptId, 0));
        break;
      default:
        break;
    }
  }
  if (conditions.length === 0) return eq(columns.deptId, 0);
  return conditions.length === 1 ? conditions[0] : or(...conditions);
}
