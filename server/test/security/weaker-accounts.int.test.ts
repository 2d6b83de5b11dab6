/** @jest-environment ./server/test/native-modules-environment.cjs */
// db-kinds: postgres (it runs nothing whose behaviour depends on the kind: docs/stack.md "Two database kinds")
import bcrypt from 'bcryptjs';
import { eq } from 'drizzle-orm';
import { sysMenu, sysRole, sysUser, sysUserRole, sysUserTotp } from '../../src/db/schema';
import { insertUsers } from '../fixtures';
import { setupTestApp, START_TIMEOUT } from '../helper';

/**
 * The take-over of the security review (docs/security.md "Nobody acts on a stronger account"): `ry`
 * reset the password of a user in its data scope who holds every menu and scope 全部, then signed
 * in as that user. A caller acts on an account only when that account's rights lie within its own.
 */
const t = setupTestApp();

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = async (token: string, method: Method, url: string, payload?: object, lang = 'zh-cn') =>
  (await t.request({ method, url, payload, token, headers: { 'accept-language': lang } })).json();
const userRow = async (userId: number) =>
  (await t.app.db.select().from(sysUser).where(eq(sysUser.userId, userId)))[0];
const rolesOf = async (userId: number) =>
  (await t.app.db.select().from(sysUserRole).where(eq(sysUserRole.userId, userId))).map((row) => row.roleId);

let admin: string;
let ry: string;
/** every menu, scope 全部: what the review's victim held */
let everything: number;
let boss: number;

beforeAll(async () => {
  admin = await t.login('admin');
  ry = await t.login('ry');
  const menuIds = (await t.app.db.select({ menuId: sysMenu.menuId }).from(sysMenu)).map((row) => row.menuId);
  expect(
    (await call(admin, 'POST', '/system/role', { roleName: '总监', roleKey: 'chief', roleSort: 3, menuIds }))
      .code,
  ).toBe(200);
  [{ roleId: everything }] = await t.app.db
    .select({ roleId: sysRole.roleId })
    .from(sysRole)
    .where(eq(sysRole.roleKey, 'chief'));
  await t.app.db.update(sysRole).set({ dataScope: '1' }).where(eq(sysRole.roleId, everything));
  [boss] = await insertUsers(t.app, [{ userName: 'boss', deptId: 105, roleIds: [everything] }]);
}, START_TIMEOUT);

describe('9. a caller acts only on accounts whose rights lie within its own', () => {
  it('refuses ry resetting the password of a user holding more; that user keeps its password', async () => {
    const before = await userRow(boss);
    const refused = { code: 500, msg: '不能操作权限超出自己的用户：boss' };
    expect(await call(ry, 'PUT', '/system/user/resetPwd', { userId: boss, password: 'taken123' })).toEqual(
      refused,
    );
    expect(
      (await call(ry, 'PUT', '/system/user/resetPwd', { userId: boss, password: 'taken123' }, 'en')).msg,
    ).toBe('You cannot act on a user whose rights exceed your own: boss');
    expect((await userRow(boss)).password).toBe(before.password);
    expect(await bcrypt.compare('admin123', (await userRow(boss)).password ?? '')).toBe(true);
    await expect(t.login('boss', 'taken123')).rejects.toThrow('用户不存在/密码错误');
  });

  it('refuses resetting its two-factor sign-in, its status, an edit, a delete and its roles', async () => {
    await t.app.db.insert(sysUserTotp).values({ userId: boss, secret: 'v1:x:y:z', enabled: '1' });
    const refused = { code: 500, msg: '不能操作权限超出自己的用户：boss' };
    expect(await call(ry, 'PUT', '/system/user/resetTotp', { userId: boss })).toEqual(refused);
    expect(await call(ry, 'PUT', '/system/user/changeStatus', { userId: boss, status: '1' })).toEqual(
      refused,
    );
    expect(
      await call(ry, 'PUT', '/system/user', {
        userId: boss,
        nickName: 'owned',
        deptId: 105,
        roleIds: [everything],
        postIds: [],
      }),
    ).toEqual(refused);
    expect(await call(ry, 'DELETE', `/system/user/${boss}`)).toEqual(refused);
    expect(await call(ry, 'PUT', `/system/user/authRole?userId=${boss}&roleIds=2`)).toEqual(refused);
    const row = await userRow(boss);
    expect(row).toMatchObject({ status: '0', delFlag: '0', nickName: 'boss' });
    expect(await rolesOf(boss)).toEqual([everything]);
    expect(await t.app.db.select().from(sysUserTotp).where(eq(sysUserTotp.userId, boss))).toHaveLength(1);
  });

  it('still lets ry reset the password of a user holding what ry holds, or less', async () => {
    const [equal, weaker] = await insertUsers(t.app, [
      { userName: 'peer', deptId: 105, roleIds: [2] },
      { userName: 'junior', deptId: 105, roleIds: [] },
    ]);
    for (const userId of [equal, weaker])
      expect(await call(ry, 'PUT', '/system/user/resetPwd', { userId, password: 'fresh123' })).toMatchObject({
        code: 200,
      });
    expect(await t.login('peer', 'fresh123')).toBeTruthy();
    expect(await t.login('junior', 'fresh123')).toBeTruthy();
  });

  it('lets the super administrator act on anyone but user 1, and only user 1 on user 1', async () => {
    expect(
      await call(admin, 'PUT', '/system/user/resetPwd', { userId: boss, password: 'boss1234' }),
    ).toMatchObject({ code: 200 });
    // ry given the same rights as boss still cannot touch user 1
    await t.app.db.insert(sysUserRole).values({ userId: 2, roleId: everything });
    try {
      ry = await t.login('ry');
      expect(await call(ry, 'PUT', '/system/user/resetPwd', { userId: 1, password: 'taken123' })).toEqual({
        code: 500,
        msg: '不允许操作超级管理员用户',
      });
      // and now holds as much as boss: an equal
      expect(await call(ry, 'PUT', '/system/user/changeStatus', { userId: boss, status: '0' })).toMatchObject(
        {
          code: 200,
        },
      );
    } finally {
      await t.app.db.delete(sysUserRole).where(eq(sysUserRole.roleId, everything));
      await t.app.db.insert(sysUserRole).values({ userId: boss, roleId: everything });
    }
  });
});
