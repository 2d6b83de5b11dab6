import { buildConsoleRoutes, matchPageRoute } from '../../routing/consoleRoutes';
import { permittedHiddenRoutes } from '../../routing/hiddenRoutes';
import { SIDEBAR_ROUTES } from '../../routing/routeTree.fixture';
import { breadcrumbFor } from './breadcrumb';

const routes = buildConsoleRoutes(
  SIDEBAR_ROUTES,
  permittedHiddenRoutes({ permissions: ['*:*:*'], roles: ['admin'] }, () => '分配角色'),
);
const home = { title: '首页', path: '/manage/index' };
const crumbs = (pathname: string) => breadcrumbFor(matchPageRoute(routes, pathname), home);

describe('breadcrumbFor', () => {
  it('starts at 首页 and does not link noRedirect directories or the current page', () => {
    expect(crumbs('/system/log/operlog')).toEqual([
      { title: '首页', to: '/manage/index' },
      { title: '系统管理', to: undefined },
      { title: '日志管理', to: undefined },
      { title: '操作日志', to: undefined },
    ]);
  });

  it('shows the home page alone', () => {
    expect(crumbs('/manage/index')).toEqual([{ title: '首页', to: undefined }]);
  });

  it('links the pages on the way of a hidden route', () => {
    expect(crumbs('/system/user-auth/role/7')).toEqual([
      { title: '首页', to: '/manage/index' },
      { title: '系统管理', to: undefined },
      { title: '用户管理', to: '/system/user' },
      { title: '分配角色', to: undefined },
    ]);
  });

  it('is empty off the map and skips items without a title or with breadcrumb false', () => {
    expect(crumbs('/nowhere')).toEqual([]);
    const page = {
      kind: 'page' as const,
      path: '/a/b',
      target: { kind: 'home' as const },
      digitsOnly: false,
      trail: [
        { path: '/a', title: 'A', redirect: '/a/b' },
        { path: '/a/x' },
        { path: '/a/b', title: 'B', breadcrumb: false },
        { path: '/a/b/c', title: 'C' },
      ],
    };
    expect(breadcrumbFor(page, home)).toEqual([
      { title: '首页', to: '/manage/index' },
      { title: 'A', to: '/a/b' },
      { title: 'C', to: undefined },
    ]);
  });
});
