import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { RouterVoSchema } from '@dis/contract';
import type { Language } from '@dis/contract/site';
import { processTimeZone } from '../../../common/datetime';
import { AjaxResult } from '../../../common/schema';
import type { MessageKey } from '../../../i18n/catalogue';
import type { MessageParams } from '../../../i18n/language';
import type { LoginUser } from '../../../security/session-store';
import { ConfigKeys, getConfigValue } from '../../system/config/service';
import { routersFor } from '../../system/menu/service';
import { isPasswordExpired, loadSignedInUser, sameMembers } from '../service';

/** `GET /getRouters`' answer as the wire carries it (its route's response schema). */
export const RoutersResult = AjaxResult({ data: Type.Array(RouterVoSchema) });

/** Who is asking, in which language: a request, or a console document speaking for its user. */
export interface Asker {
  lang: Language;
  t(key: MessageKey, params?: MessageParams): string;
}

/**
 * `GET /getInfo`'s answer for a verified session (docs/site/document.md "A console document"):
 * the one place it is built, for the route and for the console document. Rights changed since
 * the session was opened are written to it (`session` is then the updated one); a user gone or
 * disabled ends the session and answers 401.
 */
export async function userInfoAnswer(app: FastifyInstance, asker: Asker, loginUser: LoginUser) {
  const signedIn = await loadSignedInUser(app.db, loginUser.userId);
  if (!signedIn) {
    await app.sessions.remove(loginUser.tokenId);
    return {
      answer: { code: 401, msg: asker.t('auth.unauthenticated', { uri: '/getInfo' }) },
      session: null,
    };
  }
  const { user, identity } = signedIn;
  let session = loginUser;
  if (
    !sameMembers(loginUser.permissions, identity.permissions) ||
    !sameMembers(loginUser.roles, identity.roles)
  ) {
    session = await app.sessions.update({
      ...loginUser,
      permissions: identity.permissions,
      roles: identity.roles,
      roleScopes: identity.roleScopes,
      deptName: identity.deptName,
    });
  }
  const [initPasswordModify, validDays, charType] = await Promise.all([
    getConfigValue(app, ConfigKeys.initPasswordModify),
    getConfigValue(app, ConfigKeys.passwordValidateDays),
    getConfigValue(app, ConfigKeys.passwordCharType),
  ]);
  return {
    session,
    answer: {
      code: 200,
      msg: asker.t('result.success'),
      user,
      roles: identity.roles,
      permissions: identity.permissions,
      pwdChrtype: charType || '0',
      isDefaultModifyPwd: initPasswordModify.trim() === '1' && user.pwdUpdateDate === null,
      isPasswordExpired: isPasswordExpired(user.pwdUpdateDate, Number(validDays)),
      // not in RuoYi: the zone of the wire's wall-clock times, so the console shows every moment
      // in it (docs/product.md §9 "One clock")
      timeZone: processTimeZone(),
    },
  };
}

/** `GET /getRouters`' answer for a verified session: the user's route tree, titles in the asker's language. */
export async function routersAnswer(app: FastifyInstance, asker: Asker, loginUser: LoginUser) {
  return {
    code: 200,
    msg: asker.t('result.success'),
    data: await routersFor(app, loginUser.userId, asker.lang),
  };
}
