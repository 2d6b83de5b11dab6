import { SIDEBAR_ROUTES } from '../../routing/routeTree.fixture';
import { buildMenuTree } from '../sidebar/menuTree';
import { sectionOf, sectionSidebarRoutes, splitTopMenu, visibleTopMenuCount } from './topMenu';

const tree = buildMenuTree(SIDEBAR_ROUTES);

describe('the top menu', () => {
  it('fits one item per 85 px of a third of the body width', () => {
    expect(visibleTopMenuCount(1366)).toBe(5);
    expect(visibleTopMenuCount(1920)).toBe(7);
    expect(visibleTopMenuCount(390)).toBe(1);
    expect(visibleTopMenuCount(200)).toBe(0);
  });

  it('puts the items beyond that count under 更多菜单', () => {
    expect(splitTopMenu(['a', 'b', 'c', 'd'], 3)).toEqual({ shown: ['a', 'b', 'c'], more: ['d'] });
    expect(splitTopMenu(['a', 'b'], 5)).toEqual({ shown: ['a', 'b'], more: [] });
  });

  it('finds the section of a page, or the top-level link itself', () => {
    expect(sectionOf(tree, '/system/log/operlog')?.key).toBe('/system');
    expect(sectionOf(tree, '/manage/index')?.key).toBe('/manage/index');
    expect(sectionOf(tree, '/manageUser/profile')).toBeUndefined();
  });

  it("fills the sidebar with a section's visible children, with absolute paths", () => {
    const system = sectionSidebarRoutes(SIDEBAR_ROUTES, '/system');
    expect(system.map((route) => route.path)).toEqual([
      '/system/user',
      '/system/role',
      '/system/dict',
      '/system/log',
    ]);
    // deeper levels stay relative to their parent, as the sidebar expects
    expect(system[3].children?.map((route) => route.path)).toEqual(['operlog', 'logininfor']);
    expect(buildMenuTree(system).map((node) => node.key)).toEqual([
      '/system/user',
      '/system/role',
      '/system/dict',
      '/system/log',
    ]);
  });

  it('gives a plain link no sidebar', () => {
    expect(sectionSidebarRoutes(SIDEBAR_ROUTES, '/manage/index')).toEqual([]);
    expect(sectionSidebarRoutes(SIDEBAR_ROUTES, '/nowhere')).toEqual([]);
  });
});
