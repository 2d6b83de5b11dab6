import crypto from 'node:crypto';

/**
 * The tamper-evident chain of the operation and login logs (docs/security.md "The logs are
 * evidence"): every row carries `row_hash`, a keyed hash (HMAC-SHA-256) over its content and the
 * hash of the row before it (`prev_hash`). Whoever edits a row, removes one, or cuts the newest off
 * without the key cannot make the hashes agree again, so the check names the first row where they
 * stop agreeing. This file is the arithmetic; `modules/monitor/log-chain/` keeps the chain.
 *
 * - The key is derived from the installation's secret key (`TOTP_ENCRYPTION_KEY`, else
 *   `DATA_DIR/totp-key`: `security/totp-key.ts`), so a copy of the database alone cannot recompute
 *   the hashes; every replica and the `npm run logs:verify` command derive the same key.
 * - The chain's head (`sys_log_chain`: the newest row's id and hash, and the anchor where the chain
 *   begins after old rows were cleaned) is sealed with the same key, so cutting off the newest rows
 *   and rewinding the head is seen too.
 * - A row of expired age deleted by id leaves a sealed gap (`sys_log_chain_gap`: its id and
 *   hashes), so the chain still links across it.
 */

export type ChainName = 'oper' | 'login';

/** The 32-byte key of the chains, derived from the installation's secret key. */
export function logChainKey(secretKey: Buffer): Buffer {
  return Buffer.from(crypto.hkdfSync('sha256', secretKey, Buffer.alloc(0), 'dis-log-chain-v1', 32));
}

const hmac = (key: Buffer, text: string) => crypto.createHmac('sha256', key).update(text).digest('hex');

/**
 * A row's hash: over the chain's name, the previous row's hash and the row's content (`values`,
 * the row's id first, in the fixed order of the chain's fields, as the database answers them).
 */
export function rowHash(key: Buffer, chain: ChainName, prevHash: string, values: readonly unknown[]): string {
  return hmac(key, `row\n${chain}\n${prevHash}\n${JSON.stringify(values)}`);
}

/** The chain's head: where it begins (anchor) and its newest row. */
export interface ChainHead {
  anchorId: number;
  anchorHash: string;
  headId: number;
  headHash: string;
}

export function headSeal(key: Buffer, chain: ChainName, head: ChainHead): string {
  return hmac(key, `head\n${chain}\n${head.anchorId}\n${head.anchorHash}\n${head.headId}\n${head.headHash}`);
}

/** A row removed by id once it had expired: enough of it to link across. */
export interface ChainGap {
  rowId: number;
  prevHash: string;
  rowHash: string;
}

export function gapSeal(key: Buffer, chain: ChainName, gap: ChainGap): string {
  return hmac(key, `gap\n${chain}\n${gap.rowId}\n${gap.prevHash}\n${gap.rowHash}`);
}

export const sealMatches = (stored: string | null | undefined, expected: string) =>
  !!stored &&
  stored.length === expected.length &&
  crypto.timingSafeEqual(Buffer.from(stored), Buffer.from(expected));

/** A stored row, as the check reads it. */
export interface ChainedRow {
  id: number;
  prevHash: string | null;
  rowHash: string | null;
  /** the row's content in the chain's field order (the id first) */
  values: readonly unknown[];
}

/** What the check found: the chain whole, or the first place it breaks. */
export type ChainVerdict =
  | { intact: true; checked: number }
  | {
      intact: false;
      checked: number;
      /** altered: the row's content or hash changed (or it was written around the chain) */
      problem: 'altered' | 'removed' | 'truncated' | 'head';
      /** the first row that is not as written (altered), or the row after the gap (removed) */
      rowId?: number;
      /** the last row found whole before the problem */
      afterId?: number;
    };

/**
 * Walks the chain from its anchor: rows and sealed gaps in id order, each linking to the one
 * before; at the end the newest must be the sealed head. `rows` yields batches in ascending id
 * order, from the anchor on.
 */
export async function walkChain(
  key: Buffer,
  chain: ChainName,
  head: ChainHead & { seal: string | null },
  gaps: ReadonlyArray<ChainGap & { seal: string | null }>,
  rows: AsyncIterable<ChainedRow[]>,
): Promise<ChainVerdict> {
  if (!sealMatches(head.seal, headSeal(key, chain, head)))
    return { intact: false, checked: 0, problem: 'head' };
  let expected = head.anchorHash;
  let lastId: number | undefined;
  let checked = 0;
  const pending = [...gaps].sort((a, b) => a.rowId - b.rowId);
  let g = 0;
  /** steps over the sealed gaps below `id`; false when one does not link */
  const overGaps = (id: number) => {
    while (g < pending.length && pending[g].rowId < id) {
      const gap = pending[g];
      if (!sealMatches(gap.seal, gapSeal(key, chain, gap)) || gap.prevHash !== expected) return false;
      expected = gap.rowHash;
      lastId = gap.rowId;
      g += 1;
    }
    return true;
  };
  for await (const batch of rows) {
    for (const row of batch) {
      const gapsLink = overGaps(row.id);
      if (!gapsLink || row.prevHash !== expected) {
        // a row in between went (or a gap was forged); a row written around the chain has no hash
        if (row.rowHash === null && row.prevHash === null)
          return { intact: false, checked, problem: 'altered', rowId: row.id, afterId: lastId };
        return { intact: false, checked, problem: 'removed', rowId: row.id, afterId: lastId };
      }
      if (!sealMatches(row.rowHash, rowHash(key, chain, expected, row.values)))
        return { intact: false, checked, problem: 'altered', rowId: row.id, afterId: lastId };
      expected = row.rowHash!;
      lastId = row.id;
      checked += 1;
    }
  }
  if (!overGaps(Number.MAX_SAFE_INTEGER) || expected !== head.headHash || (lastId ?? 0) !== head.headId)
    return { intact: false, checked, problem: 'truncated', afterId: lastId };
  return { intact: true, checked };
}
