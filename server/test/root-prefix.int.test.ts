/** @jest-environment ./server/test/native-modules-environment.cjs */
// db-kinds: postgres (it runs nothing whose behaviour depends on the kind: docs/stack.md "Two database kinds")
import { setupTestApp } from './helper';

/** API_PREFIX= (empty): behind a proxy that strips /prod-api, the routes live at the root. */
const t = setupTestApp({ apiPrefix: '' });

describe('API at the root', () => {
  it('serves the routes without a prefix', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/captchaImage' })).json()).toMatchObject({ code: 200 });
    const login = await t.app.inject({
      method: 'POST',
      url: '/login',
      payload: { username: 'admin', password: 'admin123' },
    });
    const token = login.json().token as string;
    const info = await t.app.inject({
      method: 'GET',
      url: '/getInfo',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(info.json().user.userName).toBe('admin');
  });

  it('keeps envelopes for unknown routes and missing logins', async () => {
    const missing = await t.app.inject({ method: 'GET', url: '/prod-api/getInfo' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ code: 404, msg: '请求地址不存在：/prod-api/getInfo' });
    expect((await t.app.inject({ method: 'GET', url: '/system/user/list' })).json()).toEqual({
      code: 401,
      msg: '请求访问：/system/user/list，认证失败，无法访问系统资源',
    });
  });
});
