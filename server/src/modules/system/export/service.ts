import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { finished } from 'node:stream/promises';
import { setImmediate } from 'node:timers/promises';
import { EXPORT_TASK_STATUS } from '@dis/contract';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@dis/contract/site';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { formatCompactDateTime, formatDateTime } from '../../../common/datetime';
import { ServiceError } from '../../../common/errors';
import type { BackgroundExport, ExportCentre, ExportSource } from '../../../common/export-registry';
import { batchesById, writeXlsx } from '../../../common/xlsx';
import type { MessageKey } from '../../../i18n/catalogue';
import { translate } from '../../../i18n/language';
import type { ScopedUser } from '../../../security/data-scope';
import { requireLoginUser } from '../../../security/session-store';
import { getConfigValue } from '../config/service';
import type { ExportGiveUp, ExportQueue, ExportRunner } from './engine';
import {
  cancelTask,
  claimTask,
  deleteTasks,
  expiredTasks,
  failTask,
  failUnfinished,
  findTask,
  finishTask,
  insertTask,
  ownTask,
  ownTasksWithIds,
  queuedTaskIds,
  recordProgress,
  reopenTask,
} from './repository';

/** The 下载中心's rules (docs/system/export.md). */

export const ExportSettings = {
  threshold: 'sys.export.asyncThreshold',
  keepHours: 'sys.export.keepHours',
} as const;
const DEFAULT_THRESHOLD = 5000;
const DEFAULT_KEEP_HOURS = 72;
/** rows read and written per page: progress and the cancel check happen once a page */
export const EXPORT_PAGE_SIZE = 1000;

const { queued, running, done, failed } = EXPORT_TASK_STATUS;

type Context = Pick<FastifyInstance, 'db' | 'cache' | 'appConfig' | 'exportSources' | 'log' | 'live'>;

/** Tells the owner's open consoles that a task moved (the badge and the drawer refresh; docs/live-updates.md). */
function announce(ctx: Context, userId: number, taskId: number): Promise<void> {
  return ctx.live.publish({ userIds: [userId] }, { type: 'export', data: { taskId } });
}

/** What a task keeps of its request: the filter as sent and the requester's data scope. */
interface StoredRequest {
  filter: unknown;
  user: ScopedUser;
}

async function positiveSetting(ctx: Context, key: string, fallback: number): Promise<number> {
  const value = Number((await getConfigValue(ctx, key)).trim());
  return Number.isFinite(value) && value >= 0 ? value : fallback;
}

/** `sys.export.asyncThreshold` (5000 when blank or not a number). */
export const exportThreshold = (ctx: Context) =>
  positiveSetting(ctx, ExportSettings.threshold, DEFAULT_THRESHOLD);

/** When a task that ends now is deleted: now + `sys.export.keepHours` (72 when blank or not a number). */
async function expiry(ctx: Context, from = new Date()): Promise<string> {
  const hours = await positiveSetting(ctx, ExportSettings.keepHours, DEFAULT_KEEP_HOURS);
  return formatDateTime(new Date(from.getTime() + hours * 3_600_000));
}

/** `DATA_DIR/exports/<userId>/<taskId>.xlsx`, as stored (relative to DATA_DIR) and as opened. */
function fileOf(ctx: Context, userId: number, taskId: number) {
  const relative = path.posix.join('exports', String(userId), `${taskId}.xlsx`);
  return { relative, absolute: resolveStored(ctx, relative) };
}

/** A stored path inside `DATA_DIR/exports/` (anything else is refused). */
export function resolveStored(ctx: Pick<Context, 'appConfig'>, relative: string): string {
  const root = path.resolve(ctx.appConfig.dataDir, 'exports');
  const absolute = path.resolve(ctx.appConfig.dataDir, relative);
  if (!absolute.startsWith(`${root}${path.sep}`)) throw new Error(`not an export file: ${relative}`);
  return absolute;
}

async function removeFile(ctx: Context, relative: string | null | undefined): Promise<void> {
  if (!relative) return;
  await fs.rm(resolveStored(ctx, relative), { force: true }).catch(() => undefined);
}

/** The centre the export routes hand big exports to (`app.exportCentre`). */
export function exportCentre(ctx: Context, queue: ExportQueue): ExportCentre {
  return {
    threshold: () => exportThreshold(ctx),
    async enqueue(request: FastifyRequest, task: BackgroundExport) {
      const source = ctx.exportSources.get(task.resource);
      if (!source) throw new ServiceError('system.export.unknownList');
      const user = requireLoginUser(request);
      const stored: StoredRequest = {
        filter: task.filter,
        user: { userId: user.userId, deptId: user.deptId, roleScopes: user.roleScopes },
      };
      const taskId = await insertTask(ctx.db, {
        userId: user.userId,
        userName: user.userName,
        resource: task.resource,
        title: source.sheetName(request.lang).slice(0, 100),
        fileName: `${source.fileName}_${formatCompactDateTime()}.xlsx`,
        status: queued,
        filters: JSON.stringify(stored),
        lang: request.lang,
        totalRows: task.total,
        doneRows: 0,
        createTime: formatDateTime(),
      });
      await queue.add(taskId);
      return { code: 200, msg: request.t('system.export.queued'), data: { taskId } };
    },
  };
}

/** A failure whose words the owner may read (anything else is logged and said generically). */
class ExportFailure extends Error {
  constructor(readonly key: MessageKey) {
    super(key);
  }
}

/**
 * Runs one task: takes it if it is still queued, counts, writes the workbook page by page into its
 * file (rows never held whole: exceljs's streaming writer), records the progress each page and
 * stops when the row says cancelled (deleting the partial file). Ends the row done or failed (also
 * when the server shuts down meanwhile: `closing`).
 */
export function exportRunner(ctx: Context, closing?: AbortSignal): ExportRunner {
  return async (taskId, options) => {
    const task = await findTask(ctx.db, taskId);
    if (!task) return;
    // handed out again after the replica running it stopped: the task starts afresh
    if (task.status === running && options?.resumed) await reopenTask(ctx.db, taskId);
    else if (task.status !== queued) return;
    if (!(await claimTask(ctx.db, taskId, null))) return;
    await announce(ctx, task.userId, taskId);
    const lang: Language = isLanguage(task.lang) ? task.lang : DEFAULT_LANGUAGE;
    const file = fileOf(ctx, task.userId, taskId);
    let doneRows = 0;
    try {
      const source: ExportSource | undefined = ctx.exportSources.get(task.resource);
      if (!source) throw new ExportFailure('system.export.unknownList');
      const { filter, user } = JSON.parse(task.filters ?? '{}') as StoredRequest;
      const totalRows = await source.count(ctx.db, filter, user);
      if (!(await recordProgress(ctx.db, taskId, { doneRows, totalRows }))) return;
      await fs.mkdir(path.dirname(file.absolute), { recursive: true });
      let stopped = false;
      const fetchBelow = source.batches(ctx.db, filter, user);
      async function* pages() {
        for await (const batch of batchesById(fetchBelow, source!.idOf, EXPORT_PAGE_SIZE)) {
          yield batch;
          doneRows += batch.length;
          // the server is shutting down: the task fails now rather than holding the shutdown
          if (closing?.aborted) throw new ExportFailure('system.export.interrupted');
          // one write a page: the progress, and whether the row is still running (取消)
          if (!(await recordProgress(ctx.db, taskId, { doneRows }))) {
            stopped = true;
            return;
          }
          // one turn of the event loop a page: the embedded database answers without any I/O, so
          // without it a long export would hold every request (and timer) until it ends
          await setImmediate();
        }
      }
      const output = createWriteStream(file.absolute);
      try {
        const columns = await source.columns(lang);
        await Promise.all([writeXlsx(output, source.sheetName(lang), columns, pages()), finished(output)]);
      } catch (error) {
        output.destroy();
        throw error;
      }
      if (stopped) {
        await removeFile(ctx, file.relative);
        return;
      }
      const { size } = await fs.stat(file.absolute);
      const ended = await finishTask(ctx.db, taskId, {
        status: done,
        doneRows,
        fileSize: size,
        filePath: file.relative,
        errorMsg: null,
        finishTime: formatDateTime(),
        expireTime: await expiry(ctx),
      });
      if (!ended) await removeFile(ctx, file.relative);
      await announce(ctx, task.userId, taskId);
    } catch (error) {
      if (!(error instanceof ExportFailure))
        ctx.log.error({ err: error, taskId }, 'background export failed');
      await removeFile(ctx, file.relative);
      await finishTask(ctx.db, taskId, {
        status: failed,
        doneRows,
        fileSize: null,
        filePath: null,
        errorMsg: translate(lang, error instanceof ExportFailure ? error.key : 'system.export.failed'),
        finishTime: formatDateTime(),
        expireTime: await expiry(ctx),
      }).catch((failure: unknown) => ctx.log.error({ err: failure, taskId }, 'could not record the failure'));
      await announce(ctx, task.userId, taskId);
    }
  };
}

/**
 * BullMQ gave the task up (the replicas running it stopped twice): a row still queued or running
 * ends failed as interrupted, its partial file is removed and its owner's 下载中心 is told.
 */
export function exportGivenUp(ctx: Context): ExportGiveUp {
  return async (taskId) => {
    try {
      const task = await findTask(ctx.db, taskId);
      if (!task) return;
      const lang: Language = isLanguage(task.lang) ? task.lang : DEFAULT_LANGUAGE;
      const ended = await failTask(ctx.db, taskId, {
        errorMsg: translate(lang, 'system.export.interrupted'),
        finishTime: formatDateTime(),
        expireTime: await expiry(ctx),
      });
      if (!ended) return;
      await removeFile(ctx, fileOf(ctx, task.userId, taskId).relative);
      await announce(ctx, task.userId, taskId);
    } catch (error) {
      ctx.log.error({ err: error, taskId }, 'could not record the export given up');
    }
  };
}

/**
 * At start on the embedded queue (one process holds every task): a task left running by the
 * previous process failed with it; the queued ones are queued again.
 */
export async function resumeEmbedded(ctx: Context, queue: ExportQueue): Promise<void> {
  const now = new Date();
  await failUnfinished(ctx.db, {
    errorMsg: translate(DEFAULT_LANGUAGE, 'system.export.interrupted'),
    finishTime: formatDateTime(now),
    expireTime: await expiry(ctx, now),
  });
  for (const taskId of await queuedTaskIds(ctx.db)) await queue.add(taskId);
}

/** Deletes the finished tasks whose time is up, their files first. Answers how many. */
export async function sweepExpired(ctx: Context, now = new Date()): Promise<number> {
  const rows = await expiredTasks(ctx.db, formatDateTime(now));
  for (const row of rows) await removeFile(ctx, row.filePath);
  await deleteTasks(
    ctx.db,
    rows.map((row) => row.taskId),
  );
  return rows.length;
}

/** 取消: the owner's queued or running task becomes cancelled (the worker stops at its next page). */
export async function cancelOwnTask(ctx: Context, queue: ExportQueue, taskId: number, userId: number) {
  const task = await ownTask(ctx.db, taskId, userId);
  if (!task) throw new ServiceError('system.export.missing');
  const now = new Date();
  const changed = await cancelTask(ctx.db, taskId, userId, {
    finishTime: formatDateTime(now),
    expireTime: await expiry(ctx, now),
  });
  if (!changed) throw new ServiceError('system.export.notCancellable');
  await queue.drop(taskId);
  await announce(ctx, userId, taskId);
}

/** 删除: the owner's finished tasks and their files; an unfinished one is refused (取消 first). */
export async function deleteOwnTasks(ctx: Context, ids: number[], userId: number): Promise<void> {
  const rows = await ownTasksWithIds(ctx.db, ids, userId);
  if (rows.length < ids.length) throw new ServiceError('system.export.missing');
  if (rows.some((row) => row.status === queued || row.status === running))
    throw new ServiceError('system.export.stillRunning');
  for (const row of rows) await removeFile(ctx, row.filePath);
  await deleteTasks(
    ctx.db,
    rows.map((row) => row.taskId),
  );
}

/** 下载: the owner's finished file (another user's task is as good as missing). */
export async function ownFile(ctx: Context, taskId: number, userId: number) {
  const task = await ownTask(ctx.db, taskId, userId);
  if (!task) throw new ServiceError('system.export.missing');
  if (task.status !== done || !task.filePath) throw new ServiceError('system.export.notReady');
  const absolute = resolveStored(ctx, task.filePath);
  const stat = await fs.stat(absolute).catch(() => null);
  if (!stat?.isFile()) throw new ServiceError('system.export.notReady');
  return { absolute, fileName: task.fileName, size: stat.size };
}
