import { OnlineFilterSchema, SysUserOnlineSchema, TokenIdParams } from '@dis/contract';
import { type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { success } from '../../../common/envelope';
import { resourceKey } from '../../../common/resource';
import { resourceRoutes } from '../../../common/resource-routes';
import { MessageResult } from '../../../common/schema';
import { BusinessType } from '../../../common/business-type';

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
    async page({ ipaddr, userName }) {
      const rows = (await app.sessions.list())
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
      await app.sessions.remove(request.params.tokenId);
      return success(request);
    },
  );
};

export default onlineRoutes;
