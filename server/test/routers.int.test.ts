/** @jest-environment ./server/test/native-modules-environment.cjs */
// db-kinds: postgres (it runs nothing whose behaviour depends on the kind: docs/stack.md "Two database kinds")
import { clearRoutersCache } from '../src/modules/system/menu/service';
import { setupTestApp } from './helper';

interface Route {
  name?: string;
  path?: string;
  hidden: boolean;
  redirect?: string;
  component?: string;
  alwaysShow?: boolean;
  meta?: { title: string; icon: string | null; noCache: boolean; link: string | null };
  children?: Route[];
}

/** One line per route: depth, name, path, component, title, icon, and dir/link marks. */
function outline(routes: Route[], depth = 0): string[] {
  return routes.flatMap((r) => [
    [
      `${'  '.repeat(depth)}${r.name ?? '-'}`,
      r.path,
      r.component,
      r.meta?.title,
      r.meta?.icon,
      r.alwaysShow && r.redirect === 'noRedirect' ? 'dir' : '',
      r.meta?.link ? `link=${r.meta.link}` : '',
      r.hidden ? 'hidden' : '',
    ]
      .filter(Boolean)
      .join(' '),
    ...outline(r.children ?? [], depth + 1),
  ]);
}

/** ruoyi-menus.md §4.1 with the website section (order 0) in front. */
const SALES_OUTLINE_ZH = [
  'Sales /sales Layout 销售管理 peoples dir',
  '  SalesLead lead sales/lead/index 线索 peoples',
  '  SalesBoard board sales/board/index 销售看板 dashboard',
  '  SalesCalendar calendar sales/calendar/index 工作日历 time',
  '  SalesOverview overview sales/overview/index 概览 dashboard',
];

const ADMIN_OUTLINE_ZH = [
  'Marketing /marketing Layout 网站管理 international dir',
  '  MarketingNews news marketing/news/index 新闻管理 documentation',
  '  MarketingJob job marketing/job/index 招聘管理 peoples',
  '  MarketingLead lead marketing/lead/index 试用申请 phone',
  'System /system Layout 系统管理 system dir',
  '  User user system/user/index 用户管理 user',
  '  Role role system/role/index 角色管理 peoples',
  '  Menu menu system/menu/index 菜单管理 tree-table',
  '  Dept dept system/dept/index 部门管理 tree',
  '  Post post system/post/index 岗位管理 post',
  '  Dict dict system/dict/index 字典管理 dict',
  '  Config config system/config/index 参数设置 edit',
  '  Notice notice system/notice/index 通知公告 message',
  '  Log log ParentView 日志管理 log dir',
  '    Operlog operlog monitor/operlog/index 操作日志 form',
  '    Logininfor logininfor monitor/logininfor/index 登录日志 logininfor',
  'Monitor /monitor Layout 系统监控 monitor dir',
  '  Online online monitor/online/index 在线用户 online',
  '  Job job monitor/job/index 定时任务 job',
  '  Druid druid monitor/druid/index 数据监控 druid',
  '  Server server monitor/server/index 服务监控 server',
  '  Cache cache monitor/cache/index 缓存监控 redis',
  '  CacheList cacheList monitor/cache/list 缓存列表 redis-list',
  'Tool /tool Layout 系统工具 tool dir',
  '  Build build tool/build/index 表单构建 build',
  '  Gen gen tool/gen/index 代码生成 code',
  '  Swagger swagger tool/swagger/index 系统接口 swagger',
  // the sales section (docs/sales/README.md), made with npm run new:section
  ...SALES_OUTLINE_ZH,
];

const TITLES_EN = [
  'Website',
  'News',
  'Jobs',
  'Trial requests',
  'System',
  'Users',
  'Roles',
  'Menus',
  'Departments',
  'Posts',
  'Dictionaries',
  'Settings',
  'Notices',
  'Logs',
  'Operation Log',
  'Login Log',
  'Monitor',
  'Online Users',
  'Scheduled Jobs',
  'Data Monitor',
  'Server Monitor',
  'Cache Monitor',
  'Cache List',
  'Tools',
  'Form Builder',
  'Code Generator',
  'API Docs',
  'Sales',
  'Leads',
  'Sales board',
  'Working days',
  'Overview',
];

const t = setupTestApp();

const titles = (routes: Route[]): string[] =>
  routes.flatMap((r) => [r.meta?.title ?? '', ...titles(r.children ?? [])]);

describe('GET /getRouters', () => {
  it('gives the admin the seeded outline', async () => {
    const token = await t.login('admin');
    const response = await t.request({ method: 'GET', url: '/getRouters', token });
    const body = response.json();
    expect(body.code).toBe(200);
    expect(body.msg).toBe('操作成功');
    expect(outline(body.data)).toEqual(ADMIN_OUTLINE_ZH);
    // exact wire form of one directory (Jackson field order, empty fields left out, link null)
    expect(response.body).toContain(
      '{"name":"Log","path":"log","hidden":false,"redirect":"noRedirect","component":"ParentView","alwaysShow":true,' +
        '"meta":{"title":"日志管理","icon":"log","noCache":false,"link":null},"children":[{"name":"Operlog","path":"operlog",' +
        '"hidden":false,"component":"monitor/operlog/index","meta":{"title":"操作日志","icon":"form","noCache":false,"link":null}}',
    );
  });

  it('sends a top-level outside link as RuoYi does (the seed has none since the vendor seed)', async () => {
    await t.app.database.withSession((s) =>
      s.exec(
        "INSERT INTO sys_menu (menu_id, menu_name, menu_name_en, parent_id, order_num, path, is_frame, menu_type, visible, status, perms, icon) VALUES (4, '公司官网', 'Website', 0, 4, 'https://www.example.com', '0', 'M', '0', '0', '', 'guide')",
      ),
    );
    await clearRoutersCache(t.app.cache);
    try {
      const token = await t.login('admin');
      const response = await t.request({ method: 'GET', url: '/getRouters', token });
      // order 4 puts it after 系统工具 and before the sales section
      const sales = ADMIN_OUTLINE_ZH.indexOf(SALES_OUTLINE_ZH[0]);
      expect(outline(response.json().data)).toEqual([
        ...ADMIN_OUTLINE_ZH.slice(0, sales),
        'Https://www.example.com https://www.example.com Layout 公司官网 guide link=https://www.example.com',
        ...ADMIN_OUTLINE_ZH.slice(sales),
      ]);
      // exact wire form (Jackson field order, empty fields left out)
      expect(response.body).toContain(
        '{"name":"Https://www.example.com","path":"https://www.example.com","hidden":false,"component":"Layout",' +
          '"meta":{"title":"公司官网","icon":"guide","noCache":false,"link":"https://www.example.com"}}',
      );
    } finally {
      await t.app.database.withSession((s) => s.exec('DELETE FROM sys_menu WHERE menu_id = 4'));
      await clearRoutersCache(t.app.cache);
    }
  });

  it('speaks English with Accept-Language: en', async () => {
    const token = await t.login('admin');
    const body = (
      await t.request({ method: 'GET', url: '/getRouters', token, headers: { 'accept-language': 'en' } })
    ).json();
    expect(titles(body.data)).toEqual(TITLES_EN);
  });

  it('gives ry (role common holds every menu but the sales section, which the 销售 role holds) the same tree without it', async () => {
    const token = await t.login('ry');
    const body = (await t.request({ method: 'GET', url: '/getRouters', token })).json();
    expect(outline(body.data)).toEqual(ADMIN_OUTLINE_ZH.filter((line) => !SALES_OUTLINE_ZH.includes(line)));
  });

  it('leaves out disabled menus and menus of disabled roles', async () => {
    await t.app.database.withSession((s) => s.exec("UPDATE sys_menu SET status = '1' WHERE menu_id = 122"));
    // what the menu and role editors do after a change
    await clearRoutersCache(t.app.cache);
    try {
      const admin = (
        await t.request({ method: 'GET', url: '/getRouters', token: await t.login('admin') })
      ).json();
      expect(outline(admin.data)).not.toContain('  MarketingLead lead marketing/lead/index 试用申请 phone');
      await t.app.database.withSession((s) => s.exec("UPDATE sys_role SET status = '1' WHERE role_id = 2"));
      await clearRoutersCache(t.app.cache);
      const ry = (await t.request({ method: 'GET', url: '/getRouters', token: await t.login('ry') })).json();
      expect(ry).toEqual({ code: 200, msg: '操作成功', data: [] });
    } finally {
      await t.app.database.withSession((s) =>
        s.exec(
          "UPDATE sys_menu SET status = '0' WHERE menu_id = 122; UPDATE sys_role SET status = '0' WHERE role_id = 2",
        ),
      );
      await clearRoutersCache(t.app.cache);
    }
  });

  it('reuses a built tree until the cache is cleared', async () => {
    const token = await t.login('admin');
    const get = async () =>
      titles((await t.request({ method: 'GET', url: '/getRouters', token })).json().data);
    expect(await get()).toContain('用户管理');
    await t.app.database.withSession((s) =>
      s.exec("UPDATE sys_menu SET menu_name = '员工管理' WHERE menu_id = 100"),
    );
    try {
      expect(await get()).toContain('用户管理');
      await clearRoutersCache(t.app.cache);
      expect(await get()).toContain('员工管理');
    } finally {
      await t.app.database.withSession((s) =>
        s.exec("UPDATE sys_menu SET menu_name = '用户管理' WHERE menu_id = 100"),
      );
      await clearRoutersCache(t.app.cache);
    }
  });

  it('a new login of the user builds the tree afresh', async () => {
    const titlesFor = async (token: string) =>
      titles((await t.request({ method: 'GET', url: '/getRouters', token })).json().data);
    const first = await t.login('admin');
    expect(await titlesFor(first)).toContain('用户管理');
    await t.app.database.withSession((s) =>
      s.exec("UPDATE sys_menu SET menu_name = '员工管理' WHERE menu_id = 100"),
    );
    try {
      expect(await titlesFor(first)).toContain('用户管理');
      expect(await titlesFor(await t.login('admin'))).toContain('员工管理');
    } finally {
      await t.app.database.withSession((s) =>
        s.exec("UPDATE sys_menu SET menu_name = '用户管理' WHERE menu_id = 100"),
      );
      await clearRoutersCache(t.app.cache);
    }
  });

  it('needs a login', async () => {
    expect((await t.request({ method: 'GET', url: '/getRouters' })).json()).toEqual({
      code: 401,
      msg: '请求访问：/getRouters，认证失败，无法访问系统资源',
    });
  });
});
