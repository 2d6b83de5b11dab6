import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { Pool } from 'pg';
import * as schema from './schema';
import { acquireDirectoryLock, type DirectoryLock } from './directory-lock';
import { recordQueries, StatementStats } from './statement-stats';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
export type DatabaseKind = 'pglite' | 'postgres';

/** One connection, used where statements must share a session (migrations and their lock). */
export interface SqlSession {
  /** runs a script of several statements without parameters */
  exec(script: string): Promise<void>;
  query<Row>(text: string, params?: unknown[]): Promise<Row[]>;
}

/** The connection pool as the data-source monitor shows it (docs/monitor/datasource.md). */
export interface PoolFigures {
  /** the most connections the pool opens (1: PGlite's one in-process connection) */
  max: number;
  /** connections open now */
  total: number;
  /** of those, idle */
  idle: number;
  /** requests waiting for a connection */
  waiting: number;
}

export interface DatabaseHandle {
  readonly kind: DatabaseKind;
  readonly db: Database;
  /** the statements this process ran through the query layer, with their times */
  readonly statements: StatementStats;
  pool(): PoolFigures;
  withSession<T>(work: (session: SqlSession) => Promise<T>): Promise<T>;
  ping(): Promise<void>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** `postgres://…`; absent = embedded PGlite under `dataDir` */
  databaseUrl?: string;
  dataDir: string;
  /** IANA zone the sessions use, so `LOCALTIMESTAMP` matches the process wall clock */
  timeZone: string;
}

/** Where the embedded database lives inside DATA_DIR. */
export const PGLITE_FOLDER = 'pgdata';

function checkedTimeZone(timeZone: string): string {
  if (!/^[A-Za-z0-9_+\-/]+$/.test(timeZone)) throw new Error(`Unsupported time zone name "${timeZone}"`);
  return timeZone;
}

async function openPglite(dataDir: string, timeZone: string): Promise<DatabaseHandle> {
  // PGlite creates only the last folder of its path
  fs.mkdirSync(dataDir, { recursive: true });
  const lock: DirectoryLock = acquireDirectoryLock(path.join(dataDir, `${PGLITE_FOLDER}.lock`));
  let client: PGlite;
  try {
    client = await PGlite.create(path.join(dataDir, PGLITE_FOLDER));
    await client.exec(`SET TIME ZONE '${checkedTimeZone(timeZone)}'`);
  } catch (error) {
    lock.release();
    throw error;
  }
  const statements = new StatementStats();
  recordQueries(client, statements);
  // drizzle runs a transaction's statements on the transaction object PGlite hands it
  const transaction = client.transaction.bind(client);
  client.transaction = ((callback: Parameters<PGlite['transaction']>[0]) =>
    transaction((tx) => callback(recordQueries(tx, statements)))) as PGlite['transaction'];
  const session: SqlSession = {
    exec: async (script) => {
      await client.exec(script);
    },
    query: async <Row>(text: string, params?: unknown[]) => (await client.query<Row>(text, params)).rows,
  };
  return {
    kind: 'pglite',
    db: drizzlePglite({ client, schema }) as unknown as Database,
    statements,
    // one in-process connection, busy while a statement or transaction runs
    pool: () => ({ max: 1, total: 1, idle: 1, waiting: 0 }),
    withSession: (work) => work(session),
    ping: async () => {
      await client.query('SELECT 1');
    },
    close: async () => {
      try {
        await client.close();
      } finally {
        lock.release();
      }
    },
  };
}

/** The most connections one server process opens to PostgreSQL. */
const MAX_CONNECTIONS = 10;

async function openPostgres(databaseUrl: string, timeZone: string): Promise<DatabaseHandle> {
  const pool = new Pool({
    connectionString: databaseUrl,
    options: `-c TimeZone=${checkedTimeZone(timeZone)}`,
    max: MAX_CONNECTIONS,
    idleTimeoutMillis: 30_000,
    connectionTimeoutMillis: 10_000,
  });
  pool.on('error', () => {
    // an idle client lost its connection; the pool replaces it on the next checkout
  });
  const statements = new StatementStats();
  // every statement, pooled or in a transaction, runs on one of the pool's clients
  pool.on('connect', (client) => {
    recordQueries(client, statements);
    // a connection lost while the client is checked out (an operator's or a failover's
    // termination) is reported to the query or transaction that holds it; the pool listens for
    // errors of idle clients only, and an unheard 'error' event would end the process
    client.on('error', () => undefined);
  });
  await pool.query('SELECT 1');
  return {
    kind: 'postgres',
    db: drizzlePostgres({ client: pool, schema }) as unknown as Database,
    statements,
    pool: () => ({
      max: MAX_CONNECTIONS,
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
    }),
    withSession: async (work) => {
      const client = await pool.connect();
      try {
        return await work({
          exec: async (script) => {
            await client.query(script);
          },
          query: async <Row>(text: string, params?: unknown[]) =>
            (await client.query(text, params)).rows as Row[],
        });
      } finally {
        client.release();
      }
    },
    ping: async () => {
      await pool.query('SELECT 1');
    },
    close: () => pool.end(),
  };
}

export function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, options.timeZone)
    : openPglite(options.dataDir, options.timeZone);
}
