/** @jest-environment ./server/test/native-modules-environment.cjs */
// db-kinds: postgres (it runs nothing whose behaviour depends on the kind: docs/stack.md "Two database kinds")
import { eq } from 'drizzle-orm';
import { sysMenu, sysRole, sysRoleDept, sysRoleMenu, sysUserRole } from '../../src/db/schema';
import { insertUsers } from '../fixtures';
import { setupTestApp, START_TIMEOUT } from '../helper';
import { addForeignMenu } from './foreign-menu';

/**
 * Rights a limited staff member cannot raise (docs/security.md "Rights are handed on, never
 * invented"): each attack is the exact request of the security review, made by the seeded
 * account `ry` (role 2, `common`, custom data scope), refused with a clear message, and nothing
 * changes.
 */
const t = setupTestApp();

let admin: string;
let ry: string;
/** a menu ry does not hold, with a permission ry does not hold */
let foreignMenuId: number;

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = async (token: string, method: Method, url: string, payload?: object, lang = 'zh-cn') =>
  (await t.request({ method, url, payload, token, headers: { 'accept-language': lang } })).json();

const menu = async (menuId: number) =>
  (await t.app.db.select().from(sysMenu).where(eq(sysMenu.menuId, menuId)))[0];
const role = async (roleId: number) =>
  (await t.app.db.select().from(sysRole).where(eq(sysRole.roleId, roleId)))[0];
const rolesOf = async (userId: number) =>
  (await t.app.db.select().from(sysUserRole).where(eq(sysUserRole.userId, userId)))
    .map((row) => row.roleId)
    .sort();
const menusOf = async (roleId: number) =>
  (await t.app.db.select().from(sysRoleMenu).where(eq(sysRoleMenu.roleId, roleId)))
    .map((row) => row.menuId)
    .sort((a, b) => a - b);
const permissionsOf = async (token: string) => (await call(token, 'GET', '/getInfo')).permissions as string[];

beforeAll(async () => {
  admin = await t.login('admin');
  ry = await t.login('ry');
  foreignMenuId = await addForeignMenu(t, admin);
}, START_TIMEOUT);

/** the body of PUT /system/menu for a menu as it is, with some fields changed */
async function menuBody(menuId: number, change: Record<string, unknown>) {
  const row = await menu(menuId);
  return {
    menuId,
    parentId: row.parentId,
    menuName: row.menuName,
    orderNum: row.orderNum,
    menuType: row.menuType,
    path: row.path,
    component: row.component,
    isFrame: row.isFrame,
    isCache: row.isCache,
    visible: row.visible,
    status: row.status,
    perms: row.perms,
    icon: row.icon,
    ...change,
  };
}

describe('1. a menu’s permission string is only one the editor holds', () => {
  it('refuses PUT /system/menu setting perms to *:*:* on a menu ry holds; ry gains nothing', async () => {
    const answer = await call(ry, 'PUT', '/system/menu', await menuBody(1014, { perms: '*:*:*' }));
    expect(answer).toEqual({ code: 500, msg: '不能设置自己没有的权限字符：*:*:*' });
    expect((await menu(1014)).perms).toBe('system:menu:edit');
    expect(await permissionsOf(ry)).not.toContain('*:*:*');
    const english = await call(ry, 'PUT', '/system/menu', await menuBody(1014, { perms: '*:*:*' }), 'en');
    expect(english.msg).toBe('You cannot set a permission you do not hold yourself: *:*:*');
  });

  it('refuses a permission held elsewhere, and the same on a new menu', async () => {
    const answer = await call(
      ry,
      'PUT',
      '/system/menu',
      await menuBody(1014, { perms: 'system:audit:list' }),
    );
    expect(answer).toEqual({ code: 500, msg: '不能设置自己没有的权限字符：system:audit:list' });
    const added = await call(ry, 'POST', '/system/menu', {
      parentId: 102,
      menuName: '提权按钮',
      orderNum: 9,
      menuType: 'F',
      perms: 'system:menu:edit,*:*:*',
    });
    expect(added).toEqual({ code: 500, msg: '不能设置自己没有的权限字符：*:*:*' });
    expect(await t.app.db.select().from(sysMenu).where(eq(sysMenu.menuName, '提权按钮'))).toEqual([]);
  });

  it('still lets ry edit a held menu keeping its permission, and add one with a held permission', async () => {
    expect(await call(ry, 'PUT', '/system/menu', await menuBody(1014, { orderNum: 3 }))).toMatchObject({
      code: 200,
    });
    const added = await call(ry, 'POST', '/system/menu', {
      parentId: 102,
      menuName: '菜单修改二',
      orderNum: 9,
      menuType: 'F',
      perms: 'system:menu:edit',
    });
    expect(added.code).toBe(200);
    // the super administrator sets any string
    expect(
      await call(admin, 'PUT', '/system/menu', await menuBody(foreignMenuId, { perms: 'system:audit:*' })),
    ).toMatchObject({ code: 200 });
  });
});

describe('5. a caller sees and changes only menus it holds', () => {
  it('refuses GET, PUT and DELETE /system/menu/{id} of a menu ry does not hold', async () => {
    const refused = { code: 500, msg: '没有权限访问菜单数据！' };
    expect(await call(ry, 'GET', `/system/menu/${foreignMenuId}`)).toEqual(refused);
    const before = await menu(foreignMenuId);
    expect(
      await call(ry, 'PUT', '/system/menu', await menuBody(foreignMenuId, { menuName: '改掉', perms: null })),
    ).toEqual(refused);
    expect(await call(ry, 'DELETE', `/system/menu/${foreignMenuId}`)).toEqual(refused);
    expect(
      await call(ry, 'PUT', '/system/menu/updateSort', { menuIds: `${foreignMenuId}`, orderNums: '1' }),
    ).toEqual(refused);
    expect(await menu(foreignMenuId)).toEqual(before);
    expect((await call(ry, 'GET', `/system/menu/${foreignMenuId}`, undefined, 'en')).msg).toBe(
      'No permission to access menu data!',
    );
    // nor hang a menu under it
    expect(
      await call(ry, 'POST', '/system/menu', {
        parentId: foreignMenuId,
        menuName: '子菜单',
        orderNum: 1,
        menuType: 'F',
      }),
    ).toEqual(refused);
    // what it holds it still reads; the super administrator reads all
    expect((await call(ry, 'GET', '/system/menu/1014')).data).toMatchObject({ menuId: 1014 });
    expect((await call(admin, 'GET', `/system/menu/${foreignMenuId}`)).data.menuName).toBe('审计台');
  });
});

describe('2. data scope: never wider than one’s own, never on a role one holds', () => {
  it('refuses ry setting its own role’s data scope to “all”; ry still cannot see user 1', async () => {
    const answer = await call(ry, 'PUT', '/system/role/dataScope', { roleId: 2, dataScope: '1' });
    expect(answer).toEqual({ code: 500, msg: '不能修改自己所属角色的权限' });
    expect((await role(2)).dataScope).toBe('2');
    expect(await call(ry, 'GET', '/system/user/1')).toMatchObject({ code: 500 });
    const english = await call(ry, 'PUT', '/system/role/dataScope', { roleId: 2, dataScope: '1' }, 'en');
    expect(english.msg).toBe('You cannot change the rights of a role you hold yourself');
  });

  it('refuses ry changing the menus or the status of its own role', async () => {
    const menus = await menusOf(2);
    const row = await role(2);
    const edit = {
      roleId: 2,
      roleName: row.roleName,
      roleKey: row.roleKey,
      roleSort: row.roleSort,
      status: '0',
      menuIds: menus.filter((id) => id !== 1015),
    };
    expect(await call(ry, 'PUT', '/system/role', edit)).toEqual({
      code: 500,
      msg: '不能修改自己所属角色的权限',
    });
    expect(await menusOf(2)).toEqual(menus);
    // the same menus with another remark is no change of rights
    expect(await call(ry, 'PUT', '/system/role', { ...edit, menuIds: menus, remark: '普通' })).toMatchObject({
      code: 200,
    });
  });

  it('refuses a wider scope than ry’s own on another role; departments within its scope pass', async () => {
    // a role ry may edit: held by a user in ry's scope (dept 105)
    const created = await call(admin, 'POST', '/system/role', {
      roleName: '测试组',
      roleKey: 'testers',
      roleSort: 5,
      menuIds: [1, 100, 1000],
    });
    expect(created.code).toBe(200);
    const [{ roleId }] = await t.app.db
      .select({ roleId: sysRole.roleId })
      .from(sysRole)
      .where(eq(sysRole.roleKey, 'testers'));
    await insertUsers(t.app, [{ userName: 'tester1', deptId: 105, roleIds: [roleId] }]);
    await call(admin, 'PUT', '/system/role/dataScope', { roleId, dataScope: '5' });

    for (const dataScope of ['1', '3', '4']) {
      expect(await call(ry, 'PUT', '/system/role/dataScope', { roleId, dataScope })).toEqual({
        code: 500,
        msg: '不能分配比自己更大的数据权限',
      });
    }
    expect((await role(roleId)).dataScope).toBe('5');
    expect(
      await call(ry, 'PUT', '/system/role/dataScope', { roleId, dataScope: '2', deptIds: [103] }),
    ).toMatchObject({ code: 500, msg: '不能分配自己数据权限以外的部门：研发部 R&D' });
    expect(
      await call(ry, 'PUT', '/system/role/dataScope', { roleId, dataScope: '2', deptIds: [105] }),
    ).toMatchObject({ code: 200 });
    expect(
      (await t.app.db.select().from(sysRoleDept).where(eq(sysRoleDept.roleId, roleId))).map((r) => r.deptId),
    ).toEqual([105]);
    // a role ry creates starts no wider than ry's own scope (custom: only self)
    expect(
      await call(ry, 'POST', '/system/role', {
        roleName: '新角色',
        roleKey: 'fresh',
        roleSort: 6,
        menuIds: [1],
      }),
    ).toMatchObject({ code: 200 });
    const [fresh] = await t.app.db.select().from(sysRole).where(eq(sysRole.roleKey, 'fresh'));
    expect(fresh.dataScope).toBe('5');
  });
});

describe('3. role 1 is never granted or taken through 分配用户', () => {
  it('refuses selectAll, cancel and cancelAll on role 1 even for a caller with scope “all”', async () => {
    const superAdminRole = { code: 500, msg: '不允许操作超级管理员角色' };
    // the worst case of the review: ry already has data scope "all" (set by an administrator)
    await t.app.db.update(sysRole).set({ dataScope: '1' }).where(eq(sysRole.roleId, 2));
    await call(admin, 'PUT', '/system/role/changeStatus', { roleId: 2, status: '0' }); // refresh ry's session
    try {
      expect(await call(ry, 'PUT', '/system/role/authUser/selectAll?roleId=1&userIds=2')).toEqual(
        superAdminRole,
      );
      expect(await call(ry, 'PUT', '/system/role/authUser/cancel', { roleId: 1, userId: 1 })).toEqual(
        superAdminRole,
      );
      expect(await call(ry, 'PUT', '/system/role/authUser/cancelAll?roleId=1&userIds=1')).toEqual(
        superAdminRole,
      );
      expect(await rolesOf(2)).toEqual([2]);
      expect(await rolesOf(1)).toEqual([1]);
      // the super administrator is refused too, as on the user edit and authRole routes
      expect(await call(admin, 'PUT', '/system/role/authUser/selectAll?roleId=1&userIds=2')).toEqual(
        superAdminRole,
      );
    } finally {
      await t.app.db.update(sysRole).set({ dataScope: '2' }).where(eq(sysRole.roleId, 2));
      await call(admin, 'PUT', '/system/role/changeStatus', { roleId: 2, status: '0' });
    }
  });
});

describe('4. a grant never gives rights the granter lacks', () => {
  let wideRole: number;
  let scopedUser: number;

  beforeAll(async () => {
    // a role with a menu ry does not hold, and a user in ry's scope (dept 105)
    expect(
      (
        await call(admin, 'POST', '/system/role', {
          roleName: '审计员',
          roleKey: 'auditor',
          roleSort: 7,
          menuIds: [foreignMenuId],
        })
      ).code,
    ).toBe(200);
    [{ roleId: wideRole }] = await t.app.db
      .select({ roleId: sysRole.roleId })
      .from(sysRole)
      .where(eq(sysRole.roleKey, 'auditor'));
    [scopedUser] = await insertUsers(t.app, [{ userName: 'tester2', deptId: 105, roleIds: [wideRole] }]);
  });

  it('refuses giving users a role with a menu ry does not hold (authUser/selectAll)', async () => {
    expect(await call(ry, 'PUT', `/system/role/authUser/selectAll?roleId=${wideRole}&userIds=2`)).toEqual({
      code: 500,
      msg: '不能分配超出自己权限的角色：审计员',
    });
    expect(await rolesOf(2)).toEqual([2]);
  });

  it('refuses it through PUT /system/user/authRole and the user dialog (add and edit)', async () => {
    const refused = { code: 500, msg: '不能分配超出自己权限的角色：审计员' };
    expect(await call(ry, 'PUT', `/system/user/authRole?userId=2&roleIds=2,${wideRole}`)).toEqual(refused);
    const user = (await call(admin, 'GET', '/system/user/2')).data;
    expect(
      await call(ry, 'PUT', '/system/user', {
        userId: 2,
        nickName: user.nickName,
        deptId: user.deptId,
        roleIds: [2, wideRole],
        postIds: [],
      }),
    ).toEqual(refused);
    expect(
      await call(ry, 'POST', '/system/user', {
        userName: 'sneaky',
        nickName: 'sneaky',
        password: 'sneaky123',
        deptId: 105,
        roleIds: [wideRole],
      }),
    ).toEqual(refused);
    expect(await rolesOf(2)).toEqual([2]);
    const english = await call(
      ry,
      'PUT',
      `/system/user/authRole?userId=2&roleIds=${wideRole}`,
      undefined,
      'en',
    );
    expect(english.msg).toBe('You cannot grant a role with rights you do not hold yourself: 审计员');
  });

  it('does not let ry edit a user who holds a role beyond ry at all (rule 9); the role stays', async () => {
    // before rule 9 ("Nobody acts on a stronger account") the edit went through keeping the role
    const user = (await call(admin, 'GET', `/system/user/${scopedUser}`)).data;
    expect(
      await call(ry, 'PUT', '/system/user', {
        userId: scopedUser,
        nickName: 'renamed',
        deptId: user.deptId,
        roleIds: [wideRole],
        postIds: [],
      }),
    ).toEqual({ code: 500, msg: '不能操作权限超出自己的用户：tester2' });
    expect(await rolesOf(scopedUser)).toEqual([wideRole]);
  });

  it('refuses menus ry does not hold on a role (add and edit)', async () => {
    expect(
      await call(ry, 'POST', '/system/role', {
        roleName: '越权',
        roleKey: 'beyond',
        roleSort: 8,
        menuIds: [foreignMenuId],
      }),
    ).toEqual({ code: 500, msg: '不能分配自己没有的菜单权限：审计台' });
  });
});
