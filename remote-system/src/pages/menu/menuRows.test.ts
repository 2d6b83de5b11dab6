import type { SysMenu } from '@dis/contract';
import { formOfMenu, menuBody, menuTitle, menuTypeKey, NEW_MENU, sortChanges } from './menuRows';

const menu = (fields: Partial<SysMenu>): SysMenu => ({
  menuId: 102,
  menuName: '菜单管理',
  menuNameEn: 'Menus',
  parentName: null,
  parentId: 1,
  orderNum: 3,
  path: 'menu',
  component: 'system/menu/index',
  query: '',
  routeName: '',
  isFrame: '1',
  isCache: '0',
  menuType: 'C',
  visible: '0',
  status: '0',
  perms: 'system:menu:list',
  icon: 'tree-table',
  children: [],
  createBy: 'admin',
  createTime: null,
  updateBy: null,
  updateTime: null,
  remark: null,
  ...fields,
});

describe('menu rows', () => {
  it('titles a menu in the language, falling back to the Chinese name', () => {
    expect(menuTitle(menu({}), 'en')).toBe('Menus');
    expect(menuTitle(menu({}), 'zh-cn')).toBe('菜单管理');
    expect(menuTitle(menu({ menuNameEn: ' ' }), 'en')).toBe('菜单管理');
  });

  it('tags the type, an external directory as a link', () => {
    expect(menuTypeKey(menu({ menuType: 'M' }))).toBe('menu.typeM');
    expect(menuTypeKey(menu({ menuType: 'M', isFrame: '0' }))).toBe('menu.typeLink');
    expect(menuTypeKey(menu({ menuType: 'F' }))).toBe('menu.typeF');
  });

  it('collects only the orders that changed', () => {
    const rows = [
      menu({ menuId: 1, orderNum: 1 }),
      menu({ menuId: 2, orderNum: 2 }),
      menu({ menuId: 3, orderNum: 3 }),
    ];
    const id = (row: SysMenu) => row.menuId;
    expect(sortChanges(rows, id, new Map())).toBeNull();
    expect(sortChanges(rows, id, new Map([[2, 2]]))).toBeNull();
    expect(
      sortChanges(
        rows,
        id,
        new Map([
          [3, 0],
          [1, 5],
          [9, 9],
        ]),
      ),
    ).toEqual({ ids: '1,3', orders: '5,0' });
  });

  it('sends only what the type shows, trimmed', () => {
    const button = menuBody({
      ...NEW_MENU,
      menuType: 'F',
      menuName: ' 导出 ',
      path: 'x',
      icon: 'edit',
      perms: ' a:b:c ',
      parentId: 102,
      orderNum: 5,
    });
    expect(button).toMatchObject({
      menuType: 'F',
      menuName: '导出',
      path: '',
      icon: null,
      perms: 'a:b:c',
      component: null,
    });
    const dir = menuBody(
      { ...NEW_MENU, menuName: '目录', menuNameEn: ' Dir ', path: ' d ', perms: 'x', component: 'c' },
      7,
    );
    expect(dir).toMatchObject({
      menuId: 7,
      menuNameEn: 'Dir',
      path: 'd',
      perms: null,
      component: null,
      orderNum: 0,
      parentId: 0,
    });
    const page = menuBody(formOfMenu(menu({ query: '{"id":1}', routeName: 'Menus' })), 102);
    expect(page).toMatchObject({
      component: 'system/menu/index',
      query: '{"id":1}',
      routeName: 'Menus',
      icon: 'tree-table',
    });
  });
});
