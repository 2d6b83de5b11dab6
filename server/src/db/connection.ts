import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { Pool } from 'pg';
import * as schema from './schema';
import { acquireDirectoryLock, type DirectoryLock } from './directory-lock';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
export type DatabaseKind = 'pglite' | 'postgres';

/** One connection, used where statements must share a session (migrations and their lock). */
export interface SqlSession {
  /** runs a script of several statements without parameters */
  exec(script: string): Promise<void>;
  query<Row>(text: string, params?: unknown[]): Promise<Row[]>;
}

export interface DatabaseHandle {
  readonly kind: DatabaseKind;
  readonly db: Database;
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
  const session: SqlSession = {
    exec: async (script) => {
      await client.exec(script);
    },
    query: async <Row>(text: string, params?: unknown[]) => (await client.query<Row>(text, params)).rows,
  };
  return {
    kind: 'pglite',
    db: drizzlePglite({ client, schema }) as unknown as Database,
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

async function openPostgres(databaseUrl: string, timeZone: string): Promise<DatabaseHandle> {
  const pool = new Pool({
    connectionString: databaseUrl,
    options: `-c TimeZone=${checkedTimeZone(timeZone)}`,
    max: 10,
    idleTimeoutMillis: 30_000,
    connectionTimeoutMillis: 10_000,
  });
  pool.on('error', () => {
    // an idle client lost its connection; the pool replaces it on the next checkout
  });
  await pool.query('SELECT 1');
  return {
    kind: 'postgres',
    db: drizzlePostgres({ client: pool, schema }) as unknown as Database,
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
