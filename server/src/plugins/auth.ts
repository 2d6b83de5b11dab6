import fp from 'fastify-plugin';
import { sendEnvelope } from '../common/envelope';
import { hasPermission } from '../security/permission';
import { SessionStore, tokenFromHeader, type LoginUser } from '../security/session-store';

/** Who may call a route. Routes under the API prefix default to `authenticated`. */
export type Access = 'anonymous' | 'authenticated';

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
export default fp<AuthPluginOptions>(
  async (app, options) => {
    app.decorate('sessions', new SessionStore(app.cache, options.jwtSecret));
    app.decorateRequest('loginUser', null);

    app.addHook('onRequest', async (request, reply) => {
      const { access, permission } = request.routeOptions.config;
      if (request.is404 || access === undefined || access === 'anonymous') return;
      const token = tokenFromHeader(request.headers.authorization);
      request.loginUser = token ? await app.sessions.resolve(token) : null;
      if (!request.loginUser) {
        const path = request.url.split('?')[0].slice(0, 200);
        const uri =
          options.apiPrefix && path.startsWith(options.apiPrefix)
            ? path.slice(options.apiPrefix.length)
            : path;
        return sendEnvelope(reply, 200, {
          code: 401,
          msg: request.t('auth.unauthenticated', { uri: uri || '/' }),
        });
      }
      if (permission && !hasPermission(request.loginUser.permissions, permission)) {
        return sendEnvelope(reply, 200, { code: 403, msg: request.t('auth.forbidden') });
      }
    });
  },
  { name: 'auth', dependencies: ['cache', 'i18n'] },
);
