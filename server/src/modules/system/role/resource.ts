import { RoleListQuerySchema, SysRoleSchema } from '@dis/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { dictLabeller } from '../../../common/dict-labels';
import { ServiceError } from '../../../common/errors';
import { defineResource } from '../../../common/resource';
import { formatDateTime } from '../../../common/datetime';
import { requireLoginUser } from '../../../security/session-store';
import { sysDept, sysRole, sysUser } from '../../../db/schema';
import { dataScopeLabel, roleLabel } from './messages';
import {
  firstAssignedRole,
  roleColumns,
  roleScopeThrough,
  softDeleteRoles,
  SUPER_ADMIN_ROLE_ID,
} from './repository';

/** The role resource: its key, queries, `findInScope`, `scopeOf`, `register`. */
export type RoleResource = ReturnType<typeof roleResource>;

/** Refuses any change to the super administrator role. */
export function refuseSuperAdminRole(roleId: number): void {
  if (roleId === SUPER_ADMIN_ROLE_ID) throw new ServiceError('system.role.superAdmin');
}

/** 角色管理: the roles (`sys_role`), RuoYi's `/system/role` list, read, delete and export. */
export function roleResource(app: FastifyInstance) {
  return defineResource({
    key: 'system/role',
    logTitle: '角色管理',
    names: { one: 'Role', many: 'Roles' },
    missing: 'system.role.missing',
    outOfScope: 'system.role.outOfScope',
    schemas: { row: SysRoleSchema, query: RoleListQuerySchema },
    list: {
      table: sysRole,
      id: sysRole.roleId,
      sortable: {
        roleId: sysRole.roleId,
        roleName: sysRole.roleName,
        roleKey: sysRole.roleKey,
        roleSort: sysRole.roleSort,
        status: sysRole.status,
        createTime: sysRole.createTime,
      },
      defaultOrder: [asc(sysRole.roleSort), asc(sysRole.roleId)],
      tieBreaker: asc(sysRole.roleId),
      filters: (filter) => ({
        contains: [
          [sysRole.roleName, filter.roleName],
          [sysRole.roleKey, filter.roleKey],
        ],
        equals: [[sysRole.status, filter.status]],
        days: [sysRole.createTime, filter],
        where: [
          eq(sysRole.delFlag, '0'),
          filter.roleId === undefined ? undefined : eq(sysRole.roleId, filter.roleId),
        ],
      }),
      select: (db, where) =>
        db
          .select(roleColumns)
          .from(sysRole)
          .where(and(eq(sysRole.delFlag, '0'), where))
          .$dynamic(),
    },
    dataScope: { deptId: sysDept.deptId, userId: sysUser.userId },
    scopeThrough: roleScopeThrough,
    docs: {
      list: {
        summary: '角色列表 · List roles',
        description:
          "Paged; roleName and roleKey contain, status, roleId, created between; the caller's data scope " +
          '(roles held by users in scope). Ordered by roleSort.',
      },
      get: { summary: '角色详情 · One role' },
      remove: {
        summary: '删除角色 · Delete roles',
        description:
          'Soft delete with the role’s menus and departments; refused for role 1 and for roles users hold.',
      },
      export: { summary: '导出角色 · Export roles' },
    },
    async beforeRemove(roleIds) {
      for (const roleId of roleIds) refuseSuperAdminRole(roleId);
      const assigned = await firstAssignedRole(app.db, roleIds);
      if (assigned) throw new ServiceError('system.role.assigned', { name: assigned.roleName });
    },
    async remove(roleIds, request) {
      const removed = await softDeleteRoles(app.db, roleIds, {
        updateBy: requireLoginUser(request).userName,
        updateTime: formatDateTime(),
      });
      await app.rights.get().refresh({ roleIds });
      return removed;
    },
    export: {
      fileName: 'role',
      sheetName: (lang) => roleLabel(lang, 'sheet'),
      async columns(lang) {
        const status = await dictLabeller(app, 'sys_normal_disable', lang);
        return [
          { header: roleLabel(lang, 'roleId'), width: 10, value: (row) => row.roleId },
          { header: roleLabel(lang, 'roleName'), width: 20, value: (row) => row.roleName },
          { header: roleLabel(lang, 'roleKey'), width: 20, value: (row) => row.roleKey },
          { header: roleLabel(lang, 'roleSort'), width: 10, value: (row) => row.roleSort },
          {
            header: roleLabel(lang, 'dataScope'),
            width: 20,
            value: (row) => dataScopeLabel(lang, row.dataScope),
          },
          { header: roleLabel(lang, 'status'), width: 10, value: (row) => status(row.status) },
        ];
      },
    },
  });
}
