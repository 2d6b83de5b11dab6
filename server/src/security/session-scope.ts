import { and, eq, inArray } from 'drizzle-orm';
import { ServiceError } from '../common/errors';
import type { Database } from '../db/connection';
import { sysDept, sysUser } from '../db/schema';
import { accountsBeyondCaller, type StrongerAccount } from './account-reach';
import { dataScopeCondition } from './data-scope';
import { isSuperAdmin } from './permission';
import type { LoginUser } from './session-store';

/**
 * Open sessions follow the data scope of the staff member looking at them (docs/security.md
 * "Sessions"): 在线用户 and the 用户信息 cache list show, and may end, only the sessions of users in
 * the caller's scope for the route's permission; the super administrator's sessions are ended by
 * the super administrator alone.
 */
export interface SessionReach {
  /** the sessions the caller may see */
  visible: LoginUser[];
  /** the ids of the sessions the caller may end */
  endable: Set<string>;
  /** the visible sessions' accounts stronger than the caller, by user id */
  stronger: Map<number, StrongerAccount>;
}

export async function sessionReach(
  db: Database,
  caller: LoginUser,
  sessions: readonly LoginUser[],
  permission?: string,
): Promise<SessionReach> {
  const scope = dataScopeCondition(caller, { deptId: sysDept.deptId, userId: sysUser.userId }, permission);
  let visible = [...sessions];
  if (scope) {
    const userIds = [...new Set(sessions.map((session) => session.userId))];
    const rows = userIds.length
      ? await db
          .select({ userId: sysUser.userId })
          .from(sysUser)
          .leftJoin(sysDept, eq(sysDept.deptId, sysUser.deptId))
          .where(and(inArray(sysUser.userId, userIds), scope))
      : [];
    const inScope = new Set(rows.map((row) => row.userId));
    visible = visible.filter((session) => inScope.has(session.userId));
  }
  // only the sessions of accounts no stronger than the caller end (docs/security.md "Nobody acts on
  // a stronger account"); the super administrator's by the super administrator alone
  const stronger = await accountsBeyondCaller(
    db,
    caller,
    visible.map((session) => session.userId),
    permission,
  );
  const beyond = new Set(stronger.map((account) => account.userId));
  const endable = new Set(
    visible
      .filter((session) => !isSuperAdmin(session.userId) || isSuperAdmin(caller.userId))
      .filter((session) => !beyond.has(session.userId))
      .map((session) => session.tokenId),
  );
  return { visible, endable, stronger: new Map(stronger.map((account) => [account.userId, account])) };
}

/**
 * Refuses touching a session the caller may not: 不允许操作超级管理员用户 for the super
 * administrator's, 不能操作权限超出自己的用户 for a stronger account's, 没有权限访问用户数据！ for one
 * outside the caller's scope. `read` asks only to see it.
 */
export function checkSessionReach(reach: SessionReach, session: LoginUser, intent: 'read' | 'end'): void {
  if (!reach.visible.some((seen) => seen.tokenId === session.tokenId))
    throw new ServiceError('system.user.dataScope');
  if (intent === 'end' && !reach.endable.has(session.tokenId)) {
    const stronger = reach.stronger.get(session.userId);
    if (stronger && !stronger.superAdmin && !isSuperAdmin(session.userId))
      throw new ServiceError('system.user.beyondCaller', { names: stronger.userName });
    throw new ServiceError('system.user.superAdmin');
  }
}
