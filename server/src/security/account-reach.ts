import { and, asc, eq, inArray } from 'drizzle-orm';
import { ServiceError } from '../common/errors';
import type { Database } from '../db/connection';
import { sysRole, sysUser, sysUserRole } from '../db/schema';
import type { ScopedUser } from './data-scope';
import { roleRowsBeyondCaller } from './grants';
import { isSuperAdmin, SUPER_ADMIN_ROLE_ID } from './permission';

/**
 * Nobody acts on a stronger account (docs/security.md "Nobody acts on a stronger account"). A
 * caller may edit, reset the password or two-factor sign-in of, enable or disable, delete, force
 * out, end the sessions of, or change the roles of an account only when that account's rights lie
 * within the caller's own: every role it holds gives nothing the caller lacks — its menus are the
 * caller's, its ranked data scope no wider, a custom scope's departments inside the caller's scope
 * (the grant rules of `grants.ts`, judged for the route's permission). The super administrator
 * (user 1) is above everyone and acts on anyone; user 1, and any holder of role 1, is acted on by
 * user 1 alone. One's own account is always within one's rights.
 *
 * This is the one guard: every route that acts on another account calls it, and
 * `server/test/security/weaker-accounts-routes.int.test.ts` walks the API document to hold them to it.
 */

/** The database or a transaction on it: the rule only reads. */
type Reader = Pick<Database, 'select' | 'selectDistinct'>;

export interface StrongerAccount {
  userId: number;
  userName: string;
  /** user 1 or a holder of role 1 */
  superAdmin: boolean;
}

/** The accounts among `userIds` whose rights exceed the caller's (none for the super administrator). */
export async function accountsBeyondCaller(
  db: Reader,
  caller: ScopedUser,
  userIds: readonly number[],
  permission?: string,
): Promise<StrongerAccount[]> {
  if (isSuperAdmin(caller.userId)) return [];
  const others = [...new Set(userIds)].filter((userId) => userId !== caller.userId);
  if (others.length === 0) return [];
  const users = await db
    .select({ userId: sysUser.userId, userName: sysUser.userName })
    .from(sysUser)
    .where(inArray(sysUser.userId, others))
    .orderBy(asc(sysUser.userId));
  const links = await db
    .select({ userId: sysUserRole.userId, roleId: sysUserRole.roleId })
    .from(sysUserRole)
    .innerJoin(sysRole, and(eq(sysRole.roleId, sysUserRole.roleId), eq(sysRole.delFlag, '0')))
    .where(inArray(sysUserRole.userId, others));
  const roleIds = [...new Set(links.map((link) => link.roleId))];
  const beyond = new Set(
    (await roleRowsBeyondCaller(db, caller, roleIds, permission)).map((role) => role.roleId),
  );
  const stronger: StrongerAccount[] = [];
  for (const user of users) {
    const held = links.filter((link) => link.userId === user.userId);
    const superAdmin = isSuperAdmin(user.userId) || held.some((link) => link.roleId === SUPER_ADMIN_ROLE_ID);
    if (superAdmin || held.some((link) => beyond.has(link.roleId)))
      stronger.push({ userId: user.userId, userName: user.userName, superAdmin });
  }
  return stronger;
}

/**
 * Refuses acting on any account among `userIds` stronger than the caller: 不允许操作超级管理员用户
 * for user 1 or a holder of role 1, else 不能操作权限超出自己的用户：<names>. Changes nothing.
 */
export async function refuseStrongerAccounts(
  db: Reader,
  caller: ScopedUser,
  userIds: readonly number[],
  permission?: string,
): Promise<void> {
  const stronger = await accountsBeyondCaller(db, caller, userIds, permission);
  if (stronger.length === 0) return;
  if (stronger.some((account) => account.superAdmin)) throw new ServiceError('system.user.superAdmin');
  throw new ServiceError('system.user.beyondCaller', {
    names: stronger
      .slice(0, 5)
      .map((account) => account.userName)
      .join(', '),
  });
}
