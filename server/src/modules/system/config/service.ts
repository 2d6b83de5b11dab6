import { CacheKeys, type CacheStore } from '../../../cache/store';
import { ServiceError } from '../../../common/errors';
import type { Database } from '../../../db/connection';
import { newPasswordViolation } from '../user/profile/service';
import { allConfigValues, findConfigValue } from './repository';

export interface ConfigContext {
  db: Database;
  cache: CacheStore;
}

/** Setting keys the server reads itself. */
export const ConfigKeys = {
  captchaEnabled: 'sys.account.captchaEnabled',
  registerUser: 'sys.account.registerUser',
  loginBlacklist: 'sys.login.blackIPList',
  initPasswordModify: 'sys.account.initPasswordModify',
  passwordValidateDays: 'sys.account.passwordValidateDays',
  passwordCharType: 'sys.account.chrtype',
} as const;

/** A setting's value from the `sys_config:` cache, else the database; "" when unknown. */
export async function getConfigValue(ctx: ConfigContext, key: string): Promise<string> {
  const cached = await ctx.cache.get(`${CacheKeys.config}${key}`);
  if (cached !== null) return cached;
  const row = await findConfigValue(ctx.db, key);
  if (!row) return '';
  const value = row.value ?? '';
  await ctx.cache.set(`${CacheKeys.config}${key}`, value);
  return value;
}

/** Empties the `sys_config:` cache and loads every setting (at start-up, like RuoYi). */
export async function reloadConfigCache(ctx: ConfigContext): Promise<void> {
  await ctx.cache.del(...(await ctx.cache.keys(CacheKeys.config)));
  const rows = await allConfigValues(ctx.db);
  for (const row of rows) {
    if (row.key) await ctx.cache.set(`${CacheKeys.config}${row.key}`, row.value ?? '');
  }
}

/** Whether the login page offers self-registration (`sys.account.registerUser` is `true`). */
export async function isRegisterEnabled(ctx: ConfigContext): Promise<boolean> {
  return (await getConfigValue(ctx, ConfigKeys.registerUser)).trim() === 'true';
}

/** `CAPTCHA_ENABLED` wins; otherwise the setting, where missing or blank means enabled. */
export async function isCaptchaEnabled(ctx: ConfigContext, override: boolean | undefined): Promise<boolean> {
  if (override !== undefined) return override;
  const value = (await getConfigValue(ctx, ConfigKeys.captchaEnabled)).trim();
  return value === '' || value.toLowerCase() === 'true';
}

// ---- the values the server reads itself ------------------------------------------------------

/** the initial password of new accounts (`sys.user.initPassword`) */
export const INIT_PASSWORD_KEY = 'sys.user.initPassword';

const CHOICES: Readonly<Record<string, readonly string[]>> = {
  [ConfigKeys.captchaEnabled]: ['true', 'false'],
  [ConfigKeys.registerUser]: ['true', 'false'],
  [ConfigKeys.initPasswordModify]: ['0', '1'],
  [ConfigKeys.passwordCharType]: ['0', '1', '2', '3', '4'],
};

/** the longest password validity the setting may hold, in days (ten years) */
const MAX_PASSWORD_DAYS = 3650;

/**
 * Refuses a value the server could not use for a setting it reads itself: the switches take
 * `true`/`false`, the password rules their codes, the validity a whole number of days, and the
 * initial password must itself obey the password rule in force (`charType`). Any other key takes
 * any text. See docs/system/dict-config.md.
 */
export function checkConfigValue(key: string, value: string, charType: string): void {
  const choices = CHOICES[key];
  if (choices && !choices.includes(value)) {
    throw new ServiceError('system.config.badValue', { key, allowed: choices.join(' / ') });
  }
  if (key === ConfigKeys.passwordValidateDays) {
    if (!/^\d{1,4}$/.test(value) || Number(value) > MAX_PASSWORD_DAYS) {
      throw new ServiceError('system.config.badNumber', { key, max: MAX_PASSWORD_DAYS });
    }
  }
  if (key === INIT_PASSWORD_KEY) {
    const refusal = newPasswordViolation(value, charType);
    if (refusal) throw refusal;
  }
}
