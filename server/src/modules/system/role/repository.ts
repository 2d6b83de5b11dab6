import type { AuthUserQuery, SysRole } from '@dis/contract';
import { and, asc, eq, getTableColumns, inArray, notInArray, sql, type SQL } from 'drizzle-orm';
import { defineList } from '../../../common/list-query';
import type { UniqueRule } from '../../../common/resource';
import type { Database } from '../../../db/connection';
import {
  sysDept,
  sysMenu,
  sysRole,
  sysRoleDept,
  sysRoleMenu,
  sysUser,
  sysUserRole,
} from '../../../db/schema';
import { collectPermissions, SUPER_ADMIN_ROLE_ID } from '../../../security/permission';

/** The queries of roles (`sys_role`, its menus, departments and holders): docs/system/role.md. */

export type RoleRow = typeof sysRole.$inferSelect;

export { SUPER_ADMIN_ROLE_ID };

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

/** A role row as the list and `GET /system/role/{roleId}` answer it (live roles only). */
export const roleColumns = {
  ...getTableColumns(sysRole),
  flag: sql<boolean>`false`,
  menuIds: sql<number[] | null>`null`,
  deptIds: sql<number[] | null>`null`,
  permissions: sql<string[] | null>`null`,
  admin: sql<boolean>`(${sysRole.roleId} = ${SUPER_ADMIN_ROLE_ID})`,
};

/**
 * A role is in the caller's data scope when a user of a department in scope holds it (RuoYi
 * joins the role list to its holders and their departments).
 */
export function roleScopeThrough(condition: SQL): SQL {
  return sql`exists (select 1 from ${sysUserRole} inner join ${sysUser} on ${sysUser.userId} = ${sysUserRole.userId} left join ${sysDept} on ${sysDept.deptId} = ${sysUser.deptId} where ${sysUserRole.roleId} = ${sysRole.roleId} and ${condition})`;
}

/** The table and id of the uniqueness checks. */
export const ROLE_TABLE = { table: sysRole, id: sysRole.roleId };

/** Names and keys are unique among live roles; both refusals name the role. */
export const ROLE_UNIQUE: ReadonlyArray<UniqueRule<{ roleName: string; roleKey: string }>> = [
  {
    column: sysRole.roleName,
    value: (values) => values.roleName,
    where: eq(sysRole.delFlag, '0'),
    refusal: { add: 'system.role.addNameExists', edit: 'system.role.editNameExists' },
  },
  {
    column: sysRole.roleKey,
    value: (values) => values.roleKey,
    where: eq(sysRole.delFlag, '0'),
    refusal: { add: 'system.role.addKeyExists', edit: 'system.role.editKeyExists' },
  },
];

/** The first of these roles that a user holds, if any. */
export async function firstAssignedRole(db: Database, roleIds: number[]) {
  const [row] = await db
    .select({ roleName: sysRole.roleName })
    .from(sysUserRole)
    .innerJoin(sysRole, eq(sysRole.roleId, sysUserRole.roleId))
    .where(inArray(sysUserRole.roleId, roleIds))
    .orderBy(asc(sysRole.roleSort), asc(sysRole.roleId))
    .limit(1);
  return row;
}

/** Soft-deletes live roles with their menus and departments; answers how many were live. */
export async function softDeleteRoles(
  db: Database,
  roleIds: number[],
  stamp: Pick<RoleRow, 'updateBy' | 'updateTime'>,
): Promise<number> {
  const removed = await db.transaction(async (tx) => {
    await tx.delete(sysRoleMenu).where(inArray(sysRoleMenu.roleId, roleIds));
    await tx.delete(sysRoleDept).where(inArray(sysRoleDept.roleId, roleIds));
    return tx
      .update(sysRole)
      .set({ delFlag: '2', ...stamp })
      .where(and(inArray(sysRole.roleId, roleIds), eq(sysRole.delFlag, '0')))
      .returning({ roleId: sysRole.roleId });
  });
  return removed.length;
}

/** Live users among these ids within `scope` (a condition on users and their departments). */
export async function liveUsersInScope(db: Database, userIds: number[], scope: SQL | undefined) {
  return db
    .select({ userId: sysUser.userId })
    .from(sysUser)
    .leftJoin(sysDept, eq(sysDept.deptId, sysUser.deptId))
    .where(and(inArray(sysUser.userId, userIds), eq(sysUser.delFlag, '0'), scope));
}

/** The menus of these ids that exist, with their names. */
export async function menusByIds(db: Database, menuIds: number[]) {
  if (menuIds.length === 0) return [];
  return db
    .select({ id: sysMenu.menuId, name: sysMenu.menuName, nameEn: sysMenu.menuNameEn })
    .from(sysMenu)
    .where(inArray(sysMenu.menuId, menuIds));
}

/** The live departments of these ids, with their names. */
export async function liveDeptsByIds(db: Database, deptIds: number[]) {
  if (deptIds.length === 0) return [];
  return db
    .select({ id: sysDept.deptId, name: sysDept.deptName })
    .from(sysDept)
    .where(and(inArray(sysDept.deptId, deptIds), eq(sysDept.delFlag, '0')));
}

/** The role's menu ids. */
export async function roleMenuIds(db: Database, roleId: number): Promise<number[]> {
  const rows = await db
    .select({ id: sysRoleMenu.menuId })
    .from(sysRoleMenu)
    .where(eq(sysRoleMenu.roleId, roleId));
  return rows.map((row) => row.id);
}

/** The role's department ids (its custom data scope). */
export async function roleDeptIds(db: Database, roleId: number): Promise<number[]> {
  const rows = await db
    .select({ id: sysRoleDept.deptId })
    .from(sysRoleDept)
    .where(eq(sysRoleDept.roleId, roleId));
  return rows.map((row) => row.id);
}

/** The role's live departments (id and parent), ordered by parent then order. */
export async function roleDepts(db: Database, roleId: number) {
  return db
    .select({ id: sysDept.deptId, parentId: sysDept.parentId })
    .from(sysRoleDept)
    .innerJoin(sysDept, eq(sysDept.deptId, sysRoleDept.deptId))
    .where(and(eq(sysRoleDept.roleId, roleId), eq(sysDept.delFlag, '0')))
    .orderBy(asc(sysDept.parentId), asc(sysDept.orderNum));
}

type RoleValues = Pick<
  RoleRow,
  'roleName' | 'roleKey' | 'roleSort' | 'status' | 'menuCheckStrictly' | 'deptCheckStrictly' | 'remark'
>;

/** Adds a role with its menus, in one transaction. */
export async function insertRole(
  db: Database,
  values: RoleValues & Pick<RoleRow, 'dataScope' | 'createBy' | 'createTime'>,
  menuIds: number[],
): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.insert(sysRole).values(values).returning({ roleId: sysRole.roleId });
    if (menuIds.length > 0)
      await tx.insert(sysRoleMenu).values(menuIds.map((menuId) => ({ roleId: row.roleId, menuId })));
  });
}

/** Changes a role and replaces its menus, in one transaction. */
export async function updateRole(
  db: Database,
  roleId: number,
  values: RoleValues & Pick<RoleRow, 'updateBy' | 'updateTime'>,
  menuIds: number[],
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(sysRole).set(values).where(eq(sysRole.roleId, roleId));
    await tx.delete(sysRoleMenu).where(eq(sysRoleMenu.roleId, roleId));
    if (menuIds.length > 0)
      await tx.insert(sysRoleMenu).values(menuIds.map((menuId) => ({ roleId, menuId })));
  });
}

/** Changes a role's data scope and replaces its departments, in one transaction. */
export async function updateRoleDataScope(
  db: Database,
  roleId: number,
  values: Pick<RoleRow, 'dataScope' | 'deptCheckStrictly' | 'updateBy' | 'updateTime'>,
  deptIds: number[],
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(sysRole).set(values).where(eq(sysRole.roleId, roleId));
    await tx.delete(sysRoleDept).where(eq(sysRoleDept.roleId, roleId));
    if (deptIds.length > 0)
      await tx.insert(sysRoleDept).values(deptIds.map((deptId) => ({ roleId, deptId })));
  });
}

export async function updateRoleStatus(
  db: Database,
  roleId: number,
  values: Pick<RoleRow, 'status' | 'updateBy' | 'updateTime'>,
): Promise<void> {
  await db.update(sysRole).set(values).where(eq(sysRole.roleId, roleId));
}

/** Live roles within `scope`, ordered for choosing. */
export async function roleOptions(db: Database, scope: SQL | undefined) {
  return db
    .select(roleColumns)
    .from(sysRole)
    .where(and(eq(sysRole.delFlag, '0'), scope))
    .orderBy(asc(sysRole.roleSort), asc(sysRole.roleId));
}

/** Takes users out of a role. */
export async function removeRoleHolders(db: Database, roleId: number, userIds: number[]): Promise<void> {
  await db
    .delete(sysUserRole)
    .where(and(eq(sysUserRole.roleId, roleId), inArray(sysUserRole.userId, userIds)));
}

/** Gives users a role (those holding it already are left as they are). */
export async function addRoleHolders(db: Database, roleId: number, userIds: number[]): Promise<void> {
  await db
    .insert(sysUserRole)
    .values(userIds.map((userId) => ({ userId, roleId })))
    .onConflictDoNothing();
}

/** The users holding (`allocated`) or not holding a role, for the 分配用户 page. */
export function authUserList(allocated: boolean) {
  return defineList({
    table: sysUser,
    id: sysUser.userId,
    sortable: { userId: sysUser.userId, userName: sysUser.userName, createTime: sysUser.createTime },
    defaultOrder: [asc(sysUser.userId)],
    tieBreaker: asc(sysUser.userId),
    join: (query) => query.leftJoin(sysDept, eq(sysDept.deptId, sysUser.deptId)),
    filters: (query: AuthUserQuery) => {
      const holders = sql`(select ${sysUserRole.userId} from ${sysUserRole} where ${sysUserRole.roleId} = ${query.roleId})`;
      return {
        contains: [
          [sysUser.userName, query.userName],
          [sysUser.phonenumber, query.phonenumber],
        ],
        where: [
          eq(sysUser.delFlag, '0'),
          allocated ? inArray(sysUser.userId, holders) : notInArray(sysUser.userId, holders),
        ],
      };
    },
    select: (db: Database, where) =>
      db
        .select({
          userId: sysUser.userId,
          deptId: sysUser.deptId,
          userName: sysUser.userName,
          nickName: sysUser.nickName,
          email: sysUser.email,
          phonenumber: sysUser.phonenumber,
          status: sysUser.status,
          createTime: sysUser.createTime,
        })
        .from(sysUser)
        .leftJoin(sysDept, eq(sysDept.deptId, sysUser.deptId))
        .where(where)
        .$dynamic(),
  });
}

/**
 * The live, enabled users holding a live, enabled role with one of these keys (the sales desk's
 * owners and leaders: docs/sales/leads.md), by user id, with their department and its ancestors.
 */
export async function holdersOfRoles(db: Database, roleKeys: readonly string[]) {
  if (roleKeys.length === 0) return [];
  return db
    .selectDistinct({
      userId: sysUser.userId,
      userName: sysUser.userName,
      nickName: sysUser.nickName,
      email: sysUser.email,
      deptId: sysUser.deptId,
      deptName: sysDept.deptName,
      ancestors: sysDept.ancestors,
      roleKey: sysRole.roleKey,
    })
    .from(sysUser)
    .innerJoin(sysUserRole, eq(sysUserRole.userId, sysUser.userId))
    .innerJoin(sysRole, eq(sysRole.roleId, sysUserRole.roleId))
    .leftJoin(sysDept, eq(sysDept.deptId, sysUser.deptId))
    .where(
      and(
        inArray(sysRole.roleKey, [...roleKeys]),
        eq(sysRole.status, '0'),
        eq(sysRole.delFlag, '0'),
        eq(sysUser.status, '0'),
        eq(sysUser.delFlag, '0'),
      ),
    )
    .orderBy(asc(sysUser.userId));
}
