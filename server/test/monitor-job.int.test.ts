/** @jest-environment ./server/test/native-modules-environment.cjs */
import './native-modules';
import { desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { sysJob, sysJobLog, sysLogininfor } from '../src/db/schema';
import { setupTestApp } from './helper';
import { exportForm, lastOperLog, loginWithoutPermissions, readWorkbook } from './marketing-support';

/** scheduled jobs and their runs: `/monitor/job`, `/monitor/jobLog`, and the job engine */
const t = setupTestApp();

let admin: string;
let nobody: string;

beforeAll(async () => {
  admin = await t.login('admin');
  nobody = await loginWithoutPermissions(t, 'job_nobody');
});

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, lang = 'zh-cn') =>
  t.request({ method, url, payload, token: admin, headers: { 'accept-language': lang } });

const countJobs = async () => (await t.app.db.select({ id: sysJob.jobId }).from(sysJob)).length;
const logsOf = (db: FastifyInstance['db'], jobName: string) =>
  db.select().from(sysJobLog).where(eq(sysJobLog.jobName, jobName)).orderBy(sysJobLog.jobLogId);

/** Polls until `check` holds (a run is asynchronous); fails after `timeout` ms. */
async function waitFor(check: () => Promise<boolean>, timeout = 8000): Promise<void> {
  const until = Date.now() + timeout;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('waited in vain');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function addJob(jobName: string, invokeTarget: string, cronExpression = '* * * * * ?') {
  const answer = (
    await call('POST', '/monitor/job', { jobName, invokeTarget, cronExpression, concurrent: '1' })
  ).json();
  expect(answer).toEqual({ code: 200, msg: '操作成功' });
  const [row] = await t.app.db.select().from(sysJob).where(eq(sysJob.jobName, jobName));
  return row;
}

describe('scheduled jobs: /monitor/job', () => {
  it('refuses every route without the permission', async () => {
    const calls = [
      { method: 'GET' as const, url: '/monitor/job/list' },
      { method: 'GET' as const, url: '/monitor/job/1' },
      {
        method: 'POST' as const,
        url: '/monitor/job',
        payload: { jobName: 'x', invokeTarget: 'ryTask.ryNoParams', cronExpression: '* * * * * ?' },
      },
      {
        method: 'PUT' as const,
        url: '/monitor/job',
        payload: { jobId: 1, jobName: 'x', invokeTarget: 'ryTask.ryNoParams', cronExpression: '* * * * * ?' },
      },
      { method: 'PUT' as const, url: '/monitor/job/changeStatus', payload: { jobId: 1, status: '0' } },
      { method: 'PUT' as const, url: '/monitor/job/run', payload: { jobId: 1, jobGroup: 'DEFAULT' } },
      { method: 'DELETE' as const, url: '/monitor/job/1' },
      { method: 'POST' as const, url: '/monitor/job/export', ...exportForm({}) },
      { method: 'GET' as const, url: '/monitor/jobLog/list' },
      { method: 'GET' as const, url: '/monitor/jobLog/1' },
      { method: 'DELETE' as const, url: '/monitor/jobLog/1' },
      { method: 'DELETE' as const, url: '/monitor/jobLog/clean' },
      { method: 'POST' as const, url: '/monitor/jobLog/export', ...exportForm({}) },
    ];
    for (const one of calls) {
      expect((await t.request({ ...one, token: nobody })).json()).toEqual({
        code: 403,
        msg: '没有权限，请联系管理员授权',
      });
    }
    expect(await countJobs()).toBe(4);
    const [seed] = await t.app.db.select().from(sysJob).where(eq(sysJob.jobId, 1));
    expect(seed.status).toBe('1');
  });

  it('lists the seeded jobs, filters them and reads one with its next fire time', async () => {
    const all = (await call('GET', '/monitor/job/list')).json();
    expect(all).toMatchObject({ code: 200, total: 4 });
    expect(all.rows.map((row: { invokeTarget: string }) => row.invokeTarget)).toEqual([
      'ryTask.ryNoParams',
      "ryTask.ryParams('ry')",
      "ryTask.ryMultipleParams('ry', true, 2000L, 316.50D, 100)",
      // the sales desk's sweep (docs/sales/leads.md), a handler another module contributes
      'salesTask.remindOverdue',
    ]);
    const filtered = (
      await call('GET', '/monitor/job/list?invokeTarget=Multiple&jobGroup=DEFAULT&status=1')
    ).json();
    expect(filtered.total).toBe(1);
    const paused = (await call('GET', '/monitor/job/1')).json().data;
    expect(paused).toMatchObject({ jobId: 1, cronExpression: '0/10 * * * * ?', nextValidTime: null });
    const missing = (await call('GET', '/monitor/job/999999')).json();
    expect(missing).toEqual({ code: 500, msg: '任务不存在' });
  });

  it('refuses a bad cron or a target outside the registry: nothing stored, nothing run', async () => {
    const before = await countJobs();
    const logsBefore = (await t.app.db.select().from(sysJobLog)).length;
    const add = (invokeTarget: string, cronExpression = '* * * * * ?', lang = 'zh-cn') =>
      call('POST', '/monitor/job', { jobName: '坏任务', invokeTarget, cronExpression }, lang).then((r) =>
        r.json(),
      );
    expect(await add('ryTask.ryNoParams', '61 * * * * ?')).toEqual({
      code: 500,
      msg: "新增任务'坏任务'失败，Cron表达式不正确",
    });
    // what the builder's preview refuses, the server refuses: one cron engine (docs/monitor/job.md)
    for (const expression of ['0 0 9 1 * 2', '0 0 22-2 * * ?', '0 0 0 L-2 * ?']) {
      expect(await add('ryTask.ryNoParams', expression)).toEqual({
        code: 500,
        msg: "新增任务'坏任务'失败，Cron表达式不正确",
      });
    }
    expect(await add('rmi://evil/x')).toEqual({
      code: 500,
      msg: "新增任务'坏任务'失败，目标字符串不允许'rmi'调用",
    });
    expect(await add('ldaps://evil/x')).toEqual({
      code: 500,
      msg: "新增任务'坏任务'失败，目标字符串不允许'ldap(s)'调用",
    });
    expect(await add('https://evil.example/x')).toEqual({
      code: 500,
      msg: "新增任务'坏任务'失败，目标字符串不允许'http(s)'调用",
    });
    expect(await add('org.springframework.jndi.JndiLocatorDelegate.lookup()')).toEqual({
      code: 500,
      msg: "新增任务'坏任务'失败，目标字符串存在违规",
    });
    for (const target of [
      "require('child_process').execSync('touch /tmp/pwned')",
      'process.exit(1)',
      'com.ruoyi.quartz.task.RyTask.ryNoParams()',
      "ryTask.ryParams(1, 'extra')",
      'ryTask.toString',
    ]) {
      const refused = await add(target);
      expect(refused.code).toBe(500);
      expect(refused.msg).toMatch(/^新增任务'坏任务'失败，目标字符串不在白名单内，允许的调用：/);
      expect(refused.msg).toContain('ryTask.ryParams(String)');
      expect(refused.msg).toContain('maintenanceTask.purgeOperLogs(Integer)');
    }
    const english = await add('process.exit(1)', '* * * * * ?', 'en');
    expect(english.msg).toMatch(
      /^Could not add job '坏任务': the target is not in the allow-list; allowed calls: /,
    );
    const edited = (
      await call('PUT', '/monitor/job', {
        jobId: 1,
        jobName: '系统默认（无参） / Default task (no args)',
        invokeTarget: 'process.exit(1)',
        cronExpression: '0/10 * * * * ?',
      })
    ).json();
    expect(edited.msg).toMatch(
      /^修改任务'系统默认（无参） \/ Default task \(no args\)'失败，目标字符串不在白名单内/,
    );
    expect(await countJobs()).toBe(before);
    const [seed] = await t.app.db.select().from(sysJob).where(eq(sysJob.jobId, 1));
    expect(seed.invokeTarget).toBe('ryTask.ryNoParams');
    await sleep(1500);
    expect((await t.app.db.select().from(sysJobLog)).length).toBe(logsBefore);
  });

  it('creates a job paused; resumed with a 1-second cron it runs and logs, paused it stops', async () => {
    const job = await addJob('每秒任务', "ryTask.ryParams('tick')");
    expect(job).toMatchObject({ status: '1', concurrent: '1', misfirePolicy: '0', jobGroup: 'DEFAULT' });
    expect(await lastOperLog(t)).toMatchObject({ title: '定时任务', businessType: 1 });
    await sleep(1500);
    expect(await logsOf(t.app.db, '每秒任务')).toHaveLength(0);

    expect(
      (await call('PUT', '/monitor/job/changeStatus', { jobId: job.jobId, status: '0' })).json(),
    ).toEqual({
      code: 200,
      msg: '操作成功',
    });
    expect((await call('GET', `/monitor/job/${job.jobId}`)).json().data.nextValidTime).toMatch(
      /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/,
    );
    await waitFor(async () => (await logsOf(t.app.db, '每秒任务')).length >= 3);
    const [first] = await logsOf(t.app.db, '每秒任务');
    expect(first).toMatchObject({ status: '0', invokeTarget: "ryTask.ryParams('tick')", exceptionInfo: '' });
    expect(first.jobMessage).toMatch(/^每秒任务 总共耗时：\d+毫秒$/);

    await call('PUT', '/monitor/job/changeStatus', { jobId: job.jobId, status: '1' });
    await sleep(1200); // a run fired just before the pause may still be writing
    const afterPause = (await logsOf(t.app.db, '每秒任务')).length;
    await sleep(2500);
    expect((await logsOf(t.app.db, '每秒任务')).length).toBe(afterPause);
  });

  it('runs a paused job once on request, and logs a failing run as failed', async () => {
    const job = await addJob('清理登录日志', 'maintenanceTask.purgeLoginLogs(30)', '0 0 3 * * ?');
    await t.app.db.insert(sysLogininfor).values([
      // purgeLoginLogs(30) keeps the logs' retention period, 180 days (docs/monitor/logs.md)
      { userName: 'old', msg: 'old', loginTime: sql`now() - interval '200 days'` as unknown as string },
      { userName: 'kept', msg: 'kept', loginTime: sql`now() - interval '40 days'` as unknown as string },
      { userName: 'recent', msg: 'recent', loginTime: sql`now() - interval '1 day'` as unknown as string },
    ]);
    expect((await call('PUT', '/monitor/job/run', { jobId: job.jobId, jobGroup: 'DEFAULT' })).json()).toEqual(
      {
        code: 200,
        msg: '操作成功',
      },
    );
    await waitFor(async () => (await logsOf(t.app.db, '清理登录日志')).length === 1);
    const names = (await t.app.db.select({ userName: sysLogininfor.userName }).from(sysLogininfor)).map(
      (row) => row.userName,
    );
    expect(names).toContain('recent');
    expect(names).toContain('kept');
    expect(names).not.toContain('old');

    const failing = await addJob('坏参数', 'maintenanceTask.purgeOperLogs(0)');
    await call('PUT', '/monitor/job/run', { jobId: failing.jobId });
    await waitFor(async () => (await logsOf(t.app.db, '坏参数')).length === 1);
    const [failed] = await logsOf(t.app.db, '坏参数');
    expect(failed).toMatchObject({ status: '1' });
    expect(failed.exceptionInfo).toContain('positive integer');

    expect((await call('PUT', '/monitor/job/run', { jobId: 999999 })).json()).toEqual({
      code: 500,
      msg: '任务不存在或已过期！',
    });
  });

  it('lists, reads, exports, deletes and cleans the job log', async () => {
    const list = (await call('GET', '/monitor/jobLog/list?jobName=清理')).json();
    expect(list.total).toBe(1);
    const [row] = list.rows;
    expect((await call('GET', `/monitor/jobLog/${row.jobLogId}`)).json().data).toMatchObject({
      jobLogId: row.jobLogId,
      jobName: '清理登录日志',
    });
    expect((await call('GET', '/monitor/jobLog/list?status=1')).json().rows[0].jobName).toBe('坏参数');
    const exported = await t.request({
      method: 'POST',
      url: '/monitor/jobLog/export',
      token: admin,
      ...exportForm({ jobName: '清理' }),
    });
    const sheet = await readWorkbook(exported);
    expect(sheet.sheetName).toBe('调度日志');
    expect(sheet.rows).toHaveLength(2);
    expect((await call('DELETE', `/monitor/jobLog/${row.jobLogId}`)).json()).toEqual({
      code: 200,
      msg: '操作成功',
    });
    expect((await call('GET', '/monitor/jobLog/list?jobName=清理')).json().total).toBe(0);
    expect((await call('DELETE', '/monitor/jobLog/clean')).json()).toEqual({ code: 200, msg: '操作成功' });
    expect(await lastOperLog(t)).toMatchObject({ businessType: 9 });
    expect((await call('GET', '/monitor/jobLog/list')).json().total).toBe(0);
  });

  it('deletes a job and its trigger', async () => {
    const job = await addJob('待删除', 'ryTask.ryNoParams');
    await call('PUT', '/monitor/job/changeStatus', { jobId: job.jobId, status: '0' });
    expect((await call('DELETE', `/monitor/job/${job.jobId}`)).json()).toEqual({
      code: 200,
      msg: '操作成功',
    });
    await sleep(1200);
    const settled = (await logsOf(t.app.db, '待删除')).length;
    await sleep(2000);
    expect((await logsOf(t.app.db, '待删除')).length).toBe(settled);
  });

  (__DB_KIND__ === 'postgres' ? it : it.skip)(
    'fires each tick once with two server instances on one PostgreSQL and Redis',
    async () => {
      const second = await buildApp({ ...t.config });
      try {
        await second.ready();
        const job = await addJob('双实例', 'ryTask.ryNoParams');
        await call('PUT', '/monitor/job/changeStatus', { jobId: job.jobId, status: '0' });
        await waitFor(async () => (await logsOf(t.app.db, '双实例')).length >= 10, 20_000);
        await call('PUT', '/monitor/job/changeStatus', { jobId: job.jobId, status: '1' });
        await sleep(1200);
        const runs = await t.app.db
          .select({ startTime: sysJobLog.startTime })
          .from(sysJobLog)
          .where(eq(sysJobLog.jobName, '双实例'))
          .orderBy(desc(sysJobLog.jobLogId));
        const ticks = new Set(runs.map((run) => run.startTime));
        expect(runs.length).toBeGreaterThanOrEqual(10);
        expect(ticks.size).toBe(runs.length);
      } finally {
        await second.close();
      }
    },
    40_000,
  );
});
