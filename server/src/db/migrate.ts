import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { DatabaseHandle, SqlSession } from './connection';

export interface Migration {
  /** the file name's leading number: `0001`…`0005` (written by hand), then drizzle-kit's `yyyyMMddHHmmss` */
  version: string;
  name: string;
  sql: string;
  checksum: string;
}

/**
 * The migration files: `server/src/db/migrations` under tsx; in the compiled server, whose one
 * bundle is `server/dist/main.js`, `server/dist/migrations` (`npm run build:server` copies them).
 */
export const MIGRATIONS_DIR = path.join(__dirname, 'migrations');

/** Serialises migrations of several replicas starting at once against one PostgreSQL. */
const MIGRATION_LOCK_ID = 7_202_604;

/**
 * A migration's file: `0001_schema.sql`…`0005_console_links.sql` were written by hand; every later
 * one is written by `drizzle-kit generate` from `schema.ts` (`20261201093000_add_x.sql`), so the
 * names sort in the order they apply (docs/architecture.md "Database schema and migrations").
 */
const MIGRATION_FILE = /^(\d{4}|\d{14})_([a-z0-9_]+)\.sql$/;

/**
 * A migration's checksum is over its statements: whole-line `--` comments and blank lines do not
 * count, so a comment can be corrected in an applied migration (docs/architecture.md "Database
 * schema and migrations"). Earlier, the whole text was hashed: such a record is still accepted
 * when it matches the file, or one of the earlier texts below, and is then rewritten.
 */
function statementsChecksum(sql: string): string {
  const statements = sql
    .split('\n')
    .filter((line) => line.trim() !== '' && !/^\s*--/.test(line))
    .join('\n');
  return crypto.createHash('sha256').update(statements).digest('hex');
}

const wholeTextChecksum = (sql: string) => crypto.createHash('sha256').update(sql).digest('hex');

/** Whole-text checksums of applied migrations whose comments were corrected since. */
const EARLIER_TEXTS: Readonly<Record<string, readonly string[]>> = {
  '0002': ['51e5dfacec725e298fd67b51a5fdae21075a1aaea588cc0dfb56a381c6f32259'],
  '0005': ['a28318de30cccf6c5104df45ae904320d6b4da5fcf440c68b13622169afd6059'],
};

/** Whether a recorded checksum stands for this migration's statements. */
function recordedMatches(recorded: string, migration: Migration): boolean {
  return (
    recorded === migration.checksum ||
    recorded === wholeTextChecksum(migration.sql) ||
    (EARLIER_TEXTS[migration.version] ?? []).includes(recorded)
  );
}

/** Reads the migration files in version order. */
export function loadMigrations(dir: string = MIGRATIONS_DIR): Migration[] {
  return fs
    .readdirSync(dir)
    .filter((file) => MIGRATION_FILE.test(file))
    .sort()
    .map((file) => {
      const sql = fs.readFileSync(path.join(dir, file), 'utf8');
      const [, version, name] = MIGRATION_FILE.exec(file)!;
      return {
        version,
        name,
        sql,
        checksum: statementsChecksum(sql),
      };
    });
}

/** One hash over all migrations: a database built from the same set is interchangeable. */
export function migrationsFingerprint(migrations: Migration[] = loadMigrations()): string {
  const hash = crypto.createHash('sha256');
  for (const m of migrations) hash.update(`${m.version}:${m.checksum}\n`);
  return hash.digest('hex').slice(0, 16);
}

/**
 * The database holds a migration this server's code does not have: it was migrated by a newer
 * server (or one of another branch). The server refuses to start rather than run on tables it
 * does not know; `main.ts` prints the message alone (docs/architecture.md "Database schema and
 * migrations").
 */
export class DatabaseAheadError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DatabaseAheadError';
  }
}

/** A migration's full name as in its file name: `0005_console_links`. */
const tagOf = (migration: { version: string; name: string }) => `${migration.version}_${migration.name}`;

/** Refuses a database with applied migrations that are not among `migrations` (nothing is applied). */
function refuseUnknown(recorded: Array<{ version: string; name: string }>, migrations: Migration[]): void {
  const known = new Set(migrations.map((m) => m.version));
  const unknown = recorded
    .filter((row) => !known.has(row.version))
    .sort((a, b) => a.version.localeCompare(b.version));
  if (unknown.length === 0) return;
  const newestKnown = migrations[migrations.length - 1];
  const codeAt = newestKnown ? tagOf(newestKnown) : 'none';
  const newestUnknown = unknown[unknown.length - 1];
  if (!newestKnown || newestUnknown.version > newestKnown.version) {
    throw new DatabaseAheadError(
      `The database is at migration ${tagOf(newestUnknown)} but this server only knows up to ${codeAt}: ` +
        'deploy the newer server or restore the database.',
    );
  }
  throw new DatabaseAheadError(
    `The database has migration${unknown.length > 1 ? 's' : ''} ${unknown.map(tagOf).join(', ')} that this ` +
      `server (which knows up to ${codeAt}) does not have: deploy the server that applied ` +
      `${unknown.length > 1 ? 'them' : 'it'} or restore the database.`,
  );
}

async function applyPending(session: SqlSession, migrations: Migration[]): Promise<string[]> {
  await session.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version     varchar(16)  PRIMARY KEY,
    name        varchar(200) NOT NULL,
    checksum    char(64)     NOT NULL,
    applied_at  timestamp(0) NOT NULL
  )`);
  const rows = await session.query<{ version: string; name: string; checksum: string }>(
    'SELECT version, name, checksum FROM schema_migrations',
  );
  refuseUnknown(rows, migrations);
  const applied = new Map(rows.map((row) => [row.version, row.checksum]));
  const done: string[] = [];
  for (const migration of migrations) {
    const recorded = applied.get(migration.version);
    if (recorded !== undefined) {
      if (!recordedMatches(recorded, migration)) {
        throw new Error(
          `Migration ${tagOf(migration)} was changed after it was applied; ` +
            'add a new migration instead of editing an applied one.',
        );
      }
      if (recorded !== migration.checksum)
        await session.query('UPDATE schema_migrations SET checksum = $1 WHERE version = $2', [
          migration.checksum,
          migration.version,
        ]);
      continue;
    }
    await session.exec('BEGIN');
    try {
      await session.exec(migration.sql);
      await session.query(
        'INSERT INTO schema_migrations (version, name, checksum, applied_at) VALUES ($1, $2, $3, LOCALTIMESTAMP(0))',
        [migration.version, migration.name, migration.checksum],
      );
      await session.exec('COMMIT');
    } catch (error) {
      await session.exec('ROLLBACK');
      throw new Error(
        `Migration ${migration.version}_${migration.name} failed: ${(error as Error).message}`,
        {
          cause: error,
        },
      );
    }
    done.push(`${migration.version}_${migration.name}`);
  }
  return done;
}

/**
 * Applies every migration not yet recorded in `schema_migrations`; returns the ones applied now.
 * Refuses (`DatabaseAheadError`, before applying anything) a database that records a migration
 * `migrations` does not have.
 */
export function migrate(
  handle: DatabaseHandle,
  migrations: Migration[] = loadMigrations(),
): Promise<string[]> {
  return handle.withSession(async (session) => {
    await session.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    try {
      return await applyPending(session, migrations);
    } finally {
      await session.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]);
    }
  });
}
