import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../../db/connection';
import { sysDictData, sysDictType } from '../../../db/schema';

/** The queries of dictionaries (`sys_dict_type`) and their entries (`sys_dict_data`). */

export type DictRow = typeof sysDictData.$inferSelect;

/** The enabled entries of one dictionary, in order. */
export function enabledEntriesOf(db: Database, dictType: string): Promise<DictRow[]> {
  return db
    .select()
    .from(sysDictData)
    .where(and(eq(sysDictData.dictType, dictType), eq(sysDictData.status, '0')))
    .orderBy(asc(sysDictData.dictSort), asc(sysDictData.dictCode));
}

/** Every enabled entry, by dictionary then order. */
export function allEnabledEntries(db: Database): Promise<DictRow[]> {
  return db
    .select()
    .from(sysDictData)
    .where(eq(sysDictData.status, '0'))
    .orderBy(asc(sysDictData.dictType), asc(sysDictData.dictSort), asc(sysDictData.dictCode));
}

/** Every dictionary type, by id (the type switcher's options). */
export function allDictTypes(db: Database) {
  return db.select().from(sysDictType).orderBy(asc(sysDictType.dictId));
}

/** Moves a dictionary's entries to its new type name. */
export async function renameEntriesType(db: Database, from: string, to: string): Promise<void> {
  await db.update(sysDictData).set({ dictType: to }).where(eq(sysDictData.dictType, from));
}

/** The first of these dictionaries that still has entries, if any. */
export async function firstTypeInUse(db: Database, dictIds: number[]) {
  const [used] = await db
    .select({ dictName: sysDictType.dictName })
    .from(sysDictType)
    .innerJoin(sysDictData, eq(sysDictData.dictType, sysDictType.dictType))
    .where(inArray(sysDictType.dictId, dictIds))
    .orderBy(asc(sysDictType.dictId))
    .limit(1);
  return used;
}

/** Deletes dictionary types; answers the type names and how many rows there were. */
export async function deleteDictTypes(db: Database, dictIds: number[]) {
  const types = await db
    .select({ dictType: sysDictType.dictType })
    .from(sysDictType)
    .where(inArray(sysDictType.dictId, dictIds));
  const removed = await db
    .delete(sysDictType)
    .where(inArray(sysDictType.dictId, dictIds))
    .returning({ id: sysDictType.dictId });
  return { types: types.map((row) => row.dictType), count: removed.length };
}

/** Deletes dictionary entries; answers the dictionaries they belonged to and how many there were. */
export async function deleteDictEntries(db: Database, dictCodes: number[]) {
  const types = await db
    .selectDistinct({ dictType: sysDictData.dictType })
    .from(sysDictData)
    .where(inArray(sysDictData.dictCode, dictCodes));
  const removed = await db
    .delete(sysDictData)
    .where(inArray(sysDictData.dictCode, dictCodes))
    .returning({ id: sysDictData.dictCode });
  return { types: types.map((row) => row.dictType), count: removed.length };
}
