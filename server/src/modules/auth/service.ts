import { type Language } from '@dis/contract/site';
import type { SysUser } from '@dis/contract';
import { PASSWORD_MAX, PASSWORD_MIN } from '@dis/contract/rules';
import type { FastifyInstance } from 'fastify';
import { CacheKeys, setJson, type CacheStore } from '../../cache/store';
import type { ClientInfo } from '../../common/client-info';
import { formatDateTime } from '../../common/datetime';
import { ServiceError } from '../../common/errors';
import { isIpListed } from '../../common/ip-list';
import { decoyPasswordHash, hashPassword, verifyPassword } from '../../common/password-hash';
import type { Database } from '../../db/connection';
import type { MessageKey } from '../../i18n/catalogue';
import { translate, type MessageParams } from '../../i18n/language';
import type { RoleScope } from '../../security/data-scope';
import { passwordCharTypeViolation } from '../../security/password-policy';
import { ALL_PERMISSION, SUPER_ADMIN_ROLE, isSuperAdmin } from '../../security/permission';
import type { RightsChange, RightsRefresher } from '../../security/rights-refresh';
import type { LiveBus } from '../../cache/live-bus';
import type { LoginUser, SessionStore } from '../../security/session-store';
import { LoginStatus, recordLoginEvent } from '../monitor/logininfor/repository';
import { ConfigKeys, getConfigValue, isCaptchaEnabled } from '../system/config/service';
import { clearRoutersCache, forgetUserRouters } from '../system/menu/service';
import { permissionsByRole, rolesOfUser, toSysRole } from '../system/role/repository';
import {
  findAccountByName,
  insertAccount,
  isUserNameTaken,
  loadUserProfile,
  recordLogin,
} from '../system/user/repository';
import { checkCaptcha } from './captcha/service';
import { findTotp, TOTP_ENABLED } from './totp/repository';
import { deptNameOf, holdersOfRoles } from './repository';

/**
 * Sign-in and its session (docs/security.md "Lockout"): login, self-registration, what a session
 * knows of its user's rights (the identity), keeping those rights current after a change, the
 * lock screen's password check and `getInfo`'s password advice.
 */

// ---- login -----------------------------------------------------------------------------------

export const MAX_PASSWORD_RETRIES = 5;
export const LOCK_MINUTES = 10;
/**
 * The per-address throttle (docs/security.md "Throttle and lockout"): after this many failed
 * logins from one address within the window, every login from it must answer a captcha (whatever
 * the captcha setting says)…
 */
export const MAX_FAILURES_PER_IP = 20;
/** …and after this many, each answer from it waits a second more per failure… */
export const DELAY_AFTER_FAILURES_PER_IP = 40;
/** …up to this long. The right password with the right captcha is never refused. */
export const MAX_THROTTLE_DELAY_MS = 5000;

/** How long a login from an address with this many recent failures waits before it is checked. */
export function throttleDelayMs(failures: number): number {
  if (failures < DELAY_AFTER_FAILURES_PER_IP) return 0;
  return Math.min((failures - DELAY_AFTER_FAILURES_PER_IP + 1) * 1000, MAX_THROTTLE_DELAY_MS);
}

/** Whether logins from this address must answer a captcha (too many failures from it of late). */
export async function addressThrottled(cache: CacheStore, ipaddr: string): Promise<boolean> {
  return Number(await cache.get(`${CacheKeys.loginFailuresByIp}${ipaddr}`)) >= MAX_FAILURES_PER_IP;
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
  lang: Language;
  client: ClientInfo;
}

/** Writes the login-log row, then refuses with the given message. */
async function refuse(
  ctx: Omit<LoginContext, 'captchaOverride'>,
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

async function verifyCaptcha(
  ctx: LoginContext,
  userName: string,
  input: LoginInput,
  throttled: boolean,
): Promise<void> {
  if (throttled) {
    // the address must answer one, even where captchas are off (docs/security.md "Throttle and lockout")
    if (!input.uuid || !input.code) await refuse(ctx, userName, { key: 'login.captchaRequired' });
  } else if (!(await isCaptchaEnabled(ctx, ctx.captchaOverride))) return;
  const result = await checkCaptcha(ctx.cache, input.code, input.uuid);
  if (result === 'expired') await refuse(ctx, userName, { key: 'captcha.expired' });
  if (result === 'wrong') await refuse(ctx, userName, { key: 'captcha.wrong' });
}

const lockedReply = {
  key: 'login.locked' as const,
  params: { count: MAX_PASSWORD_RETRIES, minutes: LOCK_MINUTES },
};
const badCredentials = { key: 'login.badCredentials' as const };

type Account = NonNullable<Awaited<ReturnType<typeof findAccountByName>>>;

/**
 * RuoYi's login (ruoyi-api.md §3.1), stricter: the password is checked before the account state
 * is revealed, unknown names count towards the lockout like known ones, and an address with too
 * many failures must answer a captcha and waits longer for each answer. Every attempt leaves a login-log row. Answers the account
 * and its identity for `startSession`, which makes the JWT; a two-factor account takes its second
 * step in between (docs/security.md "Two-factor sign-in").
 */
export async function checkPassword(
  ctx: LoginContext,
  input: LoginInput,
): Promise<{ user: Account; identity: Identity }> {
  const userName = (input.username ?? '').trim();
  const password = input.password ?? '';
  const ipKey = `${CacheKeys.loginFailuresByIp}${ctx.client.ipaddr}`;

  // many failures from this address of late: a captcha, then a delay, never a refusal of the right
  // password with the right captcha (one colleague mistyping behind an office's NAT locks nobody out)
  const failures = Number(await ctx.cache.get(ipKey));
  await verifyCaptcha(ctx, userName, input, failures >= MAX_FAILURES_PER_IP);
  const delay = throttleDelayMs(failures);
  if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
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
  // an account without a password checks against a decoy, so both refusals take as long
  const matches =
    (await verifyPassword(password, storedHash || (await decoyPasswordHash()))) && storedHash !== '';
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
  // the right password: the attempt taken above is not a failure, unless a code is still to come
  // (docs/security.md "Two-factor sign-in"): then the right code ends the count, so password and
  // code guesses never add up to more than five
  if ((await findTotp(ctx.db, account!.userId))?.enabled !== TOTP_ENABLED) await ctx.cache.del(retryKey);
  const user = await usable(ctx, account!);
  return { user, identity: await loadIdentity(ctx.db, user) };
}

/** A deleted or disabled account gets no session: refused, with its login-log row. */
async function usable(ctx: Omit<LoginContext, 'captchaOverride'>, user: Account): Promise<Account> {
  if (user.delFlag === '2') await refuse(ctx, user.userName, { key: 'login.deleted' });
  if (user.status === '1') await refuse(ctx, user.userName, { key: 'login.disabled' });
  return user;
}

/**
 * After the second step of a two-factor login (docs/security.md "Two-factor sign-in"): the account
 * as it is now — deleted or disabled meanwhile, it is refused as at the password — then its session.
 */
export async function startSessionAfterSecondStep(
  ctx: Omit<LoginContext, 'captchaOverride'>,
  userName: string,
): Promise<string> {
  const account = await findAccountByName(ctx.db, userName);
  if (!account) return refuse(ctx, userName, { key: 'login.deleted' });
  const user = await usable(ctx, account);
  return startSession(ctx, user, await loadIdentity(ctx.db, user));
}

/** A signed-in session for an account that passed every step: the login log, the login time, the JWT. */
export async function startSession(
  ctx: Omit<LoginContext, 'captchaOverride'>,
  user: Account,
  identity: Identity,
): Promise<string> {
  const { userName } = user;
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

// ---- self-registration -------------------------------------------------------------------------

export interface RegisterInput {
  username?: string;
  password?: string;
  code?: string;
  uuid?: string;
}

export interface RegisterContext {
  db: Database;
  cache: CacheStore;
  captchaOverride: boolean | undefined;
  lang: Language;
  client: ClientInfo;
}

/** whitespace and the characters that make markup */
const UNSAFE_NAME = /[\s<>"'&]/;

function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/** Self-registration (`sys.account.registerUser` = "true"), RuoYi's checks plus the password rule. */
export async function register(ctx: RegisterContext, input: RegisterInput): Promise<void> {
  if ((await getConfigValue(ctx, ConfigKeys.registerUser)).trim() !== 'true') {
    throw new ServiceError('register.disabled');
  }
  if (await isCaptchaEnabled(ctx, ctx.captchaOverride)) {
    const result = await checkCaptcha(ctx.cache, input.code, input.uuid);
    if (result === 'expired') throw new ServiceError('captcha.expired');
    if (result === 'wrong') throw new ServiceError('captcha.wrong');
  }
  const userName = (input.username ?? '').trim();
  const password = input.password ?? '';
  if (!userName) throw new ServiceError('register.userNameRequired');
  if (!password) throw new ServiceError('register.passwordRequired');
  if (userName.length < 2 || userName.length > 20) throw new ServiceError('register.userNameLength');
  if (password.length < PASSWORD_MIN || password.length > PASSWORD_MAX) {
    throw new ServiceError('register.passwordLength', { min: PASSWORD_MIN, max: PASSWORD_MAX });
  }
  if (UNSAFE_NAME.test(userName)) throw new ServiceError('register.userNameChars');
  const violation = passwordCharTypeViolation(
    password,
    await getConfigValue(ctx, ConfigKeys.passwordCharType),
  );
  if (violation) throw new ServiceError(violation);
  if (await isUserNameTaken(ctx.db, userName)) throw new ServiceError('register.exists', { userName });

  try {
    await insertAccount(ctx.db, {
      userName,
      nickName: userName,
      passwordHash: await hashPassword(password),
      createTime: formatDateTime(),
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new ServiceError('register.exists', { userName });
    throw error;
  }
  await recordLoginEvent(ctx.db, {
    userName,
    status: LoginStatus.success,
    msg: translate(ctx.lang, 'register.success'),
    client: ctx.client,
  });
}

// ---- the identity: the user's roles, permissions and data scopes ---------------------------------

type RoleRow = Awaited<ReturnType<typeof rolesOfUser>>[number];

/** What a session knows about the user's rights. */
export interface Identity {
  deptName: string | null;
  /** role keys (getInfo `roles`) */
  roles: string[];
  permissions: string[];
  roleScopes: RoleScope[];
  roleRows: RoleRow[];
}

const ROLE_ENABLED = '0';

/**
 * RuoYi's rules: user 1 → `["admin"]` and `["*:*:*"]`; others → the keys of their (not deleted)
 * roles, each as a whole, and the permissions of the enabled menus of their enabled roles.
 */
export async function loadIdentity(
  db: Database,
  user: { userId: number; deptId: number | null },
): Promise<Identity> {
  const [rights, deptName] = await Promise.all([loadRights(db, user.userId), deptNameOf(db, user.deptId)]);
  return { deptName, ...rights };
}

/**
 * The signed-in user as `GET /getInfo` and the personal centre show it (with dept and roles) and
 * their rights, the department named from the same row; undefined once the account is gone.
 */
export async function loadSignedInUser(
  db: Database,
  userId: number,
): Promise<{ user: SysUser; identity: Identity } | undefined> {
  const [rights, profile] = await Promise.all([loadRights(db, userId), loadUserProfile(db, userId, [])]);
  if (!profile) return undefined;
  return {
    user: { ...profile, roles: rights.roleRows.map((row) => toSysRole(row)) },
    identity: { deptName: profile.dept?.deptName ?? null, ...rights },
  };
}

async function loadRights(db: Database, userId: number): Promise<Omit<Identity, 'deptName'>> {
  const roleRows = await rolesOfUser(db, userId);
  const perms = await permissionsByRole(
    db,
    roleRows.map((r) => r.roleId),
  );
  const roleScopes: RoleScope[] = roleRows.map((r) => ({
    roleId: r.roleId,
    dataScope: r.dataScope ?? '1',
    status: r.status,
    permissions: perms.get(r.roleId) ?? [],
  }));
  if (isSuperAdmin(userId)) {
    return { roles: [SUPER_ADMIN_ROLE], permissions: [ALL_PERMISSION], roleScopes, roleRows };
  }
  // a key is one key: never split (docs/security.md "Role keys"), so `x,admin` is not `admin`
  const roles = [...new Set(roleRows.map((r) => r.roleKey.trim()).filter(Boolean))];
  const permissions = [
    ...new Set(roleRows.filter((r) => r.status === ROLE_ENABLED).flatMap((r) => perms.get(r.roleId) ?? [])),
  ].sort();
  return { roles, permissions, roleScopes, roleRows };
}

// ---- rights that follow every change at once ----------------------------------------------------

/**
 * Makes a change of rights take effect at once (docs/system/role.md "Changes take effect at
 * once"): after a role's menus, status or data scope change, or after users gain or lose a role,
 * the signed-in sessions of the users concerned get their permissions, role keys and data scopes
 * read again from the database, so their NEXT request is judged by the new rights without
 * logging in again; and every cached getRouters tree is dropped. Call it after the write, with
 * the roles changed and/or the users whose roles changed (for users taken out of a role, pass
 * them as `userIds`: they no longer hold it). A session keeps its remaining idle time.
 */
async function refreshSignedInRights(
  ctx: { db: Database; cache: CacheStore; sessions: SessionStore; live: LiveBus },
  change: RightsChange,
): Promise<void> {
  const userIds = new Set(change.userIds ?? []);
  if (change.roleIds && change.roleIds.length > 0) {
    for (const userId of await holdersOfRoles(ctx.db, change.roleIds)) userIds.add(userId);
  }
  if (userIds.size > 0) {
    const sessions = (await ctx.sessions.list()).filter((session) => userIds.has(session.userId));
    for (const session of sessions) await rewrite(ctx, session);
  }
  await clearRoutersCache(ctx.cache);
  // their open consoles read getInfo and getRouters again now (docs/live-updates.md)
  if (userIds.size > 0) await ctx.live.publish({ userIds: [...userIds] }, { type: 'rights' });
}

async function rewrite(ctx: { db: Database; cache: CacheStore }, session: LoginUser): Promise<void> {
  const secondsLeft = Math.ceil((session.expireTime - Date.now()) / 1000);
  if (secondsLeft <= 0) return;
  const identity = await loadIdentity(ctx.db, { userId: session.userId, deptId: session.deptId });
  const refreshed: LoginUser = {
    ...session,
    permissions: identity.permissions,
    roles: identity.roles,
    roleScopes: identity.roleScopes,
  };
  await setJson(ctx.cache, `${CacheKeys.loginToken}${session.tokenId}`, refreshed, secondsLeft);
}

/** What this module provides the frame as `app.rights` (docs/system/role.md). */
export function rightsRefresher(app: FastifyInstance): RightsRefresher {
  return { refresh: (change) => refreshSignedInRights(app, change) };
}

// ---- the lock screen ----------------------------------------------------------------------------

/**
 * 解锁屏幕: the signed-in user's password again (docs/system/notice.md "Lock screen"). Wrong
 * passwords count towards the same lockout as the login's, so a left-open session cannot be used
 * to guess the password.
 */
export async function unlockScreen(
  ctx: { db: Database; cache: CacheStore },
  userName: string,
  password: string,
): Promise<void> {
  if (password === '') throw new ServiceError('auth.unlock.passwordRequired');
  const retryKey = `${CacheKeys.passwordErrors}${userName}`;
  if (Number(await ctx.cache.get(retryKey)) >= MAX_PASSWORD_RETRIES) {
    throw new ServiceError('login.locked', { count: MAX_PASSWORD_RETRIES, minutes: LOCK_MINUTES });
  }
  const account = await findAccountByName(ctx.db, userName);
  if (!account) throw new ServiceError('auth.unlock.sessionGone');
  if (!(await verifyPassword(password, account.password))) {
    await ctx.cache.increment(retryKey, LOCK_MINUTES * 60);
    throw new ServiceError('auth.unlock.wrongPassword');
  }
  await ctx.cache.del(retryKey);
}

// ---- getInfo's password advice ------------------------------------------------------------------

const DAY_MS = 86_400_000;

export const sameMembers = (a: string[], b: string[]) =>
  a.length === b.length && a.every((x) => b.includes(x));

export function isPasswordExpired(
  pwdUpdateDate: string | null,
  validDays: number,
  now = Date.now(),
): boolean {
  if (!(validDays > 0)) return false;
  if (!pwdUpdateDate) return true;
  return now - new Date(pwdUpdateDate.replace(' ', 'T')).getTime() > validDays * DAY_MS;
}
