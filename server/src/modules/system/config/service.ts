import { eq } from 'drizzle-orm';
import { CacheKeys, type CacheStore } from '../../../cache/store';
import type { Database } from '../../../db/connection';
import { sysConfig } from '../../../db/schema';

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
  const [row] = await ctx.db
    .select({ value: sysConfig.configValue })
    .from(sysConfig)
    .where(eq(sysConfig.configKey, key))
    .limit(1);
  if (!row) return '';
  const value = row.value ?? '';
  await ctx.cache.set(`${CacheKeys.config}${key}`, value);
  return value;
}

/** Empties the `sys_config:` cache and loads every setting (at start-up, like RuoYi). */
export async function reloadConfigCache(ctx: ConfigContext): Promise<void> {
  await ctx.cache.del(...(await ctx.cache.keys(CacheKeys.config)));
  const rows = await ctx.db
    .select({ key: sysConfig.configKey, value: sysConfig.configValue })
    .from(sysConfig);
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
