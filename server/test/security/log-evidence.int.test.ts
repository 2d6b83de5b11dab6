/** @jest-environment ./server/test/native-modules-environment.cjs */
// first: the helper prepares the native modules the app (and the command's database) loads
import { setupTestApp, START_TIMEOUT } from '../helper';
import { setConfig } from '../fixtures';
import { desc, eq, gte, sql } from 'drizzle-orm';
import { BusinessType } from '../../src/common/business-type';
import { formatDateTime } from '../../src/common/datetime';
import type { OperLogEntry } from '../../src/common/oper-log';
import { sysConfig, sysLogininfor, sysOperLog } from '../../src/db/schema';
import { runLogCheck } from '../../src/modules/monitor/log-chain/command';
import { LoginStatus, recordLoginEvent } from '../../src/modules/monitor/logininfor/repository';

/**
 * The operation and login logs are evidence (docs/security.md "The logs are evidence"): rows
 * younger than `sys.log.retentionDays` (180 days, never less) are deleted by nobody, 清空 removes
 * only older ones and says how many it kept and why, and each row carries a keyed hash over its
 * content and the previous row's hash, so the check names the first row altered or removed. The
 * review emptied the whole operation log as `ry`, its own traces included.
 */
const t = setupTestApp();
type Method = 'GET' | 'DELETE';
type Body = { code: number; msg: string; data?: Record<string, unknown> };
const call = async (token: string, method: Method, url: string, lang = 'zh-cn') =>
  (await t.request({ method, url, token, headers: { 'accept-language': lang } })).json() as Body;

const DAY = 86_400_000;
const daysAgo = (days: number) => formatDateTime(new Date(Date.now() - days * DAY));

/** an operation-log row written as the hook writes one, at a time of the test's choice */
const operation = (title: string, operTime: string): OperLogEntry => ({
  title,
  businessType: BusinessType.update,
  method: 'test()',
  requestMethod: 'PUT',
  operatorType: 1,
  operName: 'admin',
  deptName: '',
  operUrl: '/system/post',
  operIp: '127.0.0.1',
  operLocation: '内网IP',
  operParam: '{}',
  jsonResult: '{"code":200}',
  status: 0,
  errorMsg: '',
  operTime,
  costTime: 1,
});
const writeOperation = (title: string, operTime: string) =>
  t.app.operLog.get().write(operation(title, operTime));
const writeLogin = (userName: string, at: string) =>
  recordLoginEvent(t.app.db, {
    userName,
    status: LoginStatus.success,
    msg: 'test',
    client: { ipaddr: '127.0.0.1', loginLocation: '内网IP', browser: 'x', os: 'y' },
    at,
  });
const newestOper = async () =>
  (await t.app.db.select().from(sysOperLog).orderBy(desc(sysOperLog.operId)).limit(1))[0];

let admin: string;
let ry: string;

beforeAll(async () => {
  admin = await t.login('admin');
  ry = await t.login('ry');
}, START_TIMEOUT);

describe('17. the logs are evidence: kept for the retention period, chained, and checked', () => {
  it('seeds sys.log.retentionDays = 180 in both languages', async () => {
    const [row] = await t.app.db
      .select()
      .from(sysConfig)
      .where(eq(sysConfig.configKey, 'sys.log.retentionDays'));
    expect(row).toMatchObject({ configValue: '180', configType: 'Y' });
    expect(row.configName).toMatch(/日志/);
    expect(row.configNameEn).toMatch(/log/i);
  });

  it('清空 removes only rows older than the retention period and says how many it kept and why', async () => {
    for (const days of [400, 300, 200]) await writeOperation(`旧操作${days}`, daysAgo(days));
    await writeOperation('近期操作', daysAgo(10));
    const recent = (
      await t.app.db
        .select({ n: sql<number>`count(*)::int` })
        .from(sysOperLog)
        .where(gte(sysOperLog.operTime, daysAgo(180)))
    )[0].n;
    const answer = await call(ry, 'DELETE', '/monitor/operlog/clean');
    expect(answer).toEqual({
      code: 200,
      msg: `已删除3条超过180天的日志，保留${recent}条：操作日志和登录日志须保留180天`,
    });
    const titles = (await t.app.db.select({ title: sysOperLog.title }).from(sysOperLog)).map(
      (row) => row.title,
    );
    expect(titles).toContain('近期操作');
    expect(titles.filter((title) => title?.startsWith('旧操作'))).toEqual([]);
    // the clean is itself logged, with its answer
    expect(await newestOper()).toMatchObject({ title: '操作日志', businessType: 9, operName: 'ry' });
    expect((await newestOper()).jsonResult).toContain('保留');
    const english = await call(ry, 'DELETE', '/monitor/operlog/clean', 'en');
    expect(english.msg).toMatch(
      /^Removed 0 entries older than 180 days and kept \d+: the operation and login logs are kept for 180 days$/,
    );
  });

  it('refuses deleting by id a row within the period, and keeps it; an older one may go', async () => {
    const [young] = await t.app.db.select().from(sysOperLog).where(eq(sysOperLog.title, '近期操作'));
    expect(await call(ry, 'DELETE', `/monitor/operlog/${young.operId}`)).toEqual({
      code: 500,
      msg: '日志须保留180天，不能删除保留期内的1条记录',
    });
    expect(await call(admin, 'DELETE', `/monitor/operlog/${young.operId}`)).toMatchObject({ code: 500 });
    expect(await t.app.db.select().from(sysOperLog).where(eq(sysOperLog.operId, young.operId))).toHaveLength(
      1,
    );
    // a setting below 180 days counts as 180
    await setConfig(t.app, 'sys.log.retentionDays', '1');
    expect((await call(admin, 'DELETE', `/monitor/operlog/${young.operId}`)).msg).toBe(
      '日志须保留180天，不能删除保留期内的1条记录',
    );
    await writeOperation('再旧一条', daysAgo(190));
    const [old] = await t.app.db.select().from(sysOperLog).where(eq(sysOperLog.title, '再旧一条'));
    expect(await call(admin, 'DELETE', `/monitor/operlog/${old.operId}`)).toMatchObject({ code: 200 });
    // deleting an expired row keeps the chain whole
    expect((await call(admin, 'GET', '/monitor/operlog/verify')).data).toMatchObject({ intact: true });
  });

  it('keeps the login log the same way', async () => {
    await writeLogin('old-login', daysAgo(365));
    await writeLogin('new-login', daysAgo(1));
    const answer = await call(ry, 'DELETE', '/monitor/logininfor/clean');
    expect(answer.msg).toMatch(/^已删除1条超过180天的日志，保留\d+条：操作日志和登录日志须保留180天$/);
    expect(await newestOper()).toMatchObject({ title: '登录日志', businessType: 9 });
    const names = (await t.app.db.select({ userName: sysLogininfor.userName }).from(sysLogininfor)).map(
      (row) => row.userName,
    );
    expect(names).toContain('new-login');
    expect(names).not.toContain('old-login');
    const [young] = await t.app.db
      .select()
      .from(sysLogininfor)
      .where(eq(sysLogininfor.userName, 'new-login'));
    expect((await call(ry, 'DELETE', `/monitor/logininfor/${young.infoId}`)).msg).toBe(
      '日志须保留180天，不能删除保留期内的1条记录',
    );
    expect((await call(admin, 'GET', '/monitor/logininfor/verify')).data).toMatchObject({ intact: true });
  });

  it('chains rows written at the same moment, so the check passes after a burst', async () => {
    await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        i % 2 ? writeOperation(`并发${i}`, daysAgo(0)) : writeLogin(`burst${i}`, daysAgo(0)),
      ),
    );
    await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        t.request({
          method: 'POST',
          url: '/login',
          payload: { username: `racer${i}`, password: 'wrong-pass' },
        }),
      ),
    );
    const oper = await call(admin, 'GET', '/monitor/operlog/verify');
    expect(oper).toMatchObject({ code: 200, data: { intact: true } });
    expect(oper.msg).toMatch(/^操作日志完整：已校验\d+条记录$/);
    expect((await call(admin, 'GET', '/monitor/logininfor/verify')).data).toMatchObject({ intact: true });
  });

  it('names the first row altered, and the place a row was removed', async () => {
    const [target] = await t.app.db.select().from(sysOperLog).where(eq(sysOperLog.title, '近期操作'));
    await t.app.db
      .update(sysOperLog)
      .set({ operName: 'someone-else' })
      .where(eq(sysOperLog.operId, target.operId));
    const altered = await call(admin, 'GET', '/monitor/operlog/verify');
    expect(altered).toMatchObject({ code: 200, data: { intact: false, rowId: target.operId } });
    expect(altered.msg).toBe(`操作日志第${target.operId}条记录被篡改`);
    expect((await call(admin, 'GET', '/monitor/operlog/verify', 'en')).msg).toBe(
      `Operation log entry ${target.operId} was altered`,
    );
    await t.app.db.update(sysOperLog).set({ operName: 'admin' }).where(eq(sysOperLog.operId, target.operId));
    expect((await call(admin, 'GET', '/monitor/operlog/verify')).data).toMatchObject({ intact: true });

    // removed from the middle: named by the rows around the gap
    const rows = await t.app.db.select({ id: sysOperLog.operId }).from(sysOperLog).orderBy(sysOperLog.operId);
    const [before, gone, after] = rows.slice(-6, -3).map((row) => row.id);
    await t.app.db.delete(sysOperLog).where(eq(sysOperLog.operId, gone));
    const removed = await call(admin, 'GET', '/monitor/operlog/verify');
    expect(removed).toMatchObject({ data: { intact: false, rowId: after } });
    expect(removed.msg).toBe(`操作日志第${before}条与第${after}条之间的记录被删除`);
  });

  it('is what `npm run logs:verify` reports too (PostgreSQL: the embedded database is the server’s alone)', async () => {
    if (t.kind !== 'postgres') return;
    const lines: string[] = [];
    expect(await runLogCheck(t.config, (line) => lines.push(line))).toBe(1);
    expect(lines[0]).toMatch(
      /^FAIL 操作日志第\d+条与第\d+条之间的记录被删除 \/ Operation log: entries between \d+ and \d+ were removed$/,
    );
    expect(lines[1]).toMatch(
      /^OK {3}登录日志完整：已校验\d+条记录 \/ Login log is intact: \d+ entries checked$/,
    );
  });

  it('notices the newest rows removed, and is refused to whoever lacks the permission', async () => {
    const [newest] = await t.app.db.select().from(sysLogininfor).orderBy(desc(sysLogininfor.infoId)).limit(1);
    const [previous] = await t.app.db
      .select()
      .from(sysLogininfor)
      .orderBy(desc(sysLogininfor.infoId))
      .limit(1)
      .offset(1);
    await t.app.db.delete(sysLogininfor).where(eq(sysLogininfor.infoId, newest.infoId));
    const answer = await call(admin, 'GET', '/monitor/logininfor/verify');
    expect(answer).toMatchObject({ data: { intact: false } });
    expect(answer.msg).toBe(`登录日志第${previous.infoId}条之后的记录被删除`);
    // ry holds the logs' list but not the check
    expect(await call(ry, 'GET', '/monitor/operlog/verify')).toEqual({
      code: 403,
      msg: '没有权限，请联系管理员授权',
    });
  });
});
