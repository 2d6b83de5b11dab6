/** @jest-environment ./server/test/native-modules-environment.cjs */
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { sysOperLog } from '../src/db/schema';
import { insertUsers, setConfig } from './fixtures';
import { START_TIMEOUT, setupTestApp } from './helper';
import { JPEG, PNG, multipart } from './uploads';

const t = setupTestApp();
let ry: string;
let own: string;

beforeAll(async () => {
  // a user of its own for the password and avatar stories: no role, no post, department 105
  await insertUsers(t.app, [{ userName: 'profiler', phonenumber: '13700000001' }]);
  [ry, own] = await Promise.all([t.login('ry'), t.login('profiler')]);
}, START_TIMEOUT);

const call = (method: 'GET' | 'PUT' | 'POST', url: string, token: string, payload?: unknown) =>
  t
    .request({ method, url, token, ...(payload === undefined ? {} : { payload: payload as object }) })
    .then((r) => r.json());

const info = (token: string) => call('GET', '/getInfo', token);

describe('GET /system/user/profile', () => {
  it('answers the user with dept and roles, the role names and the post names', async () => {
    const body = await call('GET', '/system/user/profile', ry);
    expect(body.code).toBe(200);
    expect(body.data).toMatchObject({
      userId: 2,
      userName: 'ry',
      nickName: '测试员 Tester',
      email: 'ry@qq.com',
      phonenumber: '15666666666',
    });
    expect(body.data.dept).toMatchObject({ deptId: 105, deptName: '测试部 QA' });
    expect(body.data.roles.map((r: { roleKey: string }) => r.roleKey)).toEqual(['common']);
    expect(body.data).not.toHaveProperty('password');
    expect(body.roleGroup).toBe('普通角色');
    expect(body.postGroup).toBe('项目经理');
  });

  it('answers empty groups for a user without roles and posts, and 401 without a login', async () => {
    const body = await call('GET', '/system/user/profile', own);
    expect(body).toMatchObject({ code: 200, roleGroup: '', postGroup: '' });
    expect((await t.request({ method: 'GET', url: '/system/user/profile' })).json()).toMatchObject({
      code: 401,
    });
  });
});

describe('PUT /system/user/profile', () => {
  it('changes nick name, email, phone and sex only; getInfo shows the change', async () => {
    const body = await call('PUT', '/system/user/profile', own, {
      nickName: '侧写员',
      email: 'profiler@example.com',
      phonenumber: '13700000002',
      sex: '1',
      userName: 'hijack',
      status: '1',
      deptId: 100,
    });
    expect(body).toEqual({ code: 200, msg: '操作成功' });
    const { user } = await info(own);
    expect(user).toMatchObject({
      userName: 'profiler',
      nickName: '侧写员',
      email: 'profiler@example.com',
      phonenumber: '13700000002',
      sex: '1',
      status: '0',
      deptId: 105,
      updateBy: 'profiler',
    });
    const [log] = await t.app.db.select().from(sysOperLog).where(eq(sysOperLog.operName, 'profiler'));
    expect(log).toMatchObject({ title: '个人信息', businessType: 2, status: 0, requestMethod: 'PUT' });
  });

  it("refuses another user's phone or email with RuoYi's messages and changes nothing", async () => {
    expect(
      await call('PUT', '/system/user/profile', own, { nickName: 'x', phonenumber: '15666666666' }),
    ).toEqual({
      code: 500,
      msg: "修改用户'profiler'失败，手机号码已存在",
    });
    expect(await call('PUT', '/system/user/profile', own, { nickName: 'x', email: 'ry@qq.com' })).toEqual({
      code: 500,
      msg: "修改用户'profiler'失败，邮箱账号已存在",
    });
    expect((await info(own)).user.nickName).toBe('侧写员');
  });

  it('refuses a bad phone, a bad email, an empty or too long nick name', async () => {
    expect(
      await call('PUT', '/system/user/profile', own, { nickName: 'x', phonenumber: '12345' }),
    ).toMatchObject({ code: 500, msg: '请输入正确的手机号码' });
    expect(await call('PUT', '/system/user/profile', own, { nickName: 'x', email: 'nope' })).toMatchObject({
      code: 500,
      msg: '请输入正确的邮箱地址',
    });
    expect(await call('PUT', '/system/user/profile', own, { nickName: '  ' })).toMatchObject({
      code: 500,
      msg: '用户昵称不能为空',
    });
    expect((await call('PUT', '/system/user/profile', own, { nickName: 'x'.repeat(31) })).code).not.toBe(200);
  });
});

describe('PUT /system/user/profile/updatePwd', () => {
  it('refuses a wrong old password and a new one equal to the old', async () => {
    expect(
      await call('PUT', '/system/user/profile/updatePwd', own, {
        oldPassword: 'wrong1',
        newPassword: 'another1',
      }),
    ).toEqual({
      code: 500,
      msg: '修改密码失败，旧密码错误',
    });
    expect(
      await call('PUT', '/system/user/profile/updatePwd', own, {
        oldPassword: 'admin123',
        newPassword: 'admin123',
      }),
    ).toEqual({
      code: 500,
      msg: '新密码不能与旧密码相同',
    });
  });

  it('enforces length, forbidden characters and the sys.account.chrtype rule', async () => {
    const change = (newPassword: string) =>
      call('PUT', '/system/user/profile/updatePwd', own, { oldPassword: 'admin123', newPassword });
    expect((await change('abc')).msg).toBe('新密码长度必须介于 6 和 20 之间');
    expect((await change('abc<def')).msg).toBe('密码不能包含非法字符：< > " \' \\ |');
    await setConfig(t.app, 'sys.account.chrtype', '3');
    expect((await change('abcdefgh')).msg).toBe('密码必须包含字母和数字');
    await setConfig(t.app, 'sys.account.chrtype', '0');
  });

  it('stores a bcrypt hash: the new password logs in, the old one no longer does', async () => {
    expect(
      await call('PUT', '/system/user/profile/updatePwd', own, {
        oldPassword: 'admin123',
        newPassword: 'n3wPassword',
      }),
    ).toEqual({
      code: 200,
      msg: '操作成功',
    });
    await expect(t.login('profiler', 'n3wPassword')).resolves.toEqual(expect.any(String));
    await expect(t.login('profiler', 'admin123')).rejects.toThrow('用户不存在/密码错误');
    const { user } = await info(own);
    expect(user.pwdUpdateDate).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });
});

describe('POST /system/user/profile/avatar', () => {
  const upload = (fileName: string, content: Buffer, field = 'avatarfile') =>
    t
      .request({
        method: 'POST',
        url: '/system/user/profile/avatar',
        token: own,
        ...multipart(fileName, content, field),
      })
      .then((r) => r.json());

  it('stores the image, points the avatar at it and removes the previous file', async () => {
    const first = await upload('me.png', PNG);
    expect(first).toMatchObject({ code: 200, msg: '操作成功' });
    expect(first.imgUrl).toMatch(/^\/profile\/avatar\/\d{4}\/\d{2}\/\d{2}\/[0-9a-f]{32}\.png$/);
    const firstFile = path.join(t.config.dataDir, first.imgUrl.replace('/profile/', ''));
    expect(fs.readFileSync(firstFile)).toEqual(PNG);
    expect((await info(own)).user.avatar).toBe(first.imgUrl);
    const served = await t.app.inject({ method: 'GET', url: `/prod-api${first.imgUrl}` });
    expect(served.headers['content-type']).toBe('image/png');

    const second = await upload('me.jpg', JPEG);
    expect(second.code).toBe(200);
    expect((await info(own)).user.avatar).toBe(second.imgUrl);
    expect(fs.existsSync(firstFile)).toBe(false);
  });

  it('refuses non-images, images whose content lies, and a missing avatarfile', async () => {
    expect(await upload('notes.txt', Buffer.from('hello'))).toEqual({
      code: 500,
      msg: '文件格式不正确, 请上传bmp/gif/jpg/jpeg/png格式文件!',
    });
    expect(await upload('fake.png', Buffer.from('<svg onload=alert(1)>'))).toEqual({
      code: 500,
      msg: '文件内容与文件格式(png)不符',
    });
    expect(await upload('me.png', PNG, 'file')).toEqual({ code: 500, msg: '上传图片异常，请联系管理员' });
  });
});
