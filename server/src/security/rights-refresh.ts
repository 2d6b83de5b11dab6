import type { SessionStore } from './session-store';

/** Whose rights changed: the holders of these roles and/or these users. */
export interface RightsChange {
  roleIds?: readonly number[];
  userIds?: readonly number[];
}

/** Makes a change of rights take effect at once: provided by the auth module (`app.rights`). */
export interface RightsRefresher {
  refresh(change: RightsChange): Promise<void>;
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
