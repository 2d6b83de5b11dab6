import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ServiceError } from '../../../../common/errors';
import { sysDept, sysUser } from '../../../../db/schema';
import { dataScopeCondition } from '../../../../security/data-scope';
import { refuseStrongerAccounts } from '../../../../security/account-reach';
import { heldRoleIds, refuseRolesBeyondCaller } from '../../../../security/grants';
import { isSuperAdmin } from '../../../../security/permission';
import { requireLoginUser } from '../../../../security/session-store';
import { liveUsersInScope, SUPER_ADMIN_ROLE_ID, toSysRole } from '../../role/repository';
import { countLiveRoles, loadUserProfile } from '../repository';
import { liveRolesInScope, replaceUserRoles, userRoleIds } from './repository';

/** 分配角色: the rules of a user's roles (docs/system/role.md, docs/security.md). */

/** the caller's user data scope for the route's permission */
const scopeOf = (request: FastifyRequest) =>
  dataScopeCondition(
    requireLoginUser(request),
    { deptId: sysDept.deptId, userId: sysUser.userId },
    request.routeOptions.config.permission,
  );

/** refuses a user who is unknown or outside the caller's data scope */
async function checkUser(app: FastifyInstance, request: FastifyRequest, userId: number): Promise<void> {
  const scope = scopeOf(request);
  if ((await liveUsersInScope(app.db, [userId], scope)).length === 0)
    throw new ServiceError(scope ? 'system.role.userOutOfScope' : 'system.role.userMissing');
}

/** `GET /system/user/authRole/{userId}`: the user and every role in scope, flagged when held. */
export async function userWithRoles(app: FastifyInstance, request: FastifyRequest, userId: number) {
  await checkUser(app, request, userId);
  const heldIds = new Set(await userRoleIds(app.db, userId));
  const all = await liveRolesInScope(app.db, scopeOf(request));
  const user = await loadUserProfile(
    app.db,
    userId,
    all.filter((role) => heldIds.has(role.roleId)).map((role) => toSysRole(role)),
  );
  if (!user) throw new ServiceError('system.role.userMissing');
  const roles = all
    .filter((role) => isSuperAdmin(userId) || role.roleId !== SUPER_ADMIN_ROLE_ID)
    .map((role) => ({ ...role, flag: heldIds.has(role.roleId) }));
  return { user, roles };
}

/**
 * `PUT /system/user/authRole`: never user 1 nor role 1, users and roles within the caller's scope,
 * the user no stronger than the caller, and roles the user gains give nothing the granter lacks;
 * the user's sessions follow at once.
 */
export async function replaceRoles(
  app: FastifyInstance,
  request: FastifyRequest,
  userId: number,
  roleIds: number[],
): Promise<void> {
  if (isSuperAdmin(userId)) throw new ServiceError('system.role.superAdminUser');
  if (roleIds.includes(SUPER_ADMIN_ROLE_ID)) throw new ServiceError('system.role.superAdmin');
  await checkUser(app, request, userId);
  await refuseStrongerAccounts(
    app.db,
    requireLoginUser(request),
    [userId],
    request.routeOptions.config.permission,
  );
  if (roleIds.length > 0) {
    const allowed = new Set((await liveRolesInScope(app.db, scopeOf(request))).map((role) => role.roleId));
    if (roleIds.some((roleId) => !allowed.has(roleId))) {
      const known = await countLiveRoles(app.db, roleIds);
      throw new ServiceError(known === roleIds.length ? 'system.role.outOfScope' : 'system.role.missing');
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
  await replaceUserRoles(app.db, userId, roleIds);
  await app.rights.get().refresh({ userIds: [userId] });
}
