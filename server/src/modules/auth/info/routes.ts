import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { processTimeZone } from '../../../common/datetime';
import { success } from '../../../common/envelope';
import { AjaxResult } from '../../../common/schema';
import { requireLoginUser } from '../../../security/session-store';
import { ConfigKeys, getConfigValue } from '../../system/config/service';
import { routersFor } from '../../system/menu/service';
import { RouterVoSchema, UserInfoResult } from '@dis/contract';
import { isPasswordExpired, loadSignedInUser, sameMembers } from '../service';

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
      const session = requireLoginUser(request);
      const signedIn = await loadSignedInUser(app.db, session.userId);
      if (!signedIn) {
        await app.sessions.remove(session.tokenId);
        return { code: 401, msg: request.t('auth.unauthenticated', { uri: '/getInfo' }) };
      }
      const { user, identity } = signedIn;
      if (
        !sameMembers(session.permissions, identity.permissions) ||
        !sameMembers(session.roles, identity.roles)
      ) {
        request.loginUser = await app.sessions.update({
          ...session,
          permissions: identity.permissions,
          roles: identity.roles,
          roleScopes: identity.roleScopes,
          deptName: identity.deptName,
        });
      }
      const initPasswordModify = await getConfigValue(app, ConfigKeys.initPasswordModify);
      const validDays = Number(await getConfigValue(app, ConfigKeys.passwordValidateDays));
      return success(request, {
        user,
        roles: identity.roles,
        permissions: identity.permissions,
        pwdChrtype: (await getConfigValue(app, ConfigKeys.passwordCharType)) || '0',
        isDefaultModifyPwd: initPasswordModify.trim() === '1' && user.pwdUpdateDate === null,
        isPasswordExpired: isPasswordExpired(user.pwdUpdateDate, validDays),
        // not in RuoYi: the zone of the wire's wall-clock times, so the console shows every moment
        // in it (docs/product.md §9 "One clock")
        timeZone: processTimeZone(),
      });
    },
  );

  app.get(
    '/getRouters',
    {
      schema: {
        tags: ['auth'],
        summary: '当前用户路由 · Route tree of the current user',
        description: 'Directories and pages the user may open, titles in the Accept-Language language.',
        response: { 200: AjaxResult({ data: Type.Array(RouterVoSchema) }) },
      },
    },
    async function getRouters(request) {
      const session = requireLoginUser(request);
      return success(request, {
        data: await routersFor(app, session.userId, request.lang),
      });
    },
  );
};

export default infoRoutes;
