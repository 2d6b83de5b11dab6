import { TotpEnrolmentResult, TotpLoginBody, TotpLoginResult, TotpTicketBody } from '@dis/contract';
import type { FastifyInstance } from 'fastify';
import { type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { clientInfo } from '../../../common/client-info';
import { success } from '../../../common/envelope';
import { totpKeyOf } from '../../../security/totp-key';
import { startSessionAfterSecondStep } from '../service';
import { beginLoginEnrolment, completeLoginStep, type TotpContext } from './service';
// this module's words join the catalogue (docs/architecture.md "Server layout")
import './messages';

/** The module's context: the database, the cache store and the installation's key. */
export function totpContext(app: FastifyInstance): TotpContext {
  return { db: app.db, cache: app.cache, key: totpKeyOf(app.appConfig) };
}

/**
 * The login's second step (docs/security.md "Two-factor sign-in"): `POST /login/totp` with the
 * ticket `/login` answered, and `POST /login/totp/enrol` for an account a role requires to enrol.
 */
const totpLoginRoutes: FastifyPluginAsyncTypebox = async (app) => {
  if (!app.appConfig.totpEncryptionKey && app.appConfig.databaseUrl) {
    app.log.warn(
      'TOTP_ENCRYPTION_KEY is not set: the key kept in DATA_DIR is used, so every replica must share DATA_DIR',
    );
  }
  // the key is read (or made) at start, not at the first sign-in
  totpKeyOf(app.appConfig);

  app.post(
    '/login/totp',
    {
      schema: {
        tags: ['auth'],
        summary: '两步验证 · Second step of a login',
        description:
          'Body {ticket, code}: the ticket /login answered (5 minutes, single use) and a 6-digit code from the ' +
          'authenticator app or a recovery code (each usable once). After an enrolment (totpEnrolRequired) the code ' +
          'confirms it and the answer also holds the ten recovery codes. Wrong codes count towards the lockout of ' +
          'wrong passwords.',
        body: TotpLoginBody,
        response: { 200: TotpLoginResult },
      },
      config: { access: 'anonymous', rateLimit: { max: 60, timeWindow: 60_000 } },
    },
    async function totpLogin(request) {
      const ctx = {
        ...totpContext(app),
        sessions: app.sessions,
        lang: request.lang,
        client: clientInfo(request.ip, request.headers['user-agent']),
      };
      const passed = await completeLoginStep(ctx, request.body);
      const token = await startSessionAfterSecondStep(ctx, passed.userName);
      return success(request, {
        token,
        ...(passed.recoveryCodes ? { recoveryCodes: passed.recoveryCodes } : {}),
      });
    },
  );

  app.post(
    '/login/totp/enrol',
    {
      schema: {
        tags: ['auth'],
        summary: '登录时设置两步验证 · Enrol during a login',
        description:
          'Body {ticket}: for a ticket /login answered with totpEnrolRequired, a new secret: its QR code (SVG data ' +
          'URL) and the secret in text. Then POST /login/totp with the first code.',
        body: TotpTicketBody,
        response: { 200: TotpEnrolmentResult },
      },
      config: { access: 'anonymous', rateLimit: { max: 30, timeWindow: 60_000 } },
    },
    async function totpLoginEnrol(request) {
      return success(request, { data: await beginLoginEnrolment(totpContext(app), request.body.ticket) });
    },
  );
};

export default totpLoginRoutes;
