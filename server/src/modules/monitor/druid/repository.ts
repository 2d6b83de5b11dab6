import type { DataSourceFigures, StatementFiguresRow } from '@dis/contract';
import { formatDateTime } from '../../../common/datetime';
import type { DatabaseHandle } from '../../../db/connection';
import type { StatementFigures } from '../../../db/statement-stats';

/** How many tables and statements the page lists. */
const TOP = 10;

const round = (ms: number) => Math.round(ms * 100) / 100;

function statementRow(entry: StatementFigures): StatementFiguresRow {
  return {
    sql: entry.sql,
    count: entry.count,
    totalMs: round(entry.totalMs),
    maxMs: round(entry.maxMs),
    avgMs: round(entry.totalMs / entry.count),
    errors: entry.errors,
    lastRun: formatDateTime(new Date(entry.lastRun)),
  };
}

interface DatabaseRow {
  version: string;
  name: string;
  bytes: string | number;
  size: string;
}

interface TableRow {
  name: string;
  rows: string | number;
  bytes: string | number;
  size: string;
}

/**
 * 数据监控: the database (kind, version, size, sessions), the pool, the largest tables and the
 * statements this process ran (docs/monitor/datasource.md). The catalogue reads are the
 * database's own views, the same on PGlite and PostgreSQL.
 */
export async function dataSourceFigures(database: DatabaseHandle): Promise<DataSourceFigures> {
  // read before the catalogue queries below are counted themselves
  const { tracked, since } = database.statements.summary;
  const slowest = database.statements.top('maxMs', TOP).map(statementRow);
  const frequent = database.statements.top('count', TOP).map(statementRow);
  return database.withSession(async (session) => {
    const [info] = await session.query<DatabaseRow>(
      `SELECT version() AS version, current_database() AS name,
              pg_database_size(current_database()) AS bytes,
              pg_size_pretty(pg_database_size(current_database())) AS size`,
    );
    const tables = await session.query<TableRow>(
      // the planner's estimate, or the live rows the statistics counted for a table never analysed
      `SELECT c.relname AS name,
              GREATEST(c.reltuples::bigint, COALESCE(s.n_live_tup, 0)) AS rows,
              pg_total_relation_size(c.oid) AS bytes, pg_size_pretty(pg_total_relation_size(c.oid)) AS size
         FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
         LEFT JOIN pg_stat_user_tables s ON s.relid = c.oid
        WHERE c.relkind IN ('r', 'p') AND n.nspname = 'public'
        ORDER BY pg_total_relation_size(c.oid) DESC, c.relname
        LIMIT ${TOP}`,
    );
    // the embedded database keeps no statistics: its (small) tables are counted exactly
    if (database.kind === 'pglite') {
      for (const table of tables) {
        const [counted] = await session.query<{ count: string | number }>(
          `SELECT count(*) AS count FROM "${table.name.replace(/"/g, '""')}"`,
        );
        table.rows = Number(counted?.count ?? 0);
      }
    }
    let connections: number | null = null;
    if (database.kind === 'postgres') {
      const [sessions] = await session.query<{ count: string | number }>(
        'SELECT count(*) AS count FROM pg_stat_activity WHERE datname = current_database()',
      );
      connections = Number(sessions?.count ?? 0);
    }
    return {
      database: {
        kind: database.kind,
        version: info?.version ?? '',
        name: info?.name ?? '',
        bytes: Number(info?.bytes ?? 0),
        size: info?.size ?? '',
        connections,
      },
      pool: database.pool(),
      tables: tables.map((table) => ({
        name: table.name,
        rows: Number(table.rows),
        bytes: Number(table.bytes),
        size: table.size,
      })),
      statements: { since: formatDateTime(new Date(since)), tracked, slowest, frequent },
    };
  });
}

/** Forgets the statement figures: counting starts again from now (this server process only). */
export function forgetStatementFigures(database: DatabaseHandle): void {
  database.statements.reset();
}
