/** @jest-environment ./server/test/native-modules-environment.cjs */
// db-kinds: postgres (it runs nothing whose behaviour depends on the kind: docs/stack.md "Two database kinds")
import { eq } from 'drizzle-orm';
import type { DatabaseHandle } from '../../src/db/connection';
import { loadMigrations, migrate } from '../../src/db/migrate';
import { sysRole } from '../../src/db/schema';
import { insertUsers } from '../fixtures';
import { setupTestApp, START_TIMEOUT } from '../helper';

/**
 * Role keys (docs/security.md "Role keys"): one pattern — letters, digits, `_`, `-`, `:` — on the
 * wire and in the server, `admin` for role 1 alone, and rights that never split a key. The review
 * made a role `x,admin`: loading rights split it on the comma, its holders counted as `admin`, and
 * 创建表 (the super administrator's alone) ran for them.
 */

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** the migration that repairs an installation already holding such keys */
const REPAIR = loadMigrations().find((migration) => migration.name === 'security_review');

describe('11. role keys follow one pattern, admin is role 1’s, and rights never split a key', () => {
  const t = setupTestApp();
  const call = async (token: string, method: Method, url: string, payload?: object, lang = 'zh-cn') =>
    (await t.request({ method, url, payload, token, headers: { 'accept-language': lang } })).json();
  let admin: string;
  beforeAll(async () => {
    admin = await t.login('admin');
  }, START_TIMEOUT);

  it('refuses a key with a comma, a space or another sign, on add and on edit; nothing is written', async () => {
    for (const roleKey of ['x,admin', 'x admin', 'a;b', 'x,', ' admin'])
      expect(
        await call(admin, 'POST', '/system/role', {
          roleName: `r-${roleKey}`,
          roleKey,
          roleSort: 5,
          menuIds: [1],
        }),
      ).toEqual({ code: 500, msg: '权限字符只能包含字母、数字、下划线、连字符和冒号' });
    expect(
      (await call(admin, 'POST', '/system/role', { roleName: 'r', roleKey: 'x,admin', roleSort: 5 }, 'en'))
        .msg,
    ).toBe('A role key may hold only letters, digits, underscores, hyphens and colons');
    expect(await t.app.db.select().from(sysRole).where(eq(sysRole.roleKey, 'x,admin'))).toEqual([]);
    const [common] = await t.app.db.select().from(sysRole).where(eq(sysRole.roleId, 2));
    expect(
      await call(admin, 'PUT', '/system/role', {
        roleId: 2,
        roleName: common.roleName,
        roleKey: 'common,admin',
        roleSort: common.roleSort,
      }),
    ).toEqual({ code: 500, msg: '权限字符只能包含字母、数字、下划线、连字符和冒号' });
    // the pattern's own signs pass
    expect(
      await call(admin, 'POST', '/system/role', {
        roleName: '审计',
        roleKey: 'audit:read-only_2',
        roleSort: 5,
      }),
    ).toMatchObject({ code: 200 });
  });

  it('keeps the key admin for role 1', async () => {
    const refused = { code: 500, msg: '权限字符admin只属于超级管理员角色' };
    expect(
      await call(admin, 'POST', '/system/role', { roleName: '第二管理员', roleKey: 'admin', roleSort: 5 }),
    ).toEqual(refused);
    const [common] = await t.app.db.select().from(sysRole).where(eq(sysRole.roleId, 2));
    expect(
      await call(admin, 'PUT', '/system/role', {
        roleId: 2,
        roleName: common.roleName,
        roleKey: 'ADMIN',
        roleSort: common.roleSort,
      }),
    ).toEqual(refused);
    expect((await t.app.db.select().from(sysRole).where(eq(sysRole.roleId, 2)))[0].roleKey).toBe('common');
  });

  it('never splits a stored key: the holder of “x,admin” is not admin and may not create tables', async () => {
    // a key written before the rule (the repair migration below mends it on an upgrade)
    const [{ roleId }] = await t.app.db
      .insert(sysRole)
      .values({ roleName: '伪管理员', roleKey: 'x,admin', roleSort: 9, dataScope: '5', status: '0' })
      .returning({ roleId: sysRole.roleId });
    await insertUsers(t.app, [{ userName: 'pretender', roleIds: [roleId] }]);
    const token = await t.login('pretender');
    const info = await call(token, 'GET', '/getInfo');
    expect(info.roles).toEqual(['x,admin']);
    expect(info.roles).not.toContain('admin');
    expect(
      await call(
        token,
        'POST',
        `/tool/gen/createTable?sql=${encodeURIComponent('CREATE TABLE biz_pwn (id bigint PRIMARY KEY)')}`,
      ),
    ).toMatchObject({ code: 403, msg: '只有超级管理员可以创建表' });
  });
});

describe('11. an installation already holding such keys is repaired by a migration', () => {
  const t = setupTestApp(
    {},
    {
      prepare: async (database: DatabaseHandle) => {
        expect(REPAIR).toBeDefined();
        await migrate(
          database,
          loadMigrations().filter((migration) => migration.version < REPAIR!.version),
        );
        await database.withSession(async (session) => {
          await session.exec(
            'INSERT INTO sys_role (role_id, role_name, role_key, role_sort, data_scope, status) VALUES ' +
              "(301, '逗号', 'x,admin', 9, '5', '0'), (302, '空格', 'ops team', 9, '5', '0'), " +
              "(303, '冒充', 'admin', 9, '5', '0'), (304, '撞名', 'x_admin', 9, '5', '0')",
          );
        });
      },
    },
  );

  it('rewrites every key outside the pattern and every second admin, keeping keys unique', async () => {
    const keys = Object.fromEntries(
      (await t.app.db.select({ roleId: sysRole.roleId, roleKey: sysRole.roleKey }).from(sysRole)).map(
        (row) => [row.roleId, row.roleKey],
      ),
    );
    expect(keys[1]).toBe('admin');
    expect(keys[2]).toBe('common');
    expect(keys[301]).toBe('x_admin_301');
    expect(keys[302]).toBe('ops_team');
    expect(keys[303]).toBe('admin_303');
    expect(keys[304]).toBe('x_admin');
    for (const key of Object.values(keys)) expect(key).toMatch(/^[A-Za-z0-9_:-]+$/);
    expect(Object.values(keys).filter((key) => key === 'admin')).toHaveLength(1);
  });
});
