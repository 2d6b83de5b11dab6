import { buildConsoleRoutes, matchPageRoute, resolveConsoleLocation, type PageRoute } from './consoleRoutes';
import { permittedHiddenRoutes } from './hiddenRoutes';
import { SIDEBAR_ROUTES } from './routeTree.fixture';

const hidden = permittedHiddenRoutes({ permissions: ['system:user:edit'], roles: [] }, (key) =>
  key === 'title.authRole' ? '分配角色' : key,
);
const routes = buildConsoleRoutes(SIDEBAR_ROUTES, hidden);
const page = (path: string) => routes.find((r): r is PageRoute => r.kind === 'page' && r.path === path);

describe('buildConsoleRoutes', () => {
  it('turns the tree into pages with joined paths', () => {
    expect(routes.filter((r) => r.kind === 'page').map((r) => r.path)).toEqual([
      '/manage/index',
      '/manageUser/profile',
      '/system/user',
      '/system/role',
      '/system/dict',
      '/system/secret',
      '/system/log/operlog',
      '/system/log/logininfor',
      '/tool/gen',
      '/notice',
      '/docs/example/com',
      '/broken/page',
      '/system/user-auth/role/:userId',
    ]);
  });

  it('maps component names: home, remote pages, InnerLink and unknown', () => {
    expect(page('/manage/index')?.target).toEqual({ kind: 'home' });
    expect(page('/system/user')?.target).toMatchObject({ kind: 'remote', request: 'system/user/index' });
    expect(page('/tool/gen')?.target).toMatchObject({ kind: 'remote', request: 'tools/gen/index' });
    expect(page('/docs/example/com')).toMatchObject({
      target: { kind: 'InnerLink' },
      link: 'https://docs.example.com',
    });
    expect(page('/broken/page')?.target).toEqual({ kind: 'unknown', component: 'nowhere/page' });
    expect(page('/manageUser/profile')?.target).toMatchObject({ request: 'system/user/profile/index' });
  });

  it('flattens ParentView children into the parent and keeps the trail for the breadcrumb', () => {
    expect(page('/system/log/operlog')?.trail).toEqual([
      { path: '/system', title: '系统管理', redirect: 'noRedirect', breadcrumb: undefined },
      { path: '/system/log', title: '日志管理', redirect: 'noRedirect', breadcrumb: undefined },
      { path: '/system/log/operlog', title: '操作日志', redirect: undefined, breadcrumb: undefined },
    ]);
  });

  it('adds the directory redirect of /manage and skips external links', () => {
    expect(routes).toContainEqual({ kind: 'redirect', path: '/manage', to: '/manage/index' });
    expect(routes.some((r) => r.path.startsWith('http'))).toBe(false);
  });

  it('adds the permitted hidden routes, digits only, under their active menu', () => {
    const authRole = page('/system/user-auth/role/:userId');
    expect(authRole).toMatchObject({
      digitsOnly: true,
      activeMenu: '/system/user',
      target: { request: 'system/user/authRole' },
    });
    expect(authRole?.trail.map((item) => item.title)).toEqual(['系统管理', '用户管理', '分配角色']);
    expect(page('/system/role-auth/user/:roleId')).toBeUndefined();
  });

  it('keeps the first route of a path', () => {
    const twice = buildConsoleRoutes(
      [
        ...SIDEBAR_ROUTES,
        {
          path: '/manage',
          component: 'Layout',
          children: [{ path: 'index', component: 'system/user/index' }],
        },
      ],
      [],
    );
    expect(twice.filter((r) => r.path === '/manage/index')).toHaveLength(1);
    expect(twice.find((r) => r.path === '/manage/index')).toMatchObject({ target: { kind: 'home' } });
  });
});

describe('matchPageRoute', () => {
  it('finds the page of a location, parameters included', () => {
    expect(matchPageRoute(routes, '/system/log/operlog')?.title).toBe('操作日志');
    expect(matchPageRoute(routes, '/system/user-auth/role/42')?.name).toBe('AuthRole');
    expect(matchPageRoute(routes, '/system/nothing')).toBeUndefined();
  });
});

describe('resolveConsoleLocation', () => {
  it('shows a page with its parameters, follows a directory redirect, and finds nothing else', () => {
    expect(resolveConsoleLocation(routes, '/system/user-auth/role/42')).toMatchObject({
      kind: 'page',
      route: { name: 'AuthRole' },
      params: { userId: '42' },
    });
    expect(resolveConsoleLocation(routes, '/manage')).toEqual({ kind: 'redirect', to: '/manage/index' });
    expect(resolveConsoleLocation(routes, '/system/nothing')).toEqual({ kind: 'notFound' });
  });

  it('does not show a hidden route whose parameter is not digits', () => {
    expect(resolveConsoleLocation(routes, '/system/user-auth/role/x42')).toEqual({ kind: 'notFound' });
  });

  it('carries affix and noCache of the route meta', () => {
    expect(page('/manage/index')?.affix).toBe(true);
    const noCache = buildConsoleRoutes(
      [
        {
          path: '/a',
          component: 'Layout',
          children: [{ path: 'b', component: 'x/y/z', meta: { title: 'B', noCache: true } }],
        },
      ],
      [],
    );
    expect(noCache[0]).toMatchObject({ path: '/a/b', noCache: true });
  });
});
