import { type Language } from '@dis/contract/site';
import { CacheKeys, getJson, setJson, type CacheStore } from '../../../cache/store';
import type { Database } from '../../../db/connection';
import { localized } from '../../../i18n/language';
import type { SysDictData } from '@dis/contract';
import { allEnabledEntries, enabledEntriesOf, type DictRow } from './repository';

export interface DictContext {
  db: Database;
  cache: CacheStore;
}

function present(row: DictRow, lang: Language): SysDictData {
  return {
    dictCode: row.dictCode,
    dictSort: row.dictSort,
    dictLabel: localized(lang, row.dictLabel ?? '', row.dictLabelEn),
    dictValue: row.dictValue,
    dictType: row.dictType,
    cssClass: row.cssClass,
    listClass: row.listClass,
    isDefault: row.isDefault,
    status: row.status,
    default: row.isDefault === 'Y',
    createBy: row.createBy,
    createTime: row.createTime,
    updateBy: row.updateBy,
    updateTime: row.updateTime,
    remark: row.remark,
  };
}

/** Enabled entries of a dictionary, from the `sys_dict:` cache (filled on a miss); [] when none. */
export async function getDictData(
  ctx: DictContext,
  dictType: string,
  lang: Language,
): Promise<SysDictData[]> {
  const key = `${CacheKeys.dict}${dictType}`;
  let rows = await getJson<DictRow[]>(ctx.cache, key);
  if (rows === null) {
    rows = await enabledEntriesOf(ctx.db, dictType);
    if (rows.length > 0) await setJson(ctx.cache, key, rows);
  }
  return rows.map((row) => present(row, lang));
}

/** Empties the `sys_dict:` cache and loads every dictionary (at start-up, like RuoYi). */
export async function reloadDictCache(ctx: DictContext): Promise<void> {
  await ctx.cache.del(...(await ctx.cache.keys(CacheKeys.dict)));
  const rows = await allEnabledEntries(ctx.db);
  const byType = new Map<string, DictRow[]>();
  for (const row of rows) {
    const type = row.dictType ?? '';
    byType.set(type, [...(byType.get(type) ?? []), row]);
  }
  for (const [type, entries] of byType) await setJson(ctx.cache, `${CacheKeys.dict}${type}`, entries);
}

/**
 * Reloads one dictionary's entry in the `sys_dict:` cache after its entries changed, so every
 * dictionary-driven control shows the change at once (docs/system/dict-config.md).
 */
export async function refreshDictType(ctx: DictContext, dictType: string | null | undefined): Promise<void> {
  if (!dictType) return;
  const key = `${CacheKeys.dict}${dictType}`;
  const rows = await enabledEntriesOf(ctx.db, dictType);
  if (rows.length > 0) await setJson(ctx.cache, key, rows);
  else await ctx.cache.del(key);
}

/** Drops dictionaries from the `sys_dict:` cache (their type was deleted or renamed). */
export async function forgetDictTypes(
  ctx: DictContext,
  dictTypes: ReadonlyArray<string | null>,
): Promise<void> {
  const keys = dictTypes.filter((type): type is string => !!type).map((type) => `${CacheKeys.dict}${type}`);
  if (keys.length > 0) await ctx.cache.del(...keys);
}
