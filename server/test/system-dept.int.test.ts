/** @jest-environment ./server/test/native-modules-environment.cjs */
import { eq } from 'drizzle-orm';
import { sysDept, sysRoleMenu } from '../src/db/schema';
import { insertUsers } from './fixtures';
import { setupTestApp } from './helper';
import { lastOperLog, loginWithoutPermissions } from './marketing-support';

/** 部门管理: `/system/dept` (ry's role sees depts 100, 101 and 105 only: custom data scope) */
const t = setupTestApp();

let admin: string;

beforeAll(async () => {
  admin = await t.login('admin');
});

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const as =
  (token: string) =>
  (method: Method, url: string, payload?: object, lang = 'zh-cn') =>
    t.request({ method, url, payload, token, headers: { 'accept-language': lang } });
const call = (method: Method, url: string, payload?: object, lang?: string) =>
  as(admin)(method, url, payload, lang);

async function dept(deptId: number) {
  const [row] = await t.app.db.select().from(sysDept).where(eq(sysDept.deptId, deptId));
  return row;
}

async function deptIdByName(deptName: string): Promise<number> {
  const [row] = await t.app.db
    .select({ deptId: sysDept.deptId })
    .from(sysDept)
    .where(eq(sysDept.deptName, deptName));
  return row.deptId;
}

const ids = (rows: Array<{ deptId: number }>) => rows.map((row) => row.deptId);

describe('departments: /system/dept', () => {
  it('lists live departments flat, ordered by parent then order, with filters', async () => {
    const all = (await call('GET', '/system/dept/list')).json();
    expect(all).toMatchObject({ code: 200, msg: '操作成功' });
    // 200: 销售部 Sales, seeded by the sales section under the headquarters (docs/sales/README.md)
    expect(ids(all.data)).toEqual([100, 101, 102, 110, 111, 103, 104, 105, 106, 107, 200, 108, 109]);
    expect(all.data[1]).toMatchObject({
      deptName: '南京总部 Nanjing HQ',
      ancestors: '0,100',
      leader: null,
      children: [],
    });
    const market = (await call('GET', '/system/dept/list?deptName=%E5%B8%82%E5%9C%BA')).json();
    expect(ids(market.data)).toEqual([104, 108]);
    expect(ids((await call('GET', '/system/dept/list?parentId=102')).json().data)).toEqual([108, 109]);
    expect((await call('GET', '/system/dept/list?status=1')).json().data).toEqual([]);
    const excluded = (await call('GET', '/system/dept/list/exclude/101')).json();
    expect(ids(excluded.data)).toEqual([100, 102, 110, 111, 108, 109]);
  });

  it('reads one department with its parent name', async () => {
    expect((await call('GET', '/system/dept/103')).json().data).toMatchObject({
      deptId: 103,
      parentName: '南京总部 Nanjing HQ',
      ancestors: '0,100,101',
    });
    expect((await call('GET', '/system/dept/999999', undefined, 'en')).json()).toEqual({
      code: 500,
      msg: 'The department does not exist',
    });
  });

  it('adds a department under an enabled parent, its ancestors derived from the parent', async () => {
    const added = await call('POST', '/system/dept', {
      parentId: 103,
      deptName: ' 前端组 ',
      orderNum: 1,
      leader: '张三',
      phone: '15888888888',
      email: 'fe@example.com',
    });
    expect(added.json()).toEqual({ code: 200, msg: '操作成功' });
    expect(await lastOperLog(t)).toMatchObject({ title: '部门管理', businessType: 1 });
    const id = await deptIdByName('前端组');
    expect((await call('GET', `/system/dept/${id}`)).json().data).toMatchObject({
      parentName: '研发部 R&D',
      ancestors: '0,100,101,103',
      status: '0',
      createBy: 'admin',
      email: 'fe@example.com',
    });
  });

  it('refuses bad adds with RuoYi messages and writes nothing', async () => {
    await t.app.db.update(sysDept).set({ status: '1' }).where(eq(sysDept.deptId, 109));
    const count = async () => (await call('GET', '/system/dept/list')).json().data.length;
    const before = await count();
    const cases: Array<[object, string, string?]> = [
      [{ parentId: 101, deptName: '研发部 R&D', orderNum: 1 }, "新增部门'研发部 R&D'失败，部门名称已存在"],
      [
        { parentId: 101, deptName: '研发部 R&D', orderNum: 1 },
        "Could not add department '研发部 R&D': the department name already exists",
        'en',
      ],
      [{ parentId: 109, deptName: '出纳', orderNum: 1 }, '部门停用，不允许新增'],
      [{ parentId: 999999, deptName: '孤儿', orderNum: 1 }, '上级部门不存在'],
      [{ parentId: 0, deptName: '新根', orderNum: 1 }, '上级部门不存在'],
      [{ parentId: 101, deptName: ' ', orderNum: 1 }, '部门名称不能为空'],
      [{ parentId: 101, deptName: '电话', orderNum: 1, phone: '12345' }, '请输入正确的手机号码'],
      [{ parentId: 101, deptName: '邮箱', orderNum: 1, email: 'not-an-email' }, '请输入正确的邮箱地址'],
      [{ parentId: 101, deptName: '无排序' }, '显示排序不能为空'],
      [{ parentId: 101, deptName: '长'.repeat(31), orderNum: 1 }, '部门名称长度不能超过30个字符'],
    ];
    for (const [payload, message, lang] of cases) {
      expect((await call('POST', '/system/dept', payload, lang)).json()).toEqual({ code: 500, msg: message });
    }
    expect(await count()).toBe(before);
  });

  it('moves a department with its subtree: ancestors rewritten below it, moving back restores them', async () => {
    const fe = await deptIdByName('前端组');
    const research = (await call('GET', '/system/dept/103')).json().data;
    // 研发部 (with 前端组 below it) moves from 南京总部 to 上海办公室
    const moved = await call('PUT', '/system/dept', { ...research, parentId: 102 });
    expect(moved.json()).toEqual({ code: 200, msg: '操作成功' });
    expect(await lastOperLog(t)).toMatchObject({ title: '部门管理', businessType: 2 });
    expect((await dept(103)).ancestors).toBe('0,100,102');
    expect((await dept(fe)).ancestors).toBe('0,100,102,103');
    expect((await call('GET', '/system/dept/103')).json().data.parentName).toBe('上海办公室 Shanghai Office');
    expect(ids((await call('GET', '/system/dept/list?parentId=102')).json().data)).toEqual([103, 108, 109]);

    expect((await call('PUT', '/system/dept', { ...research, parentId: 101 })).json().code).toBe(200);
    expect((await dept(103)).ancestors).toBe('0,100,101');
    expect((await dept(fe)).ancestors).toBe('0,100,101,103');
  });

  it('refuses bad edits: own parent, below itself, same name, disabling with enabled children', async () => {
    const research = (await call('GET', '/system/dept/103')).json().data;
    const fe = await deptIdByName('前端组');
    const cases: Array<[object, string]> = [
      [{ ...research, parentId: 103 }, "修改部门'研发部 R&D'失败，上级部门不能是自己"],
      [{ ...research, parentId: fe }, "修改部门'研发部 R&D'失败，上级部门不能是它的下级部门"],
      [{ ...research, deptName: '市场部 Marketing' }, "修改部门'市场部 Marketing'失败，部门名称已存在"],
      [{ ...research, status: '1' }, '该部门包含未停用的子部门！'],
    ];
    for (const [payload, message] of cases) {
      expect((await call('PUT', '/system/dept', payload)).json()).toEqual({ code: 500, msg: message });
    }
    expect(await dept(103)).toMatchObject({ parentId: 101, deptName: '研发部 R&D', status: '0' });
  });

  it('enabling a department enables the departments above it', async () => {
    const fe = await deptIdByName('前端组');
    const feRow = (await call('GET', `/system/dept/${fe}`)).json().data;
    expect((await call('PUT', '/system/dept', { ...feRow, status: '1' })).json().code).toBe(200);
    await t.app.db.update(sysDept).set({ status: '1' }).where(eq(sysDept.deptId, 103));
    expect((await call('PUT', '/system/dept', { ...feRow, status: '0' })).json().code).toBe(200);
    expect((await dept(103)).status).toBe('0');
    expect((await dept(101)).status).toBe('0');
  });

  it('saves a new order', async () => {
    expect(
      (await call('PUT', '/system/dept/updateSort', { deptIds: '104,105', orderNums: '9,8' })).json(),
    ).toEqual({
      code: 200,
      msg: '操作成功',
    });
    expect((await dept(104)).orderNum).toBe(9);
    expect((await call('PUT', '/system/dept/updateSort', { deptIds: '104', orderNums: '' })).json()).toEqual({
      code: 500,
      msg: '保存排序异常，请联系管理员',
    });
  });

  it('refuses to delete a department with sub-departments or users (601), soft-deletes an empty one', async () => {
    expect((await call('DELETE', '/system/dept/101')).json()).toEqual({
      code: 601,
      msg: '存在下级部门,不允许删除',
    });
    expect((await call('DELETE', '/system/dept/105')).json()).toEqual({
      code: 601,
      msg: '部门存在用户,不允许删除',
    });
    const fe = await deptIdByName('前端组');
    expect((await call('DELETE', `/system/dept/${fe}`)).json()).toEqual({ code: 200, msg: '操作成功' });
    expect(await lastOperLog(t)).toMatchObject({ title: '部门管理', businessType: 3 });
    expect((await dept(fe)).delFlag).toBe('2');
    expect(ids((await call('GET', '/system/dept/list')).json().data)).not.toContain(fe);
    expect((await call('GET', `/system/dept/${fe}`)).json()).toEqual({ code: 500, msg: '部门不存在' });
    // a user placed in a childless department blocks its delete too
    await insertUsers(t.app, [{ userName: 'leaver', deptId: 107 }]);
    expect((await call('DELETE', '/system/dept/107')).json().code).toBe(601);
  });

  it('keeps ry inside its data scope (depts 100, 101, 105) on every route', async () => {
    const ry = as(await t.login('ry'));
    expect(ids((await ry('GET', '/system/dept/list')).json().data)).toEqual([100, 101, 105]);
    expect(ids((await ry('GET', '/system/dept/list/exclude/101')).json().data)).toEqual([100]);
    const refused = { code: 500, msg: '没有权限访问部门数据！' };
    expect((await ry('GET', '/system/dept/101')).json().data.deptName).toBe('南京总部 Nanjing HQ');
    expect((await ry('GET', '/system/dept/103')).json()).toEqual(refused);
    const research = (await call('GET', '/system/dept/103')).json().data;
    expect((await ry('PUT', '/system/dept', { ...research, leader: 'ry' })).json()).toEqual(refused);
    expect(
      (await ry('POST', '/system/dept', { parentId: 103, deptName: '越界', orderNum: 1 })).json(),
    ).toEqual(refused);
    const testing = (await call('GET', '/system/dept/105')).json().data;
    expect((await ry('PUT', '/system/dept', { ...testing, parentId: 102 })).json()).toEqual(refused);
    expect(
      (await ry('PUT', '/system/dept/updateSort', { deptIds: '105,106', orderNums: '1,2' })).json(),
    ).toEqual(refused);
    expect((await ry('DELETE', '/system/dept/106')).json()).toEqual(refused);
    expect(await dept(106)).toMatchObject({ delFlag: '0' });
    // inside the scope it works
    expect(
      (await ry('POST', '/system/dept', { parentId: 105, deptName: '自动化组', orderNum: 1 })).json().code,
    ).toBe(200);
  });

  it('refuses every route to a user without the permission', async () => {
    const nobody = as(await loginWithoutPermissions(t, 'deptless'));
    const forbidden = { code: 403, msg: '没有权限，请联系管理员授权' };
    const attempts: Array<[Method, string, object?]> = [
      ['GET', '/system/dept/list'],
      ['GET', '/system/dept/list/exclude/101'],
      ['GET', '/system/dept/101'],
      ['POST', '/system/dept', { parentId: 101, deptName: 'x', orderNum: 1 }],
      ['PUT', '/system/dept', { deptId: 106, parentId: 101, deptName: 'x', orderNum: 1 }],
      ['PUT', '/system/dept/updateSort', { deptIds: '106', orderNums: '1' }],
      ['DELETE', '/system/dept/106'],
    ];
    for (const [method, url, payload] of attempts) {
      expect((await nobody(method, url, payload)).json()).toEqual(forbidden);
    }
    // ry loses 部门删除 only
    await t.app.db.delete(sysRoleMenu).where(eq(sysRoleMenu.menuId, 1019));
    const ry = as(await t.login('ry'));
    expect((await ry('DELETE', '/system/dept/105')).json()).toEqual(forbidden);
    expect((await ry('GET', '/system/dept/list')).json().code).toBe(200);
    expect((await dept(106)).deptName).toBe('财务部 Finance');
  });
});
