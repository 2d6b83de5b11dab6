import crypto from 'node:crypto';
import bcrypt from 'bcryptjs';
import { CacheKeys, type CacheStore } from '../../cache/store';
import type { ClientInfo } from '../../common/client-info';
import { formatDateTime } from '../../common/datetime';
import { ServiceError } from '../../common/errors';
import { isIpListed } from '../../common/ip-list';
import type { Database } from '../../db/connection';
import { translate, type Lang, type MessageParams } from '../../i18n/language';
import type { MessageKey } from '../../i18n/messages';
import type { SessionStore } from '../../security/session-store';
import { ConfigKeys, getConfigValue, isCaptchaEnabled } from '../system/config/service';
import { findAccountByName, recordLogin } from '../system/user/repository';
import { LoginStatus, recordLoginEvent } from '../monitor/logininfor/repository';
import { checkCaptcha } from './captcha/service';
import { loadIdentity } from './identity';
import { forgetUserRouters } from '../system/menu/routers-cache';

export const MAX_PASSWORD_RETRIES = 5;
export const LOCK_MINUTES = 10;
/** failed logins from one address within the window before it is refused */
export const MAX_FAILURES_PER_IP = 20;

let decoyHash: string | undefined;
/** A hash of an unknowable password, checked when there is no account so that both cases take as long. */
function decoy(): string {
  decoyHash ??= bcrypt.hashSync(crypto.randomBytes(32).toString('hex'), 10);
  return decoyHash;
}

export interface LoginInput {
  username?: string;
  password?: string;
  code?: string;
  uuid?: string;
}

export interface LoginContext {
  db: Database;
  cache: CacheStore;
  sessions: SessionStore;
  captchaOverride: boolean | undefined;
  lang: Lang;
  client: ClientInfo;
}

/** Writes the login-log row, then refuses with the given message. */
async function refuse(
  ctx: LoginContext,
  userName: string,
  reply: { key: MessageKey; params?: MessageParams },
  logged: { key: MessageKey; params?: MessageParams } = reply,
): Promise<never> {
  await recordLoginEvent(ctx.db, {
    userName,
    status: LoginStatus.failure,
    msg: translate(ctx.lang, logged.key, logged.params),
    client: ctx.client,
  });
  throw new ServiceError(reply.key, reply.params);
}

async function verifyCaptcha(ctx: LoginContext, userName: string, input: LoginInput): Promise<void> {
  if (!(await isCaptchaEnabled(ctx, ctx.captchaOverride))) return;
  const result = await checkCaptcha(ctx.cache, input.code, input.uuid);
  if (result === 'expired') await refuse(ctx, userName, { key: 'captcha.expired' });
  if (result === 'wrong') await refuse(ctx, userName, { key: 'captcha.wrong' });
}

const lockedReply = {
  key: 'login.locked' as const,
  params: { count: MAX_PASSWORD_RETRIES, minutes: LOCK_MINUTES },
};
const badCredentials = { key: 'login.badCredentials' as const };

/**
 * RuoYi's login (ruoyi-api.md §3.1), stricter: the password is checked before the account state
 * is revealed, unknown names count towards the lockout like known ones, and an address with too
 * many failures is refused for a while. Every attempt leaves a login-log row. Returns the JWT.
 */
export async function login(ctx: LoginContext, input: LoginInput): Promise<string> {
  const userName = (input.username ?? '').trim();
  const password = input.password ?? '';
  const ipKey = `${CacheKeys.loginFailuresByIp}${ctx.client.ipaddr}`;

  if (Number(await ctx.cache.get(ipKey)) >= MAX_FAILURES_PER_IP) {
    await refuse(ctx, userName, { key: 'login.ipThrottled', params: { minutes: LOCK_MINUTES } });
  }
  await verifyCaptcha(ctx, userName, input);
  if (!userName || !password) await refuse(ctx, userName, badCredentials, { key: 'login.fieldsRequired' });
  if (userName.length < 2 || userName.length > 20 || password.length < 5 || password.length > 20) {
    await refuse(ctx, userName, badCredentials, { key: 'login.lengthOutOfRange' });
  }
  if (isIpListed(ctx.client.ipaddr, await getConfigValue(ctx, ConfigKeys.loginBlacklist))) {
    await refuse(ctx, userName, { key: 'login.blacklisted' });
  }

  const retryKey = `${CacheKeys.passwordErrors}${userName}`;
  if (Number(await ctx.cache.get(retryKey)) >= MAX_PASSWORD_RETRIES) await refuse(ctx, userName, lockedReply);
  // increment, then decide (docs/security.md "Lockout"): each attempt takes its number before the
  // password is checked, so concurrent guesses can never check more than MAX_PASSWORD_RETRIES
  const count = await ctx.cache.increment(retryKey, LOCK_MINUTES * 60);
  if (count > MAX_PASSWORD_RETRIES) await refuse(ctx, userName, lockedReply);

  const account = await findAccountByName(ctx.db, userName);
  const storedHash = account?.password ?? '';
  const matches = (await bcrypt.compare(password, storedHash || decoy())) && storedHash !== '';
  if (!account || !matches) {
    await ctx.cache.increment(ipKey, LOCK_MINUTES * 60);
    await refuse(
      ctx,
      userName,
      badCredentials,
      account
        ? { key: 'login.wrongPasswordCount', params: { count } }
        : { key: 'login.userNotExists', params: { userName } },
    );
  }
  // the right password: the attempt taken above is not a failure
  await ctx.cache.del(retryKey);
  const user = account!;
  if (user.delFlag === '2') await refuse(ctx, userName, { key: 'login.deleted' });
  if (user.status === '1') await refuse(ctx, userName, { key: 'login.disabled' });

  const identity = await loadIdentity(ctx.db, user);
  await recordLoginEvent(ctx.db, {
    userName,
    status: LoginStatus.success,
    msg: translate(ctx.lang, 'login.success'),
    client: ctx.client,
  });
  await recordLogin(ctx.db, user.userId, ctx.client.ipaddr, formatDateTime());
  // a fresh login always builds the menu anew, whatever a cached tree still says
  await forgetUserRouters(ctx.cache, user.userId);
  const { token } = await ctx.sessions.create({
    userId: user.userId,
    deptId: user.deptId,
    userName: user.userName,
    deptName: identity.deptName,
    ...ctx.client,
    permissions: identity.permissions,
    roles: identity.roles,
    roleScopes: identity.roleScopes,
  });
  return token;
}
