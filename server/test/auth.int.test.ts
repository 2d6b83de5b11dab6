/** @jest-environment ./server/test/native-modules-environment.cjs */
import { and, eq } from 'drizzle-orm';
import { sysUser } from '../src/db/schema';
import { CHROME_ON_WINDOWS, insertUsers, lastLoginRow, setConfig } from './fixtures';
import { setupTestApp } from './helper';

const t = setupTestApp();

const post = (url: string, payload: object, headers: Record<string, string> = {}, remoteAddress?: string) =>
  t.request({ method: 'POST', url, payload, headers, remoteAddress }).then((r) => r.json());

describe('captcha switched off by CAPTCHA_ENABLED=false', () => {
  it('says so and sends no image', async () => {
    const body = (await t.request({ method: 'GET', url: '/captchaImage' })).json();
    expect(body).toEqual({ code: 200, msg: '操作成功', captchaEnabled: false, registerEnabled: false });
  });
});

describe('POST /login', () => {
  it('answers a HS512 token and records the login', async () => {
    const body = await post(
      '/login',
      { username: 'admin', password: 'admin123' },
      { 'user-agent': CHROME_ON_WINDOWS },
    );
    expect(body.code).toBe(200);
    expect(body.msg).toBe('操作成功');
    const [header, payload] = (body.token as string).split('.');
    expect(JSON.parse(Buffer.from(header, 'base64url').toString())).toEqual({ alg: 'HS512' });
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    expect(claims.sub).toBe('admin');
    expect(claims.login_user_key).toMatch(/^[0-9a-f-]{36}$/);

    const log = await lastLoginRow(t.app, 'admin');
    expect(log).toMatchObject({ status: '0', msg: '登录成功', ipaddr: '127.0.0.1', loginLocation: '内网IP' });
    expect(log.browser).toBe('Chrome 126');
    expect(log.os).toBe('Windows 10');
    const [admin] = await t.app.db.select().from(sysUser).where(eq(sysUser.userId, 1));
    expect(admin.loginIp).toBe('127.0.0.1');
    expect(admin.loginDate).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it('gives the same message for a wrong password and an unknown user', async () => {
    const wrong = await post('/login', { username: 'admin', password: 'wrong-password' });
    const unknown = await post('/login', { username: 'nobody-here', password: 'admin123' });
    expect(wrong).toEqual({ code: 500, msg: '用户不存在/密码错误' });
    expect(unknown).toEqual({ code: 500, msg: '用户不存在/密码错误' });
    expect(await lastLoginRow(t.app, 'admin')).toMatchObject({ status: '1', msg: '密码输入错误1次' });
    expect(await lastLoginRow(t.app, 'nobody-here')).toMatchObject({
      status: '1',
      msg: '对不起，您的账号：nobody-here 不存在',
    });
    // a correct login clears the counter
    expect((await post('/login', { username: 'admin', password: 'admin123' })).code).toBe(200);
  });

  it('answers in English when asked', async () => {
    const body = await post(
      '/login',
      { username: 'admin', password: 'nope-nope' },
      { 'accept-language': 'en-US,en;q=0.9' },
    );
    expect(body).toEqual({ code: 500, msg: 'User does not exist or the password is wrong' });
    await post('/login', { username: 'admin', password: 'admin123' });
  });

  it('refuses missing or out-of-range credentials without saying which', async () => {
    expect(await post('/login', {})).toEqual({ code: 500, msg: '用户不存在/密码错误' });
    expect(await post('/login', { username: 'a', password: 'admin123' })).toEqual({
      code: 500,
      msg: '用户不存在/密码错误',
    });
    expect(await lastLoginRow(t.app, 'a')).toMatchObject({
      status: '1',
      msg: '用户名或密码长度不在指定范围内',
    });
  });

  it('locks an account for 10 minutes after 5 wrong passwords, even for the right one', async () => {
    await insertUsers(t.app, [{ userName: 'locky' }]);
    for (let i = 1; i <= 5; i += 1) {
      expect(await post('/login', { username: 'locky', password: `bad-${i}-pw` })).toEqual({
        code: 500,
        msg: '用户不存在/密码错误',
      });
    }
    expect(await post('/login', { username: 'locky', password: 'admin123' })).toEqual({
      code: 500,
      msg: '密码输入错误5次，帐户锁定10分钟',
    });
    expect(await lastLoginRow(t.app, 'locky')).toMatchObject({
      status: '1',
      msg: '密码输入错误5次，帐户锁定10分钟',
    });
  });

  it('locks unknown names the same way, so a lock reveals nothing', async () => {
    for (let i = 0; i < 5; i += 1) await post('/login', { username: 'ghost-user', password: 'whatever1' });
    expect((await post('/login', { username: 'ghost-user', password: 'whatever1' })).msg).toBe(
      '密码输入错误5次，帐户锁定10分钟',
    );
  });

  it('asks an address for a captcha after 20 failed logins (docs/security.md "Throttle and lockout")', async () => {
    const address = '203.0.113.9';
    for (let i = 0; i < 20; i += 1) {
      expect((await post('/login', { username: `probe${i}`, password: 'guess-123' }, {}, address)).msg).toBe(
        '用户不存在/密码错误',
      );
    }
    expect(await post('/login', { username: 'admin', password: 'admin123' }, {}, address)).toEqual({
      code: 500,
      msg: '登录失败次数过多，请输入验证码',
    });
    // other addresses are not affected
    expect((await post('/login', { username: 'admin', password: 'admin123' })).code).toBe(200);
  });

  it('refuses blacklisted addresses', async () => {
    await setConfig(t.app, 'sys.login.blackIPList', '198.51.100.*;192.0.2.1-192.0.2.9');
    try {
      expect(await post('/login', { username: 'admin', password: 'admin123' }, {}, '198.51.100.7')).toEqual({
        code: 500,
        msg: '很遗憾，访问IP已被列入系统黑名单',
      });
      expect((await post('/login', { username: 'admin', password: 'admin123' }, {}, '192.0.2.5')).code).toBe(
        500,
      );
      expect((await post('/login', { username: 'admin', password: 'admin123' }, {}, '192.0.2.10')).code).toBe(
        200,
      );
    } finally {
      await setConfig(t.app, 'sys.login.blackIPList', '');
    }
  });

  it('never lets an account without a password hash in', async () => {
    await insertUsers(t.app, [{ userName: 'hashless' }]);
    await t.app.db.update(sysUser).set({ password: '' }).where(eq(sysUser.userName, 'hashless'));
    expect(await post('/login', { username: 'hashless', password: 'admin123' })).toEqual({
      code: 500,
      msg: '用户不存在/密码错误',
    });
  });

  it('explains a missing body', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/login',
      payload: '',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.json()).toEqual({ code: 500, msg: '参数[请求体]类型不匹配，要求类型为：object' });
  });

  it('refuses a disabled account once the password is right', async () => {
    await insertUsers(t.app, [{ userName: 'sleeper', status: '1' }]);
    expect(await post('/login', { username: 'sleeper', password: 'wrong-one' })).toEqual({
      code: 500,
      msg: '用户不存在/密码错误',
    });
    expect(await post('/login', { username: 'sleeper', password: 'admin123' })).toEqual({
      code: 500,
      msg: '用户已封禁，请联系管理员',
    });
  });
});

describe('GET /getInfo', () => {
  it('describes the super admin', async () => {
    const token = await t.login('admin');
    const body = (await t.request({ method: 'GET', url: '/getInfo', token })).json();
    expect(body.code).toBe(200);
    expect(body.roles).toEqual(['admin']);
    expect(body.permissions).toEqual(['*:*:*']);
    expect(body.pwdChrtype).toBe('0');
    expect(body.isDefaultModifyPwd).toBe(false);
    expect(body.isPasswordExpired).toBe(false);
    expect(body.user).toMatchObject({
      userId: 1,
      userName: 'admin',
      nickName: '管理员 Admin',
      admin: true,
      status: '0',
      remark: '管理员',
    });
    expect(body.user.dept).toMatchObject({ deptId: 103, deptName: '研发部 R&D', leader: null });
    expect(body.user.roles).toEqual([expect.objectContaining({ roleId: 1, roleKey: 'admin', admin: true })]);
    expect(body.user).not.toHaveProperty('password');
    expect(body.user.roleIds).toBeNull();
  });

  it('describes ry with the permissions of role common', async () => {
    const token = await t.login('ry');
    const body = (await t.request({ method: 'GET', url: '/getInfo', token })).json();
    expect(body.roles).toEqual(['common']);
    expect(body.permissions).toContain('system:user:list');
    expect(body.permissions).toContain('marketing:lead:export');
    expect(body.permissions).not.toContain('*:*:*');
    expect(body.permissions).toHaveLength(96);
    expect(body.user).toMatchObject({
      userId: 2,
      userName: 'ry',
      admin: false,
      dept: expect.objectContaining({ deptName: '测试部 QA' }),
    });
  });

  it('names the server’s time zone, the zone of the wall-clock times it sends', async () => {
    const token = await t.login('admin');
    const body = (await t.request({ method: 'GET', url: '/getInfo', token })).json();
    expect(body.timeZone).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
    // an IANA name the browser can format in
    expect(() => new Intl.DateTimeFormat('en', { timeZone: body.timeZone })).not.toThrow();
  });

  it('reports an initial password that was never changed', async () => {
    await insertUsers(t.app, [{ userName: 'freshman', roleIds: [2] }]);
    await t.app.db.update(sysUser).set({ pwdUpdateDate: null }).where(eq(sysUser.userName, 'freshman'));
    const token = await t.login('freshman');
    const body = (await t.request({ method: 'GET', url: '/getInfo', token })).json();
    expect(body.isDefaultModifyPwd).toBe(true);
  });

  it('refuses a request without a token', async () => {
    expect((await t.request({ method: 'GET', url: '/getInfo' })).json()).toEqual({
      code: 401,
      msg: '请求访问：/getInfo，认证失败，无法访问系统资源',
    });
  });

  it('refuses a tampered token', async () => {
    const token = await t.login('ry');
    const [h, p, s] = token.split('.');
    const forged = Buffer.from(Buffer.from(p, 'base64url').toString().replace('"ry"', '"admin"')).toString(
      'base64url',
    );
    expect(
      (await t.request({ method: 'GET', url: '/getInfo', token: `${h}.${forged}.${s}` })).json().code,
    ).toBe(401);
  });
});

describe('POST /logout', () => {
  it('ends the session and logs it', async () => {
    const token = await t.login('ry');
    expect((await t.request({ method: 'GET', url: '/getInfo', token })).json().code).toBe(200);
    expect((await t.request({ method: 'POST', url: '/logout', token })).json()).toEqual({
      code: 200,
      msg: '退出成功',
    });
    expect((await t.request({ method: 'GET', url: '/getInfo', token })).json().code).toBe(401);
    expect(await lastLoginRow(t.app, 'ry')).toMatchObject({ status: '0', msg: '退出成功' });
  });

  it('answers 退出成功 without a session too', async () => {
    expect((await t.request({ method: 'POST', url: '/logout' })).json()).toEqual({
      code: 200,
      msg: '退出成功',
    });
  });
});

describe('POST /register', () => {
  it('is refused while registration is off', async () => {
    expect(await post('/register', { username: 'newbie', password: 'secret1' })).toEqual({
      code: 500,
      msg: '当前系统没有开启注册功能！',
    });
  });

  it('creates an account that can log in, once switched on', async () => {
    await setConfig(t.app, 'sys.account.registerUser', 'true');
    try {
      expect(
        await post('/register', { username: 'newbie', password: '12345', confirmPassword: '12345' }),
      ).toEqual({
        code: 500,
        msg: '密码长度必须在6到20个字符之间',
      });
      expect(await post('/register', { username: 'n', password: 'secret1' })).toEqual({
        code: 500,
        msg: '账户长度必须在2到20个字符之间',
      });
      expect(await post('/register', { username: 'newbie', password: 'secret1' })).toEqual({
        code: 200,
        msg: '操作成功',
      });
      expect(await post('/register', { username: 'newbie', password: 'secret1' })).toEqual({
        code: 500,
        msg: "保存用户'newbie'失败，注册账号已存在",
      });
      const [row] = await t.app.db
        .select()
        .from(sysUser)
        .where(and(eq(sysUser.userName, 'newbie')));
      expect(row.password).toMatch(/^\$2[aby]\$10\$/);
      expect((await post('/login', { username: 'newbie', password: 'secret1' })).code).toBe(200);
    } finally {
      await setConfig(t.app, 'sys.account.registerUser', 'false');
    }
  });

  it('enforces the password character rule', async () => {
    await setConfig(t.app, 'sys.account.registerUser', 'true');
    await setConfig(t.app, 'sys.account.chrtype', '3');
    try {
      expect(await post('/register', { username: 'digits', password: '1234567' })).toEqual({
        code: 500,
        msg: '密码必须包含字母和数字',
      });
    } finally {
      await setConfig(t.app, 'sys.account.registerUser', 'false');
      await setConfig(t.app, 'sys.account.chrtype', '0');
    }
  });
});
