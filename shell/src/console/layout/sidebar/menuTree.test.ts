import type { RouteEntry } from '@dis/shared';
import { SIDEBAR_ROUTES } from '../../routing/routeTree.fixture';
import { ancestorKeys, buildMenuTree, menuLeaves, nextOpenKeys } from './menuTree';

const tree = buildMenuTree(SIDEBAR_ROUTES);

describe('buildMenuTree', () => {
  it('collapses single-child parents, skips hidden routes and keeps alwaysShow directories', () => {
    expect(tree.map((node) => [node.key, node.title, node.children ? 'submenu' : 'link'])).toEqual([
      ['/manage/index', '首页', 'link'],
      ['/system', '系统管理', 'submenu'],
      ['/tool', '系统工具', 'submenu'],
      ['/notice', '通知公告', 'link'],
      ['/docs/example/com', '接口文档', 'link'],
      ['/broken/page', '坏页面', 'link'],
      ['http://ruoyi.vip', '若依官网', 'link'],
    ]);
    const system = tree[1];
    expect(system.children?.map((child) => child.key)).toEqual([
      '/system/user',
      '/system/role',
      '/system/dict',
      '/system/log',
    ]);
    expect(system.children?.[3].children?.map((child) => child.key)).toEqual([
      '/system/log/operlog',
      '/system/log/logininfor',
    ]);
  });

  it('links internal pages with their query and external ones by href', () => {
    expect(tree[0]).toMatchObject({ to: '/manage/index', icon: 'dashboard' });
    expect(tree[3]).toMatchObject({ to: '/notice?type=1', icon: 'message' });
    expect(tree[6]).toEqual({
      key: 'http://ruoyi.vip',
      title: '若依官网',
      icon: 'guide',
      href: 'http://ruoyi.vip',
    });
  });

  it('does not collapse a child that has children of its own, and drops empty directories', () => {
    const routes: RouteEntry[] = [
      {
        path: '/a',
        meta: { title: 'A' },
        children: [{ path: 'b', meta: { title: 'B' }, children: [{ path: 'c', meta: { title: 'C' } }] }],
      },
      {
        path: '/empty',
        alwaysShow: true,
        meta: { title: 'Empty' },
        children: [{ path: 'x', hidden: true, meta: { title: 'X' } }],
      },
      {
        path: '/solo',
        meta: { title: 'Solo', icon: 'tool' },
        children: [{ path: 'only', meta: { title: 'Only' } }],
      },
    ];
    const nodes = buildMenuTree(routes);
    // /a keeps its submenu (its one child has children); /a/b then collapses to its one child
    expect(nodes[0]).toMatchObject({ key: '/a', children: [{ key: '/a/b/c', to: '/a/b/c' }] });
    expect(nodes[1]).toEqual({ key: '/solo/only', title: 'Only', icon: 'tool', to: '/solo/only' });
    expect(nodes).toHaveLength(2);
  });
});

describe('open submenus', () => {
  it('finds the submenus around a key', () => {
    expect(ancestorKeys(tree, '/system/log/operlog')).toEqual(['/system', '/system/log']);
    expect(ancestorKeys(tree, '/tool/gen')).toEqual(['/tool']);
    expect(ancestorKeys(tree, '/manage/index')).toEqual([]);
  });

  it('keeps one submenu open at a time', () => {
    expect(nextOpenKeys(tree, ['/system'], ['/system', '/tool'])).toEqual(['/tool']);
    expect(nextOpenKeys(tree, ['/system'], ['/system', '/system/log'])).toEqual(['/system', '/system/log']);
    expect(nextOpenKeys(tree, ['/system', '/system/log'], ['/system'])).toEqual(['/system']);
  });

  it('lists every link', () => {
    expect(menuLeaves(tree).map((node) => node.key)).toContain('/system/log/logininfor');
  });
});
