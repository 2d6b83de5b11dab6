/** @jest-environment ./server/test/native-modules-environment.cjs */
// db-kinds: postgres (it runs nothing whose behaviour depends on the kind: docs/stack.md "Two database kinds")
import { eq } from 'drizzle-orm';
import { sysRole, sysUserRole } from '../../src/db/schema';
import { insertUsers } from '../fixtures';
import { setupTestApp, START_TIMEOUT } from '../helper';
import { addForeignMenu } from './foreign-menu';

/**
 * A grant gives nothing the granter lacks (docs/security.md "Rights are handed on, never
 * invented"), each rule alone: a role whose only excess is a menu, and a role whose only excess is
 * a custom data scope reaching a department outside the granter's, are refused on every route
 * that grants a role — 分配用户 (`authUser/selectAll`), 分配角色 (`PUT /system/user/authRole`) and
 * the user dialog (add and edit). A role with neither excess passes on the same routes, so each
 * refusal is the rule's own. The granter is the seeded `ry` (custom scope: depts 100, 101, 105).
 */
const t = setupTestApp();

type Method = 'GET' | 'POST' | 'PUT';
const call = async (token: string, method: Method, url: string, payload?: object, lang = 'zh-cn') =>
  (await t.request({ method, url, payload, token, headers: { 'accept-language': lang } })).json();

const rolesOf = async (userId: number) =>
  (await t.app.db.select().from(sysUserRole).where(eq(sysUserRole.userId, userId)))
    .map((row) => row.roleId)
    .sort((a, b) => a - b);

let admin: string;
let ry: string;
/** only excess: a menu ry does not hold; data scope 仅本人 */
let menuRole: number;
/** only excess: a custom data scope with 研发部 (103), outside ry's; menus ry holds */
let deptRole: number;
/** no excess: menus ry holds, a custom scope of 测试部 (105) */
let fairRole: number;

/** a role made by the super administrator, held by a user in ry's scope so that ry sees it */
async function roleOf(key: string, menuIds: number[], dataScope: string, deptIds: number[] = []) {
  expect(
    await call(admin, 'POST', '/system/role', { roleName: key, roleKey: key, roleSort: 8, menuIds }),
  ).toMatchObject({ code: 200 });
  const [{ roleId }] = await t.app.db
    .select({ roleId: sysRole.roleId })
    .from(sysRole)
    .where(eq(sysRole.roleKey, key));
  expect(await call(admin, 'PUT', '/system/role/dataScope', { roleId, dataScope, deptIds })).toMatchObject({
    code: 200,
  });
  await insertUsers(t.app, [{ userName: `holder-${key}`, deptId: 105, roleIds: [roleId] }]);
  return roleId;
}

beforeAll(async () => {
  admin = await t.login('admin');
  ry = await t.login('ry');
  const foreignMenu = await addForeignMenu(t, admin);
  // menus of role 2 (ry's): 系统管理 (1), 用户管理 (100), 用户查询 (1000)
  menuRole = await roleOf('menu-only', [1, 100, foreignMenu], '5');
  deptRole = await roleOf('dept-only', [1, 100, 1000], '2', [103]);
  fairRole = await roleOf('fair', [1, 100, 1000], '2', [105]);
}, START_TIMEOUT);

/** a user in ry's scope (dept 105) holding only role 2, for the grants of one test */
const grantee = async (userName: string) =>
  (await insertUsers(t.app, [{ userName, deptId: 105, roleIds: [2] }]))[0];

/** every route that grants roles, as ry calls it, giving `target` (or a new user) `roleId` */
const grants = (roleId: number, target: number) => ({
  分配用户: () => call(ry, 'PUT', `/system/role/authUser/selectAll?roleId=${roleId}&userIds=${target}`),
  分配角色: () => call(ry, 'PUT', `/system/user/authRole?userId=${target}&roleIds=2,${roleId}`),
  'the user dialog, edit': () =>
    call(ry, 'PUT', '/system/user', {
      userId: target,
      nickName: 'grantee',
      deptId: 105,
      roleIds: [2, roleId],
      postIds: [],
    }),
  'the user dialog, add': () =>
    call(ry, 'POST', '/system/user', {
      userName: `new-${roleId}`,
      nickName: 'new',
      password: 'newcomer123',
      deptId: 105,
      roleIds: [roleId],
    }),
});

async function expectRefusedEverywhere(roleId: number, name: string, target: number) {
  for (const [route, grant] of Object.entries(grants(roleId, target))) {
    expect({ route, answer: await grant() }).toEqual({
      route,
      answer: { code: 500, msg: `不能分配超出自己权限的角色：${name}` },
    });
  }
  expect(await rolesOf(target)).toEqual([2]);
  expect(await t.app.db.select().from(sysUserRole).where(eq(sysUserRole.roleId, roleId))).toHaveLength(1);
}

describe('a grant never gives rights the granter lacks, each rule alone', () => {
  it('refuses a role whose only excess is a menu the granter does not hold, on every route', async () => {
    const target = await grantee('grantee-menu');
    await expectRefusedEverywhere(menuRole, 'menu-only', target);
    expect(
      (await call(ry, 'PUT', `/system/user/authRole?userId=${target}&roleIds=${menuRole}`, undefined, 'en'))
        .msg,
    ).toBe('You cannot grant a role with rights you do not hold yourself: menu-only');
  });

  it('refuses a role whose custom data scope reaches a department outside the granter’s', async () => {
    await expectRefusedEverywhere(deptRole, 'dept-only', await grantee('grantee-dept'));
  });

  it('grants a role with neither excess on the same routes', async () => {
    const target = await grantee('grantee-fair');
    const routes = grants(fairRole, target);
    expect(await routes.分配用户()).toMatchObject({ code: 200 });
    expect(await rolesOf(target)).toEqual([2, fairRole].sort((a, b) => a - b));
    expect(await routes.分配角色()).toMatchObject({ code: 200 });
    expect(await routes['the user dialog, edit']()).toMatchObject({ code: 200 });
    expect(await routes['the user dialog, add']()).toMatchObject({ code: 200 });
    expect(await rolesOf(target)).toEqual([2, fairRole].sort((a, b) => a - b));
  });
});
