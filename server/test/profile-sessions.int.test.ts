/** @jest-environment ./server/test/native-modules-environment.cjs */
import { desc, eq } from 'drizzle-orm';
import { sysOperLog } from '../src/db/schema';
import { CHROME_ON_WINDOWS, insertUsers } from './fixtures';
import { START_TIMEOUT, setupTestApp } from './helper';

/**
 * 我的设备 (docs/security.md "Sessions"): a signed-in user lists their own open sessions, the
 * current one marked, and signs any other one out as 强退 would; never somebody else's, never the
 * current one; the list names sessions by an opaque id, never by the token or its id.
 */
const t = setupTestApp();

const FIREFOX_ON_MAC = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:128.0) Gecko/20100101 Firefox/128.0';

interface MySession {
  sessionId: string;
  ipaddr: string;
  loginLocation: string;
  browser: string;
  os: string;
  loginTime: number;
  lastActiveTime: number;
  current: boolean;
}

type Method = 'GET' | 'DELETE';
const call = async (token: string, method: Method, url: string, lang = 'zh-cn') =>
  (await t.request({ method, url, token, headers: { 'accept-language': lang } })).json();
const devices = async (token: string) =>
  (await call(token, 'GET', '/system/user/profile/sessions')).data as MySession[];
const signedIn = async (token: string) => (await call(token, 'GET', '/getInfo')).code === 200;

async function loginFrom(userName: string, userAgent: string): Promise<string> {
  const body = (
    await t.request({
      method: 'POST',
      url: '/login',
      payload: { username: userName, password: 'admin123' },
      headers: { 'user-agent': userAgent },
    })
  ).json();
  if (!body.token) throw new Error(`login of ${userName} failed: ${body.msg}`);
  return body.token;
}

beforeAll(async () => {
  await insertUsers(t.app, [
    { userName: 'traveller', roleIds: [2] },
    { userName: 'neighbour', roleIds: [2] },
  ]);
}, START_TIMEOUT);

describe('我的设备', () => {
  it('lists both sessions of one user, the current one first and marked, without token ids', async () => {
    const before = Date.now();
    const office = await loginFrom('traveller', CHROME_ON_WINDOWS);
    const laptop = await loginFrom('traveller', FIREFOX_ON_MAC);
    const neighbour = await loginFrom('neighbour', CHROME_ON_WINDOWS);

    const answer = await call(office, 'GET', '/system/user/profile/sessions');
    expect(answer).toMatchObject({ code: 200, msg: '操作成功' });
    const rows = answer.data as MySession[];
    expect(rows).toHaveLength(2); // the neighbour's session is not listed
    expect(rows.map((row) => [row.current, row.browser, row.os])).toEqual([
      [true, 'Chrome 126', 'Windows 10'],
      [false, 'Firefox 128', 'Mac OS X'],
    ]);
    for (const row of rows) {
      expect(row).toMatchObject({ ipaddr: '127.0.0.1', loginLocation: '内网IP' });
      expect(row.loginTime).toBeGreaterThanOrEqual(before);
      expect(row.lastActiveTime).toBeGreaterThanOrEqual(row.loginTime);
      expect(row.lastActiveTime).toBeLessThanOrEqual(Date.now());
      expect(row.sessionId).toMatch(/^[A-Za-z0-9_-]{32}$/);
    }

    // neither the tokens nor their ids (what 在线用户 and the session cache use) are in the answer
    const online = (await call(await t.login('admin'), 'GET', '/monitor/online/list')).rows as Array<{
      tokenId: string;
      userName: string;
    }>;
    const tokenIds = online.filter((row) => row.userName === 'traveller').map((row) => row.tokenId);
    expect(tokenIds).toHaveLength(2);
    const text = JSON.stringify(answer);
    for (const secret of [office, laptop, ...tokenIds]) expect(text).not.toContain(secret);

    // seen from the other browser, that one is the current one
    const fromLaptop = await devices(laptop);
    expect(fromLaptop.map((row) => [row.current, row.browser])).toEqual([
      [true, 'Firefox 128'],
      [false, 'Chrome 126'],
    ]);
    expect(fromLaptop.map((row) => row.sessionId).sort()).toEqual(rows.map((row) => row.sessionId).sort());
    expect(await signedIn(neighbour)).toBe(true);
  });

  it('signs the other device out: its next request answers 401, and the operation log says so', async () => {
    const office = await loginFrom('traveller', CHROME_ON_WINDOWS);
    const laptop = await loginFrom('traveller', FIREFOX_ON_MAC);
    const laptopId = (await devices(laptop)).find((row) => row.current)!.sessionId;

    expect(await call(office, 'DELETE', `/system/user/profile/sessions/${laptopId}`)).toEqual({
      code: 200,
      msg: '操作成功',
    });
    expect(await call(laptop, 'GET', '/getInfo')).toEqual({
      code: 401,
      msg: '请求访问：/getInfo，认证失败，无法访问系统资源',
    });
    expect(await signedIn(office)).toBe(true);
    expect((await devices(office)).map((row) => row.sessionId)).not.toContain(laptopId);

    const [log] = await t.app.db.select().from(sysOperLog).orderBy(desc(sysOperLog.operId)).limit(1);
    expect(log).toMatchObject({
      title: '我的设备',
      businessType: 7,
      requestMethod: 'DELETE',
      operName: 'traveller',
      operUrl: `/prod-api/system/user/profile/sessions/${laptopId}`,
      status: 0,
      method: 'signOutMyDevice()',
    });

    // once more: it is gone, and the answer says so in the request's language
    expect(await call(office, 'DELETE', `/system/user/profile/sessions/${laptopId}`, 'en')).toEqual({
      code: 500,
      msg: 'That device does not exist or is already signed out',
    });
  });

  it('cannot end another user’s session: it answers as a missing one and the session stays', async () => {
    const traveller = await loginFrom('traveller', CHROME_ON_WINDOWS);
    const neighbour = await loginFrom('neighbour', FIREFOX_ON_MAC);
    const neighbourId = (await devices(neighbour)).find((row) => row.current)!.sessionId;
    const logged = (await t.app.db.select().from(sysOperLog).where(eq(sysOperLog.operName, 'traveller')))
      .length;

    const refused = await call(traveller, 'DELETE', `/system/user/profile/sessions/${neighbourId}`);
    expect(refused).toEqual({ code: 500, msg: '该设备不存在或已下线' });
    expect(await call(traveller, 'DELETE', '/system/user/profile/sessions/no-such-device')).toEqual(refused);
    expect(await signedIn(neighbour)).toBe(true);

    // nor by the token id 在线用户 shows
    const online = (await call(await t.login('admin'), 'GET', '/monitor/online/list')).rows as Array<{
      tokenId: string;
      userName: string;
    }>;
    for (const row of online.filter((r) => r.userName === 'neighbour'))
      expect(await call(traveller, 'DELETE', `/system/user/profile/sessions/${row.tokenId}`)).toEqual(
        refused,
      );
    expect(await signedIn(neighbour)).toBe(true);
    // refusals are logged as failures, like any refused operation
    const after = await t.app.db.select().from(sysOperLog).where(eq(sysOperLog.operName, 'traveller'));
    expect(after.length).toBeGreaterThan(logged);
    expect(after.slice(logged).every((row) => row.status === 1)).toBe(true);
  });

  it('cannot end the current session: that is 退出登录', async () => {
    const office = await loginFrom('traveller', CHROME_ON_WINDOWS);
    const own = (await devices(office)).find((row) => row.current)!.sessionId;
    expect(await call(office, 'DELETE', `/system/user/profile/sessions/${own}`)).toEqual({
      code: 500,
      msg: '不能下线当前设备，请使用退出登录',
    });
    expect(await call(office, 'DELETE', `/system/user/profile/sessions/${own}`, 'en')).toEqual({
      code: 500,
      msg: 'The device you are using cannot be signed out here: use Log out',
    });
    expect(await signedIn(office)).toBe(true);
  });

  it('needs a session, and checks the id’s form', async () => {
    expect((await t.request({ method: 'GET', url: '/system/user/profile/sessions' })).json()).toMatchObject({
      code: 401,
    });
    const office = await loginFrom('traveller', CHROME_ON_WINDOWS);
    const bad = await call(office, 'DELETE', '/system/user/profile/sessions/a.b');
    expect(bad.code).toBe(500);
    expect(await signedIn(office)).toBe(true);
  });
});
