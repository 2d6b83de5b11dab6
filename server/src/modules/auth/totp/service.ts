import crypto from 'node:crypto';
import type { Language } from '@dis/contract/site';
import type { TotpEnrolment, TotpProof, TotpStatus } from '@dis/contract';
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';
import { CacheKeys, getJson, setJson, type CacheStore } from '../../../cache/store';
import type { ClientInfo } from '../../../common/client-info';
import { formatDateTime } from '../../../common/datetime';
import { ServiceError } from '../../../common/errors';
import type { Database } from '../../../db/connection';
import { translate } from '../../../i18n/language';
import { openSecret, recoveryCodeHash, sealSecret } from '../../../security/totp-key';
import { LoginStatus, recordLoginEvent } from '../../monitor/logininfor/repository';
import { getConfigValue } from '../../system/config/service';
import { findAccountByName } from '../../system/user/repository';
import { LOCK_MINUTES, MAX_PASSWORD_RETRIES } from '../service';
import { verifyPassword } from '../../../common/password-hash';
import {
  deleteTotp,
  enableTotp,
  findTotp,
  replaceRecoveryCodes,
  savePendingSecret,
  TOTP_ENABLED,
  type TotpRow,
} from './repository';

/**
 * Two-factor sign-in with an authenticator app (docs/security.md "Two-factor sign-in"): the
 * enrolment, the codes (±1 step of drift, each step accepted once), the recovery codes (hashed,
 * each usable once), the login's second step bound to a short-lived single-use ticket, and the
 * lockout shared with the password's (`pwd_err_cnt:<name>`).
 */

/** setting: role keys (comma-separated) whose members must use two-factor sign-in */
export const TOTP_REQUIRED_ROLES = 'sys.account.totpRequiredRoles';
/** the name the authenticator app shows above the account */
const ISSUER = 'DIS';
export const TICKET_SECONDS = 300;
export const RECOVERY_CODE_COUNT = 10;
/** seconds the accepted steps are remembered: longer than the ±1 step window */
const STEP_MEMORY_SECONDS = 180;

/** The cache keys of this module, under the configured prefix like every other. */
export const TotpKeys = {
  /** + SHA-256 of the ticket: the second step of a login (never the ticket itself) */
  ticket: 'totp_ticket:',
  /** + user id: the last time step accepted */
  lastStep: 'totp_last_step:',
  /** + user id + ':' + step: taken once, so two requests with one code cannot both pass */
  usedStep: 'totp_used_step:',
} as const;

export interface TotpContext {
  db: Database;
  cache: CacheStore;
  /** the key of `security/totp-key.ts` */
  key: Buffer;
}

interface Account {
  userId: number;
  userName: string;
}

// ---- codes ------------------------------------------------------------------------------------

/** What a user typed, without spaces and dashes, lower case. */
const normalise = (code: string) => code.replace(/[\s-]/g, '').toLowerCase();

/** A 6-digit code of the app: valid now ±1 step, and of a step later than the last accepted one. */
async function verifyAppCode(ctx: TotpContext, row: TotpRow, code: string): Promise<boolean> {
  if (!/^\d{6}$/.test(code)) return false;
  const secret = openSecret(ctx.key, row.secret, String(row.userId));
  const lastKey = `${TotpKeys.lastStep}${row.userId}`;
  const last = Number(await ctx.cache.get(lastKey)) || 0;
  const result = await verify({
    secret,
    token: code,
    epochTolerance: 30,
    ...(last > 0 ? { afterTimeStep: last } : {}),
  });
  if (!result.valid || !('timeStep' in result)) return false;
  // one request per step, however many arrive at once
  const claim = await ctx.cache.increment(
    `${TotpKeys.usedStep}${row.userId}:${result.timeStep}`,
    STEP_MEMORY_SECONDS,
  );
  if (claim > 1) return false;
  if (result.timeStep > last) await ctx.cache.set(lastKey, String(result.timeStep), STEP_MEMORY_SECONDS);
  return true;
}

const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** Ten new recovery codes, `xxxxx-xxxxx`, and the keyed hashes that are all that is kept of them. */
function newRecoveryCodes(key: Buffer): { codes: string[]; hashes: string[] } {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = Array.from(
      { length: 10 },
      () => RECOVERY_ALPHABET[crypto.randomInt(RECOVERY_ALPHABET.length)],
    );
    return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`;
  });
  return { codes, hashes: codes.map((code) => recoveryCodeHash(key, normalise(code))) };
}

const storedHashes = (row: TotpRow): string[] => {
  try {
    const parsed: unknown = JSON.parse(row.recoveryCodes ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
};

/** Uses up a recovery code: true once per code, whatever arrives at the same moment. */
async function spendRecoveryCode(ctx: TotpContext, row: TotpRow, code: string): Promise<boolean> {
  if (!/^[a-z0-9]{10}$/.test(code)) return false;
  const hash = recoveryCodeHash(ctx.key, code);
  const hashes = storedHashes(row);
  if (!hashes.includes(hash)) return false;
  const left = hashes.filter((stored) => stored !== hash);
  return replaceRecoveryCodes(ctx.db, row.userId, row.recoveryCodes, JSON.stringify(left));
}

/** An enabled enrolment's code: the app's, or a recovery code where `recovery` allows it. */
async function checkCode(ctx: TotpContext, row: TotpRow, code: string, recovery: boolean) {
  const typed = normalise(code);
  if (/^\d{6}$/.test(typed)) return (await verifyAppCode(ctx, row, typed)) ? 'app' : false;
  if (recovery && row.enabled === TOTP_ENABLED && (await spendRecoveryCode(ctx, row, typed)))
    return 'recovery';
  return false;
}

/**
 * One guess, counted like a password (docs/security.md "Lockout"): refused as locked past five,
 * counted before it is checked; a right guess clears the count. A wrong one throws `totp.wrongCode`
 * with the count in its params (for the login log).
 */
async function counted<T>(ctx: TotpContext, userName: string, check: () => Promise<T | false>): Promise<T> {
  const retryKey = `${CacheKeys.passwordErrors}${userName}`;
  const locked = new ServiceError('login.locked', { count: MAX_PASSWORD_RETRIES, minutes: LOCK_MINUTES });
  if (Number(await ctx.cache.get(retryKey)) >= MAX_PASSWORD_RETRIES) throw locked;
  const count = await ctx.cache.increment(retryKey, LOCK_MINUTES * 60);
  if (count > MAX_PASSWORD_RETRIES) throw locked;
  const outcome = await check();
  if (outcome === false) throw new ServiceError('totp.wrongCode', { count });
  await ctx.cache.del(retryKey);
  return outcome;
}

async function forgetSteps(cache: CacheStore, userId: number): Promise<void> {
  const used = await cache.keys(`${TotpKeys.usedStep}${userId}:`);
  await cache.del(`${TotpKeys.lastStep}${userId}`, ...used);
}

// ---- enrolment --------------------------------------------------------------------------------

/**
 * A new secret for the user's app, kept encrypted and pending until its first code: the QR code
 * (an SVG drawn here, so the browser needs no QR library) and the secret to type in by hand.
 */
export async function beginEnrolment(ctx: TotpContext, user: Account): Promise<TotpEnrolment> {
  const existing = await findTotp(ctx.db, user.userId);
  if (existing?.enabled === TOTP_ENABLED) throw new ServiceError('totp.alreadyEnabled');
  const secret = generateSecret();
  const sealed = sealSecret(ctx.key, secret, String(user.userId));
  if (!(await savePendingSecret(ctx.db, user.userId, sealed, formatDateTime()))) {
    throw new ServiceError('totp.alreadyEnabled');
  }
  const uri = generateURI({ issuer: ISSUER, label: user.userName, secret });
  const svg = await QRCode.toString(uri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  return { secret, qr: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
}

/** The first code from the app switches it on; answers the recovery codes, shown this once. */
export async function confirmEnrolment(ctx: TotpContext, user: Account, code: string): Promise<string[]> {
  const row = await findTotp(ctx.db, user.userId);
  if (row?.enabled === TOTP_ENABLED) throw new ServiceError('totp.alreadyEnabled');
  if (!row) throw new ServiceError('totp.notStarted');
  if (!code.trim()) throw new ServiceError('totp.codeRequired');
  await counted(ctx, user.userName, () => verifyAppCode(ctx, row, normalise(code)));
  const { codes, hashes } = newRecoveryCodes(ctx.key);
  if (!(await enableTotp(ctx.db, user.userId, JSON.stringify(hashes), formatDateTime()))) {
    throw new ServiceError('totp.alreadyEnabled');
  }
  return codes;
}

// ---- the personal centre ------------------------------------------------------------------------

/** Whether one of these role keys is listed in `sys.account.totpRequiredRoles`. */
export async function isRequiredFor(ctx: { db: Database; cache: CacheStore }, roles: readonly string[]) {
  const listed = (await getConfigValue(ctx, TOTP_REQUIRED_ROLES))
    .split(',')
    .map((role) => role.trim())
    .filter(Boolean);
  return roles.some((role) => listed.includes(role));
}

export async function totpStatus(
  ctx: { db: Database; cache: CacheStore },
  userId: number,
  roles: readonly string[],
): Promise<TotpStatus> {
  const row = await findTotp(ctx.db, userId);
  const enabled = row?.enabled === TOTP_ENABLED;
  return {
    enabled,
    enabledTime: enabled ? (row?.enabledTime ?? null) : null,
    recoveryCodesLeft: enabled && row ? storedHashes(row).length : 0,
    required: await isRequiredFor(ctx, roles),
  };
}

/** A current code (or a recovery code), or else the password; counted like a password. */
async function prove(ctx: TotpContext, user: Account, row: TotpRow, proof: TotpProof): Promise<void> {
  const code = proof.code?.trim() ?? '';
  const password = proof.password ?? '';
  if (code) {
    await counted(ctx, user.userName, () => checkCode(ctx, row, code, true));
    return;
  }
  if (!password) throw new ServiceError('totp.proofRequired');
  const account = await findAccountByName(ctx.db, user.userName);
  try {
    await counted(ctx, user.userName, async () => verifyPassword(password, account?.password));
  } catch (error) {
    if (error instanceof ServiceError && error.key === 'totp.wrongCode')
      throw new ServiceError('totp.wrongPassword');
    throw error;
  }
}

/** 关闭两步验证: a pending enrolment goes at once; an enabled one needs a proof. */
export async function disableTotp(
  ctx: TotpContext,
  user: Account & { roles: readonly string[] },
  proof: TotpProof,
): Promise<void> {
  const row = await findTotp(ctx.db, user.userId);
  if (!row) throw new ServiceError('totp.notEnabled');
  if (row.enabled === TOTP_ENABLED) {
    if (await isRequiredFor(ctx, user.roles)) throw new ServiceError('totp.requiredByRole');
    await prove(ctx, user, row, proof);
  }
  await deleteTotp(ctx.db, user.userId);
  await forgetSteps(ctx.cache, user.userId);
}

/** 重新生成恢复码: the old ones stop working; the new ones are answered this once. */
export async function regenerateRecoveryCodes(
  ctx: TotpContext,
  user: Account,
  proof: TotpProof,
): Promise<string[]> {
  const row = await findTotp(ctx.db, user.userId);
  if (row?.enabled !== TOTP_ENABLED) throw new ServiceError('totp.notEnabled');
  await prove(ctx, user, row, proof);
  const { codes, hashes } = newRecoveryCodes(ctx.key);
  if (!(await replaceRecoveryCodes(ctx.db, user.userId, null, JSON.stringify(hashes)))) {
    throw new ServiceError('totp.notEnabled');
  }
  return codes;
}

/** 重置两步验证 (an administrator): the enrolment is gone; the user enrols again if required. */
export async function resetTotp(ctx: { db: Database; cache: CacheStore }, userId: number): Promise<void> {
  await deleteTotp(ctx.db, userId);
  await forgetSteps(ctx.cache, userId);
}

// ---- the login's second step --------------------------------------------------------------------

interface TicketRecord extends Account {
  /** the user must enrol (a role requires it) before the session */
  enrol: boolean;
}

export type SecondStep = { totpRequired: true; ticket: string } | { totpEnrolRequired: true; ticket: string };

const ticketKey = (ticket: string) =>
  `${TotpKeys.ticket}${crypto.createHash('sha256').update(ticket).digest('hex')}`;

/**
 * After the right password: null when the account signs in with it alone; otherwise the second
 * step and its ticket (random, kept hashed in the cache store for five minutes).
 */
export async function secondStepOf(
  ctx: { db: Database; cache: CacheStore },
  user: Account,
  roles: readonly string[],
): Promise<SecondStep | null> {
  const row = await findTotp(ctx.db, user.userId);
  const enabled = row?.enabled === TOTP_ENABLED;
  if (!enabled && !(await isRequiredFor(ctx, roles))) return null;
  const ticket = crypto.randomBytes(32).toString('base64url');
  const record: TicketRecord = { userId: user.userId, userName: user.userName, enrol: !enabled };
  await setJson(ctx.cache, ticketKey(ticket), record, TICKET_SECONDS);
  return enabled ? { totpRequired: true, ticket } : { totpEnrolRequired: true, ticket };
}

async function ticketRecord(cache: CacheStore, ticket: string): Promise<TicketRecord> {
  const record = await getJson<TicketRecord>(cache, ticketKey(ticket));
  if (!record) throw new ServiceError('totp.ticketExpired');
  return record;
}

/** `POST /login/totp/enrol`: the QR code for an account a role requires to enrol. */
export async function beginLoginEnrolment(ctx: TotpContext, ticket: string): Promise<TotpEnrolment> {
  const record = await ticketRecord(ctx.cache, ticket);
  if (!record.enrol) throw new ServiceError('totp.notEnrolling');
  return beginEnrolment(ctx, record);
}

export interface LoginStepContext extends TotpContext {
  lang: Language;
  client: ClientInfo;
}

/**
 * `POST /login/totp`: the code (or a recovery code; the first code after an enrolment) for the
 * ticket. Wrong codes count towards the account's lockout and leave a login-log row; the ticket is
 * used up by the first right code. Answers whose session to start and, after an enrolment, the
 * recovery codes.
 */
export async function completeLoginStep(
  ctx: LoginStepContext,
  input: { ticket: string; code: string },
): Promise<Account & { recoveryCodes?: string[]; recoveryCodesLeft?: number }> {
  const record = await ticketRecord(ctx.cache, input.ticket);
  const fail = async (error: unknown): Promise<never> => {
    if (error instanceof ServiceError) {
      const logged =
        error.key === 'totp.wrongCode'
          ? translate(ctx.lang, 'totp.wrongCodeCount', error.params)
          : translate(ctx.lang, error.key, error.params);
      await recordLoginEvent(ctx.db, {
        userName: record.userName,
        status: LoginStatus.failure,
        msg: logged,
        client: ctx.client,
      });
      // a wrong code is a failure of this address too, as a wrong password is (docs/security.md)
      if (error.key === 'totp.wrongCode')
        await ctx.cache.increment(`${CacheKeys.loginFailuresByIp}${ctx.client.ipaddr}`, LOCK_MINUTES * 60);
      // locked: this ticket is over too
      if (error.key === 'login.locked') await ctx.cache.del(ticketKey(input.ticket));
    }
    throw error;
  };
  let recoveryCodes: string[] | undefined;
  let recoveryCodesLeft: number | undefined;
  try {
    if (record.enrol) {
      recoveryCodes = await confirmEnrolment(ctx, record, input.code);
    } else {
      if (!input.code.trim()) throw new ServiceError('totp.codeRequired');
      const row = await findTotp(ctx.db, record.userId);
      // reset by an administrator meanwhile: sign in again from the start
      if (row?.enabled !== TOTP_ENABLED) throw new ServiceError('totp.ticketExpired');
      const used = await counted(ctx, record.userName, () => checkCode(ctx, row, input.code, true));
      if (used === 'recovery') recoveryCodesLeft = storedHashes(row).length - 1;
    }
  } catch (error) {
    return fail(error);
  }
  // single use: of two requests with right codes, one takes the ticket
  if ((await ctx.cache.take(ticketKey(input.ticket))) === null) throw new ServiceError('totp.ticketExpired');
  return { userId: record.userId, userName: record.userName, recoveryCodes, recoveryCodesLeft };
}
