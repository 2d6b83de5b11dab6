import fs from 'node:fs';
import path from 'node:path';
import { generateDrizzleJson, generateMigration } from 'drizzle-kit/api';
import { bigint, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { MIGRATIONS_DIR } from './migrate';
import * as schema from './schema';

/** drizzle-kit's record of the schema as the newest migration left it. */
function latestSnapshot(): Parameters<typeof generateMigration>[0] {
  const meta = path.join(MIGRATIONS_DIR, 'meta');
  const files = fs
    .readdirSync(meta)
    .filter((file) => file.endsWith('_snapshot.json'))
    .sort();
  return JSON.parse(fs.readFileSync(path.join(meta, files[files.length - 1]), 'utf8'));
}

/** The statements a migration would need to bring the last snapshot to these tables. */
async function pendingStatements(tables: Record<string, unknown>): Promise<string[]> {
  const latest = latestSnapshot();
  return generateMigration(latest, generateDrizzleJson(tables, latest.id));
}

describe('the table schema and the migrations', () => {
  it('agree: every change to schema.ts has its generated migration (npm run db:generate -w @dis/server)', async () => {
    expect(await pendingStatements(schema)).toEqual([]);
  });

  it('notice a table or a column that has no migration yet', async () => {
    const probe = pgTable('sys_probe', { name: varchar('name', { length: 10 }) });
    // sys_notice_read with one column more
    const sysNoticeRead = pgTable('sys_notice_read', {
      readId: bigint('read_id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
      noticeId: bigint('notice_id', { mode: 'number' }).notNull(),
      userId: bigint('user_id', { mode: 'number' }).notNull(),
      readTime: timestamp('read_time', { mode: 'string', precision: 0 }).notNull(),
      readVia: varchar('read_via', { length: 20 }),
    });
    const statements = (await pendingStatements({ ...schema, sysNoticeRead, probe })).join('\n');
    expect(statements).toContain('CREATE TABLE "sys_probe"');
    expect(statements).toContain('ALTER TABLE "sys_notice_read" ADD COLUMN "read_via" varchar(20)');
  });
});
