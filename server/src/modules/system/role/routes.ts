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
} from '@dis/contract';
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { BusinessType } from '../../../common/business-type';
import { success, table } from '../../../common/envelope';
import { parseIdList } from '../../../common/ids';
import { AjaxResult, MessageResult, StatusFlag, TableDataInfo } from '../../../common/schema';
import { authUserList, roleOptions } from './repository';
import { roleResource } from './resource';
import { roleService, userScopeOf } from './service';

/** 角色管理: `/system/role` (docs/system/role.md). */
const roleRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const roles = roleResource(app);
  const routes = roles.register(app);
  const { tags } = routes;
  const { path } = roles;
  const service = roleService(app, roles);

  app.post(
    path,
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
      await service.add(request, request.body);
      return success(request);
    },
  );

  app.put(
    path,
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
      await service.edit(request, request.body);
      return success(request);
    },
  );

  app.put(
    `${path}/dataScope`,
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
      await service.changeDataScope(request, request.body);
      return success(request);
    },
  );

  app.put(
    `${path}/changeStatus`,
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
      await service.changeStatus(request, request.body.roleId, request.body.status);
      return success(request);
    },
  );

  app.get(
    `${path}/optionselect`,
    {
      schema: {
        tags,
        summary: '角色选项 · All roles in scope, for choosing',
        response: { 200: AjaxResult({ data: Type.Array(SysRoleSchema) }) },
      },
      config: routes.config('query'),
    },
    async function optionselect(request) {
      return success(request, { data: await roleOptions(app.db, roles.scopeOf(request)) });
    },
  );

  for (const allocated of [true, false]) {
    const list = authUserList(allocated);
    app.get(
      allocated ? `${path}/authUser/allocatedList` : `${path}/authUser/unallocatedList`,
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
        const { total, rows } = await list.page(app.db, request.query, userScopeOf(request));
        return table(request, total, rows);
      },
    );
  }

  app.put(
    `${path}/authUser/cancel`,
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
      await service.cancel(request, request.body.roleId, [request.body.userId]);
      return success(request);
    },
  );

  app.put(
    `${path}/authUser/cancelAll`,
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
      await service.cancel(request, request.query.roleId, parseIdList(request.query.userIds));
      return success(request);
    },
  );

  app.put(
    `${path}/authUser/selectAll`,
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
      await service.selectAll(request, request.query.roleId, parseIdList(request.query.userIds));
      return success(request);
    },
  );

  app.get(
    `${path}/deptTree/:roleId`,
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
      return success(request, await service.deptTree(request, request.params.roleId));
    },
  );
};

export default roleRoutes;
