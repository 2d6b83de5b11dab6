/** @jest-environment ./server/test/native-modules-environment.cjs */
// db-kinds: postgres (it runs nothing whose behaviour depends on the kind: docs/stack.md "Two database kinds")
import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { sysMenu, sysRole, sysUser, sysUserRole, sysUserTotp } from '../../src/db/schema';
import { insertUsers } from '../fixtures';
import { setupTestApp, START_TIMEOUT } from '../helper';
import { multipart } from '../uploads';

/**
 * Every route of the API document that acts on an account holds "act only on weaker accounts"
 * (docs/security.md "Nobody acts on a stronger account"). The test reads the document the server
 * serves, picks every route that changes, signs out or re-roles a user — by its path and its
 * permission — and runs it as the limited account `ry` twice: on a user holding more than `ry`
 * (refused, nothing changes) and on a user holding exactly what `ry` holds (served). A new route
 * that acts on a user fails here until it has a case below, which it only passes with the guard.
 */
const t = setupTestApp();

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
interface Answer {
  code: number;
  msg: string;
}

/** a user the walk acts on, signed in when the route ends sessions */
interface Target {
  userId: number;
  userName: string;
  /** the role it holds (the stronger role, or ry's own role 2) */
  roleId: number;
  passwordHash: string;
  token?: string;
  tokenId?: string;
}

interface Case {
  /** the route ends sessions: the target signs in first */
  session?: boolean;
  /** the route names no user (清理缓存名称, 清理全部): it passes over the sessions it may not end */
  sweeps?: boolean;
  act: (target: Target) => Promise<Answer>;
  /** whether the action reached the target */
  reached: (target: Target) => Promise<boolean>;
}

let admin: string;
let ry: string;
/** a role with a menu ry does not hold */
let menuRole: number;
/** a role with ry's menus but data scope 全部, wider than ry's custom scope */
let scopeRole: number;
/** a role ry may hand on: one of its menus, scope 仅本人 */
let grantable: number;

const call = async (method: Method, url: string, payload?: object): Promise<Answer> =>
  (await t.request({ method, url, payload, token: ry })).json();
const userRow = async (userId: number) =>
  (await t.app.db.select().from(sysUser).where(eq(sysUser.userId, userId)))[0];
const holds = async (userId: number, roleId: number) =>
  (
    await t.app.db
      .select()
      .from(sysUserRole)
      .where(and(eq(sysUserRole.userId, userId), eq(sysUserRole.roleId, roleId)))
  ).length > 0;
const signedIn = async (token: string) =>
  (await t.request({ method: 'GET', url: '/getInfo', token })).json().code === 200;

async function importSheet(userName: string, nickName: string): Promise<Answer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('用户数据');
  sheet.addRow(['部门编号', '登录名称', '用户名称']);
  sheet.addRow([105, userName, nickName]);
  const { payload, headers } = multipart(
    'users.xlsx',
    Buffer.from(await workbook.xlsx.writeBuffer()),
    'file',
  );
  return (
    await t.request({
      method: 'POST',
      url: '/system/user/importData?updateSupport=1',
      token: ry,
      payload,
      headers,
    })
  ).json();
}

const sessionGone = async (target: Target) => !(await signedIn(target.token!));

/** The cases, by `METHOD path` as the API document names the route. */
const CASES: Record<string, Case> = {
  'PUT /system/user': {
    act: (u) =>
      call('PUT', '/system/user', {
        userId: u.userId,
        nickName: 'changed-by-ry',
        deptId: 105,
        roleIds: [u.roleId],
        postIds: [],
      }),
    reached: async (u) => (await userRow(u.userId)).nickName === 'changed-by-ry',
  },
  'DELETE /system/user/{userIds}': {
    act: (u) => call('DELETE', `/system/user/${u.userId}`),
    reached: async (u) => (await userRow(u.userId)).delFlag === '2',
  },
  'PUT /system/user/resetPwd': {
    act: (u) => call('PUT', '/system/user/resetPwd', { userId: u.userId, password: 'taken123' }),
    reached: async (u) => (await userRow(u.userId)).password !== u.passwordHash,
  },
  'PUT /system/user/changeStatus': {
    act: (u) => call('PUT', '/system/user/changeStatus', { userId: u.userId, status: '1' }),
    reached: async (u) => (await userRow(u.userId)).status === '1',
  },
  'PUT /system/user/resetTotp': {
    act: async (u) => {
      await t.app.db.insert(sysUserTotp).values({ userId: u.userId, secret: 'v1:x:y:z', enabled: '1' });
      return call('PUT', '/system/user/resetTotp', { userId: u.userId });
    },
    reached: async (u) =>
      (await t.app.db.select().from(sysUserTotp).where(eq(sysUserTotp.userId, u.userId))).length === 0,
  },
  'PUT /system/user/authRole': {
    act: (u) => call('PUT', `/system/user/authRole?userId=${u.userId}&roleIds=${grantable}`),
    reached: (u) => holds(u.userId, grantable),
  },
  'POST /system/user/importData': {
    act: (u) => importSheet(u.userName, '导入改名'),
    reached: async (u) => (await userRow(u.userId)).nickName === '导入改名',
  },
  'PUT /system/role/authUser/cancel': {
    act: (u) => call('PUT', '/system/role/authUser/cancel', { roleId: u.roleId, userId: u.userId }),
    reached: async (u) => !(await holds(u.userId, u.roleId)),
  },
  'PUT /system/role/authUser/cancelAll': {
    act: (u) => call('PUT', `/system/role/authUser/cancelAll?roleId=${u.roleId}&userIds=${u.userId}`),
    reached: async (u) => !(await holds(u.userId, u.roleId)),
  },
  'PUT /system/role/authUser/selectAll': {
    act: (u) => call('PUT', `/system/role/authUser/selectAll?roleId=${grantable}&userIds=${u.userId}`),
    reached: (u) => holds(u.userId, grantable),
  },
  'DELETE /monitor/online/{tokenId}': {
    session: true,
    act: (u) => call('DELETE', `/monitor/online/${u.tokenId}`),
    reached: sessionGone,
  },
  'DELETE /monitor/cache/clearCacheKey/{cacheKey}': {
    session: true,
    act: (u) => call('DELETE', `/monitor/cache/clearCacheKey/login_tokens:${u.tokenId}`),
    reached: sessionGone,
  },
  'DELETE /monitor/cache/clearCacheName/{cacheName}': {
    session: true,
    sweeps: true,
    act: () => call('DELETE', '/monitor/cache/clearCacheName/login_tokens:'),
    reached: sessionGone,
  },
  'DELETE /monitor/cache/clearCacheAll': {
    session: true,
    sweeps: true,
    act: () => call('DELETE', '/monitor/cache/clearCacheAll'),
    reached: sessionGone,
  },
};

/** Routes the selection finds that act on no other account, and why. */
const NOT_ON_ANOTHER_ACCOUNT: Record<string, string> = {
  'POST /system/user': 'creates an account; the roles it is given follow the grant rules',
  'POST /system/user/export': 'reads the list',
  'POST /system/user/importTemplate': 'an empty workbook',
};

/** The routes that act on a user, by path and permission; the caller's own account excluded. */
const ACTS_ON_A_USER =
  /\/(system\/user|monitor\/online)\b|authUser|authRole|resetPwd|resetTotp|importData|devices|sessions|clearCache/;
const selected = (path: string, permission: string | undefined) =>
  !path.startsWith('/system/user/profile') &&
  (ACTS_ON_A_USER.test(path) || /^(system:user|monitor:online):/.test(permission ?? ''));

let documented: string[] = [];

beforeAll(async () => {
  admin = await t.login('admin');
  ry = await t.login('ry');
  const docs = (await t.request({ url: '/v3/api-docs', token: admin })).json() as {
    paths: Record<string, Record<string, { 'x-permission'?: string }>>;
  };
  for (const [fullPath, operations] of Object.entries(docs.paths)) {
    const path = fullPath.slice(t.config.apiPrefix.length);
    for (const [method, operation] of Object.entries(operations)) {
      if (method === 'get' || method === 'head' || method === 'options') continue;
      if (selected(path, operation['x-permission'])) documented.push(`${method.toUpperCase()} ${path}`);
    }
  }
  documented = documented.filter((route) => !(route in NOT_ON_ANOTHER_ACCOUNT)).sort();

  // a menu ry does not hold, in a role of its own
  expect(
    (
      await t.request({
        method: 'POST',
        url: '/system/menu',
        token: admin,
        payload: {
          parentId: 0,
          menuName: '审计台',
          orderNum: 9,
          menuType: 'C',
          path: 'audit',
          perms: 'x:audit:list',
        },
      })
    ).json().code,
  ).toBe(200);
  const [{ menuId }] = await t.app.db.select().from(sysMenu).where(eq(sysMenu.menuName, '审计台'));
  const role = async (roleKey: string, dataScope: string, menuIds: number[]) => {
    const answer = await t.request({
      method: 'POST',
      url: '/system/role',
      token: admin,
      payload: { roleName: roleKey, roleKey, roleSort: 9, menuIds },
    });
    expect(answer.json().code).toBe(200);
    const [row] = await t.app.db.select().from(sysRole).where(eq(sysRole.roleKey, roleKey));
    await t.app.db.update(sysRole).set({ dataScope }).where(eq(sysRole.roleId, row.roleId));
    return row.roleId;
  };
  menuRole = await role('walk-menu', '5', [menuId]);
  scopeRole = await role('walk-scope', '1', [1, 100, 1000]);
  grantable = await role('walk-grant', '5', [1, 100, 1000]);
  // held by someone of ry's departments, so ry sees it
  await insertUsers(t.app, [{ userName: 'walk-holder', deptId: 105, roleIds: [grantable] }]);
}, START_TIMEOUT);

let serial = 0;
async function target(roleId: number, session: boolean): Promise<Target> {
  serial += 1;
  const userName = `walk${serial}`;
  const [userId] = await insertUsers(t.app, [{ userName, deptId: 105, roleIds: [roleId] }]);
  const row = await userRow(userId);
  const made: Target = { userId, userName, roleId, passwordHash: row.password ?? '' };
  if (session) {
    made.token = await t.login(userName);
    made.tokenId = t.app.sessions.tokenIdOf(made.token)!;
  }
  return made;
}

describe('10. every route of the API document that acts on a user holds “act only on weaker accounts”', () => {
  it('finds the routes in the document, and each has its case here', () => {
    expect(documented.length).toBeGreaterThanOrEqual(14);
    expect(documented).toEqual(Object.keys(CASES).sort());
  });

  it.each(Object.keys(CASES).sort())(
    '%s refuses a user holding more than the caller and serves one holding the same',
    async (route) => {
      const rule = CASES[route];
      for (const [kind, roleId] of [
        ['a menu ry lacks', menuRole],
        ['a data scope wider than ry’s', scopeRole],
      ] as const) {
        const stronger = await target(roleId, rule.session ?? false);
        const answer = await rule.act(stronger);
        if (rule.sweeps) expect([route, kind, answer.code]).toEqual([route, kind, 200]);
        else
          expect([route, kind, answer]).toEqual([
            route,
            kind,
            // an import names its refused rows in its summary
            { code: 500, msg: expect.stringContaining(`不能操作权限超出自己的用户：${stronger.userName}`) },
          ]);
        expect([route, kind, await rule.reached(stronger)]).toEqual([route, kind, false]);
        if (!(await signedIn(ry))) ry = await t.login('ry');
      }
      const equal = await target(2, rule.session ?? false);
      expect([route, await rule.act(equal)]).toEqual([route, expect.objectContaining({ code: 200 })]);
      expect([route, await rule.reached(equal)]).toEqual([route, true]);
      if (!(await signedIn(ry))) ry = await t.login('ry');
    },
  );
});
