/** @jest-environment ./server/test/native-modules-environment.cjs */
import { and, eq, like } from 'drizzle-orm';
import { sysLogininfor, sysRole } from '../../src/db/schema';
import { insertUsers } from '../fixtures';
import { setupTestApp, START_TIMEOUT } from '../helper';

/**
 * Sessions (docs/security.md "Sessions"): open sessions follow the caller's data scope, the super
 * administrator's are ended by the super administrator alone, a password reset or change ends the
 * other sessions, and the lockout counts every attempt before it checks the password.
 */
const t = setupTestApp();

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = async (token: string, method: Method, url: string, payload?: object, lang = 'zh-cn') =>
  (await t.request({ method, url, payload, token, headers: { 'accept-language': lang } })).json();
const signedIn = async (token: string) => (await call(token, 'GET', '/getInfo')).code === 200;

interface Online {
  tokenId: string;
  userName: string;
}

/** ry's role with another data scope, in force at ry's next request */
async function setRyScope(admin: string, dataScope: string) {
  await t.app.db.update(sysRole).set({ dataScope }).where(eq(sysRole.roleId, 2));
  // any change of role 2 reads its holders' rights again
  expect(await call(admin, 'PUT', '/system/role/changeStatus', { roleId: 2, status: '0' })).toMatchObject({
    code: 200,
  });
}

describe('6. 在线用户 and the session cache follow the caller’s data scope', () => {
  let admin: string;
  let ry: string;
  let adminTokenId: string;

  beforeAll(async () => {
    admin = await t.login('admin');
    ry = await t.login('ry');
    const rows = (await call(admin, 'GET', '/monitor/online/list')).rows as Online[];
    adminTokenId = rows.find((row) => row.userName === 'admin')!.tokenId;
  }, START_TIMEOUT);

  it('hides the super administrator’s session from ry and refuses forcing it out', async () => {
    const seen = (await call(ry, 'GET', '/monitor/online/list')).rows as Online[];
    expect(seen.map((row) => row.userName)).toContain('ry');
    expect(seen.map((row) => row.userName)).not.toContain('admin');
    expect(await call(ry, 'DELETE', `/monitor/online/${adminTokenId}`)).toEqual({
      code: 500,
      msg: '没有权限访问用户数据！',
    });
    expect(await signedIn(admin)).toBe(true);
  });

  it('hides it in 缓存列表 and refuses reading or clearing it, by key, by name or all', async () => {
    const key = `login_tokens:${adminTokenId}`;
    const keys = (await call(ry, 'GET', '/monitor/cache/getKeys/login_tokens:')).data as string[];
    expect(keys).not.toContain(key);
    expect(keys.length).toBeGreaterThan(0);
    expect(await call(ry, 'GET', `/monitor/cache/getValue/login_tokens:/${key}`)).toEqual({
      code: 500,
      msg: '没有权限访问用户数据！',
    });
    expect(await call(ry, 'DELETE', `/monitor/cache/clearCacheKey/${key}`)).toEqual({
      code: 500,
      msg: '没有权限访问用户数据！',
    });
    expect(await call(ry, 'DELETE', '/monitor/cache/clearCacheName/login_tokens:')).toMatchObject({
      code: 200,
    });
    expect(await signedIn(admin)).toBe(true);
    expect(await signedIn(ry)).toBe(false); // its own sessions went
    ry = await t.login('ry');
    expect(await call(ry, 'DELETE', '/monitor/cache/clearCacheAll')).toMatchObject({ code: 200 });
    expect(await signedIn(admin)).toBe(true);
    ry = await t.login('ry');
  });

  it('lets a caller with scope “all” see the super administrator’s session but not end it', async () => {
    await setRyScope(admin, '1');
    try {
      const seen = (await call(ry, 'GET', '/monitor/online/list')).rows as Online[];
      expect(seen.map((row) => row.tokenId)).toContain(adminTokenId);
      const refused = { code: 500, msg: '不允许操作超级管理员用户' };
      expect(await call(ry, 'DELETE', `/monitor/online/${adminTokenId}`)).toEqual(refused);
      expect(await call(ry, 'DELETE', `/monitor/cache/clearCacheKey/login_tokens:${adminTokenId}`)).toEqual(
        refused,
      );
      expect((await call(ry, 'DELETE', `/monitor/online/${adminTokenId}`, undefined, 'en')).msg).toBe(
        'The super administrator cannot be changed',
      );
      expect(await call(ry, 'DELETE', '/monitor/cache/clearCacheName/login_tokens:')).toMatchObject({
        code: 200,
      });
      expect(await signedIn(admin)).toBe(true);
    } finally {
      ry = await t.login('ry');
      await setRyScope(admin, '2');
    }
    // the super administrator may end its own
    const second = await t.login('admin');
    const rows = (await call(admin, 'GET', '/monitor/online/list')).rows as Online[];
    const other = rows.find((row) => row.userName === 'admin' && row.tokenId !== adminTokenId)!;
    expect(await call(admin, 'DELETE', `/monitor/online/${other.tokenId}`)).toMatchObject({ code: 200 });
    expect(await signedIn(second)).toBe(false);
  });
});

describe('7. a password reset or change ends the user’s other sessions', () => {
  it('ends every session of a user whose password an administrator resets', async () => {
    const admin = await t.login('admin');
    const [userId] = await insertUsers(t.app, [{ userName: 'reset-me' }]);
    const first = await t.login('reset-me');
    const second = await t.login('reset-me');
    expect(await call(admin, 'PUT', '/system/user/resetPwd', { userId, password: 'fresh123' })).toMatchObject(
      {
        code: 200,
      },
    );
    expect(await signedIn(first)).toBe(false);
    expect(await signedIn(second)).toBe(false);
    expect(await signedIn(admin)).toBe(true);
    expect(await t.login('reset-me', 'fresh123')).toBeTruthy();
  });

  it('ends the other sessions of a user who changes their own password, not the one used', async () => {
    await insertUsers(t.app, [{ userName: 'change-me' }]);
    const here = await t.login('change-me');
    const elsewhere = await t.login('change-me');
    expect(
      await call(here, 'PUT', '/system/user/profile/updatePwd', {
        oldPassword: 'admin123',
        newPassword: 'fresh123',
      }),
    ).toMatchObject({ code: 200 });
    expect(await signedIn(elsewhere)).toBe(false);
    expect(await signedIn(here)).toBe(true);
  });
});

describe('8. the lockout counts before it checks: concurrent guesses are checked five times at most', () => {
  it('checks 5 of 40 concurrent wrong passwords; the rest, and then the right one, are locked out', async () => {
    await insertUsers(t.app, [{ userName: 'target' }]);
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        t.app.inject({
          method: 'POST',
          url: `${t.config.apiPrefix}/login`,
          payload: { username: 'target', password: `guess${i}xx` },
          // one address each, so that the per-address throttle is not what stops them
          remoteAddress: `10.9.${Math.floor(i / 200)}.${(i % 200) + 1}`,
        }),
      ),
    );
    const messages = answers.map((answer) => answer.json().msg as string);
    expect(messages.filter((msg) => msg === '用户不存在/密码错误')).toHaveLength(5);
    expect(messages.filter((msg) => msg === '密码输入错误5次，帐户锁定10分钟')).toHaveLength(35);
    // the login log: exactly five passwords were checked
    const checked = await t.app.db
      .select()
      .from(sysLogininfor)
      .where(and(eq(sysLogininfor.userName, 'target'), like(sysLogininfor.msg, '密码输入错误_次')));
    expect(checked).toHaveLength(5);
    const right = await t.request({
      method: 'POST',
      url: '/login',
      payload: { username: 'target', password: 'admin123' },
    });
    expect(right.json()).toEqual({ code: 500, msg: '密码输入错误5次，帐户锁定10分钟' });
  });
});
