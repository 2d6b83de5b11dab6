/** @jest-environment ./server/test/native-modules-environment.cjs */
import { count } from 'drizzle-orm';
import { sysColumnPref, sysOperLog } from '../src/db/schema';
import { setupTestApp } from './helper';

/** a staff member's column preferences `/system/columnPref/{pageKey}` (docs/api-contract.md) */
const t = setupTestApp();

let admin: string;
let ry: string;

beforeAll(async () => {
  admin = await t.login('admin');
  ry = await t.login('ry');
});

type Method = 'GET' | 'PUT' | 'DELETE';
const as = (token: string | undefined, method: Method, pageKey: string, payload?: object, lang = 'zh-cn') =>
  t.request({
    method,
    url: `/system/columnPref/${pageKey}`,
    payload,
    token,
    headers: { 'accept-language': lang },
  });

const countPrefs = async () => (await t.app.db.select({ n: count() }).from(sysColumnPref))[0].n;
const countOperLogs = async () => (await t.app.db.select({ n: count() }).from(sysOperLog))[0].n;

const prefs = {
  hidden: ['nickName', 'deptName'],
  order: ['userName', 'userId', 'status'],
  widths: { userName: 220, phonenumber: 40, createTime: 1200 },
};

describe('column preferences: /system/columnPref/{pageKey}', () => {
  it('answers null before anything is saved, saves, reads back and overwrites, writing no operation log', async () => {
    expect((await as(admin, 'GET', 'system.user')).json()).toEqual({
      code: 200,
      msg: '操作成功',
      data: null,
    });
    const logs = await countOperLogs();
    expect((await as(admin, 'PUT', 'system.user', prefs)).json()).toEqual({ code: 200, msg: '操作成功' });
    expect((await as(admin, 'GET', 'system.user')).json()).toEqual({
      code: 200,
      msg: '操作成功',
      data: prefs,
    });

    const next = { hidden: [], order: ['status', 'userName'], widths: { status: 90 } };
    expect((await as(admin, 'PUT', 'system.user', next)).json().code).toBe(200);
    expect((await as(admin, 'GET', 'system.user')).json().data).toEqual(next);
    // another list of the same user is its own
    expect((await as(admin, 'GET', 'system.post')).json().data).toBeNull();
    // preferences are not operations
    expect(await countOperLogs()).toBe(logs);
  });

  it('keeps each user to their own: another user reads their own null and their save leaves the first alone', async () => {
    await as(admin, 'PUT', 'system.role', prefs);
    expect((await as(ry, 'GET', 'system.role')).json()).toEqual({ code: 200, msg: '操作成功', data: null });
    const mine = { hidden: ['roleKey'], order: [], widths: {} };
    expect((await as(ry, 'PUT', 'system.role', mine)).json().code).toBe(200);
    expect((await as(ry, 'GET', 'system.role')).json().data).toEqual(mine);
    expect((await as(admin, 'GET', 'system.role')).json().data).toEqual(prefs);
    // ry's reset forgets ry's only
    await as(ry, 'DELETE', 'system.role');
    expect((await as(ry, 'GET', 'system.role')).json().data).toBeNull();
    expect((await as(admin, 'GET', 'system.role')).json().data).toEqual(prefs);
  });

  it('needs a signed-in user', async () => {
    const reply = (await as(undefined, 'GET', 'system.user')).json();
    expect(reply.code).toBe(401);
    expect((await as(undefined, 'PUT', 'system.user', prefs)).json().code).toBe(401);
  });

  it.each([
    ['a width under 40', { ...prefs, widths: { userName: 39 } }, '列宽不能小于40'],
    ['a width over 1200', { ...prefs, widths: { userName: 1201 } }, '列宽不能大于1200'],
    ['a width that is not an integer', { ...prefs, widths: { userName: 100.5 } }, '参数[列宽]类型不匹配'],
    ['a column key with a space', { ...prefs, hidden: ['user name'] }, '隐藏的列格式不正确'],
    ['a column key over 64 characters', { ...prefs, order: ['a'.repeat(65)] }, '列的顺序格式不正确'],
    ['a width of a bad key', { ...prefs, widths: { '<b>': 100 } }, '列宽'],
    [
      '101 hidden columns',
      { ...prefs, hidden: Array.from({ length: 101 }, (_, i) => `c${i}`) },
      '隐藏的列长度不能超过100',
    ],
    [
      '101 widths',
      { ...prefs, widths: Object.fromEntries(Array.from({ length: 101 }, (_, i) => [`c${i}`, 100])) },
      '参数[列宽]不合法',
    ],
    ['no order', { hidden: [], widths: {} }, '列的顺序不能为空'],
    [
      'a key twice in the order',
      { ...prefs, order: ['userId', 'status', 'userId'] },
      '列设置中列的顺序重复包含列"userId"',
    ],
  ])('refuses %s with a clear message and writes nothing', async (_name, body, msg) => {
    const before = await countPrefs();
    const reply = (await as(admin, 'PUT', 'system.dept', body)).json();
    expect(reply.code).not.toBe(200);
    expect(reply.msg).toContain(msg);
    expect(reply.msg).not.toMatch(/at |Error/);
    expect(await countPrefs()).toBe(before);
    expect((await as(admin, 'GET', 'system.dept')).json().data).toBeNull();
  });

  it('takes only the console’s lists as page keys and refuses a bad one, writing nothing', async () => {
    // since docs/security.md "Bounded storage": a well-formed key that is no list is refused too
    const longest = `k${'.'.repeat(198)}k`;
    expect((await as(admin, 'PUT', longest, prefs)).json()).toEqual({
      code: 500,
      msg: `未知的列表：${longest}`,
    });
    expect((await as(admin, 'PUT', 'system.dict.type', prefs)).json().code).toBe(200);
    expect((await as(admin, 'GET', 'system.dict.type')).json().data).toEqual(prefs);
    await as(admin, 'DELETE', 'system.dict.type');
    const before = await countPrefs();
    const tooLong = await as(admin, 'PUT', 'a'.repeat(201), prefs);
    expect(tooLong.statusCode).toBeGreaterThanOrEqual(400);
    expect(tooLong.body).not.toMatch(/\n\s+at /);
    expect((await as(admin, 'PUT', 'system%20user', prefs)).json()).toEqual({
      code: 500,
      msg: '列表键格式不正确',
    });
    expect(await countPrefs()).toBe(before);
  });

  it('says the refusal in English to an English request', async () => {
    const reply = (
      await as(admin, 'PUT', 'system.dept', { ...prefs, widths: { userName: 20 } }, 'en')
    ).json();
    expect(reply.msg).toBe('Column widths must be at least 40');
    const twice = (await as(admin, 'PUT', 'system.dept', { ...prefs, hidden: ['a', 'a'] }, 'en')).json();
    expect(twice).toEqual({ code: 500, msg: 'The column "a" appears twice in Hidden columns' });
  });

  it('keeps only hidden, order and widths', async () => {
    expect((await as(admin, 'PUT', 'system.notice', { ...prefs, userId: 2, extra: 'x' })).json().code).toBe(
      200,
    );
    expect((await as(admin, 'GET', 'system.notice')).json().data).toEqual(prefs);
    expect((await as(ry, 'GET', 'system.notice')).json().data).toBeNull();
  });

  it('resets: DELETE forgets the choices, and resetting nothing is fine', async () => {
    await as(admin, 'PUT', 'system.config', prefs);
    expect((await as(admin, 'GET', 'system.config')).json().data).toEqual(prefs);
    expect((await as(admin, 'DELETE', 'system.config')).json()).toEqual({ code: 200, msg: '操作成功' });
    expect((await as(admin, 'GET', 'system.config')).json().data).toBeNull();
    expect((await as(admin, 'DELETE', 'system.config')).json().code).toBe(200);
  });
});
