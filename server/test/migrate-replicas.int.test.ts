/**
 * Replicas and the migrations, in real processes (docs/architecture.md "Database schema and
 * migrations"): two processes starting at the same moment against one fresh database apply every
 * migration exactly once (PostgreSQL: the advisory lock; PGlite: the second process is refused
 * the data folder), and a server refuses a database migrated by a newer server, naming both
 * versions, and exits non-zero. Nothing runs in jest's module sandbox: the children are tsx
 * processes (`migrate-child.ts`, and `server/src/main.ts` itself).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { loadMigrations } from '../src/db/migrate';

const ROOT = path.resolve(__dirname, '..', '..');
const TSX = path.join(ROOT, 'node_modules', '.bin', 'tsx');
const CHILD = path.join(__dirname, 'migrate-child.ts');
const POSTGRES_ADMIN_URL = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const kind = __DB_KIND__;
const TAGS = loadMigrations().map((m) => `${m.version}_${m.name}`);
const NEWEST = TAGS[TAGS.length - 1];

jest.setTimeout(180_000);

/** Where the database of this file is: a fresh PostgreSQL database, or an empty DATA_DIR. */
const target: { env: Record<string, string>; cleanup: () => Promise<void> } = {
  env: {},
  cleanup: async () => undefined,
};

async function admin<T>(work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: POSTGRES_ADMIN_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

beforeAll(async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dis-replicas-'));
  if (kind === 'postgres') {
    const name = `dis_test_${crypto.randomBytes(6).toString('hex')}`;
    await admin((client) => client.query(`CREATE DATABASE ${name}`));
    const url = new URL(POSTGRES_ADMIN_URL);
    url.pathname = `/${name}`;
    target.env = { DATABASE_URL: url.toString(), DATA_DIR: dataDir };
    target.cleanup = async () => {
      await admin((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
      fs.rmSync(dataDir, { recursive: true, force: true });
    };
  } else {
    target.env = { DATABASE_URL: '', DATA_DIR: dataDir };
    target.cleanup = async () => fs.rmSync(dataDir, { recursive: true, force: true });
  }
});

afterAll(() => target.cleanup());

interface Finished {
  code: number | null;
  stdout: string;
  stderr: string;
}

function run(command: string, args: string[], env: Record<string, string> = {}) {
  const child: ChildProcess = spawn(command, args, {
    cwd: ROOT,
    env: { ...process.env, ...target.env, LOG_LEVEL: 'warn', ...env },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  child.stdin!.on('error', () => undefined); // a child refused at start has closed its input
  let stdout = '';
  let stderr = '';
  let sawReady: () => void = () => undefined;
  const ready = new Promise<void>((resolve) => (sawReady = resolve));
  child.stdout!.on('data', (chunk: Buffer) => {
    stdout += chunk.toString();
    if (stdout.startsWith('ready\n')) sawReady();
  });
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const finished = new Promise<Finished>((resolve) =>
    child.on('exit', (code) => resolve({ code, stdout, stderr })),
  );
  return { child, ready, finished };
}

/** The JSON answer of a migrate-child process (its last line). */
function answer(result: Finished): {
  applied?: string[];
  rows?: Array<Record<string, unknown>>;
  error?: string;
} {
  const lines = result.stdout.trim().split('\n');
  try {
    return JSON.parse(lines[lines.length - 1]);
  } catch {
    throw new Error(`no answer (exit ${result.code}): ${result.stdout}${result.stderr}`);
  }
}

async function sql(statement: string): Promise<Array<Record<string, unknown>>> {
  const result = answer(await run(TSX, [CHILD, 'sql', statement]).finished);
  if (result.error) throw new Error(result.error);
  return result.rows ?? [];
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

it('two processes starting at the same moment on a fresh database apply each migration once', async () => {
  const a = run(TSX, [CHILD, 'migrate']);
  const b = run(TSX, [CHILD, 'migrate']);
  // both have loaded and opened the database (or been refused it) before either migrates
  const settled = (p: ReturnType<typeof run>) => Promise.race([p.ready, p.finished]);
  await Promise.all([settled(a), settled(b)]);
  for (const p of [a, b]) if (p.child.exitCode === null) p.child.stdin!.end('go\n');
  const results = await Promise.all([a.finished, b.finished]);

  if (kind === 'postgres') {
    // both started; under the advisory lock one applied everything, the other found it done
    for (const result of results) expect(answer(result)).toEqual({ applied: expect.any(Array) });
    const applied = results.map((result) => answer(result).applied ?? []);
    expect(applied.map((list) => list.length).sort()).toEqual([0, TAGS.length]);
    expect(applied.flat()).toEqual(TAGS);
  } else {
    // PGlite is one process per data folder: the second is refused it, with the owner named
    const [won, refused] = results[0].code === 0 ? results : [results[1], results[0]];
    expect(answer(won)).toEqual({ applied: TAGS });
    expect(refused.code).toBe(1);
    expect(answer(refused).error).toMatch(/^The embedded database is in use by process \d+/);
  }

  const recorded = await sql('SELECT version, name FROM schema_migrations ORDER BY version');
  expect(recorded.map((row) => `${row.version}_${row.name}`)).toEqual(TAGS);
  // the seed ran once: RuoYi's two users, not four
  expect(await sql('SELECT user_name FROM sys_user ORDER BY user_id')).toEqual([
    { user_name: 'admin' },
    { user_name: 'ry' },
  ]);
});

it('a server refuses a database a newer server migrated, naming both versions, and exits 1', async () => {
  expect(answer(await run(TSX, [CHILD, 'migrate', '--now']).finished).error).toBeUndefined();
  await sql(
    "INSERT INTO schema_migrations (version, name, checksum, applied_at) VALUES ('20991231235959', 'from_a_newer_server', repeat('0', 64), LOCALTIMESTAMP(0))",
  );
  const port = await freePort();
  const server = run(TSX, [path.join(ROOT, 'server', 'src', 'main.ts')], {
    PORT: String(port),
    HOST: '127.0.0.1',
    NODE_ENV: 'development',
  });
  const result = await server.finished;
  expect(result.code).toBe(1);
  expect(result.stderr.trim()).toBe(
    `The database is at migration 20991231235959_from_a_newer_server but this server only knows up to ${NEWEST}: deploy the newer server or restore the database.`,
  );
  // it never listened, and the database is as the newer server left it
  await expect(fetch(`http://127.0.0.1:${port}/prod-api/health`)).rejects.toThrow();
  expect(await sql('SELECT count(*)::int AS n FROM schema_migrations')).toEqual([{ n: TAGS.length + 1 }]);
});
