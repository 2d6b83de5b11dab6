/** @jest-environment ./server/test/native-modules-environment.cjs */
// db-kinds: postgres (it runs nothing whose behaviour depends on the kind: docs/stack.md "Two database kinds")
import { eq } from 'drizzle-orm';
import { sysExportTask, sysRole, sysUser } from '../../src/db/schema';
import { insertUsers, setConfig } from '../fixtures';
import { setupTestApp, START_TIMEOUT } from '../helper';
import { exportForm } from '../marketing-support';
import { importUsers, userSheet } from '../user-import';
import { addLoginRows, slowExport } from '../export-support';
import { addForeignMenu } from './foreign-menu';

/**
 * Writes that stay inside the caller's reach (docs/security.md, docs/system/user.md,
 * docs/system/export.md), each by the seeded limited account `ry` (custom data scope: depts 100,
 * 101, 105) on a target it may not touch, with the row read back unchanged: 停用 of a user of
 * another department, an import with 更新已存在数据 naming such a user, re-enabling a role of its
 * own an administrator disabled, and 取消 of somebody else's export while it runs.
 */
const t = setupTestApp();

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = async (token: string, method: Method, url: string, payload?: object, lang = 'zh-cn') =>
  (await t.request({ method, url, payload, token, headers: { 'accept-language': lang } })).json();

const userRow = async (userName: string) =>
  (await t.app.db.select().from(sysUser).where(eq(sysUser.userName, userName)))[0];

let admin: string;
let ry: string;
/** in 研发部 (103), outside ry's scope */
let outsider: number;
/** in 测试部 (105), inside it */
let insider: number;

beforeAll(async () => {
  [outsider, insider] = await insertUsers(t.app, [
    { userName: 'outsider', deptId: 103 },
    { userName: 'insider', deptId: 105 },
  ]);
  admin = await t.login('admin');
  ry = await t.login('ry');
}, START_TIMEOUT);

describe('PUT /system/user/changeStatus keeps to the caller’s data scope', () => {
  it('refuses ry disabling a user of another department; the user stays enabled and signed in', async () => {
    const session = await t.login('outsider');
    expect(await call(ry, 'PUT', '/system/user/changeStatus', { userId: outsider, status: '1' })).toEqual({
      code: 500,
      msg: '没有权限访问用户数据！',
    });
    expect((await userRow('outsider')).status).toBe('0');
    expect((await call(session, 'GET', '/getInfo')).code).toBe(200);
    expect(
      (await call(ry, 'PUT', '/system/user/changeStatus', { userId: outsider, status: '1' }, 'en')).msg,
    ).toBe('No permission to access this user!');
    // a user of its own department it may disable
    expect(
      await call(ry, 'PUT', '/system/user/changeStatus', { userId: insider, status: '1' }),
    ).toMatchObject({
      code: 200,
    });
    expect((await userRow('insider')).status).toBe('1');
    await call(admin, 'PUT', '/system/user/changeStatus', { userId: insider, status: '0' });
  });
});

describe('user import with 更新已存在数据 keeps to the caller’s data scope', () => {
  it('refuses overwriting a user outside ry’s scope, even moved into a department ry holds', async () => {
    const before = await userRow('outsider');
    const answer = await importUsers(
      t,
      await userSheet([[105, 'outsider', '改名', 'taken@example.com', '13900000009', '女', '停用']]),
      'true',
      ry,
    );
    expect(answer).toEqual({
      code: 500,
      msg: '很抱歉，导入失败！共 1 条数据格式不正确，错误如下：<br/>1、账号 outsider 导入失败：没有权限访问用户数据！',
    });
    expect(await userRow('outsider')).toEqual(before);
    // the same sheet over a user in scope is an update
    const update = await userSheet([[105, 'insider', '内部', '', '', '女', '正常']]);
    expect(await importUsers(t, update, 'true', ry)).toMatchObject({ code: 200 });
    expect(await userRow('insider')).toMatchObject({ nickName: '内部', deptId: 105 });
  });
});

describe('a role’s holder cannot change its status', () => {
  let disabled: number;

  beforeAll(async () => {
    // a role with a menu ry lacks, given to ry and then disabled by the administrator
    const menuId = await addForeignMenu(t, admin);
    expect(
      await call(admin, 'POST', '/system/role', {
        roleName: '审计员',
        roleKey: 'auditor',
        roleSort: 7,
        menuIds: [menuId],
      }),
    ).toMatchObject({ code: 200 });
    [{ roleId: disabled }] = await t.app.db
      .select({ roleId: sysRole.roleId })
      .from(sysRole)
      .where(eq(sysRole.roleKey, 'auditor'));
    expect(await call(admin, 'PUT', `/system/user/authRole?userId=2&roleIds=2,${disabled}`)).toMatchObject({
      code: 200,
    });
    expect(
      await call(admin, 'PUT', '/system/role/changeStatus', { roleId: disabled, status: '1' }),
    ).toMatchObject({ code: 200 });
  });

  const statusOf = async (roleId: number) =>
    (await t.app.db.select().from(sysRole).where(eq(sysRole.roleId, roleId)))[0].status;
  const permissions = async () => (await call(ry, 'GET', '/getInfo')).permissions as string[];

  it('refuses ry re-enabling, through 状态, a role of its own an administrator disabled', async () => {
    expect(await permissions()).not.toContain('system:audit:list');
    expect(await call(ry, 'PUT', '/system/role/changeStatus', { roleId: disabled, status: '0' })).toEqual({
      code: 500,
      msg: '不能修改自己所属角色的权限',
    });
    expect(await statusOf(disabled)).toBe('1');
    expect(await permissions()).not.toContain('system:audit:list');
  });

  it('refuses it through the role dialog too (PUT /system/role with its menus as they are)', async () => {
    const row = (await t.app.db.select().from(sysRole).where(eq(sysRole.roleId, disabled)))[0];
    expect(
      await call(ry, 'PUT', '/system/role', {
        roleId: disabled,
        roleName: row.roleName,
        roleKey: row.roleKey,
        roleSort: row.roleSort,
        status: '0',
        menuIds: [],
      }),
    ).toEqual({ code: 500, msg: '不能修改自己所属角色的权限' });
    expect(await statusOf(disabled)).toBe('1');
    expect(await permissions()).not.toContain('system:audit:list');
    // an administrator enables it
    expect(
      await call(admin, 'PUT', '/system/role/changeStatus', { roleId: disabled, status: '0' }),
    ).toMatchObject({ code: 200 });
    expect(await permissions()).toContain('system:audit:list');
  });
});

describe('取消 in 下载中心 is the owner’s alone', () => {
  const tasksOf = async (token: string) =>
    (await call(token, 'GET', '/system/export/list')).rows as { taskId: number; status: string }[];

  it('refuses ry cancelling the administrator’s running export; it runs to its end', async () => {
    await addLoginRows(t, 'slow', 3000);
    // a job long enough to be caught running: each page of the login log takes a while to read
    const restore = slowExport(t, 'monitor/logininfor', 400);
    try {
      await setConfig(t.app, 'sys.export.asyncThreshold', '100');
      const form = exportForm({ userName: 'slow' });
      const started = (
        await t.request({
          method: 'POST',
          url: '/monitor/logininfor/export',
          token: admin,
          payload: form.payload,
          headers: form.headers,
        })
      ).json();
      const { taskId } = started.data as { taskId: number };
      const until = Date.now() + 30_000;
      while ((await tasksOf(admin)).find((task) => task.taskId === taskId)?.status !== '1') {
        if (Date.now() > until) throw new Error('the export never started');
        await new Promise((resolve) => setTimeout(resolve, 25));
      }

      expect(await call(ry, 'PUT', `/system/export/${taskId}/cancel`)).toEqual({
        code: 500,
        msg: '导出任务不存在',
      });
      const [row] = await t.app.db.select().from(sysExportTask).where(eq(sysExportTask.taskId, taskId));
      expect(row.status).toBe('1');
      // it goes on to its end, for its owner
      const end = Date.now() + 60_000;
      let status = '1';
      while (status === '0' || status === '1') {
        if (Date.now() > end) throw new Error('the export never ended');
        await new Promise((resolve) => setTimeout(resolve, 50));
        status = (await tasksOf(admin)).find((task) => task.taskId === taskId)!.status;
      }
      expect(status).toBe('2');
    } finally {
      restore();
    }
  }, 120_000);
});
