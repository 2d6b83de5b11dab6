import { OnlineFilterSchema, SysUserOnlineSchema, TokenIdParams } from '@dis/contract';
import { type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { success } from '../../../common/envelope';
import { resourceKey } from '../../../common/resource';
import { resourceRoutes } from '../../../common/resource-routes';
import { MessageResult } from '../../../common/schema';
import { BusinessType } from '../../../common/business-type';
import { endSession, onlineSessions } from './service';

/** 在线用户: the open sessions, a resource without a table (they live in the cache). */
const onlineRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const key = resourceKey('monitor/online');
  const online = resourceRoutes(app, {
    ...key,
    logTitle: '在线用户',
    names: { one: 'OnlineUser', many: 'OnlineUsers' },
    missing: 'result.fail',
    query: OnlineFilterSchema,
  });

  online.list({
    summary: '在线用户 · Open sessions',
    description: 'Exact filters on ipaddr and userName; not paged (the page slices), newest login first.',
    row: SysUserOnlineSchema,
    async page(filter, request) {
      // only the sessions of users in the caller's data scope (docs/security.md "Sessions")
      const rows = await onlineSessions(app, request, filter);
      return { total: rows.length, rows };
    },
  });

  app.delete(
    `${key.path}/:tokenId`,
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
      await endSession(app, request, request.params.tokenId);
      return success(request);
    },
  );
};

export default onlineRoutes;
