import type { RouteEntry } from '@dis/shared';
import { constantConsoleRoutes } from './constantRoutes';

const meta = (title: string, icon: string, link: string | null = null) => ({
  title,
  icon,
  noCache: false,
  link,
});
const dir = { component: 'Layout', redirect: 'noRedirect', alwaysShow: true, hidden: false };

/** `GET /getRouters` for the seeded admin (ruoyi-menus.md §4.1), shortened, plus the odd shapes. */
export const SERVER_ROUTES: RouteEntry[] = [
  {
    ...dir,
    name: 'System',
    path: '/system',
    meta: meta('系统管理', 'system'),
    children: [
      {
        name: 'User',
        path: 'user',
        hidden: false,
        component: 'system/user/index',
        meta: meta('用户管理', 'user'),
      },
      {
        name: 'Role',
        path: 'role',
        hidden: false,
        component: 'system/role/index',
        meta: meta('角色管理', 'peoples'),
      },
      {
        name: 'Dict',
        path: 'dict',
        hidden: false,
        component: 'system/dict/index',
        meta: meta('字典管理', 'dict'),
      },
      {
        name: 'Secret',
        path: 'secret',
        hidden: true,
        component: 'system/secret/index',
        meta: meta('隐藏页面', 'lock'),
      },
      {
        name: 'Log',
        path: 'log',
        hidden: false,
        redirect: 'noRedirect',
        component: 'ParentView',
        alwaysShow: true,
        meta: meta('日志管理', 'log'),
        children: [
          {
            name: 'Operlog',
            path: 'operlog',
            hidden: false,
            component: 'monitor/operlog/index',
            meta: meta('操作日志', 'form'),
          },
          {
            name: 'Logininfor',
            path: 'logininfor',
            hidden: false,
            component: 'monitor/logininfor/index',
            meta: meta('登录日志', 'logininfor'),
          },
        ],
      },
    ],
  },
  {
    ...dir,
    name: 'Tool',
    path: '/tool',
    meta: meta('系统工具', 'tool'),
    children: [
      {
        name: 'Gen',
        path: 'gen',
        hidden: false,
        component: 'tool/gen/index',
        meta: meta('代码生成', 'code'),
      },
    ],
  },
  // a top-level page without a directory (isMenuFrame): one child under "/"
  {
    path: '/',
    hidden: false,
    component: 'Layout',
    children: [
      {
        name: 'Notice',
        path: 'notice',
        hidden: false,
        component: 'system/notice/index',
        query: '{"type":"1"}',
        meta: meta('通知公告', 'message'),
      },
    ],
  },
  // a top-level internal link shown in an iframe
  {
    path: '/',
    hidden: false,
    component: 'Layout',
    meta: meta('接口文档', 'guide'),
    children: [
      {
        name: 'Docs/example/com',
        path: 'docs/example/com',
        hidden: false,
        component: 'InnerLink',
        meta: meta('接口文档', 'guide', 'https://docs.example.com'),
      },
    ],
  },
  {
    name: 'Unknown',
    path: '/broken',
    hidden: false,
    component: 'Layout',
    children: [{ path: 'page', hidden: false, component: 'nowhere/page', meta: meta('坏页面', 'bug') }],
  },
  {
    name: 'Http://ruoyi.vip',
    path: 'http://ruoyi.vip',
    hidden: false,
    component: 'Layout',
    meta: meta('若依官网', 'guide', 'http://ruoyi.vip'),
  },
];

const t = (key: string) => ({ 'title.consoleHome': '首页', 'title.profile': '个人中心' })[key] ?? key;

/** What the store's sidebar routes hold after login: constant routes first. */
export const SIDEBAR_ROUTES: RouteEntry[] = [...constantConsoleRoutes(t), ...SERVER_ROUTES];
