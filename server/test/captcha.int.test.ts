/** @jest-environment ./server/test/native-modules-environment.cjs */
import { CacheKeys } from '../src/cache/store';
import { setConfig } from './fixtures';
import { setupTestApp } from './helper';

// no CAPTCHA_ENABLED override: the seeded setting sys.account.captchaEnabled = true applies
const t = setupTestApp({ captchaEnabled: undefined });

async function captcha(): Promise<{ uuid: string; answer: string }> {
  const body = (await t.request({ method: 'GET', url: '/captchaImage' })).json();
  const answer = await t.app.cache.get(`${CacheKeys.captcha}${body.uuid}`);
  return { uuid: body.uuid, answer: answer! };
}

const login = (payload: object) =>
  t.request({ method: 'POST', url: '/login', payload }).then((r) => r.json());

describe('captcha switched on by the setting', () => {
  it('sends a PNG challenge and keeps its answer', async () => {
    const body = (await t.request({ method: 'GET', url: '/captchaImage' })).json();
    expect(body).toMatchObject({ code: 200, msg: '操作成功', captchaEnabled: true });
    expect(body.uuid).toMatch(/^[0-9a-f]{32}$/);
    const png = Buffer.from(body.img, 'base64');
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([160, 60]);
    expect(await t.app.cache.get(`${CacheKeys.captcha}${body.uuid}`)).toMatch(/^\d{1,2}$/);
  });

  it('refuses a login without a captcha', async () => {
    expect(await login({ username: 'admin', password: 'admin123' })).toEqual({
      code: 500,
      msg: '验证码已失效',
    });
  });

  it('refuses a wrong answer, and the captcha is then used up', async () => {
    const { uuid, answer } = await captcha();
    const wrong = String(Number(answer) + 1);
    expect(await login({ username: 'admin', password: 'admin123', code: wrong, uuid })).toEqual({
      code: 500,
      msg: '验证码错误',
    });
    expect(await login({ username: 'admin', password: 'admin123', code: answer, uuid })).toEqual({
      code: 500,
      msg: '验证码已失效',
    });
  });

  it('accepts the right answer once', async () => {
    const { uuid, answer } = await captcha();
    const first = await login({ username: 'admin', password: 'admin123', code: answer, uuid });
    expect(first.code).toBe(200);
    expect(first.token).toBeTruthy();
    expect(await login({ username: 'admin', password: 'admin123', code: answer, uuid })).toEqual({
      code: 500,
      msg: '验证码已失效',
    });
  });

  it('answers in English when asked', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/login',
      payload: { username: 'admin', password: 'admin123', code: '1', uuid: 'f'.repeat(32) },
      headers: { 'accept-language': 'en' },
    });
    expect(response.json()).toEqual({ code: 500, msg: 'The captcha has expired' });
  });
});

describe('self-registration announced with the captcha', () => {
  it('follows the sys.account.registerUser setting', async () => {
    expect((await t.request({ method: 'GET', url: '/captchaImage' })).json()).toMatchObject({
      registerEnabled: false,
    });
    await setConfig(t.app, 'sys.account.registerUser', 'true');
    try {
      expect((await t.request({ method: 'GET', url: '/captchaImage' })).json()).toMatchObject({
        registerEnabled: true,
      });
    } finally {
      await setConfig(t.app, 'sys.account.registerUser', 'false');
    }
  });
});

describe('captcha switched off by the setting', () => {
  it('is announced as off and no longer asked for', async () => {
    await setConfig(t.app, 'sys.account.captchaEnabled', 'false');
    try {
      expect((await t.request({ method: 'GET', url: '/captchaImage' })).json()).toEqual({
        code: 200,
        msg: '操作成功',
        captchaEnabled: false,
        registerEnabled: false,
      });
      expect((await login({ username: 'admin', password: 'admin123' })).code).toBe(200);
    } finally {
      await setConfig(t.app, 'sys.account.captchaEnabled', 'true');
    }
  });
});
