import { asc, eq, getTableName, inArray, is, sql, type SQL } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../../db/connection';
import * as schema from '../../../db/schema';
import { genTable, genTableColumn } from '../../../db/schema';
import { likeContains } from '../../../common/paging';

/** The queries of the code generator: the database catalog and `gen_table` / `gen_table_column`. */

/** A database or a transaction: what every query here needs. */
export type Db = Pick<Database, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

export type GenTableRow = typeof genTable.$inferSelect;
export type GenColumnRow = typeof genTableColumn.$inferSelect;
export type GenTableValues = Omit<typeof genTable.$inferInsert, 'tableId'>;
export type GenColumnValues = Omit<typeof genTableColumn.$inferInsert, 'columnId' | 'tableId'>;

/** The migrations record (db/migrate.ts): a table of the system that the schema does not declare. */
const MIGRATIONS_TABLE = 'schema_migrations';

/**
 * Every table the server's own schema defines, plus the migrations record: never listed, never
 * imported (docs/tool/gen.md "Import").
 */
export const OWN_TABLES: ReadonlySet<string> = new Set([
  ...Object.values(schema)
    .filter((value) => is(value, PgTable))
    .map((table) => getTableName(table as PgTable)),
  MIGRATIONS_TABLE,
]);

/** Rows of a raw catalog query, on PGlite and node-postgres alike (both answer `{rows}`). */
async function rowsOf<R>(db: Pick<Database, 'execute'>, query: SQL): Promise<R[]> {
  const result = (await db.execute(query)) as unknown as { rows: R[] };
  return result.rows;
}

const ownList = () =>
  sql.join(
    [...OWN_TABLES].map((name) => sql`${name}`),
    sql`, `,
  );

/** The WHERE of the catalog's tables that can be imported: plain tables of `public`, not ours, not imported. */
function importableTables(filter: { tableName?: string; tableComment?: string }): SQL {
  const conditions: SQL[] = [
    sql`c.relkind IN ('r', 'p')`,
    sql`n.nspname = 'public'`,
    sql`c.relname NOT IN (${ownList()})`,
    sql`NOT EXISTS (SELECT 1 FROM gen_table g WHERE g.table_name = c.relname)`,
  ];
  const name = filter.tableName?.trim();
  if (name) conditions.push(sql`c.relname ILIKE ${likeContains(name)}`);
  const comment = filter.tableComment?.trim();
  if (comment) {
    conditions.push(sql`COALESCE(obj_description(c.oid, 'pg_class'), '') ILIKE ${likeContains(comment)}`);
  }
  return sql.join(conditions, sql` AND `);
}

/** How many catalog tables match the filter (see `catalogTables`). */
export async function countCatalogTables(
  db: Db,
  filter: { tableName?: string; tableComment?: string },
): Promise<number> {
  const [row] = await rowsOf<{ total: number | string }>(
    db,
    sql`SELECT count(*)::int AS total FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
         WHERE ${importableTables(filter)}`,
  );
  return Number(row?.total ?? 0);
}

/** One page of the catalog tables that can be imported, by name. */
export async function catalogTables(
  db: Db,
  filter: { tableName?: string; tableComment?: string },
  page: { pageSize: number; offset: number },
): Promise<Array<{ tableName: string; tableComment: string | null }>> {
  return rowsOf(
    db,
    sql`SELECT c.relname AS "tableName", obj_description(c.oid, 'pg_class') AS "tableComment"
          FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
         WHERE ${importableTables(filter)}
         ORDER BY c.relname
         LIMIT ${page.pageSize} OFFSET ${page.offset}`,
  );
}

/** A table of `public` (plain or partitioned), with its comment; undefined when there is none. */
export async function catalogTable(
  db: Db,
  tableName: string,
): Promise<{ tableName: string; tableComment: string | null } | undefined> {
  const [row] = await rowsOf<{ tableName: string; tableComment: string | null }>(
    db,
    sql`SELECT c.relname AS "tableName", obj_description(c.oid, 'pg_class') AS "tableComment"
          FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
         WHERE c.relkind IN ('r', 'p') AND n.nspname = 'public' AND c.relname = ${tableName}`,
  );
  return row;
}

/** Whether a relation of that name exists in `public` (a table, view, sequence…). */
export async function relationExists(db: Db, name: string): Promise<boolean> {
  const rows = await rowsOf<{ one: number }>(
    db,
    sql`SELECT 1 AS one FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
         WHERE n.nspname = 'public' AND c.relname = ${name}`,
  );
  return rows.length > 0;
}

/** A column as the catalog describes it. */
export interface CatalogColumn {
  columnName: string;
  /** `format_type`: `character varying(64)`, `bigint`, `timestamp(0) without time zone` */
  formatted: string;
  /** `pg_type.typname`: `varchar`, `int8`, `_int4` (an array) */
  typeName: string;
  /** `pg_type.typcategory`: `A` array, `S` string, `N` numeric… */
  category: string;
  /** the declared length of a varchar / char, else null */
  length: number | null;
  notNull: boolean;
  /** `a` / `d` identity, `` none */
  identity: string;
  /** `s` stored generated column, `` none */
  generated: string;
  columnDefault: string | null;
  columnComment: string | null;
  isPk: boolean;
  /** how many columns the primary key has (0: none) */
  pkSize: number;
  position: number;
}

/** The columns of a table of `public`, in their order; empty when the table does not exist. */
export async function catalogColumns(db: Db, tableName: string): Promise<CatalogColumn[]> {
  const rows = await rowsOf<Record<string, unknown>>(
    db,
    sql`SELECT a.attname AS "columnName",
               format_type(a.atttypid, a.atttypmod) AS "formatted",
               t.typname AS "typeName",
               t.typcategory AS "category",
               CASE WHEN a.atttypmod > 4 AND t.typname IN ('varchar', 'bpchar') THEN a.atttypmod - 4 END AS "length",
               a.attnotnull AS "notNull",
               a.attidentity::text AS "identity",
               a.attgenerated::text AS "generated",
               pg_get_expr(d.adbin, d.adrelid) AS "columnDefault",
               col_description(c.oid, a.attnum) AS "columnComment",
               EXISTS (SELECT 1 FROM pg_constraint p
                        WHERE p.conrelid = c.oid AND p.contype = 'p' AND a.attnum = ANY (p.conkey)) AS "isPk",
               COALESCE((SELECT array_length(p.conkey, 1) FROM pg_constraint p
                          WHERE p.conrelid = c.oid AND p.contype = 'p'), 0) AS "pkSize",
               a.attnum AS "position"
          FROM pg_attribute a
          JOIN pg_class c ON c.oid = a.attrelid
          JOIN pg_namespace n ON n.oid = c.relnamespace
          JOIN pg_type t ON t.oid = a.atttypid
          LEFT JOIN pg_attrdef d ON d.adrelid = a.attrelid AND d.adnum = a.attnum
         WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') AND c.relname = ${tableName}
           AND a.attnum > 0 AND NOT a.attisdropped
         ORDER BY a.attnum`,
  );
  return rows.map((row) => ({
    columnName: String(row.columnName),
    formatted: String(row.formatted),
    typeName: String(row.typeName),
    category: String(row.category),
    length: row.length === null || row.length === undefined ? null : Number(row.length),
    notNull: row.notNull === true || row.notNull === 't',
    identity: String(row.identity ?? '').trim(),
    generated: String(row.generated ?? '').trim(),
    columnDefault: row.columnDefault === null ? null : String(row.columnDefault),
    columnComment: row.columnComment === null ? null : String(row.columnComment),
    isPk: row.isPk === true || row.isPk === 't',
    pkSize: Number(row.pkSize ?? 0),
    position: Number(row.position),
  }));
}

/** Runs checked statements (create-table.ts) one by one, inside the caller's transaction. */
export async function runStatements(db: Db, statements: readonly string[]): Promise<void> {
  for (const statement of statements) await db.execute(sql.raw(statement));
}

// ---- gen_table / gen_table_column ----

export async function findGenTable(db: Db, tableId: number): Promise<GenTableRow | undefined> {
  const [row] = await db.select().from(genTable).where(eq(genTable.tableId, tableId)).limit(1);
  return row;
}

export async function findGenTableByName(db: Db, tableName: string): Promise<GenTableRow | undefined> {
  const [row] = await db.select().from(genTable).where(eq(genTable.tableName, tableName)).limit(1);
  return row;
}

/** The generated tables of these names (those that exist). */
export async function genTablesByNames(db: Db, tableNames: readonly string[]): Promise<GenTableRow[]> {
  if (tableNames.length === 0) return [];
  return db
    .select()
    .from(genTable)
    .where(inArray(genTable.tableName, [...tableNames]));
}

/** Every generated table, in id order. */
export async function allGenTables(db: Db): Promise<GenTableRow[]> {
  return db.select().from(genTable).orderBy(asc(genTable.tableId));
}

/** The columns of one generated table, in their order. */
export async function genColumns(db: Db, tableId: number): Promise<GenColumnRow[]> {
  return db
    .select()
    .from(genTableColumn)
    .where(eq(genTableColumn.tableId, tableId))
    .orderBy(asc(genTableColumn.sort), asc(genTableColumn.columnId));
}

/** The columns of several generated tables, in their order. */
export async function genColumnsOf(db: Db, tableIds: readonly number[]): Promise<GenColumnRow[]> {
  if (tableIds.length === 0) return [];
  return db
    .select()
    .from(genTableColumn)
    .where(inArray(genTableColumn.tableId, [...tableIds]))
    .orderBy(asc(genTableColumn.tableId), asc(genTableColumn.sort), asc(genTableColumn.columnId));
}

/** Stores an imported table and its columns; answers its id. */
export async function insertGenTable(
  db: Db,
  table: GenTableValues,
  columns: readonly GenColumnValues[],
): Promise<number> {
  const [row] = await db.insert(genTable).values(table).returning({ tableId: genTable.tableId });
  if (columns.length > 0) {
    await db.insert(genTableColumn).values(columns.map((column) => ({ ...column, tableId: row.tableId })));
  }
  return row.tableId;
}

export async function updateGenTable(
  db: Db,
  tableId: number,
  values: Partial<GenTableValues>,
): Promise<void> {
  await db.update(genTable).set(values).where(eq(genTable.tableId, tableId));
}

export async function updateGenColumn(
  db: Db,
  columnId: number,
  values: Partial<GenColumnValues>,
): Promise<void> {
  await db.update(genTableColumn).set(values).where(eq(genTableColumn.columnId, columnId));
}

export async function insertGenColumns(
  db: Db,
  tableId: number,
  columns: readonly GenColumnValues[],
): Promise<void> {
  if (columns.length === 0) return;
  await db.insert(genTableColumn).values(columns.map((column) => ({ ...column, tableId })));
}

export async function deleteGenColumns(db: Db, columnIds: readonly number[]): Promise<void> {
  if (columnIds.length === 0) return;
  await db.delete(genTableColumn).where(inArray(genTableColumn.columnId, [...columnIds]));
}

/** Deletes generated tables with their columns; answers how many tables there were. */
export async function deleteGenTables(db: Database, tableIds: readonly number[]): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.delete(genTableColumn).where(inArray(genTableColumn.tableId, [...tableIds]));
    const removed = await tx
      .delete(genTable)
      .where(inArray(genTable.tableId, [...tableIds]))
      .returning({ tableId: genTable.tableId });
    return removed.length;
  });
}
