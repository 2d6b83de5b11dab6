import { inArray } from 'drizzle-orm';
import { CacheKeys, setJson, type CacheStore } from '../cache/store';
import type { Database } from '../db/connection';
import { sysUserRole } from '../db/schema';
import { loadIdentity } from '../modules/auth/identity';
import { clearRoutersCache } from '../modules/system/menu/routers-cache';
import type { LoginUser, SessionStore } from './session-store';

/** Whose rights changed: the holders of these roles and/or these users. */
export interface RightsChange {
  roleIds?: readonly number[];
  userIds?: readonly number[];
}

/**
 * Makes a change of rights take effect at once (docs/system/role.md "Changes take effect at
 * once"): after a role's menus, status or data scope change, or after users gain or lose a role,
 * the signed-in sessions of the users concerned get their permissions, role keys and data scopes
 * read again from the database, so their NEXT request is judged by the new rights without
 * logging in again; and every cached getRouters tree is dropped. Call it after the write, with
 * the roles changed and/or the users whose roles changed (for users taken out of a role, pass
 * them as `userIds`: they no longer hold it). A session keeps its remaining idle time.
 */
export async function refreshSignedInRights(
  ctx: { db: Database; cache: CacheStore; sessions: SessionStore },
  change: RightsChange,
): Promise<void> {
  const userIds = new Set(change.userIds ?? []);
  if (change.roleIds && change.roleIds.length > 0) {
    const holders = await ctx.db
      .select({ userId: sysUserRole.userId })
      .from(sysUserRole)
      .where(inArray(sysUserRole.roleId, [...change.roleIds]));
    for (const holder of holders) userIds.add(holder.userId);
  }
  if (userIds.size > 0) {
    const sessions = (await ctx.sessions.list()).filter((session) => userIds.has(session.userId));
    for (const session of sessions) await rewrite(ctx, session);
  }
  await clearRoutersCache(ctx.cache);
}

/**
 * Ends every open session of these users (docs/system/user.md "Disabling and deleting end the
 * sessions", docs/security.md "Sessions"): a disabled or deleted user, or one whose password was
 * reset or changed, gets the 401 answer at their next request, as after a forced logout; `except`
 * keeps one session (the one that changed its own password). Answers how many sessions were ended.
 */
export async function endSessionsOf(
  ctx: { sessions: SessionStore },
  userIds: readonly number[],
  except?: string,
): Promise<number> {
  if (userIds.length === 0) return 0;
  const wanted = new Set(userIds);
  const sessions = (await ctx.sessions.list()).filter(
    (session) => wanted.has(session.userId) && session.tokenId !== except,
  );
  const ended = await Promise.all(sessions.map((session) => ctx.sessions.remove(session.tokenId)));
  return ended.filter(Boolean).length;
}

async function rewrite(ctx: { db: Database; cache: CacheStore }, session: LoginUser): Promise<void> {
  const secondsLeft = Math.ceil((session.expireTime - Date.now()) / 1000);
  if (secondsLeft <= 0) return;
  const identity = await loadIdentity(ctx.db, { userId: session.userId, deptId: session.deptId });
  const refreshed: LoginUser = {
    ...session,
    permissions: identity.permissions,
    roles: identity.roles,
    roleScopes: identity.roleScopes,
  };
  await setJson(ctx.cache, `${CacheKeys.loginToken}${session.tokenId}`, refreshed, secondsLeft);
}
