import { SysRoleSchema, SysUserSchema, UserAuthRoleQuerySchema } from '@dis/contract';
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { BusinessType } from '../../../../common/business-type';
import { success } from '../../../../common/envelope';
import { parseIdList } from '../../../../common/ids';
import { resourceKey } from '../../../../common/resource';
import { AjaxResult, MessageResult } from '../../../../common/schema';
import { replaceRoles, userWithRoles } from './service';

const TITLE = '用户管理';

/** `GET /system/user/authRole/{userId}` and `PUT /system/user/authRole` (docs/system/role.md). */
const authRoleRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { path, permission, tag } = resourceKey('system/user');

  app.get(
    `${path}/authRole/:userId`,
    {
      schema: {
        tags: [tag],
        summary: '用户授权角色 · A user and the roles to choose from',
        description:
          'roles: every role in the caller’s scope, flag true when the user holds it; role 1 only for user 1.',
        params: Type.Object({ userId: Type.Integer({ minimum: 1 }) }),
        response: { 200: AjaxResult({ user: SysUserSchema, roles: Type.Array(SysRoleSchema) }) },
      },
      config: { permission: `${permission}:query` },
    },
    async function authRole(request) {
      return success(request, await userWithRoles(app, request, request.params.userId));
    },
  );

  app.put(
    `${path}/authRole`,
    {
      schema: {
        tags: [tag],
        summary: '用户授权角色 · Replace a user’s roles',
        description:
          'Query userId and roleIds (commas, may be empty). Refused for user 1, for role 1 and for users or roles ' +
          'outside the caller’s scope. The user’s sessions get the new rights at their next request.',
        querystring: UserAuthRoleQuerySchema,
        response: { 200: MessageResult },
      },
      config: {
        permission: `${permission}:edit`,
        operLog: { title: TITLE, businessType: BusinessType.grant },
      },
    },
    async function insertAuthRole(request) {
      const { userId } = request.query;
      const roleIds = request.query.roleIds ? parseIdList(request.query.roleIds) : [];
      await replaceRoles(app, request, userId, roleIds);
      return success(request);
    },
  );
};

export default authRoleRoutes;
