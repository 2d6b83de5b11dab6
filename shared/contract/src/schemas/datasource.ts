import { Type, type Static } from '@sinclair/typebox';

// ---- 数据监控 (monitor/druid): the database and the server's statements; see docs/monitor/datasource.md ----

export const StatementFiguresSchema = Type.Object({
  sql: Type.String({ description: 'the statement, whitespace collapsed, literals as ?' }),
  count: Type.Integer(),
  totalMs: Type.Number({ description: 'milliseconds over every run' }),
  maxMs: Type.Number(),
  avgMs: Type.Number(),
  errors: Type.Integer({ description: 'runs that failed' }),
  lastRun: Type.String({ description: 'yyyy-MM-dd HH:mm:ss' }),
});
export type StatementFiguresRow = Static<typeof StatementFiguresSchema>;

export const TableSizeSchema = Type.Object({
  name: Type.String(),
  rows: Type.Integer({ description: "the planner's estimate" }),
  bytes: Type.Integer({ description: 'table, indexes and TOAST' }),
  size: Type.String({ description: 'bytes in words: 1.2 MB' }),
});
export type TableSize = Static<typeof TableSizeSchema>;

/** `GET /monitor/druid` data. */
export const DataSourceFiguresSchema = Type.Object({
  database: Type.Object({
    kind: Type.Union([Type.Literal('pglite'), Type.Literal('postgres')]),
    version: Type.String({ description: 'SELECT version()' }),
    name: Type.String({ description: 'current_database()' }),
    bytes: Type.Integer(),
    size: Type.String(),
    connections: Type.Union([Type.Integer(), Type.Null()], {
      description: 'sessions connected to this database (PostgreSQL), null for PGlite',
    }),
  }),
  pool: Type.Object({
    max: Type.Integer(),
    total: Type.Integer(),
    idle: Type.Integer(),
    waiting: Type.Integer(),
  }),
  tables: Type.Array(TableSizeSchema, { description: 'the 10 largest' }),
  statements: Type.Object({
    since: Type.String({ description: 'when counting started (server start or the last reset)' }),
    tracked: Type.Integer({ description: 'distinct statements kept (at most 500)' }),
    slowest: Type.Array(StatementFiguresSchema, { description: 'the 10 with the longest run' }),
    frequent: Type.Array(StatementFiguresSchema, { description: 'the 10 run most often' }),
  }),
});
export type DataSourceFigures = Static<typeof DataSourceFiguresSchema>;
