/** @jest-environment ./server/test/native-modules-environment.cjs */
import { and, eq } from 'drizzle-orm';
import { sysRole, sysRoleDept, sysRoleMenu, sysUserRole } from '../src/db/schema';
import { insertEmptyRole, insertUsers } from './fixtures';
import { setupTestApp, START_TIMEOUT } from './helper';
import { exportForm, lastOperLog, loginWithoutPermissions, readWorkbook } from './marketing-support';

/** roles: `/system/role`, the menu trees of the role dialog and `/system/user/authRole` */
const t = setupTestApp();

let admin: string;
let nobody: string;
let ryId: number;
let devUser: number;
let testUser: number;

beforeAll(async () => {
  admin = await t.login('admin');
  nobody = await loginWithoutPermissions(t, 'nobody');
  [devUser, testUser] = await insertUsers(t.app, [
    { userName: 'dev1', deptId: 103 },
    { userName: 'test1', deptId: 105 },
  ]);
  ryId = 2;
}, START_TIMEOUT);

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, payload?: object, token = admin, lang = 'zh-cn') =>
  t.request({ method, url, payload, token, headers: { 'accept-language': lang } });
const json = async (method: Method, url: string, payload?: object, token = admin) =>
  (await call(method, url, payload, token)).json();

async function roleIdByKey(roleKey: string): Promise<number> {
  const [row] = await t.app.db
    .select({ roleId: sysRole.roleId })
    .from(sysRole)
    .where(eq(sysRole.roleKey, roleKey));
  return row.roleId;
}

const ok = { code: 200, msg: '操作成功' };
const forbidden = { code: 403, msg: '没有权限，请联系管理员授权' };
const superAdmin = { code: 500, msg: '不允许操作超级管理员角色' };

describe('roles: /system/role', () => {
  it('refuses a user without the permissions', async () => {
    for (const [method, url] of [
      ['GET', '/system/role/list'],
      ['GET', '/system/role/2'],
      ['POST', '/system/role'],
      ['PUT', '/system/role/dataScope'],
      ['DELETE', '/system/role/2'],
      ['GET', '/system/role/authUser/allocatedList?roleId=2'],
      ['PUT', '/system/role/authUser/selectAll?roleId=2&userIds=2'],
      ['GET', '/system/user/authRole/2'],
      ['PUT', '/system/user/authRole?userId=2&roleIds=2'],
    ] as const) {
      expect(
        await json(method, url, method === 'GET' || method === 'DELETE' ? undefined : {}, nobody),
      ).toEqual(forbidden);
    }
  });

  it('lists live roles by roleSort, filtered, and exports them', async () => {
    const all = await json('GET', '/system/role/list');
    expect(all).toMatchObject({ code: 200, msg: '查询成功' });
    expect(all.rows.slice(0, 2).map((r: { roleKey: string }) => r.roleKey)).toEqual(['admin', 'common']);
    expect(all.rows[0]).toMatchObject({ roleId: 1, admin: true, flag: false, roleName: '超级管理员' });
    const byName = await json('GET', '/system/role/list?roleName=普通');
    expect(byName.rows.map((r: { roleId: number }) => r.roleId)).toEqual([2]);
    expect((await json('GET', '/system/role/list?roleKey=ADM&status=0')).total).toBe(1);
    expect((await json('GET', '/system/role/2')).data).toMatchObject({ roleId: 2, roleKey: 'common' });
    expect((await json('GET', '/system/role/optionselect')).data.length).toBeGreaterThanOrEqual(2);

    const exported = await t.request({
      method: 'POST',
      url: '/system/role/export',
      token: admin,
      ...exportForm({ roleKey: 'common' }),
    });
    const sheet = await readWorkbook(exported);
    expect(sheet.sheetName).toBe('角色数据');
    expect(sheet.rows[0]).toEqual(['角色序号', '角色名称', '角色权限', '角色排序', '数据范围', '角色状态']);
    expect(sheet.rows[1]).toEqual([2, '普通角色', 'common', 2, '自定义数据权限', '正常']);
  });

  it('refuses bad input with the field in the message', async () => {
    const noName = await json('POST', '/system/role', { roleKey: 'x', roleSort: 1 });
    expect(noName).toEqual({ code: 500, msg: '角色名称不能为空' });
    const blank = await json('POST', '/system/role', { roleName: ' ', roleKey: 'x', roleSort: 1 });
    expect(blank).toEqual({ code: 500, msg: '角色名称不能为空' });
    const badScope = await json('PUT', '/system/role/dataScope', { roleId: 2, dataScope: '9' });
    expect(badScope.code).toBe(500);
    expect(badScope.msg).toContain('数据范围');
  });

  it('adds a role with menus, reads it back, refuses duplicates, edits and deletes it', async () => {
    const added = await call('POST', '/system/role', {
      roleName: '审计员',
      roleKey: 'auditor',
      roleSort: 3,
      menuIds: [1, 100, 1000],
      remark: '只读',
    });
    expect(added.json()).toEqual(ok);
    expect(await lastOperLog(t)).toMatchObject({
      title: '角色管理',
      businessType: 1,
      method: 'addRoleHandler()',
    });
    const roleId = await roleIdByKey('auditor');
    expect((await json('GET', `/system/role/${roleId}`)).data).toMatchObject({
      roleName: '审计员',
      roleSort: 3,
      status: '0',
      dataScope: '1',
      createBy: 'admin',
      remark: '只读',
    });
    const tree = await json('GET', `/system/menu/roleMenuTreeselect/${roleId}`);
    // strict linking: the checked parents (1, 100) are derived from their checked child
    expect(tree.checkedKeys).toEqual([1000]);
    expect(tree.menus.find((m: { id: number }) => m.id === 1)).toMatchObject({
      label: '系统管理',
      disabled: false,
    });
    expect((await json('GET', '/system/menu/treeselect')).data.length).toBeGreaterThan(1);

    expect(await json('POST', '/system/role', { roleName: '审计员', roleKey: 'other', roleSort: 1 })).toEqual(
      {
        code: 500,
        msg: "新增角色'审计员'失败，角色名称已存在",
      },
    );
    expect(
      await json('POST', '/system/role', { roleName: '另一个', roleKey: 'auditor', roleSort: 1 }),
    ).toEqual({
      code: 500,
      msg: "新增角色'另一个'失败，角色权限已存在",
    });
    expect(
      await json('PUT', '/system/role', { roleId, roleName: '普通角色', roleKey: 'auditor', roleSort: 3 }),
    ).toEqual({ code: 500, msg: "修改角色'普通角色'失败，角色名称已存在" });

    expect(
      await json('PUT', '/system/role', {
        roleId,
        roleName: '审计',
        roleKey: 'auditor',
        roleSort: 4,
        menuIds: [1, 100],
      }),
    ).toEqual(ok);
    const edited = await json('GET', `/system/menu/roleMenuTreeselect/${roleId}`);
    expect(edited.checkedKeys).toEqual([100]);
    expect(await json('PUT', '/system/role/changeStatus', { roleId, status: '1' })).toEqual(ok);
    expect((await json('GET', `/system/role/${roleId}`)).data).toMatchObject({
      roleName: '审计',
      status: '1',
      updateBy: 'admin',
    });

    expect(
      await json('PUT', '/system/role/dataScope', { roleId, dataScope: '2', deptIds: [100, 101, 105] }),
    ).toEqual(ok);
    const depts = await json('GET', `/system/role/deptTree/${roleId}`);
    expect(depts.checkedKeys).toEqual([105]);
    expect(depts.depts[0]).toMatchObject({ id: 100, label: '数字免疫科技 DIS Technology' });

    expect(await json('DELETE', `/system/role/${roleId}`)).toEqual(ok);
    const [gone] = await t.app.db.select().from(sysRole).where(eq(sysRole.roleId, roleId));
    expect(gone.delFlag).toBe('2');
    expect(await t.app.db.select().from(sysRoleMenu).where(eq(sysRoleMenu.roleId, roleId))).toEqual([]);
    expect(await t.app.db.select().from(sysRoleDept).where(eq(sysRoleDept.roleId, roleId))).toEqual([]);
    expect(await json('GET', `/system/role/${roleId}`)).toEqual({ code: 500, msg: '角色不存在' });
  });

  it('refuses changes to role 1 and deleting a role users hold', async () => {
    expect(
      await json('PUT', '/system/role', { roleId: 1, roleName: 'x', roleKey: 'admin', roleSort: 1 }),
    ).toEqual(superAdmin);
    expect(await json('PUT', '/system/role/changeStatus', { roleId: 1, status: '1' })).toEqual(superAdmin);
    expect(await json('PUT', '/system/role/dataScope', { roleId: 1, dataScope: '5' })).toEqual(superAdmin);
    expect(await json('DELETE', '/system/role/1')).toEqual(superAdmin);
    expect(await json('DELETE', '/system/role/2')).toEqual({ code: 500, msg: '普通角色已分配,不能删除' });
    expect((await call('DELETE', '/system/role/2', undefined, admin, 'en')).json()).toEqual({
      code: 500,
      msg: '普通角色 is assigned to users and cannot be deleted',
    });
    expect(await json('PUT', '/system/user/authRole?userId=1&roleIds=2')).toEqual({
      code: 500,
      msg: '不允许操作超级管理员用户',
    });
    expect(await json('PUT', `/system/user/authRole?userId=${devUser}&roleIds=1`)).toEqual(superAdmin);
    const [role1] = await t.app.db.select().from(sysRole).where(eq(sysRole.roleId, 1));
    expect(role1).toMatchObject({ status: '0', delFlag: '0', roleKey: 'admin' });
  });

  it('gives users a role and takes it back (AuthUser page)', async () => {
    const unallocated = await json('GET', '/system/role/authUser/unallocatedList?roleId=2&userName=1');
    expect(unallocated.rows.map((r: { userName: string }) => r.userName)).toEqual(
      expect.arrayContaining(['dev1', 'test1']),
    );
    expect(
      await json('PUT', `/system/role/authUser/selectAll?roleId=2&userIds=${devUser},${testUser}`),
    ).toEqual(ok);
    expect(await lastOperLog(t)).toMatchObject({ title: '角色管理', businessType: 4 });
    const allocated = await json('GET', '/system/role/authUser/allocatedList?roleId=2');
    expect(allocated.rows.map((r: { userName: string }) => r.userName)).toEqual(['ry', 'dev1', 'test1']);
    expect(await json('PUT', '/system/role/authUser/cancel', { userId: devUser, roleId: 2 })).toEqual(ok);
    expect(await json('PUT', `/system/role/authUser/cancelAll?roleId=2&userIds=${testUser}`)).toEqual(ok);
    expect((await json('GET', '/system/role/authUser/allocatedList?roleId=2')).total).toBe(1);

    const authRole = await json('GET', `/system/user/authRole/${devUser}`);
    expect(authRole.user).toMatchObject({ userId: devUser, userName: 'dev1' });
    expect(authRole.roles.map((r: { roleId: number }) => r.roleId)).not.toContain(1);
    expect(await json('PUT', `/system/user/authRole?userId=${devUser}&roleIds=2`)).toEqual(ok);
    const after = await json('GET', `/system/user/authRole/${devUser}`);
    expect(after.roles.find((r: { roleId: number }) => r.roleId === 2).flag).toBe(true);
    expect(await json('PUT', `/system/user/authRole?userId=${devUser}&roleIds=`)).toEqual(ok);
    expect(await t.app.db.select().from(sysUserRole).where(eq(sysUserRole.userId, devUser))).toEqual([]);
  });

  it('lets nobody grant a menu they do not hold, and keeps what they cannot see', async () => {
    // a role manager holding 系统管理 › 角色管理 (add, edit) and 用户管理, but not 菜单管理 (102)
    const managerRole = await insertEmptyRole(t.app, 'role-manager');
    await t.app.db
      .insert(sysRoleMenu)
      .values([1, 100, 101, 1007, 1008, 1009].map((menuId) => ({ roleId: managerRole, menuId })));
    await insertUsers(t.app, [{ userName: 'granter', roleIds: [managerRole] }]);
    const granter = await t.login('granter');
    const newRole = { roleName: '受限角色', roleKey: 'limited', roleSort: 7 };

    expect(await json('POST', '/system/role', { ...newRole, menuIds: [1, 102] }, granter)).toEqual({
      code: 500,
      msg: '不能分配自己没有的菜单权限：菜单管理',
    });
    const refusedInEnglish = await call(
      'POST',
      '/system/role',
      { ...newRole, menuIds: [102] },
      granter,
      'en',
    );
    expect(refusedInEnglish.json().msg).toBe('You cannot grant menus you do not hold yourself: Menus');
    expect(await t.app.db.select().from(sysRole).where(eq(sysRole.roleKey, 'limited'))).toEqual([]);

    expect(await json('POST', '/system/role', { ...newRole, menuIds: [1, 100] }, granter)).toEqual(ok);
    const limited = await roleIdByKey('limited');
    // the administrator adds 菜单管理; the granter's edit, which cannot see it, keeps it
    await t.app.db.insert(sysRoleMenu).values({ roleId: limited, menuId: 102 });
    expect(
      await json('PUT', '/system/role', { ...newRole, roleId: limited, menuIds: [1, 101] }, granter),
    ).toEqual(ok);
    const held = await t.app.db
      .select({ menuId: sysRoleMenu.menuId })
      .from(sysRoleMenu)
      .where(eq(sysRoleMenu.roleId, limited));
    expect(held.map((row) => row.menuId).sort((a, b) => a - b)).toEqual([1, 101, 102]);

    // limited to its own department (测试部 105), the granter cannot hand on 研发部 (103)
    await t.app.db.update(sysRole).set({ dataScope: '3' }).where(eq(sysRole.roleId, managerRole));
    // (a colleague in that department holds the role, so it is in the granter's scope; a role the
    // granter held would be refused outright: docs/security.md)
    await insertUsers(t.app, [{ userName: 'limited-holder', deptId: 105, roleIds: [limited] }]);
    const scoped = await t.login('granter');
    const customScope = (deptIds: number[]) => ({ roleId: limited, dataScope: '2', deptIds });
    expect(await json('PUT', '/system/role/dataScope', customScope([105, 103]), scoped)).toEqual({
      code: 500,
      msg: '不能分配自己数据权限以外的部门：研发部 R&D',
    });
    expect(await json('PUT', '/system/role/dataScope', customScope([105]), scoped)).toEqual(ok);
    const depts = await t.app.db
      .select({ deptId: sysRoleDept.deptId })
      .from(sysRoleDept)
      .where(eq(sysRoleDept.roleId, limited));
    expect(depts.map((row) => row.deptId)).toEqual([105]);
  });

  it("limits ry (role 2) to its data scope, and applies role changes at ry's next request", async () => {
    const ry = await t.login('ry');
    // role 2 sees its own department only (测试部 105)
    expect(await json('PUT', '/system/role/dataScope', { roleId: 2, dataScope: '3' })).toEqual(ok);
    const users = await json('GET', '/system/user/list?pageSize=100', undefined, ry);
    const names = users.rows.map((r: { userName: string }) => r.userName);
    expect(names).toContain('test1');
    expect(names).not.toContain('dev1');
    expect(names).not.toContain('admin');
    expect(await json('GET', `/system/user/authRole/${devUser}`, undefined, ry)).toEqual({
      code: 500,
      msg: '没有权限访问用户数据！',
    });
    expect(
      await json('PUT', `/system/role/authUser/selectAll?roleId=2&userIds=${devUser}`, undefined, ry),
    ).toEqual({
      code: 500,
      msg: '没有权限访问用户数据！',
    });
    const roles = await json('GET', '/system/role/list', undefined, ry);
    expect(roles.rows.map((r: { roleId: number }) => r.roleId)).not.toContain(1);
    expect(roles.rows.map((r: { roleId: number }) => r.roleId)).toContain(2);
    expect(await json('GET', '/system/role/1', undefined, ry)).toEqual({
      code: 500,
      msg: '没有权限访问角色数据！',
    });
    expect(
      (await json('GET', '/system/role/authUser/unallocatedList?roleId=2', undefined, ry)).rows.map(
        (r: { userName: string }) => r.userName,
      ),
    ).not.toContain('dev1');

    // the role loses 角色管理 (menu 101, system:role:list): refused at ry's next request
    expect((await json('GET', '/system/role/list', undefined, ry)).code).toBe(200);
    const menus = await t.app.db
      .select({ menuId: sysRoleMenu.menuId })
      .from(sysRoleMenu)
      .where(eq(sysRoleMenu.roleId, 2));
    const menuIds = menus.map((m) => m.menuId).filter((id) => id !== 101);
    expect(
      await json('PUT', '/system/role', {
        roleId: 2,
        roleName: '普通角色',
        roleKey: 'common',
        roleSort: 2,
        menuIds,
      }),
    ).toEqual(ok);
    expect(await json('GET', '/system/role/list', undefined, ry)).toEqual(forbidden);
    // disabling the role takes every permission away at once
    expect(await json('PUT', '/system/role/changeStatus', { roleId: 2, status: '1' })).toEqual(ok);
    expect(await json('GET', '/system/user/list', undefined, ry)).toEqual(forbidden);
    expect(await json('PUT', '/system/role/changeStatus', { roleId: 2, status: '0' })).toEqual(ok);
    expect((await json('GET', '/system/user/list', undefined, ry)).code).toBe(200);
    // losing the role itself
    expect(await json('PUT', `/system/role/authUser/cancel`, { userId: ryId, roleId: 2 })).toEqual(ok);
    expect(await json('GET', '/system/user/list', undefined, ry)).toEqual(forbidden);
    expect(
      await t.app.db
        .select()
        .from(sysUserRole)
        .where(and(eq(sysUserRole.userId, ryId), eq(sysUserRole.roleId, 2))),
    ).toEqual([]);
  });
});
