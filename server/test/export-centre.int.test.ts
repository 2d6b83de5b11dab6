/** @jest-environment ./server/test/native-modules-environment.cjs */
import fs from 'node:fs';
import path from 'node:path';
import { Queue } from 'bullmq';
import ExcelJS from 'exceljs';
import Redis from 'ioredis';
import { eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { sysConfig, sysExportTask, sysLogininfor } from '../src/db/schema';
import { exportGivenUp, exportRunner, sweepExpired } from '../src/modules/system/export/service';
import { setupTestApp } from './helper';
import { insertUsers } from './fixtures';
import { exportForm } from './marketing-support';
import { addLoginRows, slowExport } from './export-support';

/** 下载中心 (docs/system/export.md): big exports run in the background, on both databases. */
const t = setupTestApp();

let admin: string;
let ry: string;

beforeAll(async () => {
  admin = await t.login('admin');
  ry = await t.login('ry');
});

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token = admin, lang = 'zh-cn') =>
  t.request({ method, url, token, headers: { 'accept-language': lang } });

const exportList = (url: string, fields: Record<string, string> = {}, lang = 'zh-cn', token = admin) => {
  const form = exportForm(fields);
  return t.request({
    method: 'POST',
    url,
    token,
    payload: form.payload,
    headers: { ...form.headers, 'accept-language': lang },
  });
};

/** edits a setting through the console's API (参数设置), as staff do */
async function setSetting(configKey: string, configValue: string) {
  const [row] = await t.app.db.select().from(sysConfig).where(eq(sysConfig.configKey, configKey));
  const current = (await call('GET', `/system/config/${row.configId}`)).json().data;
  const answer = (
    await t.request({
      method: 'PUT',
      url: '/system/config',
      token: admin,
      payload: { ...current, configValue },
    })
  ).json();
  expect(answer).toMatchObject({ code: 200 });
}

interface Task {
  taskId: number;
  title: string;
  fileName: string;
  status: string;
  totalRows: number | null;
  doneRows: number;
  fileSize: number | null;
  errorMsg: string | null;
  finishTime: string | null;
  expireTime: string | null;
}

async function myTasks(token = admin): Promise<Task[]> {
  const body = (await call('GET', '/system/export/list', token)).json();
  expect(body).toMatchObject({ code: 200 });
  return body.rows as Task[];
}

async function waitFor(
  taskId: number,
  done: (task: Task) => boolean,
  timeoutMs = 60_000,
  token = admin,
): Promise<Task> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const task = (await myTasks(token)).find((one) => one.taskId === taskId);
    if (task && done(task)) return task;
    if (Date.now() > until) throw new Error(`task ${taskId} is still ${JSON.stringify(task)}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

const finished = (task: Task) => ['2', '3', '4'].includes(task.status);

async function readWorkbook(bytes: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  const rows: unknown[][] = [];
  sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return { sheetName: sheet.name, rows };
}

const fileOfTask = (userId: number, taskId: number) =>
  path.join(t.config.dataDir, 'exports', String(userId), `${taskId}.xlsx`);

const isWorkbook = (response: LightMyRequestResponse) =>
  String(response.headers['content-type']).includes('spreadsheetml');

describe('the export centre', () => {
  it('below the threshold the workbook comes back at once, as before', async () => {
    await setSetting('sys.export.asyncThreshold', '5000');
    const response = await exportList('/system/user/export');
    expect(isWorkbook(response)).toBe(true);
    const { rows } = await readWorkbook(response.rawPayload);
    expect(rows.length).toBe(1 + 2);
    expect(await myTasks()).toEqual([]);
  });

  it('above it the export becomes a task that runs to a file the owner alone downloads', async () => {
    await setSetting('sys.export.asyncThreshold', '1');
    const response = await exportList('/system/user/export', {}, 'en');
    expect(response.headers['content-type']).toContain('application/json');
    const body = response.json();
    expect(body).toEqual({
      code: 200,
      msg: 'That is a lot of rows: the export runs in the background; download it from the Download centre when it is done',
      data: { taskId: expect.any(Number) },
    });
    const { taskId } = body.data;

    const task = await waitFor(taskId, finished);
    expect(task).toMatchObject({ status: '2', totalRows: 2, doneRows: 2, title: 'Users', errorMsg: null });
    expect(task.fileName).toMatch(/^user_\d{14}\.xlsx$/);
    expect(task.fileSize).toBe(fs.statSync(fileOfTask(1, taskId)).size);
    expect(task.expireTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    // kept 72 hours (the default of sys.export.keepHours)
    const kept =
      new Date(task.expireTime!.replace(' ', 'T')).getTime() -
      new Date(task.finishTime!.replace(' ', 'T')).getTime();
    expect(kept).toBe(72 * 3_600_000);

    const download = await call('GET', `/system/export/${taskId}/download`);
    expect(isWorkbook(download)).toBe(true);
    expect(decodeURIComponent(String(download.headers['download-filename']))).toBe(task.fileName);
    const { sheetName, rows } = await readWorkbook(download.rawPayload);
    // the requester's language: English headers and labels, as the immediate export
    expect(sheetName).toBe('Users');
    expect(rows).toHaveLength(3);
    expect(rows[0]).toContain('User name');
    expect(
      rows
        .slice(1)
        .map((row) => row[1])
        .sort(),
    ).toEqual(['admin', 'ry']);

    // another user: as if there were no such task, and it is not in their list
    expect((await call('GET', `/system/export/${taskId}/download`, ry)).json()).toEqual({
      code: 500,
      msg: '导出任务不存在',
    });
    expect((await myTasks(ry)).map((one) => one.taskId)).not.toContain(taskId);
    expect((await call('DELETE', `/system/export/${taskId}`, ry)).json().code).toBe(500);
    expect((await call('PUT', `/system/export/${taskId}/cancel`, ry)).json().code).toBe(500);
    // a finished task cannot be cancelled
    expect((await call('PUT', `/system/export/${taskId}/cancel`)).json()).toEqual({
      code: 500,
      msg: '只能取消排队中或进行中的导出',
    });

    // 删除: the row and the file go
    expect((await call('DELETE', `/system/export/${taskId}`)).json()).toMatchObject({ code: 200 });
    expect(fs.existsSync(fileOfTask(1, taskId))).toBe(false);
    expect((await myTasks()).map((one) => one.taskId)).not.toContain(taskId);
  });

  it('runs the same filters as the list', async () => {
    await setSetting('sys.export.asyncThreshold', '0');
    const { taskId } = (await exportList('/system/user/export', { userName: 'ry' })).json().data;
    const task = await waitFor(taskId, finished);
    expect(task).toMatchObject({ status: '2', doneRows: 1 });
    const { rows } = await readWorkbook((await call('GET', `/system/export/${taskId}/download`)).rawPayload);
    expect(rows.slice(1).map((row) => row[1])).toEqual(['ry']);
    await call('DELETE', `/system/export/${taskId}`);
  });

  it("keeps the requester's data scope, as the immediate export does", async () => {
    // ry's role sees departments 100, 101 and 105 only; admin is in 103
    await insertUsers(t.app, [
      { userName: 'scope_in', deptId: 105 },
      { userName: 'scope_out', deptId: 103 },
    ]);
    await setSetting('sys.export.asyncThreshold', '5000');
    const immediate = await exportList('/system/user/export', {}, 'zh-cn', ry);
    expect(isWorkbook(immediate)).toBe(true);
    const names = (await readWorkbook(immediate.rawPayload)).rows.slice(1).map((row) => row[1]);
    expect(names).toContain('scope_in');
    expect(names).not.toContain('scope_out');
    expect(names).not.toContain('admin');

    await setSetting('sys.export.asyncThreshold', '0');
    const { taskId } = (await exportList('/system/user/export', {}, 'zh-cn', ry)).json().data;
    const task = await waitFor(taskId, finished, 60_000, ry);
    expect(task).toMatchObject({ status: '2', doneRows: names.length });
    const file = await call('GET', `/system/export/${taskId}/download`, ry);
    expect((await readWorkbook(file.rawPayload)).rows.slice(1).map((row) => row[1])).toEqual(names);
    // the owner is ry: admin gets nothing either
    expect((await call('GET', `/system/export/${taskId}/download`)).json().msg).toBe('导出任务不存在');
    await call('DELETE', `/system/export/${taskId}`, ry);
  });

  it('取消 stops a long job between pages and deletes its partial file', async () => {
    await addLoginRows(t, 'bulk', 20000);
    // a long job: each page of the login log takes a tenth of a second more to read
    const restore = slowExport(t, 'monitor/logininfor', 100);
    try {
      await setSetting('sys.export.asyncThreshold', '100');
      const { taskId } = (await exportList('/monitor/logininfor/export', { userName: 'bulk' })).json().data;
      const running = await waitFor(taskId, (task) => task.status === '1' && task.doneRows > 0);
      expect(running.totalRows).toBe(20000);

      expect((await call('PUT', `/system/export/${taskId}/cancel`)).json()).toMatchObject({ code: 200 });
      // the worker stops at its next page: progress stops, the partial file is deleted
      const until = Date.now() + 20_000;
      while (fs.existsSync(fileOfTask(1, taskId)) && Date.now() < until)
        await new Promise((resolve) => setTimeout(resolve, 50));
      expect(fs.existsSync(fileOfTask(1, taskId))).toBe(false);
      await new Promise((resolve) => setTimeout(resolve, 300));
      const after = (await myTasks()).find((one) => one.taskId === taskId)!;
      expect(after.status).toBe('4');
      expect(after.doneRows).toBeLessThanOrEqual(running.doneRows + 2000);
      expect(after.doneRows).toBeLessThan(20000);
      expect((await call('DELETE', `/system/export/${taskId}`)).json()).toMatchObject({ code: 200 });
    } finally {
      restore();
    }

    // the queue goes on: the next export runs to its end
    const next = (await exportList('/monitor/logininfor/export', { userName: 'bulk1' })).json().data.taskId;
    expect(await waitFor(next, finished)).toMatchObject({ status: '2', doneRows: 11111 });
    await call('DELETE', `/system/export/${next}`);
    await t.app.db.delete(sysLogininfor).where(sql`${sysLogininfor.userName} LIKE 'bulk%'`);
  }, 120_000);

  it('runs a task again when the replica that held it stopped (a stalled job), and only then', async () => {
    await setSetting('sys.export.asyncThreshold', '0');
    const { taskId } = (await exportList('/system/user/export')).json().data;
    const { totalRows } = await waitFor(taskId, finished);
    // as the row is left when its replica dies mid-way
    await t.app.db
      .update(sysExportTask)
      .set({ status: '1', doneRows: 1, filePath: null, fileSize: null })
      .where(eq(sysExportTask.taskId, taskId));
    const run = exportRunner(t.app);
    await run(taskId);
    expect((await myTasks()).find((one) => one.taskId === taskId)).toMatchObject({
      status: '1',
      doneRows: 1,
    });
    await run(taskId, { resumed: true });
    const task = (await myTasks()).find((one) => one.taskId === taskId)!;
    expect(task).toMatchObject({ status: '2', doneRows: totalRows, totalRows });
    expect(fs.existsSync(fileOfTask(1, taskId))).toBe(true);
    expect((await call('DELETE', `/system/export/${taskId}`)).json()).toMatchObject({ code: 200 });
  });

  it('fails a task that BullMQ gave up (its replicas stopped twice), and only an unfinished one', async () => {
    await setSetting('sys.export.asyncThreshold', '0');
    const { taskId } = (await exportList('/system/user/export')).json().data;
    await waitFor(taskId, finished);
    // a finished task stays as it is
    await exportGivenUp(t.app)(taskId);
    expect((await myTasks()).find((one) => one.taskId === taskId)).toMatchObject({ status: '2' });
    await call('DELETE', `/system/export/${taskId}`);

    // as the row is left when the replica running it dies
    const [row] = await t.app.db
      .insert(sysExportTask)
      .values({
        userId: 1,
        userName: 'admin',
        resource: 'system/user',
        title: '用户数据',
        fileName: 'user.xlsx',
        lang: 'en',
        status: '1',
        doneRows: 3,
      })
      .returning({ taskId: sysExportTask.taskId });
    if (t.kind === 'postgres') {
      // BullMQ's own path: the job comes back with its deferred failure (stalled more than once), and
      // the worker fails it without running it
      const prefix = `${t.config.cacheKeyPrefix}bull`;
      const queue = new Queue('sys-export', { connection: { url: t.config.redisUrl! }, prefix });
      const redis = new Redis(t.config.redisUrl!);
      try {
        const job = await queue.add(
          'export',
          { taskId: row.taskId },
          { jobId: `export-${row.taskId}`, delay: 1000 },
        );
        await redis.hset(`${prefix}:sys-export:${job.id}`, 'defa', 'job stalled more than allowable limit');
      } finally {
        redis.disconnect();
        await queue.close();
      }
    } else {
      await exportGivenUp(t.app)(row.taskId);
    }
    const task = await waitFor(row.taskId, (one) => one.status === '3', 30_000);
    expect(task.errorMsg).toBe('The server restarted and the export was interrupted; please export again');
    expect(task.finishTime).not.toBeNull();
    expect((await call('DELETE', `/system/export/${row.taskId}`)).json()).toMatchObject({ code: 200 });
  });

  it('refuses to delete a task that has not finished', async () => {
    const [row] = await t.app.db
      .insert(sysExportTask)
      .values({
        userId: 1,
        userName: 'admin',
        resource: 'no/such',
        title: 'x',
        fileName: 'x.xlsx',
        status: '1',
      })
      .returning({ taskId: sysExportTask.taskId });
    expect((await call('DELETE', `/system/export/${row.taskId}`)).json()).toEqual({
      code: 500,
      msg: '导出尚未结束，请先取消',
    });
    await t.app.db.delete(sysExportTask).where(eq(sysExportTask.taskId, row.taskId));
  });

  it('expiry removes the file and the row', async () => {
    await setSetting('sys.export.asyncThreshold', '0');
    const { taskId } = (await exportList('/system/user/export')).json().data;
    await waitFor(taskId, finished);
    expect(fs.existsSync(fileOfTask(1, taskId))).toBe(true);
    // not yet due: kept
    expect(await sweepExpired(t.app)).toBe(0);
    await t.app.db
      .update(sysExportTask)
      .set({ expireTime: '2020-01-01 00:00:00' })
      .where(eq(sysExportTask.taskId, taskId));
    expect(await sweepExpired(t.app)).toBe(1);
    expect(fs.existsSync(fileOfTask(1, taskId))).toBe(false);
    expect((await myTasks()).map((one) => one.taskId)).not.toContain(taskId);
    expect((await call('GET', `/system/export/${taskId}/download`)).json()).toEqual({
      code: 500,
      msg: '导出任务不存在',
    });
  });
});
