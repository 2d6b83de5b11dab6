import type { OperLogEntry as WrittenEntry } from '../../../common/oper-log';
import type { Database } from '../../../db/connection';
import { sysOperLog } from '../../../db/schema';
import { appendToChain } from '../log-chain/service';

export type OperLogEntry = Omit<typeof sysOperLog.$inferInsert, 'operId' | 'prevHash' | 'rowHash'>;

/** Writes one row at the end of the operation log's chain (docs/security.md "The logs are evidence"). */
export async function insertOperLog(db: Database, entry: OperLogEntry | WrittenEntry): Promise<void> {
  await appendToChain(db, 'oper', async (tx) => {
    const [row] = await tx.insert(sysOperLog).values(entry).returning();
    return row;
  });
}
