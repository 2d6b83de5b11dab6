/** @jest-environment ./server/test/native-modules-environment.cjs */
import bcrypt from 'bcryptjs';
import { eq } from 'drizzle-orm';
import { sysUser, sysUserPost, sysUserRole } from '../src/db/schema';
import { insertUsers, setConfig } from './fixtures';
import { START_TIMEOUT, setupTestApp } from './helper';
import { exportForm, lastOperLog, loginWithoutPermissions, readWorkbook } from './marketing-support';
import { importUsers, userSheet } from './user-import';

/** user management: `/system/user` (docs/system/user.md) */
const t = setupTestApp();

let admin: string;
let ry: string;
let nobody: string;
let alpha: number;
let beta: number;

beforeAll(async () => {
  // alpha sits in 研发部 (103), outside ry's data scope (role 2: depts 100, 101, 105); beta in 105
  [alpha, beta] = await insertUsers(t.app, [
    { userName: 'alpha', deptId: 103 },
    { userName: 'beta', deptId: 105, roleIds: [2] },
  ]);
  [admin, ry, nobody] = await Promise.all([
    t.login('admin'),
    t.login('ry'),
    loginWithoutPermissions(t, 'nobody'),
  ]);
}, START_TIMEOUT);

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, payload?: object, token = admin, lang = 'zh-cn') =>
  t.request({ method, url, payload, token, headers: { 'accept-language': lang } });
const msgOf = async (method: Method, url: string, payload?: object, token = admin, lang = 'zh-cn') =>
  (await call(method, url, payload, token, lang)).json() as { code: number; msg: string };

async function userByName(userName: string) {
  const [row] = await t.app.db.select().from(sysUser).where(eq(sysUser.userName, userName));
  return row;
}

const newUser = (over: Record<string, unknown> = {}) => ({
  userName: 'carol',
  nickName: '卡罗',
  password: 'carol123',
  deptId: 105,
  phonenumber: '13700000001',
  email: 'carol@example.com',
  sex: '1',
  status: '0',
  postIds: [2],
  roleIds: [2],
  remark: 'hi',
  ...over,
});

describe('GET /system/user/ and /system/user/{userId}', () => {
  it('gives the dialog its roles (never role 1 for another user) and posts, and a user with its links', async () => {
    const empty = (await call('GET', '/system/user/')).json();
    expect(empty.code).toBe(200);
    const roleIds = empty.roles.map((r: { roleId: number }) => r.roleId);
    expect(roleIds).toContain(2);
    expect(roleIds).not.toContain(1);
    expect(empty.posts).toHaveLength(4);
    expect(empty).not.toHaveProperty('data');

    const one = (await call('GET', `/system/user/${beta}`)).json();
    expect(one).toMatchObject({
      code: 200,
      data: { userName: 'beta', deptId: 105 },
      roleIds: [2],
      postIds: [],
    });
    expect(one.data).not.toHaveProperty('password');
    const self = (await call('GET', '/system/user/1')).json();
    expect(self.roles.map((r: { roleId: number }) => r.roleId)).toContain(1);
  });

  it('refuses a caller without system:user:query, an unknown id and a user outside the data scope', async () => {
    expect(await msgOf('GET', `/system/user/${beta}`, undefined, nobody)).toMatchObject({ code: 403 });
    expect(await msgOf('GET', '/system/user/99999')).toEqual({ code: 500, msg: '用户不存在' });
    expect(await msgOf('GET', `/system/user/${alpha}`, undefined, ry)).toEqual({
      code: 500,
      msg: '没有权限访问用户数据！',
    });
    expect((await call('GET', `/system/user/${beta}`, undefined, ry)).json().code).toBe(200);
  });
});

describe('POST /system/user', () => {
  it('adds a user with a bcrypt password, posts and roles, and logs the operation', async () => {
    expect(await msgOf('POST', '/system/user', newUser())).toEqual({ code: 200, msg: '操作成功' });
    const row = await userByName('carol');
    expect(row).toMatchObject({ nickName: '卡罗', deptId: 105, sex: '1', createBy: 'admin', delFlag: '0' });
    expect(await bcrypt.compare('carol123', row.password ?? '')).toBe(true);
    // an initial password: the console may ask to change it at the first sign-in
    expect(row.pwdUpdateDate).toBeNull();
    const roles = await t.app.db.select().from(sysUserRole).where(eq(sysUserRole.userId, row.userId));
    const posts = await t.app.db.select().from(sysUserPost).where(eq(sysUserPost.userId, row.userId));
    expect(roles.map((r) => r.roleId)).toEqual([2]);
    expect(posts.map((p) => p.postId)).toEqual([2]);
    expect(await lastOperLog(t)).toMatchObject({ title: '用户管理', businessType: 1 });
    // the new user can sign in with that password
    await expect(t.login('carol', 'carol123')).resolves.toEqual(expect.any(String));
  });

  it('refuses duplicates with RuoYi messages, in both languages', async () => {
    expect(await msgOf('POST', '/system/user', newUser())).toEqual({
      code: 500,
      msg: "新增用户'carol'失败，登录账号已存在",
    });
    expect(await msgOf('POST', '/system/user', newUser({ userName: 'dave' }))).toEqual({
      code: 500,
      msg: "新增用户'dave'失败，手机号码已存在",
    });
    expect(await msgOf('POST', '/system/user', newUser({ userName: 'dave', phonenumber: '' }))).toEqual({
      code: 500,
      msg: "新增用户'dave'失败，邮箱账号已存在",
    });
    expect(
      (await msgOf('POST', '/system/user', newUser({ userName: 'dave', phonenumber: '' }), admin, 'en')).msg,
    ).toBe("Could not add user 'dave': the email address is already in use");
  });

  it('refuses bad fields and a password against the rule', async () => {
    const fresh = (over: Record<string, unknown>) =>
      msgOf('POST', '/system/user', newUser({ userName: 'erin', phonenumber: '', email: '', ...over }));
    expect((await fresh({ userName: ' ' })).msg).toBe('用户账号不能为空');
    expect((await fresh({ userName: 'x'.repeat(31) })).msg).toBe('用户账号长度不能超过30个字符');
    expect((await fresh({ nickName: '' })).msg).toBe('用户昵称不能为空');
    expect((await fresh({ email: 'nope' })).msg).toBe('邮箱格式不正确');
    expect((await fresh({ phonenumber: '123' })).msg).toBe('请输入正确的手机号码');
    expect((await fresh({ password: '123' })).msg).toBe('用户密码长度必须介于 6 和 20 之间');
    expect((await fresh({ password: 'abc<def' })).msg).toMatch(/< >/);
    expect((await fresh({ roleIds: [1] })).msg).toBe('不允许操作超级管理员角色');
    expect((await fresh({ deptId: 99999 })).msg).toBe('部门不存在');
    await setConfig(t.app, 'sys.account.chrtype', '1');
    try {
      expect((await fresh({ password: 'abcdef1' })).msg).toBe('密码只能为0-9数字');
    } finally {
      await setConfig(t.app, 'sys.account.chrtype', '0');
    }
    expect(await userByName('erin')).toBeUndefined();
  });

  it('refuses a caller without system:user:add and a department outside the data scope', async () => {
    expect((await msgOf('POST', '/system/user', newUser({ userName: 'erin' }), nobody)).code).toBe(403);
    expect(
      await msgOf(
        'POST',
        '/system/user',
        newUser({ userName: 'erin', deptId: 103, phonenumber: '', email: '' }),
        ry,
      ),
    ).toEqual({ code: 500, msg: '没有权限访问部门数据！' });
  });
});

describe('PUT /system/user', () => {
  it('changes the fields and links, never the user name nor the password', async () => {
    const carol = await userByName('carol');
    const body = newUser({
      userId: carol.userId,
      userName: 'renamed',
      password: 'plain',
      nickName: '卡罗2',
      postIds: [1, 3],
      roleIds: [],
    });
    expect(await msgOf('PUT', '/system/user', body)).toEqual({ code: 200, msg: '操作成功' });
    const after = await userByName('carol');
    expect(after).toMatchObject({ nickName: '卡罗2', updateBy: 'admin' });
    expect(after.password).toBe(carol.password);
    const read = (await call('GET', `/system/user/${carol.userId}`)).json();
    expect(read).toMatchObject({ postIds: [1, 3], roleIds: [] });
  });

  it('refuses the super admin, a phone taken by another, the data scope and no permission', async () => {
    expect(await msgOf('PUT', '/system/user', newUser({ userId: 1, userName: 'admin' }))).toEqual({
      code: 500,
      msg: '不允许操作超级管理员用户',
    });
    const carol = await userByName('carol');
    expect(
      await msgOf('PUT', '/system/user', newUser({ userId: carol.userId, phonenumber: '15666666666' })),
    ).toEqual({
      code: 500,
      msg: "修改用户'carol'失败，手机号码已存在",
    });
    expect(
      await msgOf('PUT', '/system/user', newUser({ userId: alpha, phonenumber: '', email: '' }), ry),
    ).toEqual({
      code: 500,
      msg: '没有权限访问用户数据！',
    });
    expect((await msgOf('PUT', '/system/user', newUser({ userId: beta }), nobody)).code).toBe(403);
  });
});

describe('PUT /system/user/resetPwd and /changeStatus', () => {
  it('resets a password by the rule and refuses the super admin', async () => {
    expect(await msgOf('PUT', '/system/user/resetPwd', { userId: beta, password: '12' })).toEqual({
      code: 500,
      msg: '用户密码长度必须介于 6 和 20 之间',
    });
    expect(await msgOf('PUT', '/system/user/resetPwd', { userId: beta, password: 'beta1234' })).toEqual({
      code: 200,
      msg: '操作成功',
    });
    await expect(t.login('beta', 'beta1234')).resolves.toEqual(expect.any(String));
    expect((await msgOf('PUT', '/system/user/resetPwd', { userId: 1, password: 'admin999' })).msg).toBe(
      '不允许操作超级管理员用户',
    );
    expect((await msgOf('PUT', '/system/user/resetPwd', { userId: alpha, password: 'x12345' }, ry)).msg).toBe(
      '没有权限访问用户数据！',
    );
    expect(
      (await msgOf('PUT', '/system/user/resetPwd', { userId: beta, password: 'x12345' }, nobody)).code,
    ).toBe(403);
  });

  it('disables a user, who then cannot sign in; never the super admin', async () => {
    const betaSession = await t.login('beta', 'beta1234');
    expect((await call('GET', '/getInfo', undefined, betaSession)).json().code).toBe(200);
    expect(await msgOf('PUT', '/system/user/changeStatus', { userId: beta, status: '1' })).toEqual({
      code: 200,
      msg: '操作成功',
    });
    const login = await t.request({
      method: 'POST',
      url: '/login',
      payload: { username: 'beta', password: 'beta1234' },
    });
    expect(login.json()).toMatchObject({ code: 500, msg: '用户已封禁，请联系管理员' });
    // the session beta had open ended with the change
    expect((await call('GET', '/getInfo', undefined, betaSession)).json().code).toBe(401);
    expect((await msgOf('PUT', '/system/user/changeStatus', { userId: 1, status: '1' })).msg).toBe(
      '不允许操作超级管理员用户',
    );
    expect((await msgOf('PUT', '/system/user/changeStatus', { userId: beta, status: '7' })).code).toBe(500);
    await msgOf('PUT', '/system/user/changeStatus', { userId: beta, status: '0' });
  });
});

describe('DELETE /system/user/{userIds}', () => {
  it('refuses yourself, the super admin, the data scope and no permission', async () => {
    expect(await msgOf('DELETE', `/system/user/${beta},1`)).toEqual({ code: 500, msg: '当前用户不能删除' });
    expect(await msgOf('DELETE', `/system/user/${beta},1`, undefined, ry)).toEqual({
      code: 500,
      msg: '不允许操作超级管理员用户',
    });
    expect(await msgOf('DELETE', '/system/user/2', undefined, ry)).toEqual({
      code: 500,
      msg: '当前用户不能删除',
    });
    expect(await msgOf('DELETE', `/system/user/${alpha}`, undefined, ry)).toEqual({
      code: 500,
      msg: '没有权限访问用户数据！',
    });
    expect((await msgOf('DELETE', `/system/user/${alpha}`, undefined, nobody)).code).toBe(403);
  });

  it('soft-deletes, drops the links, ends the sessions, and the name can be used again', async () => {
    const carol = await userByName('carol');
    const carolSession = await t.login('carol', 'carol123');
    expect((await call('GET', '/getInfo', undefined, carolSession)).json().code).toBe(200);
    expect(await msgOf('DELETE', `/system/user/${carol.userId}`)).toEqual({ code: 200, msg: '操作成功' });
    expect((await call('GET', '/getInfo', undefined, carolSession)).json().code).toBe(401);
    expect((await userByName('carol')).delFlag).toBe('2');
    expect(await t.app.db.select().from(sysUserPost).where(eq(sysUserPost.userId, carol.userId))).toEqual([]);
    expect((await call('GET', '/system/user/list?userName=carol')).json().total).toBe(0);
    expect(await msgOf('GET', `/system/user/${carol.userId}`)).toEqual({ code: 500, msg: '用户不存在' });
    expect(await msgOf('DELETE', `/system/user/${carol.userId}`)).toEqual({ code: 500, msg: '用户不存在' });
  });
});

describe('export and import', () => {
  it('exports the list as 用户数据, formulas neutralised', async () => {
    await call(
      'PUT',
      '/system/user',
      newUser({ userId: beta, userName: 'beta', nickName: '=1+1', phonenumber: '', email: '' }),
    );
    const response = await t.request({
      method: 'POST',
      url: '/system/user/export',
      token: admin,
      ...exportForm({ userName: 'beta' }),
    });
    const { sheetName, rows } = await readWorkbook(response);
    expect(sheetName).toBe('用户数据');
    expect(rows[0]).toEqual(expect.arrayContaining(['用户序号', '登录名称', '用户名称', '部门名称']));
    expect(rows[1]).toEqual(expect.arrayContaining(['beta', '\t=1+1', '测试部 QA']));
    const refused = await t.request({
      method: 'POST',
      url: '/system/user/export',
      token: nobody,
      ...exportForm({}),
    });
    expect(refused.json().code).toBe(403);
  });

  it('serves the import template', async () => {
    const response = await t.request({ method: 'POST', url: '/system/user/importTemplate', token: admin });
    const { rows } = await readWorkbook(response);
    expect(rows[0]).toEqual([
      '部门编号',
      '登录名称',
      '用户名称',
      '用户邮箱',
      '手机号码',
      '用户性别',
      '账号状态',
    ]);
  });

  const sheet = userSheet;
  const importData = (bytes: Buffer, updateSupport: string, token = admin) =>
    importUsers(t, bytes, updateSupport, token);

  it('writes nothing when one row is refused, and says why for each refused row', async () => {
    const bytes = await sheet([
      [105, 'imp1', '导入一', 'imp1@example.com', '13500000001', '男', '正常'],
      [105, 'imp2', '', '', '', '女', '正常'],
      [105, 'admin', '管理员', '', '', '男', '正常'],
      [105, '<b>x</b>', 'x', 'bad-mail', '', '男', '正常'],
    ]);
    const body = await importData(bytes, 'false');
    expect(body.code).toBe(500);
    expect(body.msg).toBe(
      '很抱歉，导入失败！共 3 条数据格式不正确，错误如下：' +
        '<br/>1、账号 imp2 导入失败：用户昵称不能为空' +
        '<br/>2、账号 admin 已存在' +
        '<br/>3、账号 &lt;b&gt;x&lt;/b&gt; 导入失败：邮箱格式不正确',
    );
    expect(await userByName('imp1')).toBeUndefined();
    expect((await importData(bytes, 'false', nobody)).code).toBe(403);
  });

  it('adds new users with the initial password and updates existing ones with updateSupport', async () => {
    const bytes = await sheet([
      [105, 'imp1', '导入一', 'imp1@example.com', '13500000001', '男', '正常'],
      [105, 'beta', '贝塔', '', '', '女', '停用'],
    ]);
    const refused = await importData(bytes, 'false');
    expect(refused.msg).toBe('很抱歉，导入失败！共 1 条数据格式不正确，错误如下：<br/>1、账号 beta 已存在');
    const body = await importData(bytes, 'true');
    expect(body).toEqual({
      code: 200,
      msg: '恭喜您，数据已全部导入成功！共 2 条，数据如下：<br/>1、账号 imp1 导入成功<br/>2、账号 beta 更新成功',
    });
    const imp1 = await userByName('imp1');
    expect(imp1).toMatchObject({ nickName: '导入一', deptId: 105, sex: '0', status: '0', createBy: 'admin' });
    expect(await bcrypt.compare('123456', imp1.password ?? '')).toBe(true);
    expect(await userByName('beta')).toMatchObject({ nickName: '贝塔', sex: '1', status: '1' });
    expect(await lastOperLog(t)).toMatchObject({ title: '用户管理', businessType: 6 });
  });

  it('refuses the super admin and a file that is not a workbook', async () => {
    const bytes = await sheet([[103, 'admin', '管理员', '', '', '男', '正常']]);
    expect((await importData(bytes, 'true')).msg).toBe(
      '很抱歉，导入失败！共 1 条数据格式不正确，错误如下：<br/>1、账号 admin 导入失败：不允许操作超级管理员用户',
    );
    expect(await importData(Buffer.from('not a workbook'), 'true')).toEqual({
      code: 500,
      msg: '请上传 xlsx 格式的文件',
    });
  });
});
