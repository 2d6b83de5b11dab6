import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { requireLoginUser } from '../../../security/session-store';
import { UserInfoResult } from '@dis/contract';
import { RoutersResult, routersAnswer, userInfoAnswer } from './service';

/** `GET /getInfo` and `GET /getRouters`: the signed-in user, their rights and their route tree. */
const infoRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/getInfo',
    {
      schema: {
        tags: ['auth'],
        summary: '当前用户信息 · Current user, roles and permissions',
        response: {
          200: UserInfoResult,
        },
      },
    },
    async function getInfo(request) {
      const { answer, session } = await userInfoAnswer(app, request, requireLoginUser(request));
      if (session) request.loginUser = session;
      return answer;
    },
  );

  app.get(
    '/getRouters',
    {
      schema: {
        tags: ['auth'],
        summary: '当前用户路由 · Route tree of the current user',
        description: 'Directories and pages the user may open, titles in the Accept-Language language.',
        response: { 200: RoutersResult },
      },
    },
    async function getRouters(request) {
      return routersAnswer(app, request, requireLoginUser(request));
    },
  );
};

export default infoRoutes;
