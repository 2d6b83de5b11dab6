/** @jest-environment ./server/test/native-modules-environment.cjs */
import { CacheKeys } from '../../src/cache/store';
import { insertUsers, lastLoginRow } from '../fixtures';
import { setupTestApp, START_TIMEOUT } from '../helper';
import { secondsLeft } from './store-lifetime';

/**
 * The password lockout (docs/security.md "Lockout", docs/product.md §5): five wrong passwords lock
 * an account for ten minutes — the count lives as long as the lock — and the right password before
 * that clears the count, so the next wrong one is the first again.
 */
const t = setupTestApp();

const login = async (username: string, password: string) =>
  (await t.request({ method: 'POST', url: '/login', payload: { username, password } })).json() as {
    code: number;
    msg: string;
    token?: string;
  };

/** the address's own failures (20 lock it) are another rule: forgotten between the steps here */
const forgetAddress = () => t.app.cache.del(`${CacheKeys.loginFailuresByIp}127.0.0.1`);

const WRONG = { code: 500, msg: '用户不存在/密码错误' };
const LOCKED = { code: 500, msg: '密码输入错误5次，帐户锁定10分钟' };

beforeAll(async () => {
  await insertUsers(t.app, [{ userName: 'lock-a' }, { userName: 'lock-b' }]);
}, START_TIMEOUT);

describe('the password lockout', () => {
  it('the right password clears the count: the next wrong one is the first again, not a lock', async () => {
    for (let i = 1; i <= 4; i += 1) {
      expect(await login('lock-a', 'wrong-one')).toEqual(WRONG);
      expect((await lastLoginRow(t.app, 'lock-a')).msg).toBe(`密码输入错误${i}次`);
    }
    expect(await login('lock-a', 'admin123')).toMatchObject({ code: 200, token: expect.any(String) });
    expect(await login('lock-a', 'wrong-one')).toEqual(WRONG);
    expect((await lastLoginRow(t.app, 'lock-a')).msg).toBe('密码输入错误1次');
    // and four more before the lock, as for anyone
    for (let i = 2; i <= 4; i += 1) expect(await login('lock-a', 'wrong-one')).toEqual(WRONG);
    expect(await login('lock-a', 'admin123')).toMatchObject({ code: 200 });
    await forgetAddress();
  });

  it('locks for ten minutes: the count is kept as long as the lock, the right password refused meanwhile', async () => {
    for (let i = 1; i <= 5; i += 1) expect(await login('lock-b', 'wrong-one')).toEqual(WRONG);
    expect(await login('lock-b', 'wrong-one')).toEqual(LOCKED);
    const left = await secondsLeft(t, `${CacheKeys.passwordErrors}lock-b`);
    expect(left).toBeGreaterThan(10 * 60 - 30);
    expect(left).toBeLessThanOrEqual(10 * 60);
    // a moment later it is still locked, the right password included
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await login('lock-b', 'admin123')).toEqual(LOCKED);
    expect(await secondsLeft(t, `${CacheKeys.passwordErrors}lock-b`)).toBeGreaterThan(10 * 60 - 30);
    await forgetAddress();
  });
});
