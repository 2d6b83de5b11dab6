/** @jest-environment ./server/test/native-modules-environment.cjs */
import { desc } from 'drizzle-orm';
import { sysOperLog } from '../src/db/schema';
import { CHROME_ON_WINDOWS, insertEmptyRole, insertUsers } from './fixtures';
import { START_TIMEOUT, setupTestApp } from './helper';

const t = setupTestApp();

beforeAll(async () => {
  await insertUsers(t.app, [{ userName: 'outsider', roleIds: [await insertEmptyRole(t.app, 'visitor')] }]);
}, START_TIMEOUT);

async function loginFrom(userName: string, userAgent: string): Promise<string> {
  const body = (
    await t.request({
      method: 'POST',
      url: '/login',
      payload: { username: userName, password: 'admin123' },
      headers: { 'user-agent': userAgent },
    })
  ).json();
  return body.token;
}

interface Online {
  tokenId: string;
  userName: string;
  deptName: string;
  ipaddr: string;
  loginLocation: string;
  browser: string;
  os: string;
  loginTime: number;
}

describe('online users', () => {
  it('lists open sessions and forces one out', async () => {
    const before = Date.now();
    const admin = await loginFrom('admin', CHROME_ON_WINDOWS);
    const ry = await loginFrom(
      'ry',
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) Gecko/20100101 Firefox/127.0',
    );

    const list = (await t.request({ method: 'GET', url: '/monitor/online/list', token: admin })).json();
    expect(list.code).toBe(200);
    expect(list.msg).toBe('查询成功');
    expect(list.total).toBe(2);
    const ryRow = list.rows.find((r: Online) => r.userName === 'ry') as Online;
    expect(ryRow).toMatchObject({
      deptName: '测试部 QA',
      ipaddr: '127.0.0.1',
      loginLocation: '内网IP',
      browser: 'Firefox 127',
      os: 'Mac OS X',
    });
    expect(ryRow.loginTime).toBeGreaterThanOrEqual(before - 1000);
    expect(ryRow.tokenId).toMatch(/^[0-9a-f-]{36}$/);

    const onlyRy = (
      await t.request({ method: 'GET', url: '/monitor/online/list?userName=ry', token: admin })
    ).json();
    expect(onlyRy.rows.map((r: Online) => r.userName)).toEqual(['ry']);
    const elsewhere = (
      await t.request({ method: 'GET', url: '/monitor/online/list?ipaddr=10.1.1.1', token: admin })
    ).json();
    expect(elsewhere).toEqual({ total: 0, rows: [], code: 200, msg: '查询成功' });

    expect((await t.request({ method: 'GET', url: '/getInfo', token: ry })).json().code).toBe(200);
    const kicked = (
      await t.request({ method: 'DELETE', url: `/monitor/online/${ryRow.tokenId}`, token: admin })
    ).json();
    expect(kicked).toEqual({ code: 200, msg: '操作成功' });
    expect((await t.request({ method: 'GET', url: '/getInfo', token: ry })).json()).toEqual({
      code: 401,
      msg: '请求访问：/getInfo，认证失败，无法访问系统资源',
    });
    const after = (await t.request({ method: 'GET', url: '/monitor/online/list', token: admin })).json();
    expect(after.rows.map((r: Online) => r.userName)).toEqual(['admin']);

    const [log] = await t.app.db.select().from(sysOperLog).orderBy(desc(sysOperLog.operId)).limit(1);
    expect(log).toMatchObject({
      title: '在线用户',
      businessType: 7,
      requestMethod: 'DELETE',
      operatorType: 1,
      operName: 'admin',
      deptName: '研发部 R&D',
      operUrl: `/prod-api/monitor/online/${ryRow.tokenId}`,
      operIp: '127.0.0.1',
      operLocation: '内网IP',
      status: 0,
      errorMsg: '',
      method: 'forceLogout()',
    });
    expect(JSON.parse(log.operParam!)).toEqual({ tokenId: ryRow.tokenId });
    expect(JSON.parse(log.jsonResult!)).toEqual({ code: 200, msg: '操作成功' });
    expect(log.operTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it('needs monitor:online:list and monitor:online:forceLogout, and logs no refused attempt', async () => {
    const outsider = await t.login('outsider');
    const admin = await t.login('admin');
    const count = async () => (await t.app.db.select().from(sysOperLog)).length;
    const logged = await count();
    expect((await t.request({ method: 'GET', url: '/monitor/online/list', token: outsider })).json()).toEqual(
      {
        code: 403,
        msg: '没有权限，请联系管理员授权',
      },
    );
    const adminTokenId = (
      await t.request({ method: 'GET', url: '/monitor/online/list?userName=admin', token: admin })
    ).json().rows[0].tokenId;
    expect(
      (await t.request({ method: 'DELETE', url: `/monitor/online/${adminTokenId}`, token: outsider })).json()
        .code,
    ).toBe(403);
    expect((await t.request({ method: 'GET', url: '/getInfo', token: admin })).json().code).toBe(200);
    expect(await count()).toBe(logged);
  });

  it('ends a session that stays idle for 30 minutes', async () => {
    const token = await t.login('ry');
    const sessions = await t.app.sessions.list();
    const session = sessions.find((s) => s.userName === 'ry')!;
    // the session store keeps the session 30 minutes; expire it as the clock would
    await t.app.cache.set(`login_tokens:${session.tokenId}`, JSON.stringify(session), 1);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await t.request({ method: 'GET', url: '/getInfo', token })).json().code).toBe(401);
  });
});
