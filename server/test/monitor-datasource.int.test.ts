/** @jest-environment ./server/test/native-modules-environment.cjs */
import { insertEmptyRole, insertUsers } from './fixtures';
import { START_TIMEOUT, setupTestApp } from './helper';

/** 数据监控: `/monitor/druid` (docs/monitor/datasource.md) */
const t = setupTestApp();

let admin: string;
let outsider: string;

beforeAll(async () => {
  await insertUsers(t.app, [{ userName: 'outsider', roleIds: [await insertEmptyRole(t.app, 'visitor')] }]);
  [admin, outsider] = await Promise.all([t.login('admin'), t.login('outsider')]);
}, START_TIMEOUT);

const call = async (method: 'GET' | 'DELETE', url: string, token: string) =>
  (await t.request({ method, url, token })).json();

interface Statement {
  sql: string;
  count: number;
  maxMs: number;
  avgMs: number;
  errors: number;
}

describe('GET /monitor/druid', () => {
  it('refuses a caller without monitor:druid:list, and the reset too', async () => {
    const refused = { code: 403, msg: '没有权限，请联系管理员授权' };
    expect(await call('GET', '/monitor/druid', outsider)).toEqual(refused);
    expect(await call('DELETE', '/monitor/druid/statements', outsider)).toEqual(refused);
  });

  it('describes the real database: kind, version, size, the pool and the largest tables', async () => {
    const { code, data } = await call('GET', '/monitor/druid', admin);
    expect(code).toBe(200);
    expect(data.database.kind).toBe(t.app.database.kind);
    expect(data.database.version).toMatch(/^PostgreSQL \d+/);
    expect(data.database.bytes).toBeGreaterThan(1_000_000);
    expect(data.database.size).toMatch(/\d+ (kB|MB|GB)/);
    if (t.app.database.kind === 'postgres') {
      expect(data.database.connections).toBeGreaterThanOrEqual(1);
      expect(data.pool.max).toBe(10);
    } else {
      expect(data.database.connections).toBeNull();
      expect(data.pool).toEqual({ max: 1, total: 1, idle: 1, waiting: 0 });
    }
    expect(data.tables).toHaveLength(10);
    const names = data.tables.map((table: { name: string }) => table.name);
    expect(names).toContain('sys_menu');
    const menus = data.tables.find((table: { name: string }) => table.name === 'sys_menu');
    expect(menus.rows).toBeGreaterThan(50);
    const bytes = data.tables.map((table: { bytes: number }) => table.bytes);
    expect(bytes).toEqual([...bytes].sort((a, b) => b - a));
  });

  it('counts the statements a request ran, the failed ones too, and forgets them on reset', async () => {
    for (let i = 0; i < 3; i += 1) await call('GET', '/system/post/list?postCode=ceo', admin);
    await expect(t.app.db.execute('SELECT no_such_column FROM sys_post')).rejects.toThrow();
    const { data } = await call('GET', '/monitor/druid', admin);
    const posts = (data.statements.frequent as Statement[]).concat(data.statements.slowest as Statement[]);
    const postList = posts.find((entry) => /from "sys_post"/i.test(entry.sql) && /like/i.test(entry.sql));
    expect(postList).toBeDefined();
    expect(postList!.count).toBeGreaterThanOrEqual(3);
    expect(postList!.maxMs).toBeGreaterThanOrEqual(postList!.avgMs);
    expect(data.statements.tracked).toBeGreaterThan(3);
    // a statement the database refused is counted as failed (it is seldom among the top ten)
    const failed = t.app.database.statements
      .top('count', 500)
      .find((entry) => entry.sql.includes('no_such_column'));
    expect(failed).toMatchObject({ count: 1, errors: 1 });

    expect(await call('DELETE', '/monitor/druid/statements', admin)).toEqual({ code: 200, msg: '操作成功' });
    const after = (await call('GET', '/monitor/druid', admin)).data;
    const all = (after.statements.frequent as Statement[]).map((entry) => entry.sql);
    expect(all.some((sql) => /from "sys_post"/i.test(sql) && /like/i.test(sql))).toBe(false);
  });
});
