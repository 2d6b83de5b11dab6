import { OnlineFilterSchema, SysUserOnlineSchema, TokenIdParams } from '@dis/contract';
import { type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { success } from '../../../common/envelope';
import { resourceKey } from '../../../common/resource';
import { resourceRoutes } from '../../../common/resource-routes';
import { MessageResult } from '../../../common/schema';
import { BusinessType } from '../../../common/business-type';
import { requireLoginUser } from '../../../plugins/auth';
import { checkSessionReach, sessionReach } from '../../../security/session-scope';

/** 在线用户: the open sessions, a resource without a table (they live in the cache). */
const onlineRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const online = resourceRoutes(app, {
    ...resourceKey('monitor/online'),
    logTitle: '在线用户',
    names: { one: 'OnlineUser', many: 'OnlineUsers' },
    missing: 'result.fail',
    query: OnlineFilterSchema,
  });

  online.list({
    summary: '在线用户 · Open sessions',
    description: 'Exact filters on ipaddr and userName; not paged (the page slices), newest login first.',
    row: SysUserOnlineSchema,
    async page({ ipaddr, userName }, request) {
      // only the sessions of users in the caller's data scope (docs/security.md "Sessions")
      const reach = await sessionReach(
        app.db,
        requireLoginUser(request),
        await app.sessions.list(),
        request.routeOptions.config.permission,
      );
      const rows = reach.visible
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
      return { total: rows.length, rows };
    },
  });

  app.delete(
    '/monitor/online/:tokenId',
    {
      schema: {
        tags: online.tags,
        summary: '强退用户 · Force a session to log out',
        params: TokenIdParams,
        response: { 200: MessageResult },
      },
      config: online.config('forceLogout', BusinessType.forceLogout),
    },
    async function forceLogout(request) {
      const session = await app.sessions.get(request.params.tokenId);
      if (session) {
        const caller = requireLoginUser(request);
        const permission = request.routeOptions.config.permission;
        checkSessionReach(await sessionReach(app.db, caller, [session], permission), session, 'end');
        await app.sessions.remove(session.tokenId);
      }
      return success(request);
    },
  );
};

export default onlineRoutes;
