import {
  bigint,
  boolean,
  char,
  date,
  doublePrecision,
  integer,
  numeric,
  pgTable,
  real,
  smallint,
  text,
  timestamp,
  varchar,
  type PgColumnBuilderBase,
} from 'drizzle-orm/pg-core';
import { hasAudit, type Field, type Model } from './model';
import { migrationStamp } from './names';
import type { RepoReader } from './types';
import { GenerateRefusal } from './types';

export const MIGRATIONS = 'server/src/db/migrations';
export const JOURNAL = `${MIGRATIONS}/meta/_journal.json`;

interface JournalEntry {
  idx: number;
  version: string;
  when: number;
  tag: string;
  breakpoints: boolean;
}
interface Journal {
  version: string;
  dialect: string;
  entries: JournalEntry[];
}

/** The column at run time, exactly as `columnCode` writes it into `schema.ts`. */
function runtimeColumn(field: Field): PgColumnBuilderBase {
  const name = field.column;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the builders differ in type only
  let column: any;
  switch (field.kind) {
    case 'bigint':
      column = bigint(name, { mode: 'number' });
      break;
    case 'timestamp':
      column = timestamp(name, { mode: 'string', precision: (field.precision ?? 0) as 0 });
      break;
    case 'char':
      column = char(name, { length: field.length ?? 1 });
      break;
    case 'varchar':
      column = field.length ? varchar(name, { length: field.length }) : varchar(name);
      break;
    case 'numeric':
      column =
        field.precision === undefined
          ? numeric(name)
          : numeric(name, { precision: field.precision, scale: field.scale ?? 0 });
      break;
    case 'date':
      column = date(name, { mode: 'string' });
      break;
    case 'text':
      column = text(name);
      break;
    case 'integer':
      column = integer(name);
      break;
    case 'smallint':
      column = smallint(name);
      break;
    case 'doublePrecision':
      column = doublePrecision(name);
      break;
    case 'real':
      column = real(name);
      break;
    case 'boolean':
      column = boolean(name);
      break;
  }
  if (field.pk) {
    column = column.primaryKey();
    if (field.identity) column = column.generatedByDefaultAsIdentity();
  } else if (field.notNull) column = column.notNull();
  return column as PgColumnBuilderBase;
}

/** `schema.ts`'s `audit` helper, at run time. */
const runtimeAudit = () => ({
  createBy: varchar('create_by', { length: 64 }).default(''),
  createTime: timestamp('create_time', { mode: 'string', precision: 0 }),
  updateBy: varchar('update_by', { length: 64 }).default(''),
  updateTime: timestamp('update_time', { mode: 'string', precision: 0 }),
});

/** The drizzle table of generated fields, built at run time (the migration is generated from it). */
export function runtimeTable(tableName: string, fields: readonly Field[]) {
  const audit = hasAudit(fields);
  const columns: Record<string, PgColumnBuilderBase> = {};
  for (const field of fields) {
    if (field.audit && audit) continue;
    columns[field.name] = runtimeColumn(field);
  }
  return pgTable(tableName, audit ? { ...columns, ...runtimeAudit() } : columns);
}

const sqlText = (value: string) => `'${value.replace(/'/g, "''")}'`;

/** The menu row and its buttons (docs/architecture.md "From a menu to its file"). */
export function menuSql(model: Model): string {
  const { names, spec } = model;
  const en = spec.functionNameEn || names.one;
  const columns =
    'menu_name, menu_name_en, parent_id, order_num, path, component, query, route_name, is_frame, is_cache, menu_type, visible, status, perms, icon, create_by, create_time, remark';
  const component = `${names.key}/index`;
  const parent = `(SELECT max(menu_id) FROM sys_menu WHERE component = ${sqlText(component)} AND menu_type = 'C')`;
  const buttons: Array<[string, string, string]> = [
    ['query', '查询', `Query ${en.toLowerCase()}`],
    ['add', '新增', `Add ${en.toLowerCase()}`],
    ['edit', '修改', `Edit ${en.toLowerCase()}`],
    ['remove', '删除', `Delete ${en.toLowerCase()}`],
    ['export', '导出', `Export ${en.toLowerCase()}`],
  ];
  const buttonRows = buttons.map(
    ([action, zh, label], at) =>
      `  (${sqlText(`${spec.functionName}${zh}`)}, ${sqlText(label)}, ${parent}, ${at + 1}, '', '', '', '', '1', '0', 'F', '0', '0', ${sqlText(`${names.permission}:${action}`)}, '#', 'admin', LOCALTIMESTAMP(0), '')`,
  );
  return `-- The menu of ${spec.functionName} (${component}) under menu ${spec.parentMenuId}, and its buttons; the ids come
-- from sys_menu's identity, which starts above every seeded menu.
INSERT INTO sys_menu (${columns}) VALUES
  (${sqlText(spec.functionName)}, ${sqlText(en)}, ${spec.parentMenuId}, 1, ${sqlText(names.business)}, ${sqlText(component)}, '', '', '1', '0', 'C', '0', '0', ${sqlText(`${names.permission}:list`)}, '#', 'admin', LOCALTIMESTAMP(0), ${sqlText(`${spec.functionName}菜单`)});
--> statement-breakpoint
INSERT INTO sys_menu (${columns}) VALUES
${buttonRows.join(',\n')};
`;
}

/** What the migration of one generated table adds: its SQL, its snapshot and the journal. */
export interface MigrationFiles {
  sqlPath: string;
  sql: string;
  snapshotPath: string;
  snapshot: string;
  journal: string;
}

/**
 * The migration of the generated table(s): drizzle-kit's own statements from the newest snapshot
 * to that snapshot plus the new tables (the CREATE TABLE made `IF NOT EXISTS`, since the table was
 * imported from the developer's database), then the menu rows; the new snapshot and journal entry.
 */
export async function migrationFiles(
  model: Model,
  tables: Record<string, unknown>,
  repo: RepoReader,
  now: Date,
): Promise<MigrationFiles> {
  const journalText = await repo(JOURNAL);
  if (journalText === null) throw new GenerateRefusal('anchor', JOURNAL);
  const journal = JSON.parse(journalText) as Journal;
  const last = journal.entries[journal.entries.length - 1];
  if (!last) throw new GenerateRefusal('anchor', JOURNAL);
  const lastSnapshotPath = `${MIGRATIONS}/meta/${last.tag.split('_')[0]}_snapshot.json`;
  const lastSnapshotText = await repo(lastSnapshotPath);
  if (lastSnapshotText === null) throw new GenerateRefusal('anchor', lastSnapshotPath);
  const latest = JSON.parse(lastSnapshotText);

  const { generateDrizzleJson, generateMigration } = await import('drizzle-kit/api');
  const added = generateDrizzleJson(tables, latest.id);
  const next = { ...latest, id: added.id, prevId: latest.id, tables: { ...latest.tables, ...added.tables } };
  const statements = (await generateMigration(latest, next)).map((statement) =>
    statement.trim().replace(/^CREATE TABLE "/, 'CREATE TABLE IF NOT EXISTS "'),
  );

  const stamp = migrationStamp(now);
  const tag = `${stamp}_${model.spec.tableName.toLowerCase().replace(/[^a-z0-9_]/g, '_')}`;
  if (journal.entries.some((entry) => entry.tag.split('_')[0] === stamp)) {
    throw new GenerateRefusal('exists', `${MIGRATIONS}/${tag}.sql`);
  }
  const header = `-- ${model.spec.functionName}: the table${model.sub ? 's' : ''} of the generated ${model.names.key} (docs/tool/gen-output.md).\n`;
  const sql = `${header}${statements.join('\n--> statement-breakpoint\n')}\n--> statement-breakpoint\n${menuSql(model)}`;
  journal.entries.push({
    idx: last.idx + 1,
    version: last.version,
    when: now.getTime(),
    tag,
    breakpoints: true,
  });
  return {
    sqlPath: `${MIGRATIONS}/${tag}.sql`,
    sql,
    snapshotPath: `${MIGRATIONS}/meta/${stamp}_snapshot.json`,
    snapshot: `${JSON.stringify(next, null, 2)}\n`,
    journal: `${JSON.stringify(journal, null, 2)}\n`,
  };
}
