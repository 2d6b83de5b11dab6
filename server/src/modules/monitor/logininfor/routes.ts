import { UnlockParams } from '@dis/contract';
import { type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { BusinessType } from '../../../common/business-type';
import { success } from '../../../common/envelope';
import { MessageResult } from '../../../common/schema';
import { logininforResource } from './resource';
import { unlockAccount } from './service';

/**
 * 登录日志: read, exported, deleted (past the retention period) and cleaned on the resource
 * descriptor (its chain and check are `../log-chain/`); `unlock` lifts the wrong-password lockout
 * of an account (docs/monitor/logs.md).
 */
const logininforRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const logins = logininforResource(app);
  const routes = logins.register(app);

  app.get(
    `${logins.path}/unlock/:userName`,
    {
      schema: {
        tags: routes.tags,
        summary: '账户解锁 · Unlock an account',
        description:
          'Forgets the wrong passwords counted against the account, so it may log in again at once.',
        params: UnlockParams,
        response: { 200: MessageResult },
      },
      config: {
        permission: logins.permission('unlock'),
        operLog: { title: '账户解锁', businessType: BusinessType.other },
      },
    },
    async function unlockHandler(request) {
      await unlockAccount(app, request.params.userName);
      return success(request);
    },
  );
};

export default logininforRoutes;
