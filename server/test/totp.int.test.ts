/** @jest-environment ./server/test/native-modules-environment.cjs */
import { and, desc, eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { CacheKeys } from '../src/cache/store';
import { sysOperLog, sysUser, sysUserTotp } from '../src/db/schema';
import { insertEmptyRole, insertUsers, lastLoginRow, setConfig } from './fixtures';
import { setupTestApp, START_TIMEOUT } from './helper';

// docs/security.md "Two-factor sign-in"
const t = setupTestApp();

type Body = Record<string, unknown> & { code: number; msg: string };

const call = async (
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  token?: string,
  payload?: object,
  lang?: string,
) =>
  (
    await t.request({
      method,
      url,
      token,
      payload,
      headers: lang ? { 'accept-language': lang } : {},
    })
  ).json() as Body;

/** a code of the app for the step `steps` away from now (the server accepts ±1) */
const appCode = (secret: string, steps = 0) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 * steps });

/** the steps a test used: every sign-in of a test would otherwise need a step of its own */
async function forgetSteps(userId: number) {
  const keys = [
    ...(await t.app.cache.keys(`totp_last_step:${userId}`)),
    ...(await t.app.cache.keys(`totp_used_step:${userId}:`)),
  ];
  if (keys.length > 0) await t.app.cache.del(...keys);
}

const ADDRESS_FAILURES = `${CacheKeys.loginFailuresByIp}127.0.0.1`;
const clearLockout = (userName: string) =>
  t.app.cache.del(`${CacheKeys.passwordErrors}${userName}`, ADDRESS_FAILURES);

const passwordStep = (username: string, password = 'admin123') =>
  call('POST', '/login', undefined, { username, password });

const signedIn = async (token: string) => (await call('GET', '/getInfo', token)).code === 200;

/** enrols a user through the personal centre; answers the secret and the recovery codes */
async function enrol(token: string): Promise<{ secret: string; recoveryCodes: string[] }> {
  // the password again first (docs/security.md "Step-up: the password again")
  const started = await call('POST', '/system/user/profile/totp', token, { password: 'admin123' });
  expect(started.code).toBe(200);
  const { secret } = started.data as { secret: string };
  const confirmed = await call('PUT', '/system/user/profile/totp', token, { code: await appCode(secret) });
  expect(confirmed).toMatchObject({ code: 200 });
  return { secret, recoveryCodes: (confirmed.data as { recoveryCodes: string[] }).recoveryCodes };
}

describe('two-factor sign-in', () => {
  let userId: number;
  let token: string;
  let secret: string;
  let recoveryCodes: string[];

  beforeAll(async () => {
    [userId] = await insertUsers(t.app, [{ userName: 'totp-a' }]);
    token = await t.login('totp-a');
  }, START_TIMEOUT);

  it('leaves RuoYi’s login as it was for an account without it', async () => {
    const body = await passwordStep('admin');
    expect(Object.keys(body).sort()).toEqual(['code', 'msg', 'token']);
    expect(body).toMatchObject({ code: 200, msg: '操作成功' });
  });

  it('enrols in the personal centre: QR code, secret, first code, ten recovery codes once', async () => {
    expect(await call('GET', '/system/user/profile/totp', token)).toMatchObject({
      code: 200,
      data: { enabled: false, recoveryCodesLeft: 0, required: false },
    });
    const started = await call('POST', '/system/user/profile/totp', token, { password: 'admin123' });
    const data = started.data as { secret: string; qr: string };
    expect(data.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(data.qr).toMatch(/^data:image\/svg\+xml;base64,/);
    const svg = Buffer.from(data.qr.split(',')[1], 'base64').toString('utf8');
    expect(svg).toContain('<svg');

    // a wrong first code is refused and switches nothing on
    expect(await call('PUT', '/system/user/profile/totp', token, { code: '000000' })).toEqual({
      code: 500,
      msg: '验证码错误',
    });
    const confirmed = await call('PUT', '/system/user/profile/totp', token, {
      code: await appCode(data.secret),
    });
    expect(confirmed.code).toBe(200);
    secret = data.secret;
    recoveryCodes = (confirmed.data as { recoveryCodes: string[] }).recoveryCodes;
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    expect(await call('GET', '/system/user/profile/totp', token)).toMatchObject({
      data: { enabled: true, recoveryCodesLeft: 10, required: false },
    });
    // on again while on: refused
    expect(await call('POST', '/system/user/profile/totp', token, {})).toEqual({
      code: 500,
      msg: '两步验证已开启，如需更换请先关闭',
    });
  });

  it('keeps the secret encrypted and the recovery codes only as hashes', async () => {
    const [row] = await t.app.db.select().from(sysUserTotp).where(eq(sysUserTotp.userId, userId));
    expect(row.enabled).toBe('1');
    expect(row.secret).not.toContain(secret);
    expect(row.secret).toMatch(/^v1:/);
    const stored = JSON.stringify(row);
    for (const code of recoveryCodes) {
      expect(stored).not.toContain(code);
      expect(stored).not.toContain(code.replace('-', ''));
    }
    expect(JSON.parse(row.recoveryCodes!)).toHaveLength(10);
  });

  it('asks for the code after the password: a ticket, no token; the right code gives the session once', async () => {
    await forgetSteps(userId);
    const first = await passwordStep('totp-a');
    expect(first).toEqual({ code: 200, msg: '操作成功', totpRequired: true, ticket: expect.any(String) });
    const ticket = first.ticket as string;
    expect(ticket.split('.')).toHaveLength(1); // never a session token (a JWT)

    const addressFailures = Number(await t.app.cache.get(ADDRESS_FAILURES));
    expect(await call('POST', '/login/totp', undefined, { ticket, code: '123456' })).toEqual({
      code: 500,
      msg: '验证码错误',
    });
    // a wrong code is a failure of the address too, as a wrong password is
    expect(Number(await t.app.cache.get(ADDRESS_FAILURES))).toBe(addressFailures + 1);
    const failure = await lastLoginRow(t.app, 'totp-a');
    expect(failure).toMatchObject({ status: '1', msg: '两步验证码错误2次' });

    const code = await appCode(secret, 1);
    const answer = await call('POST', '/login/totp', undefined, { ticket, code });
    expect(answer).toEqual({ code: 200, msg: '操作成功', token: expect.any(String) });
    expect(answer.token).not.toBe(ticket);
    expect(await signedIn(answer.token as string)).toBe(true);

    // the ticket is used up, and the code too
    expect(await call('POST', '/login/totp', undefined, { ticket, code })).toEqual({
      code: 500,
      msg: '登录已超时，请重新输入账号和密码',
    });
    const again = (await passwordStep('totp-a')).ticket as string;
    expect(await call('POST', '/login/totp', undefined, { ticket: again, code })).toEqual({
      code: 500,
      msg: '验证码错误',
    });
    expect(await call('POST', '/login/totp', undefined, { ticket: 'made-up', code })).toEqual({
      code: 500,
      msg: '登录已超时，请重新输入账号和密码',
    });
    await clearLockout('totp-a');
  });

  it('refuses the session, with its login-log row, to an account disabled between the two steps', async () => {
    await forgetSteps(userId);
    const { ticket } = await passwordStep('totp-a');
    await t.app.db.update(sysUser).set({ status: '1' }).where(eq(sysUser.userId, userId));
    try {
      expect(await call('POST', '/login/totp', undefined, { ticket, code: await appCode(secret) })).toEqual({
        code: 500,
        msg: '用户已封禁，请联系管理员',
      });
      const failure = await lastLoginRow(t.app, 'totp-a');
      expect(failure).toMatchObject({ status: '1', msg: '用户已封禁，请联系管理员' });
    } finally {
      await t.app.db.update(sysUser).set({ status: '0' }).where(eq(sysUser.userId, userId));
      await clearLockout('totp-a');
    }
  });

  it('answers in English', async () => {
    const { ticket } = await passwordStep('totp-a');
    expect(
      await call('POST', '/login/totp', undefined, { ticket: ticket as object, code: '000000' }, 'en'),
    ).toEqual({
      code: 500,
      msg: 'The code is incorrect',
    });
    await clearLockout('totp-a');
  });

  it('takes a recovery code once, and not twice', async () => {
    const [code] = recoveryCodes;
    const first = await passwordStep('totp-a');
    const answer = await call('POST', '/login/totp', undefined, {
      ticket: first.ticket as object,
      code: code.toUpperCase(),
    });
    expect(answer).toMatchObject({ code: 200, token: expect.any(String) });
    const second = await passwordStep('totp-a');
    expect(await call('POST', '/login/totp', undefined, { ticket: second.ticket as object, code })).toEqual({
      code: 500,
      msg: '验证码错误',
    });
    expect(await call('GET', '/system/user/profile/totp', answer.token as string)).toMatchObject({
      data: { enabled: true, recoveryCodesLeft: 9 },
    });
    await clearLockout('totp-a');
  });

  it('locks the account after five wrong tries, password and codes counted together', async () => {
    await forgetSteps(userId);
    const { ticket } = await passwordStep('totp-a');
    const answers: string[] = [];
    for (let i = 0; i < 5; i += 1)
      answers.push(
        (await call('POST', '/login/totp', undefined, { ticket: ticket as object, code: '000000' })).msg,
      );
    expect(answers.slice(0, 4)).toEqual(['验证码错误', '验证码错误', '验证码错误', '验证码错误']);
    expect(answers[4]).toBe('密码输入错误5次，帐户锁定10分钟');
    // locked: the right code, a new ticket and the right password are refused alike
    expect(
      await call('POST', '/login/totp', undefined, { ticket: ticket as object, code: await appCode(secret) }),
    ).toMatchObject({
      code: 500,
    });
    expect(await passwordStep('totp-a')).toEqual({ code: 500, msg: '密码输入错误5次，帐户锁定10分钟' });
    await clearLockout('totp-a');
    // the right password alone never clears the count of a two-factor account
    const fresh = await passwordStep('totp-a');
    expect(fresh.totpRequired).toBe(true);
    expect(await t.app.cache.get(`${CacheKeys.passwordErrors}totp-a`)).toBe('1');
    await clearLockout('totp-a');
  });

  it('makes new recovery codes and switches off after the password again', async () => {
    await forgetSteps(userId);
    const { ticket } = await passwordStep('totp-a');
    const session = (
      await call('POST', '/login/totp', undefined, { ticket: ticket as object, code: await appCode(secret) })
    ).token as string;
    expect(await call('PUT', '/system/user/profile/totp/recoveryCodes', session, {})).toEqual({
      code: 500,
      msg: '请输入登录密码以确认是本人操作',
    });
    expect(
      await call('PUT', '/system/user/profile/totp/recoveryCodes', session, { password: 'wrong-one' }),
    ).toEqual({
      code: 500,
      msg: '密码错误',
    });
    const renewed = await call('PUT', '/system/user/profile/totp/recoveryCodes', session, {
      password: 'admin123',
    });
    const fresh = (renewed.data as { recoveryCodes: string[] }).recoveryCodes;
    expect(fresh).toHaveLength(10);
    // the old codes stop working
    const old = await passwordStep('totp-a');
    expect(
      await call('POST', '/login/totp', undefined, { ticket: old.ticket as object, code: recoveryCodes[1] }),
    ).toMatchObject({
      code: 500,
    });
    await clearLockout('totp-a');

    // a code is no proof; the password given for the new codes still counts (five minutes, this session)
    expect(await call('PUT', '/system/user/profile/totp/disable', session, { code: fresh[0] })).toMatchObject(
      {
        code: 200,
      },
    );
    expect(await t.app.db.select().from(sysUserTotp).where(eq(sysUserTotp.userId, userId))).toEqual([]);
    await clearLockout('totp-a');
    expect(Object.keys(await passwordStep('totp-a'))).toContain('token');
    const [log] = await t.app.db
      .select()
      .from(sysOperLog)
      .where(and(eq(sysOperLog.title, '两步验证'), eq(sysOperLog.operName, 'totp-a')))
      .orderBy(desc(sysOperLog.operId))
      .limit(1);
    expect(log).toMatchObject({ status: 0 });
  });
});

describe('required by role', () => {
  let userId: number;

  beforeAll(async () => {
    const roleId = await insertEmptyRole(t.app, 'totp_required');
    [userId] = await insertUsers(t.app, [{ userName: 'totp-r', roleIds: [roleId] }]);
    await setConfig(t.app, 'sys.account.totpRequiredRoles', 'someone_else, totp_required');
  }, START_TIMEOUT);

  afterAll(async () => {
    await setConfig(t.app, 'sys.account.totpRequiredRoles', '');
  });

  it('takes a member without it through the enrolment during the login', async () => {
    const first = await passwordStep('totp-r');
    expect(first).toEqual({
      code: 200,
      msg: '操作成功',
      totpEnrolRequired: true,
      ticket: expect.any(String),
    });
    const ticket = first.ticket as string;
    // the code comes after the QR code
    expect(await call('POST', '/login/totp', undefined, { ticket, code: '123456' })).toEqual({
      code: 500,
      msg: '请先生成二维码并用身份验证器扫描',
    });
    const started = await call('POST', '/login/totp/enrol', undefined, { ticket });
    const { secret, qr } = started.data as { secret: string; qr: string };
    expect(qr).toMatch(/^data:image\/svg\+xml;base64,/);
    const answer = await call('POST', '/login/totp', undefined, { ticket, code: await appCode(secret) });
    expect(answer).toEqual({
      code: 200,
      msg: '操作成功',
      token: expect.any(String),
      recoveryCodes: expect.arrayContaining([expect.stringMatching(/^[a-z2-9]{5}-[a-z2-9]{5}$/)]),
    });
    expect(answer.recoveryCodes).toHaveLength(10);
    const token = answer.token as string;
    expect(await call('GET', '/system/user/profile/totp', token)).toMatchObject({
      data: { enabled: true, required: true },
    });
    // required: not to be switched off
    expect(await call('PUT', '/system/user/profile/totp/disable', token, { password: 'admin123' })).toEqual({
      code: 500,
      msg: '您的角色要求开启两步验证，不能关闭',
    });
    // from now on the usual second step; its ticket is no enrolment ticket
    await forgetSteps(userId);
    const next = await passwordStep('totp-r');
    expect(next.totpRequired).toBe(true);
    expect(await call('POST', '/login/totp/enrol', undefined, { ticket: next.ticket as object })).toEqual({
      code: 500,
      msg: '该账号无需设置两步验证',
    });
    await clearLockout('totp-r');
  });
});

describe('重置两步验证 by an administrator', () => {
  let targetId: number;
  let outsideId: number;
  let admin: string;

  beforeAll(async () => {
    const emptyRole = await insertEmptyRole(t.app, 'totp_nothing');
    [targetId, outsideId] = await insertUsers(t.app, [
      { userName: 'totp-t', deptId: 105 },
      { userName: 'totp-o', deptId: 103 },
      { userName: 'totp-n', roleIds: [emptyRole] },
    ]);
    admin = await t.login('admin');
  }, START_TIMEOUT);

  it('needs system:user:resetPwd and the data scope, ends the user’s sessions and is logged', async () => {
    const userToken = await t.login('totp-t');
    await enrol(userToken);
    const outsideToken = await t.login('totp-o');
    await enrol(outsideToken);

    const nobody = await t.login('totp-n');
    expect(await call('PUT', '/system/user/resetTotp', nobody, { userId: targetId })).toMatchObject({
      code: 403,
    });
    const ry = await t.login('ry');
    expect(await call('PUT', '/system/user/resetTotp', ry, { userId: outsideId })).toEqual({
      code: 500,
      msg: '没有权限访问用户数据！',
    });
    expect(await call('PUT', '/system/user/resetTotp', admin, { userId: 1 })).toEqual({
      code: 500,
      msg: '不允许操作超级管理员用户',
    });
    expect(
      (await t.app.db.select().from(sysUserTotp).where(eq(sysUserTotp.userId, outsideId)))[0].enabled,
    ).toBe('1');

    expect(await call('PUT', '/system/user/resetTotp', admin, { userId: targetId })).toEqual({
      code: 200,
      msg: '操作成功',
    });
    expect(await signedIn(userToken)).toBe(false);
    expect(await signedIn(admin)).toBe(true);
    expect(Object.keys(await passwordStep('totp-t'))).toContain('token');
    const [log] = await t.app.db
      .select()
      .from(sysOperLog)
      .where(eq(sysOperLog.method, 'resetTotpHandler()'))
      .orderBy(desc(sysOperLog.operId))
      .limit(1);
    expect(log).toMatchObject({ title: '用户管理', operName: 'admin', status: 0 });
  });
});
