/** @jest-environment ./server/test/native-modules-environment.cjs */
import { CacheKeys } from '../../src/cache/store';
import { insertUsers } from '../fixtures';
import { setupTestApp, START_TIMEOUT } from '../helper';

/**
 * The per-address throttle slows a guesser and never locks an office out (docs/security.md
 * "Throttle and lockout"). The review: after 20 failed logins from one address, `admin` with the
 * right password was refused for 10 minutes from that address — one colleague mistyping behind the
 * office's NAT locked everyone out. Now the address must solve a captcha (even where the setting
 * has captchas off), then its answers come slower; the right password with the right captcha is
 * always let in. The per-account lockout is unchanged.
 */
const t = setupTestApp();
const OFFICE = '198.51.100.20';

type Answer = { code: number; msg: string; token?: string };
const login = async (payload: object, remoteAddress = OFFICE, lang = 'zh-cn'): Promise<Answer> =>
  (
    await t.request({
      method: 'POST',
      url: '/login',
      payload,
      remoteAddress,
      headers: { 'accept-language': lang },
    })
  ).json();

async function captcha(remoteAddress = OFFICE): Promise<{ enabled: boolean; uuid?: string; code?: string }> {
  const body = (await t.request({ method: 'GET', url: '/captchaImage', remoteAddress })).json();
  if (!body.captchaEnabled) return { enabled: false };
  return {
    enabled: true,
    uuid: body.uuid,
    code: (await t.app.cache.get(`${CacheKeys.captcha}${body.uuid}`))!,
  };
}

beforeAll(async () => {
  // a mistyping colleague: 20 failures under 20 names, each well below its own lockout
  for (let i = 0; i < 20; i += 1)
    expect((await login({ username: `colleague${i}`, password: 'wrong-pass' })).msg).toBe(
      '用户不存在/密码错误',
    );
}, START_TIMEOUT);

describe('15. the per-address throttle asks for a captcha and slows down, never refusing the right password', () => {
  it('asks the address for a captcha, even with captchas off, and refuses a login without one', async () => {
    expect((await captcha('192.0.2.1')).enabled).toBe(false); // another address: no captcha
    expect((await captcha()).enabled).toBe(true);
    const refused = { code: 500, msg: '登录失败次数过多，请输入验证码' };
    expect(await login({ username: 'admin', password: 'admin123' })).toEqual(refused);
    expect((await login({ username: 'admin', password: 'admin123' }, OFFICE, 'en')).msg).toBe(
      'Too many failed sign-ins from this address: please enter the captcha',
    );
  });

  it('lets admin in with the right password and the right captcha from that address', async () => {
    const { uuid, code } = await captcha();
    const answer = await login({ username: 'admin', password: 'admin123', uuid, code });
    expect(answer.code).toBe(200);
    expect(answer.token).toBeTruthy();
  });

  it('keeps refusing wrong passwords and wrong captchas, and still lets the right pair in later', async () => {
    const first = await captcha();
    expect(
      await login({
        username: 'admin',
        password: 'admin123',
        uuid: first.uuid,
        code: String(Number(first.code) + 1),
      }),
    ).toEqual({ code: 500, msg: '验证码错误' });
    for (let i = 0; i < 5; i += 1) {
      const { uuid, code } = await captcha();
      expect((await login({ username: `guess${i}`, password: 'wrong-pass', uuid, code })).msg).toBe(
        '用户不存在/密码错误',
      );
    }
    // far past the point where answers are slowed down: still let in
    await t.app.cache.set(`${CacheKeys.loginFailuresByIp}${OFFICE}`, '500', 600);
    const { uuid, code } = await captcha();
    expect((await login({ username: 'admin', password: 'admin123', uuid, code })).code).toBe(200);
  });

  it('leaves the per-account lockout as it is: five wrong passwords lock the account, captcha or not', async () => {
    await t.app.cache.set(`${CacheKeys.loginFailuresByIp}${OFFICE}`, '25', 600); // a captcha, no wait
    await insertUsers(t.app, [{ userName: 'mistyper' }]);
    for (let i = 0; i < 5; i += 1) {
      const { uuid, code } = await captcha();
      await login({ username: 'mistyper', password: 'wrong-pass', uuid, code });
    }
    const { uuid, code } = await captcha();
    expect(await login({ username: 'mistyper', password: 'admin123', uuid, code })).toEqual({
      code: 500,
      msg: '密码输入错误5次，帐户锁定10分钟',
    });
  });
});
