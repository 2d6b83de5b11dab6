/** @jest-environment ./server/test/native-modules-environment.cjs */
// first: the helper prepares the native modules the app loads
import { START_TIMEOUT, setupTestApp } from './helper';
import { desc } from 'drizzle-orm';
import { formatDateTime } from '../src/common/datetime';
import type { OperLogEntry } from '../src/common/oper-log';
import { sysLogininfor, sysOperLog } from '../src/db/schema';
import { LoginStatus, recordLoginEvent } from '../src/modules/monitor/logininfor/repository';
import { insertEmptyRole, insertUsers } from './fixtures';
import { exportForm } from './marketing-support';

const t = setupTestApp();

beforeAll(async () => {
  await insertUsers(t.app, [
    { userName: 'outsider', roleIds: [await insertEmptyRole(t.app, 'visitor')] },
    { userName: 'locky' },
  ]);
}, START_TIMEOUT);

interface Row {
  [field: string]: unknown;
}

async function get(url: string, token: string) {
  return (await t.request({ method: 'GET', url, token })).json();
}

async function loginAttempt(username: string, password: string) {
  return (await t.request({ method: 'POST', url: '/login', payload: { username, password } })).json();
}

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

describe('permissions', () => {
  it('refuses every log route to a user without monitor:logininfor:* / monitor:operlog:*', async () => {
    const outsider = await t.login('outsider');
    const refused = { code: 403, msg: '没有权限，请联系管理员授权' };
    for (const [method, url] of [
      ['GET', '/monitor/logininfor/list'],
      ['POST', '/monitor/logininfor/export'],
      ['DELETE', '/monitor/logininfor/1'],
      ['DELETE', '/monitor/logininfor/clean'],
      ['GET', '/monitor/logininfor/unlock/admin'],
      ['GET', '/monitor/operlog/list'],
      ['POST', '/monitor/operlog/export'],
      ['DELETE', '/monitor/operlog/1'],
      ['DELETE', '/monitor/operlog/clean'],
    ] as const) {
      const answer = (await t.request({ method, url, token: outsider })).json();
      expect([method, url, answer]).toEqual([method, url, refused]);
    }
  });
});

describe('login log', () => {
  it('shows a failed login, filters, sorts, exports and deletes', async () => {
    expect((await loginAttempt('ry', 'wrong-pass')).code).toBe(500);
    const admin = await t.login('admin');

    const failed = await get('/monitor/logininfor/list?userName=r&status=1', admin);
    expect(failed.code).toBe(200);
    expect(failed.rows[0]).toMatchObject({ userName: 'ry', status: '1', ipaddr: '127.0.0.1' });
    expect(failed.rows[0].msg).toContain('密码输入错误1次');
    expect(failed.rows.every((r: Row) => r.status === '1' && String(r.userName).includes('r'))).toBe(true);

    // newest first by default; asked sort by user name
    const all = await get('/monitor/logininfor/list?pageSize=100', admin);
    const ids = all.rows.map((r: Row) => r.infoId as number);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const byName = await get('/monitor/logininfor/list?orderByColumn=userName&isAsc=ascending', admin);
    const names = byName.rows.map((r: Row) => r.userName as string);
    expect(names).toEqual([...names].sort());
    expect(names[0]).toBe('admin');
    expect((await get('/monitor/logininfor/list?orderByColumn=password', admin)).code).toBe(500);
    expect((await get('/monitor/logininfor/list?ipaddr=10.9.9', admin)).total).toBe(0);
    expect(
      (await get(`/monitor/logininfor/list?params[beginTime]=2000-01-01&params[endTime]=2000-01-02`, admin))
        .total,
    ).toBe(0);
    expect(
      (await get(`/monitor/logininfor/list?params[beginTime]=2000-01-01&params[endTime]=2999-01-01`, admin))
        .total,
    ).toBe(all.total);

    const exported = await t.request({
      method: 'POST',
      url: '/monitor/logininfor/export',
      token: admin,
      ...exportForm({ userName: 'ry' }),
    });
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-type']).toContain(XLSX);

    // a row of the retention period stays (docs/monitor/logs.md); an older one may go
    expect(
      (
        await t.request({
          method: 'DELETE',
          url: `/monitor/logininfor/${failed.rows[0].infoId}`,
          token: admin,
        })
      ).json(),
    ).toEqual({ code: 500, msg: '日志须保留180天，不能删除保留期内的1条记录' });
    await recordLoginEvent(t.app.db, {
      userName: 'old-ry',
      status: LoginStatus.failure,
      msg: '密码输入错误1次',
      client: { ipaddr: '127.0.0.1', loginLocation: '内网IP', browser: 'Chrome', os: 'Windows' },
      at: formatDateTime(new Date(Date.now() - 200 * 86_400_000)),
    });
    const id = (await get('/monitor/logininfor/list?userName=old-ry', admin)).rows[0].infoId as number;
    expect(
      (await t.request({ method: 'DELETE', url: `/monitor/logininfor/${id}`, token: admin })).json(),
    ).toEqual({
      code: 200,
      msg: '操作成功',
    });
    expect(
      (await get('/monitor/logininfor/list?pageSize=100', admin)).rows.some((r: Row) => r.infoId === id),
    ).toBe(false);
    expect(
      (await t.request({ method: 'DELETE', url: `/monitor/logininfor/${id}`, token: admin })).json(),
    ).toEqual({
      code: 500,
      msg: '登录日志不存在',
    });
    const [log] = await t.app.db.select().from(sysOperLog).orderBy(desc(sysOperLog.operId)).limit(1);
    expect(log).toMatchObject({ title: '登录日志', businessType: 3, operName: 'admin', status: 1 });
  });

  it('unlock lets a locked account log in again', async () => {
    for (let i = 0; i < 5; i++) await loginAttempt('locky', 'wrong-pass');
    expect(await loginAttempt('locky', 'admin123')).toEqual({
      code: 500,
      msg: '密码输入错误5次，帐户锁定10分钟',
    });
    const admin = await t.login('admin');
    expect(await get('/monitor/logininfor/unlock/locky', admin)).toEqual({ code: 200, msg: '操作成功' });
    const [log] = await t.app.db.select().from(sysOperLog).orderBy(desc(sysOperLog.operId)).limit(1);
    expect(log).toMatchObject({ title: '账户解锁', businessType: 0, operName: 'admin' });
    const again = await loginAttempt('locky', 'admin123');
    expect(again.code).toBe(200);
    expect(again.token).toBeTruthy();
  });

  it('cleans the login log of what the retention period lets go, and says what it kept', async () => {
    const admin = await t.login('admin');
    const before = (await get('/monitor/logininfor/list', admin)).total;
    expect(before).toBeGreaterThan(0);
    expect(
      (await t.request({ method: 'DELETE', url: '/monitor/logininfor/clean', token: admin })).json(),
    ).toEqual({
      code: 200,
      msg: `已删除0条超过180天的日志，保留${before}条：操作日志和登录日志须保留180天`,
    });
    expect(await t.app.db.select().from(sysLogininfor)).toHaveLength(before);
    const [log] = await t.app.db.select().from(sysOperLog).orderBy(desc(sysOperLog.operId)).limit(1);
    expect(log).toMatchObject({ title: '登录日志', businessType: 9 });
  });
});

describe('operation log', () => {
  it('records a call done through the API and lists, filters, sorts, exports, deletes and cleans', async () => {
    const admin = await t.login('admin');
    const added = await t.request({
      method: 'POST',
      url: '/system/post',
      token: admin,
      payload: { postCode: 'logs-1', postName: '日志岗位', postSort: 9 },
    });
    expect(added.json().code).toBe(200);

    const found = await get('/monitor/operlog/list?title=岗位&operName=adm&businessType=1&status=0', admin);
    expect(found.total).toBe(1);
    const row = found.rows[0];
    expect(row).toMatchObject({
      title: '岗位管理',
      businessType: 1,
      operName: 'admin',
      requestMethod: 'POST',
      operIp: '127.0.0.1',
      status: 0,
    });
    expect(row.costTime).toEqual(expect.any(Number));
    expect(row.operParam).toContain('logs-1');
    expect(row.operTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect((await get('/monitor/operlog/list?businessType=2&title=岗位', admin)).total).toBe(0);
    expect((await get('/monitor/operlog/list?operIp=10.9', admin)).total).toBe(0);
    expect((await get('/monitor/operlog/list?businessType=x', admin)).code).not.toBe(200);

    const byCost = await get(
      '/monitor/operlog/list?orderByColumn=costTime&isAsc=descending&pageSize=100',
      admin,
    );
    const costs = byCost.rows.map((r: Row) => r.costTime as number);
    expect(costs).toEqual([...costs].sort((a, b) => b - a));
    const newest = await get('/monitor/operlog/list?pageSize=100', admin);
    const ids = newest.rows.map((r: Row) => r.operId as number);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));

    const exported = await t.request({
      method: 'POST',
      url: '/monitor/operlog/export',
      token: admin,
      ...exportForm({ title: '岗位' }),
    });
    expect(exported.headers['content-type']).toContain(XLSX);

    // within the retention period it stays (docs/monitor/logs.md)
    expect(
      (await t.request({ method: 'DELETE', url: `/monitor/operlog/${row.operId}`, token: admin })).json(),
    ).toEqual({ code: 500, msg: '日志须保留180天，不能删除保留期内的1条记录' });
    expect((await get('/monitor/operlog/list?title=岗位管理&businessType=1', admin)).total).toBe(1);
    // an older row goes, by id and by 清空
    const aged = formatDateTime(new Date(Date.now() - 200 * 86_400_000));
    const { operId: _written, ...entry } = row as unknown as OperLogEntry & { operId: number };
    await t.app.operLog.get().write({ ...entry, title: '旧岗位', operTime: aged });
    await t.app.operLog.get().write({ ...entry, title: '更旧岗位', operTime: aged });
    const old = (await get('/monitor/operlog/list?title=旧岗位', admin)).rows as Row[];
    expect(old).toHaveLength(2);
    expect(
      (await t.request({ method: 'DELETE', url: `/monitor/operlog/${old[0].operId}`, token: admin })).json(),
    ).toEqual({ code: 200, msg: '操作成功' });
    const kept = (await get('/monitor/operlog/list', admin)).total - 1;
    expect(
      (await t.request({ method: 'DELETE', url: '/monitor/operlog/clean', token: admin })).json(),
    ).toEqual({
      code: 200,
      msg: `已删除1条超过180天的日志，保留${kept}条：操作日志和登录日志须保留180天`,
    });
    expect((await get('/monitor/operlog/list?title=旧岗位', admin)).total).toBe(0);
    // the clean itself is the newest row
    const left = await get('/monitor/operlog/list', admin);
    expect(left.total).toBe(kept + 1);
    expect(left.rows[0]).toMatchObject({
      title: '操作日志',
      businessType: 9,
      method: 'cleanOperLogsHandler()',
    });
  });
});
