import { sql } from 'drizzle-orm';
import * as pgCore from 'drizzle-orm/pg-core';
import type { PgColumnBuilderBase } from 'drizzle-orm/pg-core';
import { c, render } from './code';
import { hasAudit, type Field, type Model } from './model';
import { columnRecipe, type ColumnCall, type ColumnRecipe } from './server';
import { loadDrizzleKit } from './tools';
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

/** `20261127061500` */
export function migrationStamp(now: Date): string {
  const two = (n: number) => String(n).padStart(2, '0');
  return (
    `${now.getUTCFullYear()}${two(now.getUTCMonth() + 1)}${two(now.getUTCDate())}` +
    `${two(now.getUTCHours())}${two(now.getUTCMinutes())}${two(now.getUTCSeconds())}`
  );
}

/** schema.ts's helpers, as the recipes name them (`server.ts`: `columnRecipe`). */
const HELPERS: Record<string, (name: string) => unknown> = {
  id: (name) => pgCore.bigint(name, { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
  ref: (name) => pgCore.bigint(name, { mode: 'number' }),
  time: (name) => pgCore.timestamp(name, { mode: 'string', precision: 0 }),
  flag: (name) => pgCore.char(name, { length: 1 }),
};

/** A call's argument at run time: the default's value, or its SQL. */
function argumentOf(call: ColumnCall, field: Field): unknown {
  const value = call.value;
  if (!value) return undefined;
  if (value.kind === 'sql') return sql.raw(value.value);
  if (value.kind === 'number') return field.kind === 'numeric' ? value.value : Number(value.value);
  return value.value;
}

/** The column at run time, built from the recipe `schema.ts` is written from. */
function runtimeColumn(field: Field, recipe: ColumnRecipe = columnRecipe(field)): PgColumnBuilderBase {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the builders differ in type only
  const builders = pgCore as unknown as Record<string, (...args: unknown[]) => any>;
  let column = recipe.helper
    ? HELPERS[recipe.builder](field.column)
    : recipe.options
      ? builders[recipe.builder](field.column, recipe.options)
      : builders[recipe.builder](field.column);
  for (const call of recipe.calls) {
    const argument = argumentOf(call, field);
    column = argument === undefined ? column[call.method]() : column[call.method](argument);
  }
  return column as PgColumnBuilderBase;
}

/** `schema.ts`'s `audit` helper, at run time. */
const runtimeAudit = () => ({
  createBy: pgCore.varchar('create_by', { length: 64 }).default(''),
  createTime: pgCore.timestamp('create_time', { mode: 'string', precision: 0 }),
  updateBy: pgCore.varchar('update_by', { length: 64 }).default(''),
  updateTime: pgCore.timestamp('update_time', { mode: 'string', precision: 0 }),
});

/** The drizzle table of generated fields, built at run time (the migration is generated from it). */
export function runtimeTable(tableName: string, fields: readonly Field[]) {
  const audit = hasAudit(fields);
  const columns: Record<string, PgColumnBuilderBase> = {};
  for (const field of fields) {
    if (field.audit && audit) continue;
    columns[field.name] = runtimeColumn(field);
  }
  return pgCore.pgTable(tableName, audit ? { ...columns, ...runtimeAudit() } : columns);
}

/** The drizzle tables of the output at run time (the migration is generated from them). */
function runtimeTables(model: Model): Record<string, unknown> {
  const tables: Record<string, unknown> = {
    [model.names.table]: runtimeTable(model.spec.tableName, model.fields),
  };
  if (model.sub) tables[model.sub.table] = runtimeTable(model.sub.spec.tableName, model.sub.fields);
  return tables;
}

/**
 * The sequence PostgreSQL makes for a serial column: `<table>_<column>_seq`, the longer of the
 * two names cut until the whole fits in 63 bytes (its `makeObjectName`).
 */
export function serialSequenceName(table: string, column: string): string {
  let tableChars = table.length;
  let columnChars = column.length;
  const available = 63 - '_seq'.length - 1;
  while (tableChars + columnChars > available) {
    if (tableChars > columnChars) tableChars -= 1;
    else columnChars -= 1;
  }
  return `${table.slice(0, tableChars)}_${column.slice(0, columnChars)}_seq`;
}

/**
 * What the existing table needs for its key to number new rows: a key the database gave no
 * default (an integer without identity or serial: a sequence; a uuid: `gen_random_uuid()`).
 */
function keyStatements(tableName: string, fields: readonly Field[]): string | null {
  const pk = fields.find((field) => field.pk);
  if (!pk) return null;
  if (pk.key === 'sequence') {
    return render('migration/keys.sql', {
      table: tableName,
      column: pk.column,
      sequence: serialSequenceName(tableName, pk.column),
      type: pk.kind,
    });
  }
  if (pk.key === 'uuid' && !/gen_random_uuid/i.test(pk.spec.columnDefault ?? '')) {
    return render('migration/keys.sql', { table: tableName, column: pk.column });
  }
  return null;
}

/** The menu row and its buttons (docs/architecture.md "From a menu to its file"). */
export function menuSql(model: Model): string {
  const { names, spec } = model;
  const en = spec.functionNameEn || names.one;
  const lower = en.toLowerCase();
  return render('migration/menu.sql', {
    functionName: spec.functionName,
    en,
    business: names.business,
    component: `${names.key}/index`,
    permission: names.permission,
    parentMenuId: spec.parentMenuId,
    // within sys_menu: menu_name holds 50 characters, menu_name_en 100
    buttons: [
      { action: 'query', zh: '查询', en: `Query ${lower}` },
      { action: 'add', zh: '新增', en: `Add ${lower}` },
      { action: 'edit', zh: '修改', en: `Edit ${lower}` },
      { action: 'remove', zh: '删除', en: `Delete ${lower}` },
      { action: 'export', zh: '导出', en: `Export ${lower}` },
    ].map((button) => ({
      ...button,
      name: `${spec.functionName.slice(0, 50 - button.zh.length)}${button.zh}`,
      en: button.en.slice(0, 100),
    })),
  });
}

/** What the migration of one generated table adds: its SQL, its snapshot and the journal. */
export interface MigrationFiles {
  sqlPath: string;
  sql: string;
  snapshotPath: string;
  snapshot: string;
  journal: string;
}

const BREAKPOINT = '\n--> statement-breakpoint\n';

/**
 * The migration of the generated table(s): drizzle-kit's own statements from the newest snapshot
 * to that snapshot plus the new tables (the CREATE TABLE made `IF NOT EXISTS`, since the table was
 * imported from the developer's database), what an existing table's key needs, then the menu
 * rows; the new snapshot and journal entry.
 */
export async function migrationFiles(
  model: Model,
  repo: RepoReader,
  now: Date,
  toolsRoot?: string,
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

  const { generateDrizzleJson, generateMigration } = await loadDrizzleKit(toolsRoot);
  const added = generateDrizzleJson(runtimeTables(model), latest.id);
  const next = {
    ...latest,
    id: added.id,
    prevId: latest.id,
    tables: { ...latest.tables, ...added.tables },
    sequences: { ...latest.sequences, ...added.sequences },
  };
  const statements = (await generateMigration(latest, next)).map((statement) =>
    statement
      .trim()
      .replace(/^CREATE TABLE "/, 'CREATE TABLE IF NOT EXISTS "')
      .replace(/^CREATE SEQUENCE "/, 'CREATE SEQUENCE IF NOT EXISTS "'),
  );
  for (const [tableName, fields] of [
    [model.spec.tableName, model.fields],
    ...(model.sub ? [[model.sub.spec.tableName, model.sub.fields] as const] : []),
  ] as const) {
    const keys = keyStatements(tableName, fields);
    if (keys) statements.push(keys.trim());
  }

  const stamp = migrationStamp(now);
  const tag = `${stamp}_${model.spec.tableName.toLowerCase().replace(/[^a-z0-9_]/g, '_')}`;
  if (journal.entries.some((entry) => entry.tag.split('_')[0] === stamp)) {
    throw new GenerateRefusal('exists', `${MIGRATIONS}/${tag}.sql`);
  }
  const header = `-- ${c(model.spec.functionName)}: the table${model.sub ? 's' : ''} of the generated ${model.names.key} (docs/tool/gen-output.md).\n`;
  const sqlText = `${header}${statements.join(BREAKPOINT)}${BREAKPOINT}${menuSql(model)}`;
  journal.entries.push({
    idx: last.idx + 1,
    version: last.version,
    when: now.getTime(),
    tag,
    breakpoints: true,
  });
  return {
    sqlPath: `${MIGRATIONS}/${tag}.sql`,
    sql: sqlText,
    snapshotPath: `${MIGRATIONS}/meta/${stamp}_snapshot.json`,
    snapshot: `${JSON.stringify(next, null, 2)}\n`,
    journal: `${JSON.stringify(journal, null, 2)}\n`,
  };
}
