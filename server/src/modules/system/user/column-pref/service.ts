import { COLUMN_PREF_LIMITS, COLUMN_PREF_PAGES, type ColumnPrefs } from '@dis/contract';
import { formatDateTime } from '../../../../common/datetime';
import { ServiceError } from '../../../../common/errors';
import type { Database } from '../../../../db/connection';
import { countColumnPrefs, deleteColumnPref, findColumnPref, upsertColumnPref } from './repository';

/**
 * Only the console's lists (the contract's `COLUMN_PREF_PAGES`) have choices kept: any other key is
 * refused, so nobody stores rows under keys they make up (docs/security.md "Bounded storage").
 */
export function checkPageKey(pageKey: string): void {
  if (!(COLUMN_PREF_PAGES as readonly string[]).includes(pageKey))
    throw new ServiceError('columnPref.unknownPage', { pageKey });
}

/** The first key named twice in a list, if any. */
function twice(keys: readonly string[]): string | undefined {
  const seen = new Set<string>();
  for (const key of keys) {
    if (seen.has(key)) return key;
    seen.add(key);
  }
  return undefined;
}

/**
 * The saved preferences of a list, or null (none saved, or a row that no longer reads as
 * preferences: the list then shows its defaults).
 */
export async function readColumnPrefs(
  db: Database,
  userId: number,
  pageKey: string,
): Promise<ColumnPrefs | null> {
  checkPageKey(pageKey);
  const text = await findColumnPref(db, userId, pageKey);
  if (text === undefined) return null;
  try {
    const value = JSON.parse(text) as Partial<ColumnPrefs> | null;
    if (!value || typeof value !== 'object') return null;
    return {
      hidden: Array.isArray(value.hidden) ? value.hidden : [],
      order: Array.isArray(value.order) ? value.order : [],
      widths: value.widths && typeof value.widths === 'object' ? value.widths : {},
    };
  } catch {
    return null;
  }
}

/** Saves a user's preferences of a list (the schema has checked keys and limits). */
export async function saveColumnPrefs(
  db: Database,
  userId: number,
  pageKey: string,
  prefs: ColumnPrefs,
): Promise<void> {
  checkPageKey(pageKey);
  for (const field of ['hidden', 'order'] as const) {
    const key = twice(prefs[field]);
    if (key !== undefined) throw new ServiceError('columnPref.duplicate', { field, key });
  }
  // a new list counts towards the user's cap (rows kept from before the rule count too)
  const max = COLUMN_PREF_LIMITS.pagesPerUser;
  if (
    (await findColumnPref(db, userId, pageKey)) === undefined &&
    (await countColumnPrefs(db, userId)) >= max
  )
    throw new ServiceError('columnPref.tooMany', { max });
  const { hidden, order, widths } = prefs;
  await upsertColumnPref(db, {
    userId,
    pageKey,
    prefs: JSON.stringify({ hidden, order, widths }),
    updateTime: formatDateTime(),
  });
}

/** Back to the list's defaults (any key of the pattern: rows kept from before the rule can go too). */
export async function resetColumnPrefs(db: Database, userId: number, pageKey: string): Promise<void> {
  await deleteColumnPref(db, userId, pageKey);
}
