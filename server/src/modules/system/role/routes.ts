import {
  AuthUserBatchQuerySchema,
  AuthUserCancelSchema,
  AuthUserQuerySchema,
  AuthUserRowSchema,
  RoleCreateSchema,
  RoleDataScopeSchema,
  RoleUpdateSchema,
  SysRoleSchema,
  TreeSelectSchema,
  type RoleCreate,
  type AuthUserQuery,
} from '@dis/contract';
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, asc, eq, inArray, ne, notInArray, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { BusinessType } from '../../../common/business-type';
import { formatDateTime } from '../../../common/datetime';
import { success, table } from '../../../common/envelope';
import { ServiceError } from '../../../common/errors';
import { parseIdList } from '../../../common/ids';
import { defineList } from '../../../common/list-query';
import { AjaxResult, MessageResult, StatusFlag, TableDataInfo } from '../../../common/schema';
import { cleanText, requiredText } from '../../../common/text-fields';
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
import { requireLoginUser } from '../../../plugins/auth';
import { dataScopeCondition } from '../../../security/data-scope';
import { refreshSignedInRights } from '../../../security/rights-refresh';
import { buildDeptTree, listScopedDepts } from '../dept/repository';
import {
  heldMenuIds,
  heldRoleIds,
  refuseRolesBeyondCaller,
  scopeWithinCaller,
  startingScope,
} from '../../../security/grants';
import { isSuperAdmin } from '../../../security/permission';
import { refuseSuperAdminRole, roleColumns, roleResource } from './resource';
import { roleLabel } from './messages';

/** The ids of a parent-child tree that are checked, as RuoYi answers them: with strict linking, a
 * checked node that is the parent of another checked node is left out (the tree derives it). */
export function checkedKeys(
  rows: Array<{ id: number; parentId: number | null }>,
  strictly: boolean,
): number[] {
  if (!strictly) return rows.map((row) => row.id);
  const parents = new Set(rows.map((row) => row.parentId));
  return rows.filter((row) => !parents.has(row.id)).map((row) => row.id);
}

/** The users holding (`allocated`) or not holding a role, for the 分配用户 page. */
function authUserList(allocated: boolean) {
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

/** 角色管理: `/system/role` (docs/system/role.md). */
/**
 * What a role will hold after a caller's change: the ids asked for (`known`: those that exist),
 * refused with `refusal` naming up to five of them when one lies outside what the caller may
 * grant (`grantable`; null: everything) and the role does not hold it already; what the role
 * holds outside the caller's reach (`current`) is kept.
 */
function withinGrant(
  request: FastifyRequest,
  refusal: 'system.role.menuNotHeld' | 'system.role.deptNotHeld',
  known: ReadonlyArray<{ id: number; name: string; nameEn?: string | null }>,
  grantable: ReadonlySet<number> | null,
  current: ReadonlyArray<{ id: number }>,
): number[] {
  const ids = known.map((item) => item.id);
  if (grantable === null) return ids;
  const held = new Set(current.map((item) => item.id));
  const refused = known.filter((item) => !grantable.has(item.id) && !held.has(item.id));
  if (refused.length > 0) {
    const english = request.lang === 'en';
    const names = refused
      .slice(0, 5)
      .map((item) => (english && item.nameEn ? item.nameEn : item.name))
      .join(english ? ', ' : '、');
    throw new ServiceError(refusal, { names });
  }
  const hidden = [...held].filter((id) => !grantable.has(id));
  return [...new Set([...ids, ...hidden])];
}

const roleRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const roles = roleResource(app);
  const routes = roles.register(app);
  const { tags } = routes;

  /** the caller's user data scope for a route's permission (undefined: none) */
  const userScope = (request: FastifyRequest) =>
    dataScopeCondition(
      requireLoginUser(request),
      { deptId: sysDept.deptId, userId: sysUser.userId },
      request.routeOptions.config.permission,
    );

  /** refuses users that are unknown or outside the caller's data scope */
  async function checkUsersInScope(request: FastifyRequest, userIds: number[]): Promise<void> {
    const scope = userScope(request);
    const rows = await app.db
      .select({ userId: sysUser.userId })
      .from(sysUser)
      .leftJoin(sysDept, eq(sysDept.deptId, sysUser.deptId))
      .where(and(inArray(sysUser.userId, userIds), eq(sysUser.delFlag, '0'), scope));
    if (rows.length < new Set(userIds).size)
      throw new ServiceError(scope ? 'system.role.userOutOfScope' : 'system.role.userMissing');
  }

  async function checkUnique(mode: 'add' | 'edit', body: RoleCreate, roleId?: number): Promise<void> {
    const others = (column: typeof sysRole.roleName | typeof sysRole.roleKey, value: string) =>
      app.db
        .select({ roleId: sysRole.roleId })
        .from(sysRole)
        .where(
          and(
            eq(column, value),
            eq(sysRole.delFlag, '0'),
            roleId === undefined ? undefined : ne(sysRole.roleId, roleId),
          ),
        )
        .limit(1);
    if ((await others(sysRole.roleName, body.roleName)).length > 0)
      throw new ServiceError(mode === 'add' ? 'system.role.addNameExists' : 'system.role.editNameExists', {
        name: body.roleName,
      });
    if ((await others(sysRole.roleKey, body.roleKey)).length > 0)
      throw new ServiceError(mode === 'add' ? 'system.role.addKeyExists' : 'system.role.editKeyExists', {
        name: body.roleName,
      });
  }

  /**
   * The menus the role will hold: those asked for that exist, refused when the caller does not
   * hold one of them; on an edit, the role's menus the caller cannot see are kept as they were
   * (docs/system/role.md "Nobody grants what they do not hold").
   */
  async function grantedMenuIds(
    request: FastifyRequest,
    menuIds: readonly number[] | null | undefined,
    roleId?: number,
  ): Promise<number[]> {
    const asked = [...new Set(menuIds ?? [])];
    const known = asked.length
      ? await app.db
          .select({ id: sysMenu.menuId, name: sysMenu.menuName, nameEn: sysMenu.menuNameEn })
          .from(sysMenu)
          .where(inArray(sysMenu.menuId, asked))
      : [];
    const current =
      roleId === undefined
        ? []
        : await app.db
            .select({ id: sysRoleMenu.menuId })
            .from(sysRoleMenu)
            .where(eq(sysRoleMenu.roleId, roleId));
    const grantable = await heldMenuIds(app.db, requireLoginUser(request).userId);
    return withinGrant(request, 'system.role.menuNotHeld', known, grantable, current);
  }

  /** The departments of a custom data scope, by the same rule within the caller's data scope. */
  async function grantedDeptIds(
    request: FastifyRequest,
    deptIds: readonly number[] | null | undefined,
    roleId: number,
  ): Promise<number[]> {
    const asked = [...new Set(deptIds ?? [])];
    const known = asked.length
      ? await app.db
          .select({ id: sysDept.deptId, name: sysDept.deptName })
          .from(sysDept)
          .where(and(inArray(sysDept.deptId, asked), eq(sysDept.delFlag, '0')))
      : [];
    const current = await app.db
      .select({ id: sysRoleDept.deptId })
      .from(sysRoleDept)
      .where(eq(sysRoleDept.roleId, roleId));
    const caller = requireLoginUser(request);
    const grantable = isSuperAdmin(caller.userId)
      ? null
      : new Set((await listScopedDepts(app.db, {}, caller, roles.permission('edit'))).map((d) => d.deptId));
    return withinGrant(request, 'system.role.deptNotHeld', known, grantable, current);
  }

  /**
   * Refuses a change to the rights of a role the caller holds (docs/security.md): raising one's own
   * role would invent rights. The super administrator holds only role 1, refused everywhere.
   */
  async function refuseOwnRole(request: FastifyRequest, roleId: number): Promise<void> {
    const caller = requireLoginUser(request);
    if ((await heldRoleIds(app.db, caller.userId)).has(roleId)) throw new ServiceError('system.role.ownRole');
  }

  function roleValues(body: RoleCreate, request: FastifyRequest) {
    return {
      roleName: requiredText(roleLabel(request.lang, 'roleName'), body.roleName),
      roleKey: requiredText(roleLabel(request.lang, 'roleKey'), body.roleKey),
      roleSort: body.roleSort,
      status: body.status ?? '0',
      menuCheckStrictly: body.menuCheckStrictly ?? true,
      deptCheckStrictly: body.deptCheckStrictly ?? true,
      remark: cleanText(body.remark),
    };
  }

  app.post(
    '/system/role',
    {
      schema: {
        tags,
        summary: '新增角色 · Add a role',
        description:
          'roleName, roleKey and roleSort are required and name and key unique; menuIds are its menus.',
        body: RoleCreateSchema,
        response: { 200: MessageResult },
      },
      config: routes.config('add', BusinessType.insert),
    },
    async function addRoleHandler(request) {
      const values = roleValues(request.body, request);
      await checkUnique('add', { ...request.body, ...values });
      const menuIds = await grantedMenuIds(request, request.body.menuIds);
      await app.db.transaction(async (tx) => {
        const [row] = await tx
          .insert(sysRole)
          .values({
            ...values,
            // never wider than the creator's own (docs/security.md)
            dataScope: startingScope(requireLoginUser(request), roles.permission('add')),
            createBy: requireLoginUser(request).userName,
            createTime: formatDateTime(),
          })
          .returning({ roleId: sysRole.roleId });
        if (menuIds.length > 0)
          await tx.insert(sysRoleMenu).values(menuIds.map((menuId) => ({ roleId: row.roleId, menuId })));
      });
      return success(request);
    },
  );

  app.put(
    '/system/role',
    {
      schema: {
        tags,
        summary: '修改角色 · Edit a role',
        description:
          'Replaces the role’s menus; refused for role 1. Its signed-in holders get the new rights at their next request.',
        body: RoleUpdateSchema,
        response: { 200: MessageResult },
      },
      config: routes.config('edit', BusinessType.update),
    },
    async function editRoleHandler(request) {
      const { roleId } = request.body;
      refuseSuperAdminRole(roleId);
      await roles.findInScope(app, roleId, request);
      const values = roleValues(request.body, request);
      await checkUnique('edit', { ...request.body, ...values }, roleId);
      const menuIds = await grantedMenuIds(request, request.body.menuIds, roleId);
      const before = await app.db
        .select({ menuId: sysRoleMenu.menuId })
        .from(sysRoleMenu)
        .where(eq(sysRoleMenu.roleId, roleId));
      const unchanged =
        before.length === menuIds.length && before.every((row) => menuIds.includes(row.menuId));
      if (!unchanged) await refuseOwnRole(request, roleId);
      await app.db.transaction(async (tx) => {
        await tx
          .update(sysRole)
          .set({ ...values, updateBy: requireLoginUser(request).userName, updateTime: formatDateTime() })
          .where(eq(sysRole.roleId, roleId));
        await tx.delete(sysRoleMenu).where(eq(sysRoleMenu.roleId, roleId));
        if (menuIds.length > 0)
          await tx.insert(sysRoleMenu).values(menuIds.map((menuId) => ({ roleId, menuId })));
      });
      await refreshSignedInRights(app, { roleIds: [roleId] });
      return success(request);
    },
  );

  app.put(
    '/system/role/dataScope',
    {
      schema: {
        tags,
        summary: '修改数据权限 · Change a role’s data scope',
        description: 'dataScope "1".."5"; with "2" (custom) the role sees the departments of deptIds.',
        body: RoleDataScopeSchema,
        response: { 200: MessageResult },
      },
      config: routes.config('edit', BusinessType.update),
    },
    async function dataScopeHandler(request) {
      const { roleId, dataScope } = request.body;
      refuseSuperAdminRole(roleId);
      await roles.findInScope(app, roleId, request);
      await refuseOwnRole(request, roleId);
      if (!scopeWithinCaller(requireLoginUser(request), dataScope, roles.permission('edit')))
        throw new ServiceError('system.role.scopeTooWide');
      const deptIds = dataScope === '2' ? await grantedDeptIds(request, request.body.deptIds, roleId) : [];
      await app.db.transaction(async (tx) => {
        await tx
          .update(sysRole)
          .set({
            dataScope,
            deptCheckStrictly: request.body.deptCheckStrictly ?? true,
            updateBy: requireLoginUser(request).userName,
            updateTime: formatDateTime(),
          })
          .where(eq(sysRole.roleId, roleId));
        await tx.delete(sysRoleDept).where(eq(sysRoleDept.roleId, roleId));
        if (deptIds.length > 0)
          await tx.insert(sysRoleDept).values(deptIds.map((deptId) => ({ roleId, deptId })));
      });
      await refreshSignedInRights(app, { roleIds: [roleId] });
      return success(request);
    },
  );

  app.put(
    '/system/role/changeStatus',
    {
      schema: {
        tags,
        summary: '角色状态修改 · Enable or disable a role',
        body: Type.Object({ roleId: Type.Integer({ minimum: 1 }), status: StatusFlag }),
        response: { 200: MessageResult },
      },
      config: routes.config('edit', BusinessType.update),
    },
    async function changeRoleStatusHandler(request) {
      const { roleId, status } = request.body;
      refuseSuperAdminRole(roleId);
      await roles.findInScope(app, roleId, request);
      await refuseOwnRole(request, roleId);
      await app.db
        .update(sysRole)
        .set({ status, updateBy: requireLoginUser(request).userName, updateTime: formatDateTime() })
        .where(eq(sysRole.roleId, roleId));
      await refreshSignedInRights(app, { roleIds: [roleId] });
      return success(request);
    },
  );

  app.get(
    '/system/role/optionselect',
    {
      schema: {
        tags,
        summary: '角色选项 · All roles in scope, for choosing',
        response: { 200: AjaxResult({ data: Type.Array(SysRoleSchema) }) },
      },
      config: routes.config('query'),
    },
    async function optionselect(request) {
      const rows = await app.db
        .select(roleColumns)
        .from(sysRole)
        .where(and(eq(sysRole.delFlag, '0'), roles.scopeOf(request)))
        .orderBy(asc(sysRole.roleSort), asc(sysRole.roleId));
      return success(request, { data: rows });
    },
  );

  for (const allocated of [true, false]) {
    const list = authUserList(allocated);
    app.get(
      allocated ? '/system/role/authUser/allocatedList' : '/system/role/authUser/unallocatedList',
      {
        schema: {
          tags,
          summary: allocated
            ? '已分配用户 · Users holding the role'
            : '未分配用户 · Users not holding the role',
          description: "Paged; userName and phonenumber contain; limited to the caller's data scope.",
          querystring: AuthUserQuerySchema,
          response: { 200: TableDataInfo(AuthUserRowSchema) },
        },
        config: routes.config('list'),
      },
      async function authUserList(request) {
        const { total, rows } = await list.page(app.db, request.query, userScope(request));
        return table(request, total, rows);
      },
    );
  }

  /** takes users out of a role (their sessions lose its rights at once) */
  async function cancel(request: FastifyRequest, roleId: number, userIds: number[]) {
    // role 1 is never granted or taken through 分配用户 (RuoYi's checkRoleAllowed)
    refuseSuperAdminRole(roleId);
    await roles.findInScope(app, roleId, request);
    await checkUsersInScope(request, userIds);
    await app.db
      .delete(sysUserRole)
      .where(and(eq(sysUserRole.roleId, roleId), inArray(sysUserRole.userId, userIds)));
    await refreshSignedInRights(app, { userIds });
  }

  app.put(
    '/system/role/authUser/cancel',
    {
      schema: {
        tags,
        summary: '取消授权 · Take a user out of a role',
        body: AuthUserCancelSchema,
        response: { 200: MessageResult },
      },
      config: routes.config('edit', BusinessType.grant),
    },
    async function cancelAuthUser(request) {
      await cancel(request, request.body.roleId, [request.body.userId]);
      return success(request);
    },
  );

  app.put(
    '/system/role/authUser/cancelAll',
    {
      schema: {
        tags,
        summary: '批量取消授权 · Take users out of a role',
        querystring: AuthUserBatchQuerySchema,
        response: { 200: MessageResult },
      },
      config: routes.config('edit', BusinessType.grant),
    },
    async function cancelAuthUserAll(request) {
      await cancel(request, request.query.roleId, parseIdList(request.query.userIds));
      return success(request);
    },
  );

  app.put(
    '/system/role/authUser/selectAll',
    {
      schema: {
        tags,
        summary: '批量选择用户授权 · Give users a role',
        querystring: AuthUserBatchQuerySchema,
        response: { 200: MessageResult },
      },
      config: routes.config('edit', BusinessType.grant),
    },
    async function selectAuthUserAll(request) {
      const { roleId } = request.query;
      const userIds = parseIdList(request.query.userIds);
      refuseSuperAdminRole(roleId);
      await roles.findInScope(app, roleId, request);
      await checkUsersInScope(request, userIds);
      // a role is handed on only when it gives nothing the granter lacks (docs/security.md)
      await refuseRolesBeyondCaller(app.db, requireLoginUser(request), [roleId], roles.permission('edit'));
      await app.db
        .insert(sysUserRole)
        .values(userIds.map((userId) => ({ userId, roleId })))
        .onConflictDoNothing();
      await refreshSignedInRights(app, { userIds });
      return success(request);
    },
  );

  app.get(
    '/system/role/deptTree/:roleId',
    {
      schema: {
        tags,
        summary: '角色部门树 · Departments of a role’s custom data scope',
        description: 'checkedKeys: the role’s departments; depts: the department tree in the caller’s scope.',
        params: Type.Object({ roleId: Type.Integer({ minimum: 1 }) }),
        response: {
          200: AjaxResult({ checkedKeys: Type.Array(Type.Integer()), depts: Type.Array(TreeSelectSchema) }),
        },
      },
      config: routes.config('query'),
    },
    async function roleDeptTree(request) {
      const role = await roles.findInScope(app, request.params.roleId, request);
      const rows = await app.db
        .select({ id: sysDept.deptId, parentId: sysDept.parentId })
        .from(sysRoleDept)
        .innerJoin(sysDept, eq(sysDept.deptId, sysRoleDept.deptId))
        .where(and(eq(sysRoleDept.roleId, role.roleId), eq(sysDept.delFlag, '0')))
        .orderBy(asc(sysDept.parentId), asc(sysDept.orderNum));
      const depts = await listScopedDepts(app.db, {}, requireLoginUser(request), roles.permission('query'));
      return success(request, {
        checkedKeys: checkedKeys(rows, role.deptCheckStrictly ?? true),
        depts: buildDeptTree(depts),
      });
    },
  );
};

export default roleRoutes;
