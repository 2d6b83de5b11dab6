import { LOGIN_PATH } from '@dis/contract/site';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { sendEnvelope } from '../common/envelope';
import { refusalPageHtml, SESSION_TOKEN_COOKIE, staffPageLanguage } from '../common/staff-page';
import { hasPermission } from '../security/permission';
import { SessionStore, tokenFromHeader, type LoginUser } from '../security/session-store';

/**
 * Who may call a route. Routes under the API prefix default to `authenticated` (the bearer
 * header). `staff-page`: a page a browser opens in a frame, which sends no header — the session is
 * the `Admin-Token` cookie (or the header), refusals are real 401/403 answers, an HTML page when
 * the caller takes HTML (docs/tool/api-docs.md "Pages for signed-in staff").
 */
export type Access = 'anonymous' | 'authenticated' | 'staff-page';

declare module 'fastify' {
  interface FastifyInstance {
    sessions: SessionStore;
  }
  interface FastifyRequest {
    /** the session of the request's token; set on routes that need a login */
    loginUser: LoginUser | null;
  }
  interface FastifyContextConfig {
    access?: Access;
    /** e.g. `system:user:list`; implies `authenticated` */
    permission?: string;
  }
}

export interface AuthPluginOptions {
  jwtSecret: string;
  apiPrefix: string;
}

/**
 * Resolves `Authorization: Bearer <jwt>` to the cached session (sliding its expiry) and refuses,
 * with RuoYi's envelopes, requests without a valid session (401) or without the route's
 * permission (403). Routes that declare no access rule (static files) are left alone.
 */
/** A refused staff page: HTTP 401/403, a plain page for a browser, the envelope for a script. */
function refuseStaffPage(request: FastifyRequest, reply: FastifyReply, code: 401 | 403, uri: string) {
  const message = code === 401 ? request.t('auth.page.unauthenticated') : request.t('auth.forbidden');
  reply.header('Cache-Control', 'no-store');
  if (!/text\/html/i.test(request.headers.accept ?? '')) {
    return sendEnvelope(reply, code, {
      code,
      msg: code === 401 ? request.t('auth.unauthenticated', { uri }) : message,
    });
  }
  return reply
    .code(code)
    .type('text/html; charset=utf-8')
    .send(
      refusalPageHtml({
        lang: request.lang,
        title: request.t(code === 401 ? 'auth.page.unauthenticatedTitle' : 'auth.page.forbiddenTitle'),
        message,
        signIn: code === 401 ? { href: LOGIN_PATH, label: request.t('auth.page.signIn') } : undefined,
      }),
    );
}

export default fp<AuthPluginOptions>(
  async (app, options) => {
    app.decorate('sessions', new SessionStore(app.cache, options.jwtSecret));
    app.decorateRequest('loginUser', null);

    app.addHook('onRequest', async (request, reply) => {
      const { access, permission } = request.routeOptions.config;
      if (request.is404 || access === undefined || access === 'anonymous') return;
      const page = access === 'staff-page';
      if (page) request.lang = staffPageLanguage(request);
      const token =
        tokenFromHeader(request.headers.authorization) ??
        (page ? request.cookies?.[SESSION_TOKEN_COOKIE]?.trim() || null : null);
      request.loginUser = token ? await app.sessions.resolve(token) : null;
      const path = request.url.split('?')[0].slice(0, 200);
      const uri =
        (options.apiPrefix && path.startsWith(options.apiPrefix)
          ? path.slice(options.apiPrefix.length)
          : path) || '/';
      if (page && !request.loginUser) return refuseStaffPage(request, reply, 401, uri);
      if (page && permission && !hasPermission(request.loginUser!.permissions, permission))
        return refuseStaffPage(request, reply, 403, uri);
      if (!request.loginUser) {
        return sendEnvelope(reply, 200, {
          code: 401,
          msg: request.t('auth.unauthenticated', { uri }),
        });
      }
      if (permission && !hasPermission(request.loginUser.permissions, permission)) {
        return sendEnvelope(reply, 200, { code: 403, msg: request.t('auth.forbidden') });
      }
    });
  },
  { name: 'auth', dependencies: ['cache', 'i18n'] },
);
