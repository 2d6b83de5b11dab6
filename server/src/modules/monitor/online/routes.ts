import { OnlineFilterSchema, SysUserOnlineSchema, TokenIdParams } from '@dis/contract';
import { type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { success, table } from '../../../common/envelope';
import { MessageResult, TableDataInfo } from '../../../common/schema';
import { BusinessType } from '../../../common/business-type';

const onlineRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/monitor/online/list',
    {
      schema: {
        tags: ['monitor/online'],
        summary: '在线用户 · Open sessions',
        description: 'Exact filters on ipaddr and userName; not paged (the page slices), newest login first.',
        querystring: OnlineFilterSchema,
        response: { 200: TableDataInfo(SysUserOnlineSchema) },
      },
      config: { permission: 'monitor:online:list' },
    },
    async function onlineList(request) {
      const { ipaddr, userName } = request.query;
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
      return table(request, rows.length, rows);
    },
  );

  app.delete(
    '/monitor/online/:tokenId',
    {
      schema: {
        tags: ['monitor/online'],
        summary: '强退用户 · Force a session to log out',
        params: TokenIdParams,
        response: { 200: MessageResult },
      },
      config: {
        permission: 'monitor:online:forceLogout',
        operLog: { title: '在线用户', businessType: BusinessType.forceLogout },
      },
    },
    async function forceLogout(request) {
      await app.sessions.remove(request.params.tokenId);
      return success(request);
    },
  );
};

export default onlineRoutes;
