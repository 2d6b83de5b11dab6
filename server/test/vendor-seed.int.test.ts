/** @jest-environment ./server/test/native-modules-environment.cjs */
import type { DatabaseHandle } from '../src/db/connection';
import { loadMigrations, migrate } from '../src/db/migrate';
import { setupTestApp, type TestApp } from './helper';

/**
 * The vendor's own console, not RuoYi's (docs/product.md §3 "Seeded organisation and notices"):
 * a fresh installation shows the vendor's organisation, notices and names; an existing one gets
 * them where RuoYi's demo rows are untouched and keeps every row staff changed.
 */
const VENDOR_SEED = '20261127085942';

const COMPANY = '数字免疫科技 DIS Technology';
const OFFICES = [
  '南京总部 Nanjing HQ',
  '上海办公室 Shanghai Office',
  '北京办公室 Beijing Office',
  '深圳办公室 Shenzhen Office',
];
const HQ_DEPTS = ['研发部 R&D', '市场部 Marketing', '测试部 QA', '财务部 Finance', '运维部 Operations'];
const SHANGHAI_DEPTS = ['市场部 Marketing', '财务部 Finance'];
/** the sales desk's department, seeded under the headquarters (docs/sales/README.md) */
const SALES_DEPT = '销售部 Sales';
const NOTICES: Array<[number, string, string]> = [
  [3, '账号安全提示 / Keeping your account safe', '1'],
  [2, '维护通知 / Maintenance notices', '1'],
  [1, '欢迎使用数字免疫控制台 / Welcome to the DIS console', '2'],
];
const JOBS: Array<[string, string]> = [
  ['系统默认（无参） / Default task (no args)', 'ryTask.ryNoParams'],
  ['系统默认（有参） / Default task (with args)', "ryTask.ryParams('ry')"],
  [
    '系统默认（多参） / Default task (several args)',
    "ryTask.ryMultipleParams('ry', true, 2000L, 316.50D, 100)",
  ],
  ['线索超时提醒 / Overdue lead reminders', 'salesTask.remindOverdue'],
];

interface TreeNode {
  id: number;
  label: string;
  children?: TreeNode[];
}
const shape = (nodes: TreeNode[]): unknown =>
  nodes.map((n) => (n.children ? [n.label, shape(n.children)] : n.label));

interface Dept {
  deptId: number;
  parentId: number;
  deptName: string;
  leader?: string | null;
  phone?: string | null;
  email?: string | null;
}

function client(t: TestApp) {
  return async (token: string, url: string, lang = 'zh-cn') => {
    const reply = await t.request({ method: 'GET', url, token, headers: { 'accept-language': lang } });
    const body = reply.json();
    expect([url, body.code]).toEqual([url, 200]);
    return { body, text: reply.body };
  };
}

describe('a fresh installation', () => {
  const t = setupTestApp();
  const get = client(t);
  let admin: string;
  let ry: string;
  beforeAll(async () => {
    admin = await t.login('admin');
    ry = await t.login('ry');
  });

  it('shows the company and its four offices in 部门管理 and the user page tree', async () => {
    const list = (await get(admin, '/system/dept/list')).body.data as Dept[];
    expect(list.map((d) => [d.deptId, d.parentId, d.deptName])).toEqual([
      [100, 0, COMPANY],
      [101, 100, OFFICES[0]],
      [102, 100, OFFICES[1]],
      [110, 100, OFFICES[2]],
      [111, 100, OFFICES[3]],
      ...HQ_DEPTS.map((name, i) => [103 + i, 101, name]),
      [200, 101, SALES_DEPT],
      ...SHANGHAI_DEPTS.map((name, i) => [108 + i, 102, name]),
    ]);
    // RuoYi's demo contact is gone, not replaced by an invented one
    for (const dept of list)
      expect([dept.leader ?? null, dept.phone ?? null, dept.email ?? null]).toEqual([null, null, null]);
    expect(shape((await get(admin, '/system/user/deptTree')).body.data)).toEqual([
      [
        COMPANY,
        [[OFFICES[0], [...HQ_DEPTS, SALES_DEPT]], [OFFICES[1], SHANGHAI_DEPTS], OFFICES[2], OFFICES[3]],
      ],
    ]);
    // ry's custom data scope (company, headquarters, QA) still holds
    expect(shape((await get(ry, '/system/user/deptTree')).body.data)).toEqual([
      [COMPANY, [[OFFICES[0], ['测试部 QA']]]],
    ]);
  });

  it('names the seeded accounts in both languages', async () => {
    const adminInfo = (await get(admin, '/getInfo')).body;
    expect(adminInfo.user).toMatchObject({ userName: 'admin', nickName: '管理员 Admin' });
    expect(adminInfo.user.dept).toMatchObject({ deptId: 103, deptName: '研发部 R&D' });
    expect((await get(ry, '/getInfo')).body.user).toMatchObject({
      userName: 'ry',
      nickName: '测试员 Tester',
    });
  });

  it('rings the bell with the vendor’s notices, each in both languages', async () => {
    const list = (await get(admin, '/system/notice/list')).body;
    expect(
      list.rows.map((n: { noticeId: number; noticeTitle: string; noticeType: string }) => [
        n.noticeId,
        n.noticeTitle,
        n.noticeType,
      ]),
    ).toEqual(NOTICES);
    for (const notice of list.rows as Array<{ noticeContent: string }>) {
      expect(notice.noticeContent).toMatch(/^<p>[^<]*[\u4e00-\u9fff]/);
      expect(notice.noticeContent).toMatch(/<\/p><p>[A-Z][a-z]/);
    }
    const top = (await get(admin, '/system/notice/listTop')).body;
    expect(top.unreadCount).toBe(3);
    expect(top.data.map((n: { noticeTitle: string }) => n.noticeTitle)).toEqual(
      NOTICES.map(([, title]) => title),
    );
  });

  it('names the sample jobs in both languages and keeps their ryTask targets', async () => {
    const jobs = (await get(admin, '/monitor/job/list')).body.rows as Array<{
      jobName: string;
      invokeTarget: string;
    }>;
    expect(jobs.map((j) => [j.jobName, j.invokeTarget])).toEqual(JOBS);
  });

  it('has no 若依官网 link in the sidebar, in either language', async () => {
    for (const lang of ['zh-cn', 'en']) {
      const { text } = await get(admin, '/getRouters', lang);
      expect(text).not.toMatch(/ruoyi\.vip|若依|RuoYi/);
    }
    const menus = (await get(admin, '/system/menu/list')).body.data as Array<{ menuId: number }>;
    expect(menus.some((m) => m.menuId === 4)).toBe(false);
  });

  it('shows 若依 nowhere staff look', async () => {
    const pages = [
      '/getInfo',
      '/getRouters',
      '/system/user/list',
      '/system/user/deptTree',
      '/system/dept/list',
      '/system/role/list',
      '/system/post/list',
      '/system/menu/list',
      '/system/notice/list',
      '/system/notice/listTop',
      '/monitor/job/list',
      '/system/notice/1',
      '/system/notice/2',
      '/system/notice/3',
    ];
    for (const page of pages) {
      for (const token of [admin, ry]) {
        const reply = await t.request({ method: 'GET', url: page, token });
        expect([page, reply.body]).toEqual([page, expect.not.stringMatching(/若依|ruoyi\.vip/)]);
      }
    }
  });
});

/** The migrations of the release before this seed: what an existing installation has applied. */
const earlier = () => loadMigrations().filter((m) => m.version < VENDOR_SEED);

const exec = (database: DatabaseHandle, ...statements: string[]) =>
  database.withSession(async (session) => {
    for (const statement of statements) await session.exec(statement);
  });

describe('an existing installation where staff changed some of RuoYi’s rows', () => {
  const t = setupTestApp(
    {},
    {
      prepare: async (database) => {
        expect(await migrate(database, earlier())).toContain('0005_console_links');
        await exec(
          database,
          // 部门管理: the company renamed, a leader given to 研发部门 (each save stamps update_*)
          "UPDATE sys_dept SET dept_name = '星河证券科技', update_by = 'admin', update_time = LOCALTIMESTAMP(0) WHERE dept_id = 100",
          "UPDATE sys_dept SET leader = '张三', update_by = 'admin', update_time = LOCALTIMESTAMP(0) WHERE dept_id = 103",
          // 通知公告: the maintenance notice rewritten; admin read the first two notices
          "UPDATE sys_notice SET notice_content = '<p>周六 22:00 起停机两小时</p>', update_by = 'admin', update_time = LOCALTIMESTAMP(0) WHERE notice_id = 2",
          'INSERT INTO sys_notice_read (notice_id, user_id, read_time) VALUES (1, 1, LOCALTIMESTAMP(0)), (2, 1, LOCALTIMESTAMP(0))',
          // ry gave itself a nickname; a sample job was renamed
          "UPDATE sys_user SET nick_name = '小李', update_by = 'ry', update_time = LOCALTIMESTAMP(0) WHERE user_id = 2",
          "UPDATE sys_job SET job_name = '夜间对账', update_by = 'admin', update_time = LOCALTIMESTAMP(0) WHERE job_id = 3",
        );
      },
    },
  );
  const get = client(t);
  let admin: string;
  let ry: string;
  beforeAll(async () => {
    admin = await t.login('admin');
    ry = await t.login('ry');
  });

  it('applied the vendor seed when the new server started', async () => {
    const applied = await t.app.database.withSession((s) =>
      s.query<{ version: string }>('SELECT version FROM schema_migrations WHERE version = $1', [VENDOR_SEED]),
    );
    expect(applied).toHaveLength(1);
  });

  it('keeps the renamed company and the given leader, and replaces the untouched departments', async () => {
    const list = (await get(admin, '/system/dept/list')).body.data as Dept[];
    const byId = new Map(list.map((d) => [d.deptId, d]));
    expect(byId.get(100)?.deptName).toBe('星河证券科技');
    expect(byId.get(103)).toMatchObject({ deptName: '研发部 R&D', leader: '张三' });
    expect(byId.get(104)?.leader ?? null).toBeNull();
    expect(list.map((d) => d.deptName)).toEqual([
      '星河证券科技',
      ...OFFICES,
      ...HQ_DEPTS,
      SALES_DEPT,
      ...SHANGHAI_DEPTS,
    ]);
  });

  it('replaces the untouched notices (unread again), keeps the edited one and its reads', async () => {
    const list = (await get(admin, '/system/notice/list')).body.rows as Array<{
      noticeId: number;
      noticeTitle: string;
      noticeContent: string;
    }>;
    const byId = new Map(list.map((n) => [n.noticeId, n]));
    expect(byId.get(1)?.noticeTitle).toBe(NOTICES[2][1]);
    expect(byId.get(3)?.noticeTitle).toBe(NOTICES[0][1]);
    expect(byId.get(2)).toMatchObject({
      noticeTitle: '维护通知：2018-07-01 若依系统凌晨维护',
      noticeContent: '<p>周六 22:00 起停机两小时</p>',
    });
    const top = (await get(admin, '/system/notice/listTop')).body.data as Array<{
      noticeId: number;
      isRead: boolean;
    }>;
    expect(top.map((n) => [n.noticeId, n.isRead]).sort()).toEqual([
      [1, false],
      [2, true],
      [3, false],
    ]);
  });

  it('keeps the nickname and the job name staff chose, and replaces the others', async () => {
    expect((await get(admin, '/getInfo')).body.user.nickName).toBe('管理员 Admin');
    expect((await get(ry, '/getInfo')).body.user.nickName).toBe('小李');
    const jobs = (await get(admin, '/monitor/job/list')).body.rows as Array<{ jobName: string }>;
    expect(jobs.map((j) => j.jobName)).toEqual([JOBS[0][0], JOBS[1][0], '夜间对账', JOBS[3][0]]);
  });

  it('drops the untouched 若依官网 link', async () => {
    expect((await get(admin, '/getRouters')).text).not.toContain('ruoyi.vip');
  });
});

describe('an existing installation with an organisation and a website link of its own', () => {
  const t = setupTestApp(
    {},
    {
      prepare: async (database) => {
        await migrate(database, earlier());
        await exec(
          database,
          "UPDATE sys_dept SET dept_name = '杭州分公司', update_by = 'admin', update_time = LOCALTIMESTAMP(0) WHERE dept_id = 102",
          "UPDATE sys_menu SET menu_name = '公司官网', path = 'https://www.example.com', update_by = 'admin', update_time = LOCALTIMESTAMP(0) WHERE menu_id = 4",
        );
      },
    },
  );
  const get = client(t);

  it('adds no offices to a tree staff reshaped, and keeps their own link', async () => {
    const admin = await t.login('admin');
    const list = (await get(admin, '/system/dept/list')).body.data as Dept[];
    expect(list.filter((d) => d.parentId === 100).map((d) => [d.deptId, d.deptName])).toEqual([
      [101, OFFICES[0]],
      [102, '杭州分公司'],
    ]);
    expect((await get(admin, '/system/menu/4')).body.data).toMatchObject({
      menuName: '公司官网',
      path: 'https://www.example.com',
    });
    expect((await get(admin, '/getRouters')).text).toContain('"link":"https://www.example.com"');
  });
});
