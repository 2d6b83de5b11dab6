/** @jest-environment ./server/test/native-modules-environment.cjs */
import { eq } from 'drizzle-orm';
import { sysDept } from '../src/db/schema';
import { insertEmptyRole, insertUsers } from './fixtures';
import { START_TIMEOUT, setupTestApp } from './helper';

const t = setupTestApp();
let admin: string;
let ry: string;
let outsider: string;

interface Row {
  userId: number;
  userName: string;
  deptId: number | null;
  status: string;
  phonenumber: string;
  createTime: string;
  dept: { deptId: number; deptName: string; leader: string | null } | null;
}

beforeAll(async () => {
  // 12 more users: 3 in 研发部 (103), 3 in 测试部 (105), 3 in 上海市场部 (108), 3 in 上海财务部 (109)
  await insertUsers(t.app, [
    { userName: 'alpha1', deptId: 103, phonenumber: '13800000001', createTime: '2024-01-10 09:00:00' },
    { userName: 'alpha2', deptId: 103, phonenumber: '13800000002', createTime: '2024-01-11 23:59:59' },
    { userName: 'alpha3', deptId: 103, status: '1', createTime: '2024-01-12 00:00:00' },
    { userName: 'Tester1', deptId: 105, phonenumber: '13900000001', createTime: '2024-02-01 10:00:00' },
    { userName: 'tester2', deptId: 105, createTime: '2024-02-02 10:00:00' },
    { userName: 'tester3', deptId: 105, status: '1', createTime: '2024-02-03 10:00:00' },
    { userName: 'market1', deptId: 108, createTime: '2024-03-01 10:00:00' },
    { userName: 'market2', deptId: 108, createTime: '2024-03-02 10:00:00' },
    { userName: 'market3', deptId: 108, createTime: '2024-03-03 10:00:00' },
    { userName: 'money1', deptId: 109, createTime: '2024-04-01 10:00:00' },
    { userName: 'money2', deptId: 109, createTime: '2024-04-02 10:00:00' },
    { userName: 'nodept', deptId: null, createTime: '2024-04-03 10:00:00' },
  ]);
  const noPermissionRole = await insertEmptyRole(t.app, 'visitor');
  await insertUsers(t.app, [
    { userName: 'outsider', deptId: 105, roleIds: [noPermissionRole], createTime: '2024-05-01 10:00:00' },
  ]);
  [admin, ry, outsider] = await Promise.all([t.login('admin'), t.login('ry'), t.login('outsider')]);
}, START_TIMEOUT);

async function list(query: string, token = admin) {
  return (await t.request({ method: 'GET', url: `/system/user/list${query}`, token })).json() as {
    code: number;
    msg: string;
    total: number;
    rows: Row[];
  };
}

const names = (rows: Row[]) => rows.map((r) => r.userName);

describe('GET /system/user/list', () => {
  it('pages with defaults 1 / 10 and counts every row', async () => {
    const body = await list('');
    expect(body.code).toBe(200);
    expect(body.msg).toBe('查询成功');
    expect(body.total).toBe(15);
    expect(names(body.rows)).toEqual([
      'admin',
      'ry',
      'alpha1',
      'alpha2',
      'alpha3',
      'Tester1',
      'tester2',
      'tester3',
      'market1',
      'market2',
    ]);
    const raw = (await t.request({ method: 'GET', url: '/system/user/list?pageSize=1', token: admin })).body;
    expect(Object.keys(JSON.parse(raw))).toEqual(['total', 'rows', 'code', 'msg']);
  });

  it('serves the asked page and clamps a page past the end to the last one', async () => {
    expect(names((await list('?pageNum=2&pageSize=5')).rows)).toEqual([
      'Tester1',
      'tester2',
      'tester3',
      'market1',
      'market2',
    ]);
    const past = await list('?pageNum=99&pageSize=5');
    expect(past.total).toBe(15);
    expect(names(past.rows)).toEqual(['market3', 'money1', 'money2', 'nodept', 'outsider']);
  });

  it('shows each row with its department and never a password', async () => {
    const row = (await list('?userName=admin')).rows[0] as Row & Record<string, unknown>;
    expect(row).toMatchObject({
      userId: 1,
      deptId: 103,
      admin: true,
      dept: { deptId: 103, deptName: '研发部 R&D', leader: null },
    });
    expect(row).not.toHaveProperty('password');
    expect(row.createTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect((await list('?userName=nodept')).rows[0].dept).toBeNull();
  });

  it('filters by user name, ignoring case', async () => {
    expect(names((await list('?userName=TEST')).rows)).toEqual(['Tester1', 'tester2', 'tester3']);
    expect((await list('?userName=%25')).total).toBe(0);
  });

  it('filters by phone number and status', async () => {
    expect(names((await list('?phonenumber=1380000')).rows)).toEqual(['alpha1', 'alpha2']);
    expect(names((await list('?status=1')).rows)).toEqual(['alpha3', 'tester3']);
  });

  it('filters by a department and everything below it', async () => {
    expect(names((await list('?deptId=102')).rows)).toEqual([
      'market1',
      'market2',
      'market3',
      'money1',
      'money2',
    ]);
    expect(names((await list('?deptId=101&pageSize=50')).rows)).toEqual([
      'admin',
      'ry',
      'alpha1',
      'alpha2',
      'alpha3',
      'Tester1',
      'tester2',
      'tester3',
      'outsider',
    ]);
    expect((await list('?deptId=109')).total).toBe(2);
  });

  it('filters by creation day, both ends included', async () => {
    const body = await list('?params%5BbeginTime%5D=2024-01-11&params%5BendTime%5D=2024-02-01');
    expect(names(body.rows)).toEqual(['alpha2', 'alpha3', 'Tester1']);
    // money2, nodept, outsider and the two seeded users (created at installation)
    expect((await list('?params%5BbeginTime%5D=2024-04-02')).total).toBe(5);
  });

  it('sorts by an allowed column', async () => {
    const body = await list(
      '?orderByColumn=createTime&isAsc=descending&pageSize=3&params%5BendTime%5D=2024-12-31',
    );
    expect(names(body.rows)).toEqual(['outsider', 'nodept', 'money2']);
    expect(names((await list('?orderByColumn=userName&isAsc=asc&pageSize=3')).rows)).toEqual([
      'admin',
      'alpha1',
      'alpha2',
    ]);
    expect(names((await list('?orderByColumn=userName&isAsc=desc&pageSize=2')).rows)).toEqual([
      'tester3',
      'tester2',
    ]);
  });

  it('refuses to sort by anything else', async () => {
    const refused = { code: 500, msg: '参数不符合规范，不能进行查询' };
    expect(await list('?orderByColumn=password')).toEqual(refused);
    expect(await list('?orderByColumn=userId%3Bdrop%20table%20sys_user')).toEqual(refused);
    expect(await list('?orderByColumn=userId&isAsc=sideways')).toEqual(refused);
    expect((await list('')).total).toBe(15);
  });

  it('explains a malformed parameter', async () => {
    expect(await list('?pageSize=abc')).toEqual({
      code: 500,
      msg: '参数[每页条数]类型不匹配，要求类型为：integer',
    });
    expect(await list('?pageSize=0')).toEqual({ code: 500, msg: '每页条数不能小于1' });
    expect(await list('?params%5BbeginTime%5D=yesterday')).toEqual({
      code: 500,
      msg: '开始时间格式不正确',
    });
    expect(await list('?params%5BbeginTime%5D=2024-02-30')).toEqual({
      code: 500,
      msg: '开始时间格式不正确',
    });
  });

  it('limits ry to the departments of its custom data scope (100, 101, 105)', async () => {
    const body = await list('?pageSize=50', ry);
    expect(names(body.rows)).toEqual(['ry', 'Tester1', 'tester2', 'tester3', 'outsider']);
    // a client-sent data scope changes nothing
    const sneaky = await list('?pageSize=50&params%5BdataScope%5D=%20OR%201%3D1', ry);
    expect(sneaky.total).toBe(5);
  });

  it('needs a login', async () => {
    const body = (await t.request({ method: 'GET', url: '/system/user/list' })).json();
    expect(body).toEqual({ code: 401, msg: '请求访问：/system/user/list，认证失败，无法访问系统资源' });
  });

  it('needs the system:user:list permission', async () => {
    expect(await list('', outsider)).toEqual({ code: 403, msg: '没有权限，请联系管理员授权' });
    const english = await t.request({
      method: 'GET',
      url: '/system/user/list',
      token: outsider,
      headers: { 'accept-language': 'en' },
    });
    expect(english.json()).toEqual({
      code: 403,
      msg: 'No permission; please ask the administrator for authorisation',
    });
  });
});

describe('GET /system/user/deptTree', () => {
  interface Node {
    id: number;
    label: string;
    disabled: boolean;
    children?: Node[];
  }
  const shape = (nodes: Node[]): unknown =>
    nodes.map((n) => (n.children ? [n.label, shape(n.children)] : n.label));

  it('gives the admin every department, disabled ones marked', async () => {
    await t.app.db.update(sysDept).set({ status: '1' }).where(eq(sysDept.deptId, 109));
    try {
      const body = (await t.request({ method: 'GET', url: '/system/user/deptTree', token: admin })).json();
      expect(body.code).toBe(200);
      expect(shape(body.data)).toEqual([
        [
          '数字免疫科技 DIS Technology',
          [
            [
              '南京总部 Nanjing HQ',
              [
                '研发部 R&D',
                '市场部 Marketing',
                '测试部 QA',
                '财务部 Finance',
                '运维部 Operations',
                '销售部 Sales',
              ],
            ],
            ['上海办公室 Shanghai Office', ['市场部 Marketing', '财务部 Finance']],
            '北京办公室 Beijing Office',
            '深圳办公室 Shenzhen Office',
          ],
        ],
      ]);
      const changsha = body.data[0].children[1];
      expect(changsha.children.map((n: Node) => [n.id, n.disabled])).toEqual([
        [108, false],
        [109, true],
      ]);
      expect(body.data[0].children[0].children[0]).toEqual({ id: 103, label: '研发部 R&D', disabled: false });
    } finally {
      await t.app.db.update(sysDept).set({ status: '0' }).where(eq(sysDept.deptId, 109));
    }
  });

  it('filters by name', async () => {
    const body = (
      await t.request({ method: 'GET', url: '/system/user/deptTree?deptName=市场', token: admin })
    ).json();
    expect(body.data.map((n: Node) => [n.id, n.label])).toEqual([
      [104, '市场部 Marketing'],
      [108, '市场部 Marketing'],
    ]);
  });

  it('limits ry to its data scope', async () => {
    const body = (await t.request({ method: 'GET', url: '/system/user/deptTree', token: ry })).json();
    expect(shape(body.data)).toEqual([
      ['数字免疫科技 DIS Technology', [['南京总部 Nanjing HQ', ['测试部 QA']]]],
    ]);
  });

  it('needs the system:user:list permission', async () => {
    expect(
      (await t.request({ method: 'GET', url: '/system/user/deptTree', token: outsider })).json().code,
    ).toBe(403);
  });
});
