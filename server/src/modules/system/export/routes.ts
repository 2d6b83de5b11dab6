import { createReadStream } from 'node:fs';
import { ExportTaskList, ExportTaskParams, IdListParam } from '@dis/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Cron } from 'croner';
import { success, table } from '../../../common/envelope';
import { parseIdList } from '../../../common/ids';
import { MessageResult } from '../../../common/schema';
import { percentEncode, XLSX_TYPE, XlsxResponse } from '../../../common/xlsx';
import { requireLoginUser } from '../../../security/session-store';
import { EmbeddedExportQueue, RedisExportQueue, type ExportQueue } from './engine';
import './messages';
import { ownTasks } from './repository';
import {
  cancelOwnTask,
  deleteOwnTasks,
  exportCentre,
  exportGivenUp,
  exportRunner,
  ownFile,
  resumeEmbedded,
  sweepExpired,
} from './service';

const TAG = 'system/export';
const PATH = '/system/export';
/** the expiry sweep: every ten minutes, and once at start */
const SWEEP_PATTERN = '*/10 * * * *';

/**
 * 下载中心 (docs/system/export.md): every signed-in staff member lists, downloads, cancels and
 * deletes their own background exports; no permission beyond the login, and nobody sees another
 * user's tasks. Owns the export queue (embedded, or BullMQ's with Redis) and fills the frame's
 * `app.exportCentre`, which every list export uses above `sys.export.asyncThreshold` rows.
 */
const exportRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const closing = new AbortController();
  const run = exportRunner(app, closing.signal);
  const { redisUrl, cacheKeyPrefix } = app.appConfig;
  const queue: ExportQueue = redisUrl
    ? await RedisExportQueue.start(redisUrl, cacheKeyPrefix, run, exportGivenUp(app), app.log)
    : new EmbeddedExportQueue(run);
  app.exportCentre.provide(exportCentre(app, queue));
  app.metrics.addQueue('sys-export', () => queue.depth());

  const sweep = () => {
    sweepExpired(app).catch((error: unknown) => app.log.error({ err: error }, 'export expiry sweep failed'));
  };
  let cron: Cron | undefined;
  app.addHook('onReady', async () => {
    if (queue.kind === 'embedded') await resumeEmbedded(app, queue);
    sweep();
    cron = new Cron(SWEEP_PATTERN, sweep);
  });
  app.addHook('onClose', async () => {
    cron?.stop();
    closing.abort();
    await queue.close();
  });

  app.get(
    `${PATH}/list`,
    {
      schema: {
        tags: [TAG],
        summary: '我的导出 · My background exports',
        description:
          "The caller's own export tasks, newest first, with their progress; never another user's.",
        response: { 200: ExportTaskList },
      },
    },
    async function listMyExports(request) {
      const rows = await ownTasks(app.db, requireLoginUser(request).userId);
      return table(request, rows.length, rows);
    },
  );

  app.get(
    `${PATH}/:taskId/download`,
    {
      schema: {
        tags: [TAG],
        summary: '下载导出文件 · Download a finished export',
        description: "The owner's finished file; another user's task answers like a missing one.",
        params: ExportTaskParams,
        response: XlsxResponse,
      },
    },
    async function downloadMyExport(request, reply) {
      const file = await ownFile(app, request.params.taskId, requireLoginUser(request).userId);
      const encoded = percentEncode(file.fileName);
      return reply
        .header('Content-Type', XLSX_TYPE)
        .header('Content-Length', String(file.size))
        .header('Content-Disposition', `attachment; filename=${encoded};filename*=utf-8''${encoded}`)
        .header('download-filename', encoded)
        .send(createReadStream(file.absolute) as never);
    },
  );

  app.put(
    `${PATH}/:taskId/cancel`,
    {
      schema: {
        tags: [TAG],
        summary: '取消导出 · Cancel an export',
        description:
          'A queued task leaves the queue; a running one stops at its next page and its file is deleted.',
        params: ExportTaskParams,
        response: { 200: MessageResult },
      },
    },
    async function cancelMyExport(request) {
      await cancelOwnTask(app, queue, request.params.taskId, requireLoginUser(request).userId);
      return success(request);
    },
  );

  app.delete(
    `${PATH}/:taskIds`,
    {
      schema: {
        tags: [TAG],
        summary: '删除导出 · Delete finished exports',
        description:
          'One id or several joined by commas; the files go with the rows. An unfinished task is refused.',
        params: IdListParam('taskIds'),
        response: { 200: MessageResult },
      },
    },
    async function deleteMyExports(request) {
      await deleteOwnTasks(app, parseIdList(request.params.taskIds), requireLoginUser(request).userId);
      return success(request);
    },
  );
};

export default exportRoutes;
