import { LoginBodySchema, LoginResult, RegisterBodySchema } from '@dis/contract';
import { type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { clientInfo } from '../../common/client-info';
import { success } from '../../common/envelope';
import { MessageResult } from '../../common/schema';
import { translate } from '../../i18n/language';
import { tokenFromHeader } from '../../security/session-store';
import { LoginStatus, recordLoginEvent } from '../monitor/logininfor/repository';
import { checkPassword, register, rightsRefresher, startSession } from './service';
import { secondStepOf } from './totp/service';
// this module's words join the catalogue (docs/architecture.md "Server layout")
import './messages';

/**
 * The auth module's plugin: `POST /login`, `/register`, `/logout`, and the rights refresher it
 * provides the frame (`app.rights`). Its sub-folders add `captchaImage`, `getInfo`/`getRouters`
 * and `unlockscreen`.
 */
const loginRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // signed-in rights follow every change of roles at once (docs/system/role.md)
  app.rights.provide(rightsRefresher(app));

  app.post(
    '/login',
    {
      schema: {
        tags: ['auth'],
        summary: '登录 · Log in',
        description:
          'Failures answer code 500 with a message that never reveals whether the account exists; ' +
          '5 wrong passwords lock the account for 10 minutes. An account with two-factor sign-in answers ' +
          'no token but totpRequired (or totpEnrolRequired) and a ticket for POST /login/totp.',
        body: LoginBodySchema,
        response: { 200: LoginResult },
      },
      config: { access: 'anonymous', rateLimit: { max: 60, timeWindow: 60_000 } },
    },
    async function loginHandler(request) {
      const ctx = {
        db: app.db,
        cache: app.cache,
        sessions: app.sessions,
        captchaOverride: app.appConfig.captchaEnabled,
        lang: request.lang,
        client: clientInfo(request.ip, request.headers['user-agent']),
      };
      const { user, identity } = await checkPassword(ctx, request.body);
      // a two-factor account gets the ticket of its second step, not a token (docs/security.md "Two-factor sign-in")
      const step = await secondStepOf(ctx, user, identity.roles);
      if (step) return success(request, step);
      return success(request, { token: await startSession(ctx, user, identity) });
    },
  );

  app.post(
    '/register',
    {
      schema: {
        tags: ['auth'],
        summary: '注册 · Register an account',
        description: 'Only when the setting sys.account.registerUser is "true".',
        body: RegisterBodySchema,
        response: { 200: MessageResult },
      },
      config: { access: 'anonymous', rateLimit: { max: 10, timeWindow: 60_000 } },
    },
    async function registerHandler(request) {
      await register(
        {
          db: app.db,
          cache: app.cache,
          captchaOverride: app.appConfig.captchaEnabled,
          lang: request.lang,
          client: clientInfo(request.ip, request.headers['user-agent']),
        },
        request.body,
      );
      return success(request);
    },
  );

  app.post(
    '/logout',
    {
      schema: {
        tags: ['auth'],
        summary: '退出登录 · Log out',
        description: 'Ends the session of the bearer token; always answers 退出成功.',
        response: { 200: MessageResult },
      },
      config: { access: 'anonymous' },
    },
    async function logout(request) {
      const token = tokenFromHeader(request.headers.authorization);
      const tokenId = token ? app.sessions.tokenIdOf(token) : null;
      const session = tokenId ? await app.sessions.get(tokenId) : null;
      if (session) {
        await app.sessions.remove(session.tokenId);
        await recordLoginEvent(app.db, {
          userName: session.userName,
          status: LoginStatus.success,
          msg: translate(request.lang, 'logout.success'),
          client: clientInfo(request.ip, request.headers['user-agent']),
        });
      }
      return { code: 200, msg: request.t('logout.success') };
    },
  );
};

export default loginRoutes;
