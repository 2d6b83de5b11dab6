/** @jest-environment ./server/test/native-modules-environment.cjs */
// db-kinds: postgres (it runs nothing whose behaviour depends on the kind: docs/stack.md "Two database kinds")
import { eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { CacheKeys } from '../../src/cache/store';
import { sysUserTotp } from '../../src/db/schema';
import { insertUsers } from '../fixtures';
import { setupTestApp, START_TIMEOUT } from '../helper';

/**
 * Two-factor sign-in is switched on, switched off and its recovery codes made anew only after the
 * password is given again (docs/security.md "Step-up: the password again"): the review enrolled its
 * own authenticator with nothing but a stolen session and so locked the owner out. The password
 * proves it for this session for five minutes at most.
 */
const t = setupTestApp();
type Body = { code: number; msg: string; data?: Record<string, unknown> };
const TOTP = '/system/user/profile/totp';
const call = async (method: 'POST' | 'PUT', url: string, token: string, payload?: object, lang = 'zh-cn') =>
  (await t.request({ method, url, token, payload, headers: { 'accept-language': lang } })).json() as Body;
const appCode = (secret: string) => generate({ secret, epoch: Math.floor(Date.now() / 1000) });
const enrolment = async (userId: number) =>
  (await t.app.db.select().from(sysUserTotp).where(eq(sysUserTotp.userId, userId)))[0];
const REQUIRED = { code: 500, msg: '请输入登录密码以确认是本人操作' };

let userId: number;
let owner: string;
let thief: string;

beforeAll(async () => {
  [userId] = await insertUsers(t.app, [{ userName: 'stepper' }]);
  owner = await t.login('stepper');
  thief = await t.login('stepper'); // a second session of the same account: the stolen one
}, START_TIMEOUT);

describe('16. two-factor changes ask for the password again: a step-up of at most five minutes', () => {
  it('refuses switching on with only a session; nothing is started', async () => {
    expect(await call('POST', TOTP, thief, {})).toEqual(REQUIRED);
    expect((await call('POST', TOTP, thief)).code).toBe(500); // no body at all
    expect((await call('POST', TOTP, thief, {}, 'en')).msg).toBe('Enter your password to confirm it is you');
    expect(await call('POST', TOTP, thief, { password: 'wrong-pass' })).toEqual({
      code: 500,
      msg: '密码错误',
    });
    expect(await enrolment(userId)).toBeUndefined();
    await t.app.cache.del(`${CacheKeys.passwordErrors}stepper`);
  });

  it('switches on after the password; the step-up is the session’s own and lasts five minutes at most', async () => {
    const started = await call('POST', TOTP, owner, { password: 'admin123' });
    expect(started.code).toBe(200);
    const secret = started.data!.secret as string;
    // the other session proved nothing
    expect(await call('PUT', TOTP, thief, { code: await appCode(secret) })).toEqual(REQUIRED);
    // five minutes and a second after the password: over
    const key = `step_up:${t.app.sessions.tokenIdOf(owner)}`;
    const given = Number(await t.app.cache.get(key));
    expect(given).toBeGreaterThan(Date.now() - 10_000);
    await t.app.cache.set(key, String(Date.now() - 5 * 60_000 - 1000), 60);
    expect(await call('PUT', TOTP, owner, { code: await appCode(secret) })).toEqual(REQUIRED);
    expect((await enrolment(userId)).enabled).toBe('0');
    const confirmed = await call('PUT', TOTP, owner, { code: await appCode(secret), password: 'admin123' });
    expect(confirmed.code).toBe(200);
    expect((await enrolment(userId)).enabled).toBe('1');
  });

  it('refuses new recovery codes and switching off with only a session, or only a code', async () => {
    const before = (await enrolment(userId)).recoveryCodes;
    expect(await call('PUT', `${TOTP}/recoveryCodes`, thief, {})).toEqual(REQUIRED);
    expect(await call('PUT', `${TOTP}/disable`, thief, {})).toEqual(REQUIRED);
    expect(await call('PUT', `${TOTP}/disable`, thief, { code: '123456' })).toEqual(REQUIRED);
    expect((await enrolment(userId)).recoveryCodes).toBe(before);
    expect((await enrolment(userId)).enabled).toBe('1');
  });

  it('makes new recovery codes and switches off after the password', async () => {
    const renewed = await call('PUT', `${TOTP}/recoveryCodes`, thief, { password: 'admin123' });
    expect(renewed.data!.recoveryCodes).toHaveLength(10);
    expect((await call('PUT', `${TOTP}/disable`, thief, { password: 'admin123' })).code).toBe(200);
    expect(await enrolment(userId)).toBeUndefined();
  });
});
