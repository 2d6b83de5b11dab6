import { lt, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/connection';
import { sysOperLog } from '../../../db/schema';

export type OperLogEntry = Omit<typeof sysOperLog.$inferInsert, 'operId'>;

export async function insertOperLog(db: Database, entry: OperLogEntry): Promise<void> {
  await db.insert(sysOperLog).values(entry);
}

/** Deletes the entries older than `cutoff` (a job's maintenance task); answers how many went. */
export async function purgeOperLogs(db: Database, cutoff: SQL): Promise<number> {
  const rows = await db
    .delete(sysOperLog)
    .where(lt(sysOperLog.operTime, cutoff))
    .returning({ id: sysOperLog.operId });
  return rows.length;
}
