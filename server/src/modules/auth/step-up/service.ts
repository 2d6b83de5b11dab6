import { CacheKeys, type CacheStore } from '../../../cache/store';
import { ServiceError } from '../../../common/errors';
import { verifyPassword } from '../../../common/password-hash';
import type { Database } from '../../../db/connection';
import { findAccountByName } from '../../system/user/repository';
import { LOCK_MINUTES, MAX_PASSWORD_RETRIES } from '../service';
// this module's words join the catalogue (docs/architecture.md "Server layout")
import './messages';

/**
 * Step-up (docs/security.md "Step-up: the password again"): a change that could lock the owner out
 * of their account — switching two-factor sign-in on or off, new recovery codes — asks for the
 * password again, as changing the password does, so a session alone (a stolen one, a desk left
 * open) cannot make it. A right password counts for this session for five minutes at most, from
 * the moment it was given; wrong ones count towards the account's lockout like a login's.
 */

export const STEP_UP_MINUTES = 5;
const STEP_UP_MS = STEP_UP_MINUTES * 60_000;
/** + the session's token id: when its password was last given (epoch ms) */
export const STEP_UP_KEY = 'step_up:';

export interface StepUpContext {
  db: Database;
  cache: CacheStore;
}

/**
 * Passes when `password` is the account's (and starts five minutes of step-up for this session),
 * or, without one, when this session gave it within the last five minutes; refuses otherwise:
 * 请输入登录密码以确认是本人操作, 密码错误, or the lockout's message.
 */
export async function requireStepUp(
  ctx: StepUpContext,
  session: { tokenId: string; userName: string },
  password: string | undefined,
): Promise<void> {
  const key = `${STEP_UP_KEY}${session.tokenId}`;
  if (!password) {
    const given = Number(await ctx.cache.get(key));
    if (given > 0 && Date.now() - given <= STEP_UP_MS) return;
    throw new ServiceError('auth.stepUp.required');
  }
  const retryKey = `${CacheKeys.passwordErrors}${session.userName}`;
  const locked = new ServiceError('login.locked', { count: MAX_PASSWORD_RETRIES, minutes: LOCK_MINUTES });
  if (Number(await ctx.cache.get(retryKey)) >= MAX_PASSWORD_RETRIES) throw locked;
  // counted before it is checked, as the login's guesses are (docs/security.md "Lockout")
  if ((await ctx.cache.increment(retryKey, LOCK_MINUTES * 60)) > MAX_PASSWORD_RETRIES) throw locked;
  const account = await findAccountByName(ctx.db, session.userName);
  if (!account || !(await verifyPassword(password, account.password))) {
    throw new ServiceError('auth.stepUp.wrongPassword');
  }
  await ctx.cache.del(retryKey);
  await ctx.cache.set(key, String(Date.now()), STEP_UP_MS / 1000);
}
