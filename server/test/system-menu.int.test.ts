/** @jest-environment ./server/test/native-modules-environment.cjs */
import { eq } from 'drizzle-orm';
import { sysMenu, sysRoleMenu } from '../src/db/schema';
import { setupTestApp } from './helper';
import { lastOperLog, loginWithoutPermissions } from './marketing-support';

/** 菜单管理: `/system/menu` */
const t = setupTestApp();

let admin: string;

beforeAll(async () => {
  admin = await t.login('admin');
});

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, lang = 'zh-cn') =>
  t.request({ method, url, payload, token: admin, headers: { 'accept-language': lang } });

const countMenus = async () => (await t.app.db.select({ id: sysMenu.menuId }).from(sysMenu)).length;

async function menuIdByName(menuName: string): Promise<number> {
  const [row] = await t.app.db
    .select({ menuId: sysMenu.menuId })
    .from(sysMenu)
    .where(eq(sysMenu.menuName, menuName));
  return row.menuId;
}

/** A page under 系统管理 (menu 1), as the dialog sends it. */
const page = (fields: object) => ({
  parentId: 1,
  menuType: 'C',
  orderNum: 20,
  isFrame: '1',
  isCache: '0',
  visible: '0',
  status: '0',
  ...fields,
});

interface Route {
  name?: string;
  path: string;
  meta?: { title: string };
  children?: Route[];
}

async function systemChildren(lang: string): Promise<Route[]> {
  const routers = (await call('GET', '/getRouters', undefined, lang)).json().data as Route[];
  return routers.find((route) => route.path === '/system')?.children ?? [];
}

describe('menus: /system/menu', () => {
  it('lists every menu flat, ordered by parent then order, filtered by name, visibility and status', async () => {
    const all = (await call('GET', '/system/menu/list')).json();
    expect(all).toMatchObject({ code: 200, msg: '操作成功' });
    expect(all.data.length).toBe(await countMenus());
    const parents = all.data.map((menu: { parentId: number }) => menu.parentId);
    expect(parents).toEqual([...parents].sort((a, b) => a - b));
    expect(all.data.find((menu: { menuId: number }) => menu.menuId === 102)).toMatchObject({
      menuName: '菜单管理',
      menuNameEn: 'Menus',
      component: 'system/menu/index',
      perms: 'system:menu:list',
      menuType: 'C',
      children: [],
    });
    const byName = (await call('GET', '/system/menu/list?menuName=%E8%8F%9C%E5%8D%95')).json();
    expect(byName.data.every((menu: { menuName: string }) => menu.menuName.includes('菜单'))).toBe(true);
    expect(byName.data.length).toBeGreaterThanOrEqual(5);
    expect((await call('GET', '/system/menu/list?status=1')).json().data).toEqual([]);
  });

  it('reads one menu with its parent name', async () => {
    const read = (await call('GET', '/system/menu/102')).json();
    expect(read.data).toMatchObject({ menuId: 102, parentName: '系统管理', path: 'menu' });
    expect((await call('GET', '/system/menu/999999', undefined, 'en')).json()).toEqual({
      code: 500,
      msg: 'The menu does not exist',
    });
  });

  it('adds a page with an English title, which getRouters shows at once in both languages', async () => {
    // warm the route cache first: the add must clear it
    expect((await systemChildren('zh-cn')).some((route) => route.path === 'guide')).toBe(false);
    const added = await call(
      'POST',
      '/system/menu',
      page({
        menuName: '使用指南',
        menuNameEn: 'Guide',
        path: 'guide',
        component: 'system/guide/index',
        icon: 'guide',
      }),
    );
    expect(added.json()).toEqual({ code: 200, msg: '操作成功' });
    expect(await lastOperLog(t)).toMatchObject({ title: '菜单管理', businessType: 1 });
    const menuId = await menuIdByName('使用指南');
    expect((await call('GET', `/system/menu/${menuId}`)).json().data).toMatchObject({
      menuNameEn: 'Guide',
      icon: 'guide',
      createBy: 'admin',
      routeName: '',
      parentName: '系统管理',
    });
    expect((await systemChildren('zh-cn')).find((route) => route.path === 'guide')?.meta?.title).toBe(
      '使用指南',
    );
    expect((await systemChildren('en')).find((route) => route.path === 'guide')?.meta?.title).toBe('Guide');

    const read = (await call('GET', `/system/menu/${menuId}`)).json().data;
    const edited = await call('PUT', '/system/menu', { ...read, menuNameEn: 'User guide', orderNum: 21 });
    expect(edited.json()).toEqual({ code: 200, msg: '操作成功' });
    expect((await systemChildren('en')).find((route) => route.path === 'guide')?.meta?.title).toBe(
      'User guide',
    );
  });

  it('refuses what RuoYi refuses, in the request language, and writes nothing', async () => {
    const before = await countMenus();
    const cases: Array<[object, string, string?]> = [
      [page({ menuName: '用户管理', path: 'user2' }), "新增菜单'用户管理'失败，菜单名称已存在"],
      [
        page({ menuName: '外链', path: 'ruoyi.vip', isFrame: '0' }),
        "新增菜单'外链'失败，地址必须以http(s)://开头",
      ],
      [page({ menuName: '重复地址', path: 'USER' }), "新增菜单'重复地址'失败，路由名称或地址已存在"],
      [
        page({ menuName: '重复名称', path: 'elsewhere', parentId: 2, routeName: 'user' }),
        "新增菜单'重复名称'失败，路由名称或地址已存在",
      ],
      [
        page({ menuName: 'Clash', path: 'user' }),
        "Could not add menu 'Clash': the route name or address already exists",
        'en',
      ],
      [page({ menuName: '无地址', path: ' ' }), '路由地址不能为空'],
      [page({ menuName: ' ', path: 'blank' }), '菜单名称不能为空'],
      [page({ menuName: '类型', path: 'type', menuType: 'X' }), '菜单类型必须是以下值之一：M, C, F'],
      [page({ menuName: '无上级', path: 'orphan', parentId: 999999 }), '上级菜单不存在'],
      [page({ menuName: '长'.repeat(51), path: 'long' }), '菜单名称长度不能超过50个字符'],
    ];
    for (const [payload, message, lang] of cases) {
      expect((await call('POST', '/system/menu', payload, lang)).json()).toEqual({ code: 500, msg: message });
    }
    // buttons have no address, and the same empty address is no clash between them
    expect(
      (
        await call('POST', '/system/menu', {
          parentId: 102,
          menuName: '菜单导出',
          orderNum: 9,
          menuType: 'F',
          perms: 'system:menu:export',
        })
      ).json(),
    ).toEqual({ code: 200, msg: '操作成功' });
    expect(await countMenus()).toBe(before + 1);

    const menu = (await call('GET', '/system/menu/102')).json().data;
    expect((await call('PUT', '/system/menu', { ...menu, parentId: 102 })).json()).toEqual({
      code: 500,
      msg: "修改菜单'菜单管理'失败，上级菜单不能选择自己",
    });
    const system = (await call('GET', '/system/menu/1')).json().data;
    expect((await call('PUT', '/system/menu', { ...system, parentId: 102 })).json()).toEqual({
      code: 500,
      msg: "修改菜单'系统管理'失败，上级菜单不能是它的下级菜单",
    });
    expect((await call('PUT', '/system/menu', { ...menu, menuName: '用户管理' })).json()).toEqual({
      code: 500,
      msg: "修改菜单'用户管理'失败，菜单名称已存在",
    });
    // its own name, address and route name are no clash
    expect((await call('PUT', '/system/menu', { ...menu, remark: 'same' })).json().code).toBe(200);
  });

  it('saves a new order and refuses a malformed one', async () => {
    const ok = await call('PUT', '/system/menu/updateSort', { menuIds: '100,101', orderNums: '7,8' });
    expect(ok.json()).toEqual({ code: 200, msg: '操作成功' });
    expect((await call('GET', '/system/menu/101')).json().data.orderNum).toBe(8);
    const system = (await systemChildren('zh-cn')).map((route) => route.path);
    expect(system.indexOf('user')).toBeLessThan(system.indexOf('role'));
    for (const body of [
      { menuIds: '100,101', orderNums: '1' },
      { menuIds: '100,x', orderNums: '1,2' },
      { menuIds: '100,999999', orderNums: '1,2' },
    ]) {
      expect((await call('PUT', '/system/menu/updateSort', body)).json()).toEqual({
        code: 500,
        msg: '保存排序异常，请联系管理员',
      });
    }
    expect((await call('GET', '/system/menu/100')).json().data.orderNum).toBe(7);
  });

  it('refuses to delete a menu with sub-menus or held by a role (601), deletes a free one', async () => {
    expect((await call('DELETE', '/system/menu/1')).json()).toEqual({
      code: 601,
      msg: '存在子菜单,不允许删除',
    });
    expect((await call('DELETE', '/system/menu/1012', undefined, 'en')).json()).toEqual({
      code: 601,
      msg: 'The menu is assigned to a role and cannot be deleted',
    });
    expect(await t.app.db.select().from(sysMenu).where(eq(sysMenu.menuId, 1012))).toHaveLength(1);
    const guide = await menuIdByName('使用指南');
    expect((await call('DELETE', `/system/menu/${guide}`)).json()).toEqual({ code: 200, msg: '操作成功' });
    expect(await lastOperLog(t)).toMatchObject({ title: '菜单管理', businessType: 3 });
    expect((await systemChildren('zh-cn')).some((route) => route.path === 'guide')).toBe(false);
    expect((await call('DELETE', `/system/menu/${guide}`)).json()).toEqual({ code: 500, msg: '菜单不存在' });
  });

  it('refuses every route to a user without the permission', async () => {
    const nobody = await loginWithoutPermissions(t, 'menuless');
    const forbidden = { code: 403, msg: '没有权限，请联系管理员授权' };
    const before = await countMenus();
    const attempts: Array<[string, string, object?]> = [
      ['GET', '/system/menu/list'],
      ['GET', '/system/menu/1'],
      ['POST', '/system/menu', page({ menuName: 'x', path: 'x' })],
      ['PUT', '/system/menu', page({ menuId: 102, menuName: 'x', path: 'x' })],
      ['PUT', '/system/menu/updateSort', { menuIds: '1', orderNums: '1' }],
      ['DELETE', '/system/menu/1016'],
    ];
    for (const [method, url, payload] of attempts) {
      const response = await t.request({ method: method as 'GET', url, payload, token: nobody });
      expect(response.json()).toEqual(forbidden);
    }
    expect(await countMenus()).toBe(before);
  });

  it('shows a user with a role only the menus of that role', async () => {
    const ry = await t.login('ry');
    await t.app.db.delete(sysRoleMenu).where(eq(sysRoleMenu.menuId, 1060));
    const listed = (await t.request({ method: 'GET', url: '/system/menu/list', token: ry })).json().data;
    const linked = await t.app.db.select().from(sysRoleMenu).where(eq(sysRoleMenu.roleId, 2));
    expect(listed.length).toBe(linked.length);
    expect(listed.some((menu: { menuId: number }) => menu.menuId === 1060)).toBe(false);
  });
});
