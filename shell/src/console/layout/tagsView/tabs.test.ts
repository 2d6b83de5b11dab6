import type { VisitedView } from '@dis/shared/store';
import { buildConsoleRoutes } from '../../routing/consoleRoutes';
import { permittedHiddenRoutes } from '../../routing/hiddenRoutes';
import { SIDEBAR_ROUTES } from '../../routing/routeTree.fixture';
import { initialTabs, nextPathAfterClosing, tabActions, tabTitle, visitedViewOf } from './tabs';

const HOME = '/manage/index';
const hidden = permittedHiddenRoutes({ permissions: ['system:user:edit'], roles: [] }, (key) =>
  key === 'title.authRole' ? '分配角色' : key,
);
const routes = buildConsoleRoutes(SIDEBAR_ROUTES, hidden);

const view = (path: string, affix = false): VisitedView => ({
  path,
  fullPath: path,
  title: path,
  meta: { title: path, affix: affix || undefined },
});
const home = view(HOME, true);
const tabs = [home, view('/system/user'), view('/system/role'), view('/tool/gen')];

describe('visitedViewOf', () => {
  it('makes the tab of a page with its query', () => {
    const route = routes.find((r) => r.path === '/system/user');
    expect(route?.kind).toBe('page');
    if (route?.kind !== 'page') return;
    expect(visitedViewOf(route, { pathname: '/system/user', search: '?deptId=103' })).toEqual({
      path: '/system/user',
      fullPath: '/system/user?deptId=103',
      name: 'User',
      query: { deptId: '103' },
      title: '用户管理',
      meta: { title: '用户管理', affix: undefined, noCache: undefined },
    });
  });
});

describe('tabActions', () => {
  it('offers everything but 关闭左侧 on the first closable tab', () => {
    expect(tabActions(tabs, '/system/user')).toEqual([
      'refresh',
      'close',
      'closeOthers',
      'closeRight',
      'closeAll',
    ]);
  });

  it('does not close the affixed home, nor anything left of it', () => {
    expect(tabActions(tabs, HOME)).toEqual(['refresh', 'closeOthers', 'closeRight', 'closeAll']);
  });

  it('hides 关闭右侧 on the last tab', () => {
    expect(tabActions(tabs, '/tool/gen')).toEqual([
      'refresh',
      'close',
      'closeOthers',
      'closeLeft',
      'closeAll',
    ]);
  });

  it('offers both sides in the middle, nothing for an unknown tab', () => {
    expect(tabActions(tabs, '/system/role')).toEqual([
      'refresh',
      'close',
      'closeOthers',
      'closeLeft',
      'closeRight',
      'closeAll',
    ]);
    expect(tabActions(tabs, '/nowhere')).toEqual([]);
  });
});

describe('nextPathAfterClosing', () => {
  it('stays while the shown page keeps its tab', () => {
    expect(nextPathAfterClosing(tabs, '/system/role', HOME)).toBeNull();
  });

  it('goes to the last remaining tab when the shown one closed', () => {
    const remaining = [home, { ...view('/system/user'), fullPath: '/system/user?deptId=103' }];
    expect(nextPathAfterClosing(remaining, '/tool/gen', HOME)).toBe('/system/user?deptId=103');
  });

  it('goes home when no tab is left', () => {
    expect(nextPathAfterClosing([], '/tool/gen', HOME)).toBe(HOME);
  });
});

describe('initialTabs', () => {
  it('starts with the affixed home', () => {
    expect(initialTabs(routes, []).map((tab) => tab.path)).toEqual([HOME]);
  });

  it('restores saved tabs the user may still open, with their query and current titles', () => {
    const saved: VisitedView[] = [
      { path: '/system/user', fullPath: '/system/user?deptId=103', title: 'Users' },
      { path: '/system/gone', fullPath: '/system/gone', title: 'Gone' },
      { path: '/system/user-auth/role/5', fullPath: '/system/user-auth/role/5', title: '分配角色' },
      { path: '/system/user-auth/role/x', fullPath: '/system/user-auth/role/x', title: '分配角色' },
      { path: HOME, fullPath: HOME, title: 'Home' },
      { path: '/system/user', fullPath: '/system/user', title: 'Users' },
    ];
    const restored = initialTabs(routes, saved);
    expect(restored.map((tab) => [tab.fullPath, tab.title])).toEqual([
      [HOME, '首页'],
      ['/system/user?deptId=103', '用户管理'],
      ['/system/user-auth/role/5', '分配角色'],
    ]);
    expect(restored[0].meta?.affix).toBe(true);
  });
});

describe('tabTitle', () => {
  it('follows the route, so a language switch renames the tabs', () => {
    expect(tabTitle({ path: '/system/user', fullPath: '/system/user', title: 'Users' }, routes)).toBe(
      '用户管理',
    );
    expect(tabTitle({ path: '/gone', fullPath: '/gone', title: 'Gone' }, routes)).toBe('Gone');
  });
});
