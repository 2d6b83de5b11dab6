import { SysRoleSchema, SysUserSchema, UserAuthRoleQuerySchema } from '@dis/contract';
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { BusinessType } from '../../../common/business-type';
import { success } from '../../../common/envelope';
import { ServiceError } from '../../../common/errors';
import { parseIdList } from '../../../common/ids';
import { AjaxResult, MessageResult } from '../../../common/schema';
import { sysDept, sysRole, sysUser, sysUserRole } from '../../../db/schema';
import { requireLoginUser } from '../../../plugins/auth';
import { dataScopeCondition } from '../../../security/data-scope';
import { heldRoleIds, refuseRolesBeyondCaller } from '../../../security/grants';
import { isSuperAdmin } from '../../../security/permission';
import { refreshSignedInRights } from '../../../security/rights-refresh';
import { roleColumns, roleScopeThrough } from '../role/resource';
import { SUPER_ADMIN_ROLE_ID, toSysRole } from '../role/repository';
import { loadUserProfile } from './repository';

const TITLE = '用户管理';

/** `GET /system/user/authRole/{userId}` and `PUT /system/user/authRole` (docs/system/role.md). */
const authRoleRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const scopeOf = (
    request: FastifyRequest,
    columns: { deptId: typeof sysDept.deptId; userId?: typeof sysUser.userId },
  ) => dataScopeCondition(requireLoginUser(request), columns, request.routeOptions.config.permission);

  /** refuses a user who is unknown or outside the caller's data scope */
  async function checkUser(request: FastifyRequest, userId: number): Promise<void> {
    const scope = scopeOf(request, { deptId: sysDept.deptId, userId: sysUser.userId });
    const [row] = await app.db
      .select({ userId: sysUser.userId })
      .from(sysUser)
      .leftJoin(sysDept, eq(sysDept.deptId, sysUser.deptId))
      .where(and(eq(sysUser.userId, userId), eq(sysUser.delFlag, '0'), scope));
    if (!row) throw new ServiceError(scope ? 'system.role.userOutOfScope' : 'system.role.userMissing');
  }

  /** the live roles within the caller's scope, ordered as the role list */
  function rolesInScope(request: FastifyRequest) {
    const scope = scopeOf(request, { deptId: sysDept.deptId, userId: sysUser.userId });
    return app.db
      .select(roleColumns)
      .from(sysRole)
      .where(and(eq(sysRole.delFlag, '0'), scope ? roleScopeThrough(scope) : undefined))
      .orderBy(asc(sysRole.roleSort), asc(sysRole.roleId));
  }

  app.get(
    '/system/user/authRole/:userId',
    {
      schema: {
        tags: ['system/user'],
        summary: '用户授权角色 · A user and the roles to choose from',
        description:
          'roles: every role in the caller’s scope, flag true when the user holds it; role 1 only for user 1.',
        params: Type.Object({ userId: Type.Integer({ minimum: 1 }) }),
        response: { 200: AjaxResult({ user: SysUserSchema, roles: Type.Array(SysRoleSchema) }) },
      },
      config: { permission: 'system:user:query' },
    },
    async function authRole(request) {
      const { userId } = request.params;
      await checkUser(request, userId);
      const held = await app.db
        .select({ roleId: sysUserRole.roleId })
        .from(sysUserRole)
        .where(eq(sysUserRole.userId, userId));
      const heldIds = new Set(held.map((row) => row.roleId));
      const all = await rolesInScope(request);
      const user = await loadUserProfile(
        app.db,
        userId,
        all.filter((role) => heldIds.has(role.roleId)).map((role) => toSysRole(role)),
      );
      if (!user) throw new ServiceError('system.role.userMissing');
      const roles = all
        .filter((role) => isSuperAdmin(userId) || role.roleId !== SUPER_ADMIN_ROLE_ID)
        .map((role) => ({ ...role, flag: heldIds.has(role.roleId) }));
      return success(request, { user, roles });
    },
  );

  app.put(
    '/system/user/authRole',
    {
      schema: {
        tags: ['system/user'],
        summary: '用户授权角色 · Replace a user’s roles',
        description:
          'Query userId and roleIds (commas, may be empty). Refused for user 1, for role 1 and for users or roles ' +
          'outside the caller’s scope. The user’s sessions get the new rights at their next request.',
        querystring: UserAuthRoleQuerySchema,
        response: { 200: MessageResult },
      },
      config: { permission: 'system:user:edit', operLog: { title: TITLE, businessType: BusinessType.grant } },
    },
    async function insertAuthRole(request) {
      const { userId } = request.query;
      const roleIds = request.query.roleIds ? parseIdList(request.query.roleIds) : [];
      if (isSuperAdmin(userId)) throw new ServiceError('system.role.superAdminUser');
      if (roleIds.includes(SUPER_ADMIN_ROLE_ID)) throw new ServiceError('system.role.superAdmin');
      await checkUser(request, userId);
      if (roleIds.length > 0) {
        const allowed = new Set((await rolesInScope(request)).map((role) => role.roleId));
        if (roleIds.some((roleId) => !allowed.has(roleId))) {
          const known = await app.db
            .select({ roleId: sysRole.roleId })
            .from(sysRole)
            .where(and(inArray(sysRole.roleId, roleIds), eq(sysRole.delFlag, '0')));
          throw new ServiceError(
            known.length === roleIds.length ? 'system.role.outOfScope' : 'system.role.missing',
          );
        }
      }
      // roles the user gains must give nothing the granter lacks (docs/security.md)
      const held = await heldRoleIds(app.db, userId);
      await refuseRolesBeyondCaller(
        app.db,
        requireLoginUser(request),
        roleIds.filter((roleId) => !held.has(roleId)),
        request.routeOptions.config.permission,
      );
      await app.db.transaction(async (tx) => {
        await tx.delete(sysUserRole).where(eq(sysUserRole.userId, userId));
        if (roleIds.length > 0)
          await tx.insert(sysUserRole).values(roleIds.map((roleId) => ({ userId, roleId })));
      });
      await refreshSignedInRights(app, { userIds: [userId] });
      return success(request);
    },
  );
};

export default authRoleRoutes;
