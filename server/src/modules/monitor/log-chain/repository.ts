import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  gte,
  inArray,
  isNotNull,
  isNull,
  lt,
  lte,
  or,
  type SQL,
} from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../../db/connection';
import { sysLogChain, sysLogChainGap, sysLogininfor, sysOperLog } from '../../../db/schema';
import type { ChainGap, ChainHead, ChainName, ChainedRow } from '../../../security/log-chain';

/**
 * The queries of the logs' chains (docs/security.md "The logs are evidence"): the head row each
 * append locks, the rows' hashes, the sealed gaps, the rows the check reads and the deletions the
 * retention period allows. The log modules write their rows through `service.ts`.
 */

/** The database or a transaction on it. */
export type Db = Pick<Database, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

/** What a chain is made of: its table, columns and the fields its hash covers, in that order. */
interface ChainTable {
  table: PgTable;
  id: PgColumn;
  time: PgColumn;
  prevHash: PgColumn;
  rowHash: PgColumn;
  /** the fields of version 1 of the chain, the id first: never reordered, never grown */
  fields: readonly PgColumn[];
}

export const CHAINS: Readonly<Record<ChainName, ChainTable>> = {
  oper: {
    table: sysOperLog,
    id: sysOperLog.operId,
    time: sysOperLog.operTime,
    prevHash: sysOperLog.prevHash,
    rowHash: sysOperLog.rowHash,
    fields: [
      sysOperLog.operId,
      sysOperLog.title,
      sysOperLog.businessType,
      sysOperLog.method,
      sysOperLog.requestMethod,
      sysOperLog.operatorType,
      sysOperLog.operName,
      sysOperLog.deptName,
      sysOperLog.operUrl,
      sysOperLog.operIp,
      sysOperLog.operLocation,
      sysOperLog.operParam,
      sysOperLog.jsonResult,
      sysOperLog.status,
      sysOperLog.errorMsg,
      sysOperLog.operTime,
      sysOperLog.costTime,
    ],
  },
  login: {
    table: sysLogininfor,
    id: sysLogininfor.infoId,
    time: sysLogininfor.loginTime,
    prevHash: sysLogininfor.prevHash,
    rowHash: sysLogininfor.rowHash,
    fields: [
      sysLogininfor.infoId,
      sysLogininfor.userName,
      sysLogininfor.ipaddr,
      sysLogininfor.loginLocation,
      sysLogininfor.browser,
      sysLogininfor.os,
      sysLogininfor.status,
      sysLogininfor.msg,
      sysLogininfor.loginTime,
    ],
  },
};

/** the fields of a chain's rows by position, as a select list */
const fieldList = (chain: ChainName) =>
  Object.fromEntries(CHAINS[chain].fields.map((column, index) => [`f${index}`, column])) as Record<
    string,
    PgColumn
  >;

export type StoredHead = ChainHead & { seal: string | null };

const headColumns = {
  anchorId: sysLogChain.anchorId,
  anchorHash: sysLogChain.anchorHash,
  headId: sysLogChain.headId,
  headHash: sysLogChain.headHash,
  seal: sysLogChain.seal,
};

/**
 * The chain's head, locked until the transaction ends (`FOR UPDATE`): of two replicas appending at
 * once, the second waits for the first's row. A head missing (never seeded) starts after the rows
 * there are.
 */
export async function lockHead(tx: Db, chain: ChainName): Promise<StoredHead> {
  const [locked] = await tx
    .select(headColumns)
    .from(sysLogChain)
    .where(eq(sysLogChain.chain, chain))
    .for('update');
  if (locked) return locked;
  await tx
    .insert(sysLogChain)
    .values({ chain, anchorId: (await highestId(tx, chain)) + 1 })
    .onConflictDoNothing();
  const [created] = await tx
    .select(headColumns)
    .from(sysLogChain)
    .where(eq(sysLogChain.chain, chain))
    .for('update');
  return created;
}

export async function highestId(db: Db, chain: ChainName): Promise<number> {
  const { table, id } = CHAINS[chain];
  const [row] = await db.select({ id }).from(table).orderBy(desc(id)).limit(1);
  return (row?.id as number | undefined) ?? 0;
}

export async function readHead(db: Db, chain: ChainName): Promise<StoredHead | undefined> {
  const [head] = await db.select(headColumns).from(sysLogChain).where(eq(sysLogChain.chain, chain));
  return head;
}

export async function writeHead(tx: Db, chain: ChainName, head: ChainHead, seal: string, now: string) {
  await tx
    .update(sysLogChain)
    .set({ ...head, seal, updateTime: now })
    .where(eq(sysLogChain.chain, chain));
}

/** A row's content in the chain's field order, as the database holds it. */
export function rowValues(chain: ChainName, row: Record<string, unknown>): unknown[] {
  return CHAINS[chain].fields.map((column) => row[fieldKey(chain, column)]);
}

/** the property a column has in a row the query layer answers (`operTime` for oper_time) */
function fieldKey(chain: ChainName, column: PgColumn): string {
  const table = CHAINS[chain].table as unknown as Record<string, unknown>;
  return Object.keys(table).find((key) => table[key] === column) ?? column.name;
}

export async function setRowHashes(tx: Db, chain: ChainName, id: number, prevHash: string, rowHash: string) {
  const c = CHAINS[chain];
  await tx
    .update(c.table)
    .set({ [fieldKey(chain, c.prevHash)]: prevHash, [fieldKey(chain, c.rowHash)]: rowHash } as never)
    .where(eq(c.id, id));
}

/** The chain's rows from `fromId` up to `toId`, in id order, `size` at a time. */
export async function* chainedRows(
  db: Db,
  chain: ChainName,
  fromId: number,
  toId: number,
  size = 1000,
): AsyncGenerator<ChainedRow[]> {
  const c = CHAINS[chain];
  const fields = fieldList(chain);
  let after = fromId - 1;
  for (;;) {
    const rows = (await db
      .select({ ...fields, prevHash: c.prevHash, rowHash: c.rowHash })
      .from(c.table)
      .where(and(gt(c.id, after), lte(c.id, toId)))
      .orderBy(asc(c.id))
      .limit(size)) as Array<Record<string, unknown>>;
    if (rows.length === 0) return;
    yield rows.map((row) => ({
      id: Number(row.f0),
      prevHash: (row.prevHash as string | null) ?? null,
      rowHash: (row.rowHash as string | null) ?? null,
      values: c.fields.map((_, index) => row[`f${index}`]),
    }));
    after = Number(rows[rows.length - 1].f0);
  }
}

/** Whether a chained row (one with a hash) lies below the anchor: the head was moved back over it. */
export async function chainedBelow(db: Db, chain: ChainName, anchorId: number): Promise<boolean> {
  const c = CHAINS[chain];
  const [row] = await db
    .select({ id: c.id })
    .from(c.table)
    .where(and(lt(c.id, anchorId), isNotNull(c.rowHash)))
    .limit(1);
  return row !== undefined;
}

export async function chainGaps(db: Db, chain: ChainName): Promise<Array<ChainGap & { seal: string }>> {
  return db
    .select({
      rowId: sysLogChainGap.rowId,
      prevHash: sysLogChainGap.prevHash,
      rowHash: sysLogChainGap.rowHash,
      seal: sysLogChainGap.seal,
    })
    .from(sysLogChainGap)
    .where(eq(sysLogChainGap.chain, chain))
    .orderBy(asc(sysLogChainGap.rowId));
}

export async function insertGaps(
  tx: Db,
  chain: ChainName,
  gaps: ReadonlyArray<ChainGap & { seal: string }>,
  removedBy: string,
  now: string,
) {
  if (gaps.length === 0) return;
  await tx
    .insert(sysLogChainGap)
    .values(gaps.map((gap) => ({ chain, ...gap, removedBy, removedTime: now })))
    .onConflictDoNothing();
}

/** The rows of these ids: their time and hashes (for a deletion by id). */
export async function rowsByIds(tx: Db, chain: ChainName, ids: readonly number[]) {
  const c = CHAINS[chain];
  const rows = (await tx
    .select({ id: c.id, time: c.time, prevHash: c.prevHash, rowHash: c.rowHash })
    .from(c.table)
    .where(inArray(c.id, [...ids]))) as Array<{
    id: number;
    time: string | null;
    prevHash: string | null;
    rowHash: string | null;
  }>;
  return rows;
}

export async function deleteRows(tx: Db, chain: ChainName, ids: readonly number[]): Promise<number> {
  if (ids.length === 0) return 0;
  const c = CHAINS[chain];
  const gone = await tx
    .delete(c.table)
    .where(inArray(c.id, [...ids]))
    .returning({ id: c.id });
  return gone.length;
}

/** Whether a row's time lies within the retention period (a row without a time counts as young). */
export const youngCondition = (chain: ChainName, cutoff: string): SQL =>
  or(gte(CHAINS[chain].time, cutoff), isNull(CHAINS[chain].time))!;

/**
 * The first row the retention period keeps: everything below it is older than `cutoff`. Rows go
 * oldest first, so the chain keeps one beginning; undefined when every row is older.
 */
export async function firstKeptId(tx: Db, chain: ChainName, cutoff: string): Promise<number | undefined> {
  const c = CHAINS[chain];
  const [row] = await tx
    .select({ id: c.id })
    .from(c.table)
    .where(youngCondition(chain, cutoff))
    .orderBy(asc(c.id))
    .limit(1);
  return row?.id as number | undefined;
}

/** The hash the chain reached just below `id` (its newest row or gap there), if any. */
export async function hashBelow(tx: Db, chain: ChainName, id: number, anchorId: number) {
  const c = CHAINS[chain];
  const [row] = (await tx
    .select({ id: c.id, rowHash: c.rowHash })
    .from(c.table)
    .where(and(lt(c.id, id), gte(c.id, anchorId), isNotNull(c.rowHash)))
    .orderBy(desc(c.id))
    .limit(1)) as Array<{ id: number; rowHash: string }>;
  const [gap] = await tx
    .select({ id: sysLogChainGap.rowId, rowHash: sysLogChainGap.rowHash })
    .from(sysLogChainGap)
    .where(and(eq(sysLogChainGap.chain, chain), lt(sysLogChainGap.rowId, id)))
    .orderBy(desc(sysLogChainGap.rowId))
    .limit(1);
  const newest = [row, gap].filter(Boolean).sort((a, b) => b.id - a.id)[0];
  return newest?.rowHash;
}

/** The rows from `id` on that are older than `cutoff` (written out of time order), with their hashes. */
export async function expiredFrom(tx: Db, chain: ChainName, id: number, cutoff: string) {
  const c = CHAINS[chain];
  return (await tx
    .select({ id: c.id, prevHash: c.prevHash, rowHash: c.rowHash })
    .from(c.table)
    .where(and(gte(c.id, id), lt(c.time, cutoff)))) as Array<{
    id: number;
    prevHash: string | null;
    rowHash: string | null;
  }>;
}

/** Deletes every row below `id`, and the gaps there; answers how many rows went. */
export async function deleteBelow(tx: Db, chain: ChainName, id: number): Promise<number> {
  const c = CHAINS[chain];
  const gone = await tx.delete(c.table).where(lt(c.id, id)).returning({ id: c.id });
  await tx.delete(sysLogChainGap).where(and(eq(sysLogChainGap.chain, chain), lt(sysLogChainGap.rowId, id)));
  return gone.length;
}

export async function countRows(db: Db, chain: ChainName): Promise<number> {
  const [row] = await db.select({ n: count() }).from(CHAINS[chain].table);
  return Number(row?.n ?? 0);
}
