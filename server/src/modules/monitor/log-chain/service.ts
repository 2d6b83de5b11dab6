import type { Language } from '@dis/contract/site';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { formatDateTime } from '../../../common/datetime';
import { ServiceError } from '../../../common/errors';
import type { Database } from '../../../db/connection';
import { translate } from '../../../i18n/language';
import {
  gapSeal,
  headSeal,
  logChainKey,
  rowHash,
  walkChain,
  type ChainName,
  type ChainVerdict,
} from '../../../security/log-chain';
import { requireLoginUser } from '../../../security/session-store';
import { totpKeyOf } from '../../../security/totp-key';
import { getConfigValue, type ConfigContext } from '../../system/config/service';
import {
  chainedBelow,
  chainedRows,
  chainGaps,
  countRows,
  deleteBelow,
  deleteRows,
  expiredFrom,
  firstKeptId,
  hashBelow,
  highestId,
  insertGaps,
  lockHead,
  readHead,
  rowsByIds,
  rowValues,
  setRowHashes,
  writeHead,
  type Db,
} from './repository';
import { chainLabel } from './messages';

/**
 * The operation and login logs are evidence (docs/security.md "The logs are evidence"): rows are
 * appended to a keyed hash chain, rows younger than the retention period are deleted by nobody,
 * and the check names the first row altered or removed. The arithmetic is `security/log-chain.ts`.
 */

/** The setting of the retention period, in days; less than the minimum counts as the minimum. */
export const LOG_RETENTION_KEY = 'sys.log.retentionDays';
/** Six months: what China's Cybersecurity Law (网络安全法 art. 21) asks network logs to be kept for. */
export const LOG_RETENTION_MIN_DAYS = 180;

const DAY_MS = 86_400_000;

/** The chains' key, by database: bound once when the log modules register (`bindLogChainKey`). */
const keys = new WeakMap<object, Buffer>();

/** Binds the chains' key to a database: derived from the installation's secret key. */
export function bindLogChainKey(
  db: Database,
  config: { totpEncryptionKey?: string; dataDir: string },
): Buffer {
  const key = logChainKey(totpKeyOf(config));
  keys.set(db, key);
  return key;
}

function keyOf(db: Database): Buffer {
  const key = keys.get(db);
  if (!key) throw new Error('the log chains have no key: bindLogChainKey was not called for this database');
  return key;
}

/** The retention period in days: the setting, never less than the minimum. */
export async function retentionDays(ctx: ConfigContext): Promise<number> {
  const days = Number.parseInt((await getConfigValue(ctx, LOG_RETENTION_KEY)).trim(), 10);
  return Number.isFinite(days) && days > LOG_RETENTION_MIN_DAYS ? days : LOG_RETENTION_MIN_DAYS;
}

/** The oldest time a row must have to be deleted: `days` before now. */
const cutoffOf = (days: number, now = Date.now()) => formatDateTime(new Date(now - days * DAY_MS));

/**
 * Appends one row to a chain: `insert` writes it and answers it as stored (`RETURNING`); its hashes
 * and the head follow in the same transaction, under the head's row lock, so rows written at once
 * by two replicas chain one after the other.
 */
export async function appendToChain(
  db: Database,
  chain: ChainName,
  insert: (tx: Db) => Promise<Record<string, unknown>>,
): Promise<void> {
  const key = keyOf(db);
  await db.transaction(async (tx) => {
    const head = await lockHead(tx, chain);
    const row = await insert(tx);
    const values = rowValues(chain, row);
    const id = Number(values[0]);
    const hash = rowHash(key, chain, head.headHash, values);
    await setRowHashes(tx, chain, id, head.headHash, hash);
    const next = { anchorId: head.anchorId, anchorHash: head.anchorHash, headId: id, headHash: hash };
    await writeHead(tx, chain, next, headSeal(key, chain, next), formatDateTime());
  });
}

/**
 * 清空 and the maintenance jobs: deletes the rows older than `days` (at least the retention
 * period). The oldest run of them goes whole and the chain begins after it (a new anchor); an
 * expired row found later (written out of time order) leaves a sealed gap, as a deletion by id
 * does, so what remains is still one chain. Answers how many rows went and how many are kept.
 */
export async function cleanExpired(
  db: Database,
  chain: ChainName,
  days: number,
  /** who cleaned (kept with the gaps): the staff member, or the job */
  removedBy = 'job',
): Promise<{ removed: number; kept: number }> {
  const key = keyOf(db);
  const cutoff = cutoffOf(Math.max(days, LOG_RETENTION_MIN_DAYS));
  return db.transaction(async (tx) => {
    const head = await lockHead(tx, chain);
    const boundary = (await firstKeptId(tx, chain, cutoff)) ?? (await highestId(tx, chain)) + 1;
    let next = {
      anchorId: head.anchorId,
      anchorHash: head.anchorHash,
      headId: head.headId,
      headHash: head.headHash,
    };
    if (boundary > head.anchorId) {
      const reached = await hashBelow(tx, chain, boundary, head.anchorId);
      next = { ...next, anchorId: boundary, anchorHash: reached ?? head.anchorHash };
    }
    let removed = await deleteBelow(tx, chain, boundary);
    const stragglers = await expiredFrom(tx, chain, boundary, cutoff);
    removed += await removeWithGaps(tx, key, chain, next.anchorId, stragglers, removedBy);
    await writeHead(tx, chain, next, headSeal(key, chain, next), formatDateTime());
    return { removed, kept: await countRows(tx, chain) };
  });
}

/** Deletes these rows, each chained one leaving a sealed gap; answers how many went. */
async function removeWithGaps(
  tx: Db,
  key: Buffer,
  chain: ChainName,
  anchorId: number,
  rows: ReadonlyArray<{ id: number; prevHash: string | null; rowHash: string | null }>,
  removedBy: string,
): Promise<number> {
  const gaps = rows
    .filter((row) => row.id >= anchorId && row.prevHash !== null && row.rowHash !== null)
    .map((row) => ({ rowId: row.id, prevHash: row.prevHash!, rowHash: row.rowHash! }))
    .map((gap) => ({ ...gap, seal: gapSeal(key, chain, gap) }));
  await insertGaps(tx, chain, gaps, removedBy, formatDateTime());
  return deleteRows(
    tx,
    chain,
    rows.map((row) => row.id),
  );
}

/**
 * Deletes rows by id when every one is older than the retention period (refused otherwise, naming
 * how many are within it); each chained row leaves a sealed gap, so the chain links across it.
 */
export async function removeExpired(
  db: Database,
  chain: ChainName,
  ids: readonly number[],
  days: number,
  removedBy: string,
): Promise<number> {
  const key = keyOf(db);
  const cutoff = cutoffOf(days);
  return db.transaction(async (tx) => {
    const head = await lockHead(tx, chain);
    const rows = await rowsByIds(tx, chain, ids);
    const young = rows.filter((row) => row.time === null || row.time >= cutoff);
    if (young.length > 0) throw new ServiceError('monitor.log.retained', { days, count: young.length });
    return removeWithGaps(tx, key, chain, head.anchorId, rows, removedBy);
  });
}

/**
 * The check (the 操作日志 / 登录日志 buttons and `npm run logs:verify`): walks the chain from its
 * anchor to the head in one consistent snapshot and answers the first place it breaks.
 */
export async function verifyChain(db: Database, key: Buffer, chain: ChainName): Promise<ChainVerdict> {
  return db.transaction(
    async (tx) => {
      const head = await readHead(tx, chain);
      if (!head) return { intact: false, checked: 0, problem: 'head' } as const;
      // rows below the anchor carry no hash: one that does means the head was moved back over it
      if (await chainedBelow(tx, chain, head.anchorId))
        return { intact: false, checked: 0, problem: 'head' } as const;
      const pristine =
        head.seal === null && head.headId === 0 && head.headHash === '' && head.anchorHash === '';
      const sealed = pristine ? { ...head, seal: headSeal(key, chain, head) } : head;
      const newest = Math.max(head.headId, await highestId(tx, chain));
      return walkChain(
        key,
        chain,
        sealed,
        await chainGaps(tx, chain),
        chainedRows(tx, chain, head.anchorId, newest),
      );
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

/** `verifyChain` on the app's database with its key. */
export function verifyLogChain(app: FastifyInstance, chain: ChainName): Promise<ChainVerdict> {
  return verifyChain(app.db, keyOf(app.db), chain);
}

/** The verdict in words: 操作日志完整：已校验N条记录, 操作日志第N条记录被篡改 … */
export function verdictMessage(lang: Language, chain: ChainName, verdict: ChainVerdict): string {
  const log = chainLabel(lang, chain);
  if (verdict.intact) return translate(lang, 'monitor.logChain.intact', { log, count: verdict.checked });
  const { rowId, afterId } = verdict;
  switch (verdict.problem) {
    case 'altered':
      return translate(lang, 'monitor.logChain.altered', { log, id: rowId ?? '' });
    case 'removed':
      return afterId === undefined
        ? translate(lang, 'monitor.logChain.removedBefore', { log, id: rowId ?? '' })
        : translate(lang, 'monitor.logChain.removedBetween', { log, after: afterId, id: rowId ?? '' });
    case 'truncated':
      return afterId === undefined
        ? translate(lang, 'monitor.logChain.removedAll', { log })
        : translate(lang, 'monitor.logChain.truncated', { log, after: afterId });
    case 'head':
      return translate(lang, 'monitor.logChain.head', { log });
  }
}

/**
 * What a log's resource deletes: by id only rows past the retention period, and 清空 only those,
 * answering how many it kept and why (`defineResource`'s `remove` and `clean`).
 */
export function evidenceDeletes(app: FastifyInstance, chain: ChainName) {
  return {
    remove: async (ids: number[], request: FastifyRequest) =>
      removeExpired(app.db, chain, ids, await retentionDays(app), requireLoginUser(request).userName),
    clean: async (request: FastifyRequest) => {
      const days = await retentionDays(app);
      const { removed, kept } = await cleanExpired(app.db, chain, days, requireLoginUser(request).userName);
      return request.t('monitor.log.cleaned', { removed, kept, days });
    },
  };
}
