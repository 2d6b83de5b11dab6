import crypto from 'node:crypto';
import type { MySession } from '@dis/contract';
import type { FastifyInstance } from 'fastify';
import { ServiceError } from '../../../../../common/errors';
import { SESSION_IDLE_MINUTES, type LoginUser } from '../../../../../security/session-store';

/**
 * The opaque name of a session in 我的设备 (docs/security.md "Sessions"): a hash of its token id.
 * The token id alone does not sign anybody in (the token is a JWT signed with the server's secret),
 * but it is what 在线用户 and the session cache name a session by; the hash keeps the list of one's
 * own devices from naming anything else.
 */
export function sessionIdOf(tokenId: string): string {
  return crypto.createHash('sha256').update(`my-session:${tokenId}`).digest('base64url').slice(0, 32);
}

/**
 * When the session was last used, to within 10 minutes: the store extends a session (writing it
 * again, idle time restarted) at the first request once less than 20 of its 30 minutes are left,
 * so the last extension is `expireTime` minus the idle time. No write per request.
 */
export function lastActiveOf(session: LoginUser): number {
  return session.expireTime - SESSION_IDLE_MINUTES * 60_000;
}

/** The caller's open sessions: the current one first, then newest login first. */
export async function mySessions(
  app: FastifyInstance,
  caller: LoginUser,
  now = Date.now(),
): Promise<MySession[]> {
  const own = (await app.sessions.list()).filter((session) => session.userId === caller.userId);
  return own
    .map((session) => {
      const current = session.tokenId === caller.tokenId;
      return {
        sessionId: sessionIdOf(session.tokenId),
        ipaddr: session.ipaddr,
        loginLocation: session.loginLocation,
        browser: session.browser,
        os: session.os,
        loginTime: session.loginTime,
        // the current session is in use by this very request
        lastActiveTime: current ? now : Math.min(lastActiveOf(session), now),
        current,
      };
    })
    .sort((a, b) => Number(b.current) - Number(a.current) || b.loginTime - a.loginTime);
}

/**
 * 下线: ends one of the caller's other sessions, as 强退 does (its browser gets 401 at its next
 * request). An id that names no session of the caller's is refused as a missing one, whether it
 * never existed, has ended or belongs to somebody else; the current session ends by 退出登录 only.
 */
export async function endMySession(
  app: FastifyInstance,
  caller: LoginUser,
  sessionId: string,
): Promise<void> {
  if (sessionId === sessionIdOf(caller.tokenId)) throw new ServiceError('profile.sessions.current');
  const session = (await app.sessions.list()).find(
    (candidate) => candidate.userId === caller.userId && sessionIdOf(candidate.tokenId) === sessionId,
  );
  if (!session || !(await app.sessions.remove(session.tokenId)))
    throw new ServiceError('profile.sessions.missing');
}
