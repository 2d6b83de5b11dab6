/** @jest-environment ./server/test/native-modules-environment.cjs */
import { eq } from 'drizzle-orm';
import { CacheKeys } from '../src/cache/store';
import { sysConfig } from '../src/db/schema';
import { setupTestApp } from './helper';
import { exportForm, lastOperLog, loginWithoutPermissions, readWorkbook } from './marketing-support';

/**
 * 参数设置: `/system/config`. No CAPTCHA_ENABLED override here: the setting decides, so turning it
 * off in the console must show on the next /captchaImage.
 */
const t = setupTestApp({ captchaEnabled: undefined });

let admin: string;

/** a login that answers the captcha when one is asked for */
async function login(userName: string, password = 'admin123'): Promise<string> {
  const image = (await t.request({ method: 'GET', url: '/captchaImage' })).json();
  const code = image.captchaEnabled ? await t.app.cache.get(`${CacheKeys.captcha}${image.uuid}`) : undefined;
  const body = (
    await t.request({
      method: 'POST',
      url: '/login',
      payload: { username: userName, password, code, uuid: image.uuid },
    })
  ).json();
  if (!body.token) throw new Error(`login of ${userName} failed: ${body.msg}`);
  return body.token as string;
}

beforeAll(async () => {
  admin = await login('admin');
});

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, lang = 'zh-cn') =>
  t.request({ method, url, payload, token: admin, headers: { 'accept-language': lang } });

async function setting(configKey: string) {
  const [row] = await t.app.db.select().from(sysConfig).where(eq(sysConfig.configKey, configKey));
  return (await call('GET', `/system/config/${row.configId}`)).json().data;
}

/** edits a setting through the console's API */
async function change(configKey: string, configValue: string) {
  return (await call('PUT', '/system/config', { ...(await setting(configKey)), configValue })).json();
}

describe('settings: /system/config', () => {
  it('lists the seeded settings, filtered by name, key and type', async () => {
    const all = (await call('GET', '/system/config/list')).json();
    // 16 seeded before, the logs' retention period (docs/security.md) and the sales desk's two settings
    expect(all).toMatchObject({ code: 200, msg: '查询成功', total: 19 });
    expect(all.rows[0]).toMatchObject({ configId: 1, configKey: 'sys.index.skinName', configType: 'Y' });
    expect(all.rows[0].configNameEn).toBe('Main frame: default skin');
    const byKey = (await call('GET', '/system/config/list?configKey=CAPTCHA')).json();
    expect(byKey.rows.map((row: { configKey: string }) => row.configKey)).toEqual([
      'sys.account.captchaEnabled',
    ]);
    const byName = (await call('GET', '/system/config/list?configName=密码&configType=Y')).json();
    expect(byName.total).toBe(4);
    expect((await call('GET', '/system/config/list?configType=N')).json().total).toBe(0);
  });

  it('adds, reads back, edits and deletes a setting; the value by key follows at once', async () => {
    const added = await call('POST', '/system/config', {
      configName: '页脚文字',
      configNameEn: 'Footer text',
      configKey: 'site.footer',
      configValue: '版权所有',
    });
    expect(added.json()).toEqual({ code: 200, msg: '操作成功' });
    expect(await lastOperLog(t)).toMatchObject({ title: '参数管理', businessType: 1 });
    const row = await setting('site.footer');
    expect(row).toMatchObject({ configNameEn: 'Footer text', configType: 'N', createBy: 'admin' });
    expect((await call('GET', '/system/config/configKey/site.footer')).json().msg).toBe('版权所有');

    await call('PUT', '/system/config', { ...row, configKey: 'site.footer2', configValue: 'All rights' });
    expect((await call('GET', '/system/config/configKey/site.footer')).json().msg).toBe('');
    expect((await call('GET', '/system/config/configKey/site.footer2')).json().msg).toBe('All rights');

    expect((await call('DELETE', `/system/config/${row.configId}`)).json()).toEqual({
      code: 200,
      msg: '操作成功',
    });
    expect((await call('GET', '/system/config/configKey/site.footer2')).json().msg).toBe('');
    expect((await call('GET', `/system/config/${row.configId}`)).json()).toEqual({
      code: 500,
      msg: '参数不存在',
    });
  });

  it('refuses a taken key, a blank field and deleting a built-in setting', async () => {
    expect(
      (
        await call('POST', '/system/config', {
          configName: '又一个验证码',
          configKey: 'sys.account.captchaEnabled',
          configValue: 'true',
        })
      ).json(),
    ).toEqual({ code: 500, msg: "新增参数'又一个验证码'失败，参数键名已存在" });
    expect(
      (await call('POST', '/system/config', { configName: ' ', configKey: 'a.b', configValue: 'x' })).json(),
    ).toEqual({ code: 500, msg: '参数名称不能为空' });
    expect((await call('DELETE', '/system/config/4')).json()).toEqual({
      code: 500,
      msg: '内置参数【sys.account.captchaEnabled】不能删除 ',
    });
    expect((await call('DELETE', '/system/config/4', undefined, 'en')).json()).toEqual({
      code: 500,
      msg: 'The built-in setting [sys.account.captchaEnabled] cannot be deleted',
    });
    expect(await t.app.db.select().from(sysConfig).where(eq(sysConfig.configId, 4))).toHaveLength(1);
  });

  it('refuses values the server cannot use for the settings it reads', async () => {
    expect(await change('sys.account.captchaEnabled', 'off')).toEqual({
      code: 500,
      msg: '参数键值无效：sys.account.captchaEnabled 只能是 true / false',
    });
    expect(await change('sys.account.chrtype', '7')).toEqual({
      code: 500,
      msg: '参数键值无效：sys.account.chrtype 只能是 0 / 1 / 2 / 3 / 4',
    });
    expect(await change('sys.account.passwordValidateDays', '-1')).toEqual({
      code: 500,
      msg: '参数键值无效：sys.account.passwordValidateDays 必须是 0 到 3650 之间的整数',
    });
    expect((await change('sys.user.initPassword', '12<45678')).code).toBe(500);
    expect((await call('GET', '/system/config/configKey/sys.account.captchaEnabled')).json().msg).toBe(
      'true',
    );
  });

  it('turning the captcha off shows on the next /captchaImage, and back on', async () => {
    expect((await t.request({ method: 'GET', url: '/captchaImage' })).json().captchaEnabled).toBe(true);
    expect(await change('sys.account.captchaEnabled', 'false')).toEqual({ code: 200, msg: '操作成功' });
    expect((await t.request({ method: 'GET', url: '/captchaImage' })).json()).toEqual({
      code: 200,
      msg: '操作成功',
      captchaEnabled: false,
      registerEnabled: false,
    });
    expect(await change('sys.account.captchaEnabled', 'true')).toEqual({ code: 200, msg: '操作成功' });
    expect((await t.request({ method: 'GET', url: '/captchaImage' })).json().captchaEnabled).toBe(true);
  });

  it('turning registration on opens /register at once', async () => {
    await change('sys.account.captchaEnabled', 'false');
    const register = () =>
      t.request({
        method: 'POST',
        url: '/register',
        payload: { username: 'newcomer', password: 'abc12345' },
      });
    expect((await register()).json()).toEqual({ code: 500, msg: '当前系统没有开启注册功能！' });
    await change('sys.account.registerUser', 'true');
    expect((await t.request({ method: 'GET', url: '/captchaImage' })).json().registerEnabled).toBe(true);
    expect((await register()).json().code).toBe(200);
    await change('sys.account.registerUser', 'false');
    await change('sys.account.captchaEnabled', 'true');
  });

  it('the password rule and the initial password follow their settings at once', async () => {
    expect(await change('sys.account.chrtype', '1')).toMatchObject({ code: 200 });
    const token = await login('ry');
    const info = (await t.request({ method: 'GET', url: '/getInfo', token })).json();
    expect(info.pwdChrtype).toBe('1');
    const refused = await t.request({
      method: 'PUT',
      url: '/system/user/profile/updatePwd',
      token,
      payload: { oldPassword: 'admin123', newPassword: 'abcdef12' },
    });
    expect(refused.json()).toEqual({ code: 500, msg: '密码只能为0-9数字' });
    // an initial password must obey the rule in force
    expect((await change('sys.user.initPassword', 'abc123')).code).toBe(500);
    expect(await change('sys.user.initPassword', '654321')).toEqual({ code: 200, msg: '操作成功' });
    expect((await call('GET', '/system/config/configKey/sys.user.initPassword')).json().msg).toBe('654321');
    await change('sys.account.chrtype', '0');
  });

  it('refreshCache reloads the cache from the table', async () => {
    await t.app.db.update(sysConfig).set({ configValue: 'theme-light' }).where(eq(sysConfig.configId, 3));
    expect((await call('GET', '/system/config/configKey/sys.index.sideTheme')).json().msg).toBe('theme-dark');
    expect((await call('DELETE', '/system/config/refreshCache')).json()).toEqual({
      code: 200,
      msg: '操作成功',
    });
    expect(await lastOperLog(t)).toMatchObject({ title: '参数管理', businessType: 9 });
    expect((await call('GET', '/system/config/configKey/sys.index.sideTheme')).json().msg).toBe(
      'theme-light',
    );
  });

  it('exports the settings', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/system/config/export',
      token: admin,
      ...exportForm({ configKey: 'captcha' }),
    });
    const sheet = await readWorkbook(response);
    expect(sheet.sheetName).toBe('参数数据');
    expect(sheet.rows).toEqual([
      ['参数主键', '参数名称', '参数键名', '参数键值', '系统内置'],
      [4, '账号自助-验证码开关', 'sys.account.captchaEnabled', 'true', '是'],
    ]);
  });

  it('refuses a user without the settings permissions', async () => {
    await change('sys.account.captchaEnabled', 'false');
    const nobody = await loginWithoutPermissions(t, 'no_config');
    await change('sys.account.captchaEnabled', 'true');
    const forbidden = { code: 403, msg: '没有权限，请联系管理员授权' };
    const attempts: Array<[string, string, object?]> = [
      ['GET', '/system/config/list'],
      ['GET', '/system/config/4'],
      ['POST', '/system/config', { configName: 'x', configKey: 'x.y', configValue: 'z' }],
      [
        'PUT',
        '/system/config',
        { configId: 4, configName: 'x', configKey: 'sys.account.captchaEnabled', configValue: 'false' },
      ],
      ['DELETE', '/system/config/refreshCache'],
    ];
    for (const [method, url, payload] of attempts) {
      const response = await t.request({ method: method as 'GET', url, payload, token: nobody });
      expect([url, response.json()]).toEqual([url, forbidden]);
    }
    expect((await call('GET', '/system/config/configKey/sys.account.captchaEnabled')).json().msg).toBe(
      'true',
    );
  });
});
