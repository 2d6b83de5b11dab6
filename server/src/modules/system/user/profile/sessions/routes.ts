import { MySessionParams, MySessionsResult } from '@dis/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { BusinessType } from '../../../../../common/business-type';
import { success } from '../../../../../common/envelope';
import { resourceKey } from '../../../../../common/resource';
import { MessageResult } from '../../../../../common/schema';
import { requireLoginUser } from '../../../../../security/session-store';
import { endMySession, mySessions } from './service';
// this module's words join the catalogue (docs/architecture.md "Server layout")
import './messages';

/** listed with the user routes in the API document, under their path */
const USERS = resourceKey('system/user');
const SESSIONS = `${USERS.path}/profile/sessions`;
/** logged like 强退 (在线用户), under the personal centre's name */
const SIGN_OUT_LOG = { title: '我的设备', businessType: BusinessType.forceLogout };

/** 我的设备 (docs/security.md "Sessions"): every signed-in user, their own sessions only. */
const mySessionsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    SESSIONS,
    {
      schema: {
        tags: [USERS.tag],
        summary: '我的设备 · My devices',
        description:
          'The signed-in user’s open sessions, the current one first (current: true), then newest login first. ' +
          'sessionId is an opaque name, not the token id; lastActiveTime is exact for the current session and to within 10 minutes for the others.',
        response: { 200: MySessionsResult },
      },
    },
    async function listMySessions(request) {
      return success(request, { data: await mySessions(app, requireLoginUser(request)) });
    },
  );

  app.delete(
    `${SESSIONS}/:sessionId`,
    {
      schema: {
        tags: [USERS.tag],
        summary: '下线设备 · Sign a device out',
        description:
          'Ends another session of the signed-in user, as 强退 does (its next request answers 401). ' +
          'An id that is not one of the caller’s sessions answers as a missing one; the current session is refused (use /logout).',
        params: MySessionParams,
        response: { 200: MessageResult },
      },
      config: { operLog: SIGN_OUT_LOG },
    },
    async function signOutMyDevice(request) {
      await endMySession(app, requireLoginUser(request), request.params.sessionId);
      return success(request);
    },
  );
};

export default mySessionsRoutes;
