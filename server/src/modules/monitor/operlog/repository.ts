import type { Database } from '../../../db/connection';
import { sysOperLog } from '../../../db/schema';

export type OperLogEntry = Omit<typeof sysOperLog.$inferInsert, 'operId'>;

export async function insertOperLog(db: Database, entry: OperLogEntry): Promise<void> {
  await db.insert(sysOperLog).values(entry);
}
