import type { MenuNode } from './repository';
import { buildRouters, innerLinkPath, routeName, type RouterVo } from './service';

let nextOrder = 0;
function menu(
  menuId: number,
  parentId: number,
  menuName: string,
  path: string,
  component: string | null,
  menuType: 'M' | 'C',
  icon: string,
  extra: Partial<MenuNode> = {},
): MenuNode {
  nextOrder += 1;
  return {
    menuId,
    parentId,
    menuName,
    menuNameEn: '',
    orderNum: nextOrder,
    path,
    component,
    query: '',
    routeName: '',
    isFrame: '1',
    isCache: '0',
    menuType,
    visible: '0',
    icon,
    ...extra,
  };
}

/** The M and C rows of the RuoYi seed (ruoyi-menus.md §1), ordered by parent then order. */
const SEED: MenuNode[] = [
  menu(1, 0, '系统管理', 'system', null, 'M', 'system'),
  menu(2, 0, '系统监控', 'monitor', null, 'M', 'monitor'),
  menu(3, 0, '系统工具', 'tool', null, 'M', 'tool'),
  menu(4, 0, '若依官网', 'http://ruoyi.vip', null, 'M', 'guide', { isFrame: '0' }),
  menu(100, 1, '用户管理', 'user', 'system/user/index', 'C', 'user'),
  menu(101, 1, '角色管理', 'role', 'system/role/index', 'C', 'peoples'),
  menu(102, 1, '菜单管理', 'menu', 'system/menu/index', 'C', 'tree-table'),
  menu(103, 1, '部门管理', 'dept', 'system/dept/index', 'C', 'tree'),
  menu(104, 1, '岗位管理', 'post', 'system/post/index', 'C', 'post'),
  menu(105, 1, '字典管理', 'dict', 'system/dict/index', 'C', 'dict'),
  menu(106, 1, '参数设置', 'config', 'system/config/index', 'C', 'edit'),
  menu(107, 1, '通知公告', 'notice', 'system/notice/index', 'C', 'message'),
  menu(108, 1, '日志管理', 'log', '', 'M', 'log'),
  menu(109, 2, '在线用户', 'online', 'monitor/online/index', 'C', 'online'),
  menu(110, 2, '定时任务', 'job', 'monitor/job/index', 'C', 'job'),
  menu(111, 2, '数据监控', 'druid', 'monitor/druid/index', 'C', 'druid'),
  menu(112, 2, '服务监控', 'server', 'monitor/server/index', 'C', 'server'),
  menu(113, 2, '缓存监控', 'cache', 'monitor/cache/index', 'C', 'redis'),
  menu(114, 2, '缓存列表', 'cacheList', 'monitor/cache/list', 'C', 'redis-list'),
  menu(115, 3, '表单构建', 'build', 'tool/build/index', 'C', 'build'),
  menu(116, 3, '代码生成', 'gen', 'tool/gen/index', 'C', 'code'),
  menu(117, 3, '系统接口', 'swagger', 'tool/swagger/index', 'C', 'swagger'),
  menu(500, 108, '操作日志', 'operlog', 'monitor/operlog/index', 'C', 'form'),
  menu(501, 108, '登录日志', 'logininfor', 'monitor/logininfor/index', 'C', 'logininfor'),
];

const meta = (title: string, icon: string, link: string | null = null) => ({
  title,
  icon,
  noCache: false,
  link,
});
const page = (name: string, path: string, component: string, title: string, icon: string): RouterVo => ({
  name,
  path,
  hidden: false,
  component,
  meta: meta(title, icon),
});
const dir = (
  name: string,
  path: string,
  component: string,
  title: string,
  icon: string,
  children: RouterVo[],
): RouterVo => ({
  name,
  path,
  hidden: false,
  redirect: 'noRedirect',
  component,
  alwaysShow: true,
  meta: meta(title, icon),
  children,
});

/** ruoyi-menus.md §4.1 */
const ADMIN_OUTLINE: RouterVo[] = [
  dir('System', '/system', 'Layout', '系统管理', 'system', [
    page('User', 'user', 'system/user/index', '用户管理', 'user'),
    page('Role', 'role', 'system/role/index', '角色管理', 'peoples'),
    page('Menu', 'menu', 'system/menu/index', '菜单管理', 'tree-table'),
    page('Dept', 'dept', 'system/dept/index', '部门管理', 'tree'),
    page('Post', 'post', 'system/post/index', '岗位管理', 'post'),
    page('Dict', 'dict', 'system/dict/index', '字典管理', 'dict'),
    page('Config', 'config', 'system/config/index', '参数设置', 'edit'),
    page('Notice', 'notice', 'system/notice/index', '通知公告', 'message'),
    dir('Log', 'log', 'ParentView', '日志管理', 'log', [
      page('Operlog', 'operlog', 'monitor/operlog/index', '操作日志', 'form'),
      page('Logininfor', 'logininfor', 'monitor/logininfor/index', '登录日志', 'logininfor'),
    ]),
  ]),
  dir('Monitor', '/monitor', 'Layout', '系统监控', 'monitor', [
    page('Online', 'online', 'monitor/online/index', '在线用户', 'online'),
    page('Job', 'job', 'monitor/job/index', '定时任务', 'job'),
    page('Druid', 'druid', 'monitor/druid/index', '数据监控', 'druid'),
    page('Server', 'server', 'monitor/server/index', '服务监控', 'server'),
    page('Cache', 'cache', 'monitor/cache/index', '缓存监控', 'redis'),
    page('CacheList', 'cacheList', 'monitor/cache/list', '缓存列表', 'redis-list'),
  ]),
  dir('Tool', '/tool', 'Layout', '系统工具', 'tool', [
    page('Build', 'build', 'tool/build/index', '表单构建', 'build'),
    page('Gen', 'gen', 'tool/gen/index', '代码生成', 'code'),
    page('Swagger', 'swagger', 'tool/swagger/index', '系统接口', 'swagger'),
  ]),
  {
    name: 'Http://ruoyi.vip',
    path: 'http://ruoyi.vip',
    hidden: false,
    component: 'Layout',
    meta: meta('若依官网', 'guide', 'http://ruoyi.vip'),
  },
];

describe('buildRouters', () => {
  it('turns the seeded menus into the admin outline of ruoyi-menus.md §4.1', () => {
    expect(buildRouters(SEED, 'zh-cn')).toEqual(ADMIN_OUTLINE);
  });

  it('emits the fields in Jackson order, leaving empty ones out', () => {
    const log = buildRouters(SEED, 'zh-cn')[0].children![8];
    expect(JSON.stringify(log)).toBe(
      '{"name":"Log","path":"log","hidden":false,"redirect":"noRedirect","component":"ParentView","alwaysShow":true,' +
        '"meta":{"title":"日志管理","icon":"log","noCache":false,"link":null},"children":[{"name":"Operlog","path":"operlog",' +
        '"hidden":false,"component":"monitor/operlog/index","meta":{"title":"操作日志","icon":"form","noCache":false,"link":null}},' +
        '{"name":"Logininfor","path":"logininfor","hidden":false,"component":"monitor/logininfor/index","meta":{"title":"登录日志",' +
        '"icon":"logininfor","noCache":false,"link":null}}]}',
    );
  });

  it('uses the English title when asked and one is stored, else the Chinese one', () => {
    const menus = [
      menu(1, 0, '系统管理', 'system', null, 'M', 'system', { menuNameEn: 'System' }),
      menu(100, 1, '用户管理', 'user', 'system/user/index', 'C', 'user'),
    ];
    const [system] = buildRouters(menus, 'en');
    expect(system.meta?.title).toBe('System');
    expect(system.children?.[0].meta?.title).toBe('用户管理');
    expect(buildRouters(menus, 'zh-cn')[0].meta?.title).toBe('系统管理');
  });

  it('wraps a top-level page (menu frame) in a Layout route without meta or name', () => {
    const [route] = buildRouters(
      [menu(7, 0, '首页看板', 'board', 'dashboard/index', 'C', 'chart', { query: '{"id":1}', isCache: '1' })],
      'zh-cn',
    );
    expect(route).toEqual({
      path: '/',
      hidden: false,
      component: 'Layout',
      query: '{"id":1}',
      children: [
        {
          name: 'Board',
          path: 'board',
          hidden: false,
          component: 'dashboard/index',
          query: '{"id":1}',
          meta: { title: '首页看板', icon: 'chart', noCache: true, link: null },
        },
      ],
    });
  });

  it('renders a top-level inner link inside the console (InnerLink child)', () => {
    const [route] = buildRouters(
      [menu(8, 0, '百度', 'https://www.baidu.com:8080', null, 'M', 'link')],
      'zh-cn',
    );
    expect(route).toEqual({
      name: 'Https://www.baidu.com:8080',
      path: '/',
      hidden: false,
      component: 'Layout',
      meta: { title: '百度', icon: 'link', noCache: false, link: null },
      children: [
        {
          name: 'Baidu/com/8080',
          path: 'baidu/com/8080',
          hidden: false,
          component: 'InnerLink',
          meta: { title: '百度', icon: 'link', noCache: false, link: 'https://www.baidu.com:8080' },
        },
      ],
    });
  });

  it('turns a nested inner link into an InnerLink page with a flattened path', () => {
    const [system] = buildRouters(
      [
        menu(1, 0, '系统管理', 'system', null, 'M', 'system'),
        menu(9, 1, '文档', 'http://doc.ruoyi.vip', '', 'C', 'doc'),
      ],
      'zh-cn',
    );
    expect(system.children).toHaveLength(1);
    expect(system.children![0]).toEqual({
      name: 'Http://doc.ruoyi.vip',
      path: 'doc/ruoyi/vip',
      hidden: false,
      component: 'InnerLink',
      meta: { title: '文档', icon: 'doc', noCache: false, link: 'http://doc.ruoyi.vip' },
    });
  });

  it('gives a nested directory ParentView and an empty directory neither redirect nor children', () => {
    const routes = buildRouters(
      [
        menu(1, 0, '系统管理', 'system', null, 'M', 'system'),
        menu(20, 0, '空目录', 'empty', null, 'M', 'empty'),
        menu(21, 1, '子目录', 'sub', null, 'M', 'sub'),
      ],
      'zh-cn',
    );
    expect(routes[0].children).toEqual([
      { name: 'Sub', path: 'sub', hidden: false, component: 'ParentView', meta: meta('子目录', 'sub') },
    ]);
    expect(routes[1]).toEqual({
      name: 'Empty',
      path: '/empty',
      hidden: false,
      component: 'Layout',
      meta: meta('空目录', 'empty'),
    });
  });

  it('marks hidden menus, names routes by route_name first and drops orphans', () => {
    const routes = buildRouters(
      [
        menu(1, 0, '系统管理', 'system', null, 'M', 'system'),
        menu(30, 1, '隐藏页', 'secret', 'system/secret/index', 'C', 'eye', {
          visible: '1',
          routeName: 'hiddenPage',
        }),
        menu(31, 999, '孤儿', 'orphan', 'x/y', 'C', 'x'),
      ],
      'zh-cn',
    );
    expect(routes).toHaveLength(1);
    expect(routes[0].children).toEqual([
      {
        name: 'HiddenPage',
        path: 'secret',
        hidden: true,
        component: 'system/secret/index',
        meta: meta('隐藏页', 'eye'),
      },
    ]);
  });
});

describe('route helpers', () => {
  it('flattens inner-link addresses', () => {
    expect(innerLinkPath('https://www.baidu.com:8080')).toBe('baidu/com/8080');
    expect(innerLinkPath('http://doc.ruoyi.vip/guide')).toBe('doc/ruoyi/vip/guide');
  });

  it('capitalises route names', () => {
    expect(routeName('', 'cacheList')).toBe('CacheList');
    expect(routeName('marketingJob', 'job')).toBe('MarketingJob');
  });
});
