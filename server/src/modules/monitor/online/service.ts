import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireLoginUser } from '../../../security/session-store';
import { checkSessionReach, sessionReach } from '../../../security/session-scope';

/**
 * The open sessions the caller may see (docs/security.md "Sessions"), with exact filters on
 * ipaddr and userName, newest login first.
 */
export async function onlineSessions(
  app: FastifyInstance,
  request: FastifyRequest,
  { ipaddr, userName }: { ipaddr?: string; userName?: string },
) {
  const reach = await sessionReach(
    app.db,
    requireLoginUser(request),
    await app.sessions.list(),
    request.routeOptions.config.permission,
  );
  return reach.visible
    .filter((s) => (!ipaddr || s.ipaddr === ipaddr) && (!userName || s.userName === userName))
    .sort((a, b) => b.loginTime - a.loginTime)
    .map((s) => ({
      tokenId: s.tokenId,
      deptName: s.deptName,
      userName: s.userName,
      ipaddr: s.ipaddr,
      loginLocation: s.loginLocation,
      browser: s.browser,
      os: s.os,
      loginTime: s.loginTime,
    }));
}

/** Ends a session, if it is still open and the caller may end it (refused otherwise). */
export async function endSession(
  app: FastifyInstance,
  request: FastifyRequest,
  tokenId: string,
): Promise<void> {
  const session = await app.sessions.get(tokenId);
  if (!session) return;
  const caller = requireLoginUser(request);
  const permission = request.routeOptions.config.permission;
  checkSessionReach(await sessionReach(app.db, caller, [session], permission), session, 'end');
  await app.sessions.remove(session.tokenId);
}
