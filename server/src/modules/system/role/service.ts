import type { RoleCreate, RoleDataScope, RoleUpdate } from '@dis/contract';
import { isRoleKey, SUPER_ADMIN_ROLE_KEY } from '@dis/contract/rules';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { checkedKeys } from '../../../common/checked-keys';
import { formatDateTime } from '../../../common/datetime';
import { ServiceError } from '../../../common/errors';
import { checkUnique } from '../../../common/resource';
import { cleanText, requiredText } from '../../../common/text-fields';
import { sysDept, sysUser } from '../../../db/schema';
import { dataScopeCondition } from '../../../security/data-scope';
import {
  heldMenuIds,
  heldRoleIds,
  refuseRolesBeyondCaller,
  scopeWithinCaller,
  startingScope,
} from '../../../security/grants';
import { refuseStrongerAccounts } from '../../../security/account-reach';
import { isSuperAdmin } from '../../../security/permission';
import { requireLoginUser } from '../../../security/session-store';
import { listScopedDepts } from '../dept/repository';
import { buildDeptTree } from '../dept/service';
import { roleLabel } from './messages';
import {
  addRoleHolders,
  insertRole,
  liveDeptsByIds,
  liveUsersInScope,
  menusByIds,
  removeRoleHolders,
  roleDeptIds,
  roleDepts,
  roleMenuIds,
  ROLE_TABLE,
  SUPER_ADMIN_ROLE_ID,
  ROLE_UNIQUE,
  updateRole,
  updateRoleDataScope,
  updateRoleStatus,
} from './repository';
import { refuseSuperAdminRole, type RoleResource } from './resource';

/** The rules of role writes and grants (docs/system/role.md, docs/security.md). */

/** the caller's user data scope for a route's permission (undefined: none) */
export const userScopeOf = (request: FastifyRequest) =>
  dataScopeCondition(
    requireLoginUser(request),
    { deptId: sysDept.deptId, userId: sysUser.userId },
    request.routeOptions.config.permission,
  );

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
  current: readonly number[],
): number[] {
  const ids = known.map((item) => item.id);
  if (grantable === null) return ids;
  const held = new Set(current);
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

/**
 * A role key follows one pattern and `admin` is role 1's alone (docs/security.md "Role keys"): a key
 * is never read as two (`x,admin`), and nobody else is the super administrator by name.
 */
function checkedRoleKey(request: FastifyRequest, raw: string, roleId?: number): string {
  const roleKey = requiredText(roleLabel(request.lang, 'roleKey'), raw);
  if (!isRoleKey(roleKey)) throw new ServiceError('system.role.keyPattern');
  if (roleKey.toLowerCase() === SUPER_ADMIN_ROLE_KEY && roleId !== SUPER_ADMIN_ROLE_ID)
    throw new ServiceError('system.role.adminKey');
  return roleKey;
}

function roleValues(body: RoleCreate, request: FastifyRequest, roleId?: number) {
  return {
    roleName: requiredText(roleLabel(request.lang, 'roleName'), body.roleName),
    roleKey: checkedRoleKey(request, body.roleKey, roleId),
    roleSort: body.roleSort,
    status: body.status ?? '0',
    menuCheckStrictly: body.menuCheckStrictly ?? true,
    deptCheckStrictly: body.deptCheckStrictly ?? true,
    remark: cleanText(body.remark),
  };
}

/** The role writes and grants, on the role resource (`findInScope`, `permission`). */
export function roleService(app: FastifyInstance, roles: RoleResource) {
  /**
   * refuses users that are unknown, outside the caller's data scope or stronger than the caller
   * (docs/security.md "Nobody acts on a stronger account")
   */
  async function checkUsersInScope(request: FastifyRequest, userIds: number[]): Promise<void> {
    const scope = userScopeOf(request);
    const rows = await liveUsersInScope(app.db, userIds, scope);
    if (rows.length < new Set(userIds).size)
      throw new ServiceError(scope ? 'system.role.userOutOfScope' : 'system.role.userMissing');
    await refuseStrongerAccounts(
      app.db,
      requireLoginUser(request),
      userIds,
      request.routeOptions.config.permission,
    );
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
    const known = await menusByIds(app.db, [...new Set(menuIds ?? [])]);
    const current = roleId === undefined ? [] : await roleMenuIds(app.db, roleId);
    const grantable = await heldMenuIds(app.db, requireLoginUser(request).userId);
    return withinGrant(request, 'system.role.menuNotHeld', known, grantable, current);
  }

  /** The departments of a custom data scope, by the same rule within the caller's data scope. */
  async function grantedDeptIds(
    request: FastifyRequest,
    deptIds: readonly number[] | null | undefined,
    roleId: number,
  ): Promise<number[]> {
    const known = await liveDeptsByIds(app.db, [...new Set(deptIds ?? [])]);
    const current = await roleDeptIds(app.db, roleId);
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

  return {
    /** `POST /system/role`: name and key unique, menus the caller holds, a scope no wider than theirs. */
    async add(request: FastifyRequest, body: RoleCreate): Promise<void> {
      const values = roleValues(body, request);
      await checkUnique(app.db, ROLE_TABLE, ROLE_UNIQUE, 'add', values, { title: (v) => v.roleName });
      const menuIds = await grantedMenuIds(request, body.menuIds);
      await insertRole(
        app.db,
        {
          ...values,
          // never wider than the creator's own (docs/security.md)
          dataScope: startingScope(requireLoginUser(request), roles.permission('add')),
          createBy: requireLoginUser(request).userName,
          createTime: formatDateTime(),
        },
        menuIds,
      );
    },

    /** `PUT /system/role`: replaces the role's menus; its holders get the new rights at once. */
    async edit(request: FastifyRequest, body: RoleUpdate): Promise<void> {
      const { roleId } = body;
      refuseSuperAdminRole(roleId);
      const existing = await roles.findInScope(app, roleId, request);
      const values = roleValues(body, request, roleId);
      await checkUnique(app.db, ROLE_TABLE, ROLE_UNIQUE, 'edit', values, {
        rowId: roleId,
        title: (v) => v.roleName,
      });
      const menuIds = await grantedMenuIds(request, body.menuIds, roleId);
      const before = await roleMenuIds(app.db, roleId);
      // its menus and its status are its rights: a holder re-enabling a role an administrator
      // disabled would invent them as surely as adding a menu (docs/security.md)
      const unchanged =
        before.length === menuIds.length &&
        before.every((menuId) => menuIds.includes(menuId)) &&
        values.status === existing.status;
      if (!unchanged) await refuseOwnRole(request, roleId);
      await updateRole(
        app.db,
        roleId,
        { ...values, updateBy: requireLoginUser(request).userName, updateTime: formatDateTime() },
        menuIds,
      );
      await app.rights.get().refresh({ roleIds: [roleId] });
    },

    /** `PUT /system/role/dataScope`: never wider than the caller's, never on a role the caller holds. */
    async changeDataScope(request: FastifyRequest, body: RoleDataScope): Promise<void> {
      const { roleId, dataScope } = body;
      refuseSuperAdminRole(roleId);
      await roles.findInScope(app, roleId, request);
      await refuseOwnRole(request, roleId);
      if (!scopeWithinCaller(requireLoginUser(request), dataScope, roles.permission('edit')))
        throw new ServiceError('system.role.scopeTooWide');
      const deptIds = dataScope === '2' ? await grantedDeptIds(request, body.deptIds, roleId) : [];
      await updateRoleDataScope(
        app.db,
        roleId,
        {
          dataScope,
          deptCheckStrictly: body.deptCheckStrictly ?? true,
          updateBy: requireLoginUser(request).userName,
          updateTime: formatDateTime(),
        },
        deptIds,
      );
      await app.rights.get().refresh({ roleIds: [roleId] });
    },

    async changeStatus(request: FastifyRequest, roleId: number, status: string): Promise<void> {
      refuseSuperAdminRole(roleId);
      await roles.findInScope(app, roleId, request);
      await refuseOwnRole(request, roleId);
      await updateRoleStatus(app.db, roleId, {
        status,
        updateBy: requireLoginUser(request).userName,
        updateTime: formatDateTime(),
      });
      await app.rights.get().refresh({ roleIds: [roleId] });
    },

    /** takes users out of a role (their sessions lose its rights at once) */
    async cancel(request: FastifyRequest, roleId: number, userIds: number[]): Promise<void> {
      // role 1 is never granted or taken through 分配用户 (RuoYi's checkRoleAllowed)
      refuseSuperAdminRole(roleId);
      await roles.findInScope(app, roleId, request);
      await checkUsersInScope(request, userIds);
      await removeRoleHolders(app.db, roleId, userIds);
      await app.rights.get().refresh({ userIds });
    },

    /** gives users a role, when it gives nothing the granter lacks (docs/security.md) */
    async selectAll(request: FastifyRequest, roleId: number, userIds: number[]): Promise<void> {
      refuseSuperAdminRole(roleId);
      await roles.findInScope(app, roleId, request);
      await checkUsersInScope(request, userIds);
      await refuseRolesBeyondCaller(app.db, requireLoginUser(request), [roleId], roles.permission('edit'));
      await addRoleHolders(app.db, roleId, userIds);
      await app.rights.get().refresh({ userIds });
    },

    /** `GET /system/role/deptTree/{roleId}`: the role's departments checked in the caller's tree. */
    async deptTree(request: FastifyRequest, roleId: number) {
      const role = await roles.findInScope(app, roleId, request);
      const rows = await roleDepts(app.db, role.roleId);
      const depts = await listScopedDepts(app.db, {}, requireLoginUser(request), roles.permission('query'));
      return {
        checkedKeys: checkedKeys(rows, role.deptCheckStrictly ?? true),
        depts: buildDeptTree(depts),
      };
    },
  };
}
