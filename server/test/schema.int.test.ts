/** @jest-environment ./server/test/native-modules-environment.cjs */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { generateDrizzleJson, generateMigration } from 'drizzle-kit/api';
import { getTableName } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { formatDateTime } from '../src/common/datetime';
import * as schema from '../src/db/schema';
import { loadMigrations, migrate } from '../src/db/migrate';
import { setupTestApp } from './helper';

const t = setupTestApp();

const count = async (table: string) =>
  (
    await t.app.database.withSession((s) => s.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))
  )[0].n;

/**
 * What PostgreSQL says of the tables of one schema: columns (type, length, precision, nullability,
 * default, identity), indexes (with their definitions) and constraints. Defaults of `NULL` count as
 * none: `DEFAULT NULL` in a hand-written migration means what no default means.
 */
async function catalogOf(namespace: string) {
  const rows = (text: string) =>
    t.app.database.withSession((s) => s.query<Record<string, unknown>>(text, [namespace]));
  const columns = await rows(
    `SELECT table_name, column_name, data_type, character_maximum_length AS length,
       datetime_precision AS precision, is_nullable, column_default, is_identity
     FROM information_schema.columns
     WHERE table_schema = $1 AND table_name <> 'schema_migrations' ORDER BY 1, 2`,
  );
  const indexes = await rows(
    `SELECT tablename, indexname, replace(indexdef, ' ' || $1 || '.', ' ') AS definition
     FROM pg_indexes WHERE schemaname = $1 AND tablename <> 'schema_migrations' ORDER BY 1, 2`,
  );
  const constraints = await rows(
    `SELECT c.relname AS table_name, k.conname, k.contype, pg_get_constraintdef(k.oid) AS definition
     FROM pg_constraint k JOIN pg_class c ON c.oid = k.conrelid JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE n.nspname = $1 AND c.relname <> 'schema_migrations' ORDER BY 1, 2`,
  );
  const noNullDefault = (row: Record<string, unknown>) =>
    typeof row.column_default === 'string' && row.column_default.startsWith('NULL::')
      ? { ...row, column_default: null }
      : row;
  return { columns: columns.map(noNullDefault), indexes, constraints };
}

/** Where each identity starts (0001_schema.sql): a new row's id is at least this. */
const IDENTITY_START: Record<string, number> = {
  sys_menu: 2000,
  sys_dept: 200,
  sys_role: 100,
  sys_post: 5,
  sys_dict_type: 100,
  sys_config: 100,
  sys_notice: 10,
  sys_job: 100,
};

describe('migrations', () => {
  it('built exactly the tables schema.ts describes (one definition for migrations and queries)', async () => {
    // the tables as schema.ts alone would create them, in a schema of their own beside `public`
    const statements = await generateMigration(generateDrizzleJson({}), generateDrizzleJson(schema));
    const fromSchema = 'schema_ts_check';
    await t.app.database.withSession(async (s) => {
      await s.exec(`DROP SCHEMA IF EXISTS ${fromSchema} CASCADE; CREATE SCHEMA ${fromSchema}`);
      await s.exec(`BEGIN; SET LOCAL search_path TO ${fromSchema}`);
      try {
        for (const statement of statements) await s.exec(statement);
        await s.exec('COMMIT');
      } catch (error) {
        await s.exec('ROLLBACK');
        throw error;
      }
    });
    try {
      const [migrated, described] = [await catalogOf('public'), await catalogOf(fromSchema)];
      expect(migrated.columns.length).toBeGreaterThan(200);
      expect(migrated.indexes.length).toBeGreaterThanOrEqual(40);
      expect(described).toEqual(migrated);
    } finally {
      await t.app.database.withSession((s) => s.exec(`DROP SCHEMA ${fromSchema} CASCADE`));
    }
  });

  it('created every column the query layer knows', async () => {
    const tables = Object.values(schema) as PgTable[];
    expect(tables.length).toBe(31);
    for (const table of tables) {
      await expect(t.app.db.select().from(table).limit(0)).resolves.toEqual([]);
    }
    const names = tables.map((table) => getTableName(table));
    expect(names).toEqual(
      expect.arrayContaining(['sys_notice_read', 'gen_table_column', 'mkt_news', 'mkt_job', 'mkt_lead']),
    );
  });

  it('ran once and refuse an edited migration', async () => {
    expect(await migrate(t.app.database)).toEqual([]);
    const [first, ...rest] = loadMigrations();
    await expect(
      migrate(t.app.database, [
        { ...first, sql: `${first.sql}\n-- edited`, checksum: 'x'.repeat(64) },
        ...rest,
      ]),
    ).rejects.toThrow(/0001_schema was changed after it was applied/);
  });

  it('refuses, before applying anything, a database with a migration this code does not have', async () => {
    const all = loadMigrations();
    const tag = (m: { version: string; name: string }) => `${m.version}_${m.name}`;
    const [newest, previous] = [all[all.length - 1], all[all.length - 2]];
    // a newer server migrated this database
    await expect(migrate(t.app.database, all.slice(0, -1))).rejects.toThrow(
      `The database is at migration ${tag(newest)} but this server only knows up to ${tag(previous)}: ` +
        'deploy the newer server or restore the database.',
    );
    // a server of another branch lacks one in the middle; its own new migration is not applied
    const own = {
      ...newest,
      version: '29991231235959',
      name: 'own_table',
      sql: 'CREATE TABLE own_table (id int);',
    };
    await expect(migrate(t.app.database, [...all.filter((m) => m !== all[2]), own])).rejects.toThrow(
      `The database has migration ${tag(all[2])} that this server (which knows up to 29991231235959_own_table) ` +
        'does not have: deploy the server that applied it or restore the database.',
    );
    const [{ n }] = await t.app.database.withSession((s) =>
      s.query<{ n: number }>("SELECT count(*)::int AS n FROM pg_tables WHERE tablename = 'own_table'"),
    );
    expect(n).toBe(0);
    expect(await migrate(t.app.database)).toEqual([]);
  });

  it('counts statements, not comments: a corrected comment is taken, a record of the whole text too', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dis-migrations-'));
    const checksumOf = (sql: string) => {
      fs.writeFileSync(path.join(dir, '0001_a.sql'), sql);
      return loadMigrations(dir)[0].checksum;
    };
    try {
      expect(checksumOf('-- one comment\nSELECT 1;\n')).toBe(checksumOf('-- another\n\nSELECT 1;\n'));
      expect(checksumOf('SELECT 1;\n')).not.toBe(checksumOf('SELECT 2;\n'));
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
    // a database that recorded the whole text's checksum starts, and its record is brought up to date
    const [first] = loadMigrations();
    const wholeText = crypto.createHash('sha256').update(first.sql).digest('hex');
    const recorded = () =>
      t.app.database.withSession((s) =>
        s.query<{ checksum: string }>('SELECT checksum FROM schema_migrations WHERE version = $1', [
          first.version,
        ]),
      );
    await t.app.database.withSession((s) =>
      s.query('UPDATE schema_migrations SET checksum = $1 WHERE version = $2', [wholeText, first.version]),
    );
    expect(await migrate(t.app.database)).toEqual([]);
    expect((await recorded())[0].checksum).toBe(first.checksum);
  });

  it('seeded the RuoYi data plus the website section', async () => {
    // the vendor seed (20261127085942) drops RuoYi's 若依官网 link and adds two offices
    // …the security review (20261207045623) adds the two logs' 日志校验 buttons; the sales section
    // (docs/sales/README.md): its directory and overview, 线索, 销售看板 and 工作日历 with 10 buttons;
    // the 销售 role's 8 menus and the 销售主管's 15; 销售部; two roles; four dictionaries of 21 entries;
    // two settings; the overdue sweep; then 线索's 新增 button (20261207083115), held by both roles,
    // and 手工录入 among the leads' sources
    expect(await count('sys_menu')).toBe(85 + 4 + 14 - 1 + 2 + 15 + 1);
    expect(await count('sys_role_menu')).toBe(85 + 4 + 14 - 1 + 8 + 15 + 2);
    expect(await count('sys_dept')).toBe(10 + 2 + 1);
    expect(await count('sys_user')).toBe(2);
    expect(await count('sys_role')).toBe(2 + 2);
    expect(await count('sys_post')).toBe(4);
    expect(await count('sys_dict_type')).toBe(13 + 3 + 4);
    expect(await count('sys_dict_data')).toBe(37 + 6 + 21 + 1);
    // 0005: the navbar's source and documentation links; 20261127121838: export, two-factor, watermark;
    // 20261207045623: the logs' retention period; the sales desk's two settings
    expect(await count('sys_config')).toBe(9 + 2 + 5 + 1 + 2);
    expect(await count('sys_notice')).toBe(3);
    expect(await count('sys_job')).toBe(3 + 1);
    // 0003: the first news (7 in Chinese and 6 in English, one draft each) and job postings (6 + 4, one closed);
    // 0004: 11 more news in Chinese and 12 in English
    expect(await count('mkt_news')).toBe(13 + 23);
    expect(await count('mkt_job')).toBe(10);
    for (const empty of [
      'sys_logininfor',
      'sys_oper_log',
      'sys_job_log',
      'gen_table',
      'gen_table_column',
      'mkt_lead',
      'sales_follow_up',
      'sys_notice_user',
    ]) {
      expect([empty, await count(empty)]).toEqual([empty, 0]);
    }
    const jobs = await t.app.database.withSession((s) =>
      s.query<{ invoke_target: string }>('SELECT invoke_target FROM sys_job ORDER BY job_id'),
    );
    expect(jobs.map((j) => j.invoke_target)).toEqual([
      'ryTask.ryNoParams',
      "ryTask.ryParams('ry')",
      "ryTask.ryMultipleParams('ry', true, 2000L, 316.50D, 100)",
      'salesTask.remindOverdue',
    ]);
    const untranslated = await t.app.database.withSession((s) =>
      s.query<{ n: number }>(
        "SELECT (SELECT count(*) FROM sys_menu WHERE menu_name_en = '') + (SELECT count(*) FROM sys_dict_data WHERE dict_label_en = '') + (SELECT count(*) FROM sys_dict_type WHERE dict_name_en = '') + (SELECT count(*) FROM sys_config WHERE config_name_en = '') AS n",
      ),
    );
    expect(Number(untranslated[0].n)).toBe(0);
  });

  it('continues the ids after the seed', async () => {
    // the identity starts above the rows seeded with their own ids; rows a later migration seeds
    // through the identity (the sales desk's menus, roles, settings…) take the first ones, and a
    // new row follows every row there is
    const next = async (table: string, column: string, values: string) => {
      const query = (text: string) =>
        t.app.database.withSession((s) => s.query<Record<string, unknown>>(text));
      const [{ top }] = await query(`SELECT coalesce(max(${column}), 0) AS top FROM ${table}`);
      const id = Number((await query(`INSERT INTO ${table} ${values} RETURNING ${column}`))[0][column]);
      return id > Number(top) ? Math.min(id, IDENTITY_START[table] ?? id) : -id;
    };
    expect(await next('sys_menu', 'menu_id', "(menu_name, menu_type) VALUES ('x', 'F')")).toBe(2000);
    expect(await next('sys_dept', 'dept_id', "(dept_name) VALUES ('x')")).toBe(200);
    expect(
      await next('sys_role', 'role_id', "(role_name, role_key, role_sort, status) VALUES ('x', 'x', 1, '0')"),
    ).toBe(100);
    expect(
      await next(
        'sys_post',
        'post_id',
        "(post_code, post_name, post_sort, status) VALUES ('x', 'x', 9, '0')",
      ),
    ).toBe(5);
    expect(await next('sys_dict_type', 'dict_id', "(dict_name, dict_type) VALUES ('x', 'x_type')")).toBe(100);
    expect(await next('sys_config', 'config_id', "(config_name, config_key) VALUES ('x', 'x.key')")).toBe(
      100,
    );
    expect(await next('sys_notice', 'notice_id', "(notice_title, notice_type) VALUES ('x', '1')")).toBe(10);
    expect(await next('sys_job', 'job_id', "(invoke_target) VALUES ('x')")).toBe(100);
  });

  it('keeps wall-clock timestamps in the server time zone', async () => {
    const minute = () => formatDateTime().slice(0, 16);
    const before = minute();
    const [row] = await t.app.database.withSession((s) =>
      s.query<{ now: string; zone: string }>(
        "SELECT to_char(LOCALTIMESTAMP, 'YYYY-MM-DD HH24:MI') AS now, current_setting('TimeZone') AS zone",
      ),
    );
    const after = minute();
    expect(row.zone).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
    expect([before, after]).toContain(row.now);
  });

  it('has statistics for the planner on the embedded database too (PGlite runs no autovacuum)', async () => {
    const analysed = async () => {
      const [row] = await t.app.database.withSession((s) =>
        s.query<{ n: number }>("SELECT count(*)::int AS n FROM pg_stats WHERE tablename = 'sys_menu'"),
      );
      return row.n;
    };
    // on PGlite the server analyses once it is ready, without waiting; PostgreSQL's autovacuum
    // takes its own time, so there the test only reads
    if (t.app.database.kind !== 'pglite') return void (await analysed());
    const until = Date.now() + 10_000;
    while ((await analysed()) === 0 && Date.now() < until) await new Promise((r) => setTimeout(r, 100));
    expect(await analysed()).toBeGreaterThan(0);
  });
});
