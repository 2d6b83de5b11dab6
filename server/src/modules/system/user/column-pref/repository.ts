import { and, count, eq } from 'drizzle-orm';
import type { Database } from '../../../../db/connection';
import { sysColumnPref } from '../../../../db/schema';

const ofUserPage = (userId: number, pageKey: string) =>
  and(eq(sysColumnPref.userId, userId), eq(sysColumnPref.pageKey, pageKey));

/** The stored preferences (JSON text) of one user's list, if any. */
export async function findColumnPref(
  db: Database,
  userId: number,
  pageKey: string,
): Promise<string | undefined> {
  const [row] = await db
    .select({ prefs: sysColumnPref.prefs })
    .from(sysColumnPref)
    .where(ofUserPage(userId, pageKey))
    .limit(1);
  return row?.prefs;
}

/** Writes one user's preferences of a list, replacing what was there. */
export async function upsertColumnPref(
  db: Database,
  row: { userId: number; pageKey: string; prefs: string; updateTime: string },
): Promise<void> {
  await db
    .insert(sysColumnPref)
    .values(row)
    .onConflictDoUpdate({
      target: [sysColumnPref.userId, sysColumnPref.pageKey],
      set: { prefs: row.prefs, updateTime: row.updateTime },
    });
}

/** Forgets one user's preferences of a list (the list's defaults again). */
export async function deleteColumnPref(db: Database, userId: number, pageKey: string): Promise<void> {
  await db.delete(sysColumnPref).where(ofUserPage(userId, pageKey));
}

/** How many lists a user keeps choices for. */
export async function countColumnPrefs(db: Database, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(sysColumnPref).where(eq(sysColumnPref.userId, userId));
  return Number(row?.n ?? 0);
}
