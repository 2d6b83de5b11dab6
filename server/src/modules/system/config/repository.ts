import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../../db/connection';
import { sysConfig } from '../../../db/schema';

/** The queries of settings (`sys_config`): docs/system/dict-config.md. */

/** A setting's stored value; undefined when the key is unknown. */
export async function findConfigValue(
  db: Database,
  key: string,
): Promise<{ value: string | null } | undefined> {
  const [row] = await db
    .select({ value: sysConfig.configValue })
    .from(sysConfig)
    .where(eq(sysConfig.configKey, key))
    .limit(1);
  return row;
}

/** Every setting's key and value. */
export async function allConfigValues(db: Database) {
  return db.select({ key: sysConfig.configKey, value: sysConfig.configValue }).from(sysConfig);
}

/** The first built-in setting (`config_type` 'Y') among these ids, if any. */
export async function firstBuiltIn(db: Database, configIds: number[]) {
  const [builtIn] = await db
    .select({ configKey: sysConfig.configKey })
    .from(sysConfig)
    .where(and(inArray(sysConfig.configId, configIds), eq(sysConfig.configType, 'Y')))
    .orderBy(asc(sysConfig.configId))
    .limit(1);
  return builtIn;
}

/** Deletes the settings; answers the keys they had. */
export async function deleteConfigs(db: Database, configIds: number[]) {
  return db
    .delete(sysConfig)
    .where(inArray(sysConfig.configId, configIds))
    .returning({ key: sysConfig.configKey });
}
