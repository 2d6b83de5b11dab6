import { canAccessRoute, type RouteEntry } from '@dis/shared';

type Translate = (key: string) => string;

interface HiddenRouteSpec {
  path: string;
  name: string;
  component: string;
  permission: string;
  titleKey: string;
  activeMenu: string;
}

/** docs/product.md §2: front-end-only hidden pages, each behind one permission; their parameters are digits. */
const HIDDEN_ROUTES: readonly HiddenRouteSpec[] = [
  {
    path: '/system/user-auth/role/:userId',
    name: 'AuthRole',
    component: 'system/user/authRole',
    permission: 'system:user:edit',
    titleKey: 'title.authRole',
    activeMenu: '/system/user',
  },
  {
    path: '/system/role-auth/user/:roleId',
    name: 'AuthUser',
    component: 'system/role/authUser',
    permission: 'system:role:edit',
    titleKey: 'title.authUser',
    activeMenu: '/system/role',
  },
  {
    path: '/system/dict-data/index/:dictId',
    name: 'Data',
    component: 'system/dict/data',
    permission: 'system:dict:list',
    titleKey: 'title.dictData',
    activeMenu: '/system/dict',
  },
  {
    path: '/monitor/job-log/index/:jobId',
    name: 'JobLog',
    component: 'monitor/job/log',
    permission: 'monitor:job:list',
    titleKey: 'title.jobLog',
    activeMenu: '/monitor/job',
  },
  {
    path: '/tool/gen-edit/index/:tableId',
    name: 'GenEdit',
    component: 'tool/gen/editTable',
    permission: 'tool:gen:edit',
    titleKey: 'title.genEdit',
    activeMenu: '/tool/gen',
  },
];

/** The hidden routes this user may open (`canAccessRoute`: any of the route's permissions). */
export function permittedHiddenRoutes(
  user: { permissions: readonly string[]; roles: readonly string[] },
  t: Translate,
): RouteEntry[] {
  return HIDDEN_ROUTES.map((spec): RouteEntry => ({
    path: spec.path,
    name: spec.name,
    component: spec.component,
    hidden: true,
    permissions: [spec.permission],
    meta: { title: t(spec.titleKey), activeMenu: spec.activeMenu },
  })).filter((route) => canAccessRoute(route, user));
}
