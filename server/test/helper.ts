import './native-modules';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import Redis from 'ioredis';
import { Client } from 'pg';
import { buildApp } from '../src/app';
import type { AppConfig } from '../src/config';
import { openDatabase, PGLITE_FOLDER, type DatabaseHandle } from '../src/db/connection';
import { migrate, migrationsFingerprint } from '../src/db/migrate';
import { processTimeZone } from '../src/common/datetime';
import { inProcessConfig } from './app-config';

const API = '/prod-api';
const POSTGRES_ADMIN_URL = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Starting an app: the first PGlite template takes a few seconds. */
export const START_TIMEOUT = 120_000;

export interface TestApp {
  app: FastifyInstance;
  config: AppConfig;
  kind: 'pglite' | 'postgres';
  /** `app.inject` with the API prefix added to `url` and an optional bearer token */
  request(options: InjectOptions & { url: string; token?: string }): Promise<LightMyRequestResponse>;
  /** logs in (captcha off) and returns the token */
  login(userName: string, password?: string): Promise<string>;
  close(): Promise<void>;
}

const TEMPLATE_PREFIX = 'dis-pglite-template-';
const PGLITE_VERSION = (
  JSON.parse(
    fs.readFileSync(
      path.join(path.dirname(require.resolve('@electric-sql/pglite')), '..', 'package.json'),
      'utf8',
    ),
  ) as { version: string }
).version;

/**
 * A PGlite data folder built once and copied for each test file (initdb costs seconds; a copy
 * costs milliseconds): `migrated` is migrated and seeded, per set of migrations; `empty` is a
 * fresh database with nothing applied, for tests that prepare an earlier installation.
 */
async function pgliteTemplate(kind: 'migrated' | 'empty' = 'migrated'): Promise<string> {
  // a data folder is PGlite's own format: a new PGlite builds its own templates
  const name = `${TEMPLATE_PREFIX}${PGLITE_VERSION}-${kind === 'empty' ? 'empty' : migrationsFingerprint()}`;
  const template = path.join(os.tmpdir(), name);
  if (fs.existsSync(path.join(template, PGLITE_FOLDER, 'PG_VERSION'))) return template;
  // builds abandoned by crashed runs are of no use, and so are templates of other migration sets
  // once nobody has built one for a day: another checkout's run (a clone on the same machine) may
  // be copying its own template right now
  for (const entry of fs.readdirSync(os.tmpdir())) {
    if (!entry.startsWith(TEMPLATE_PREFIX) || entry === name) continue;
    const full = path.join(os.tmpdir(), entry);
    const age = Date.now() - fs.statSync(full).mtimeMs;
    const stale = entry.startsWith(`${name}.`) ? age > 10 * 60_000 : age > 24 * 60 * 60_000;
    if (stale) fs.rmSync(full, { recursive: true, force: true });
  }
  const building = `${template}.${process.pid}.${crypto.randomBytes(4).toString('hex')}`;
  const handle = await openDatabase({ dataDir: building, timeZone: processTimeZone() });
  try {
    if (kind === 'migrated') await migrate(handle);
  } finally {
    await handle.close();
  }
  try {
    fs.renameSync(building, template);
  } catch {
    // another worker finished first: use its copy
    fs.rmSync(building, { recursive: true, force: true });
  }
  return template;
}

/** A copy of a PGlite template as the test's database folder. */
async function copyPgliteTemplate(kind: 'migrated' | 'empty', dataDir: string): Promise<void> {
  fs.cpSync(path.join(await pgliteTemplate(kind), PGLITE_FOLDER), path.join(dataDir, PGLITE_FOLDER), {
    recursive: true,
  });
}

async function createPostgresDatabase(name: string): Promise<void> {
  const admin = new Client({ connectionString: POSTGRES_ADMIN_URL });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
}

async function dropPostgresDatabase(name: string): Promise<void> {
  const admin = new Client({ connectionString: POSTGRES_ADMIN_URL });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  } finally {
    await admin.end();
  }
}

async function deleteRedisKeys(prefix: string): Promise<void> {
  const redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 });
  await redis.connect();
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
      cursor = next;
      if (keys.length > 0) await redis.del(...keys);
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}

function baseConfig(dataDir: string): AppConfig {
  return inProcessConfig(dataDir, API);
}

export interface StartOptions {
  /**
   * An existing installation: runs on the empty database (e.g. applies the migrations of an
   * earlier release and changes rows as staff would); the app then applies the ones still missing
   * as it starts, as an upgraded server does.
   */
  prepare?: (database: DatabaseHandle) => Promise<void>;
}

/** Opens the test's database, hands it to `prepare`, and closes it again. */
async function prepareDatabase(
  options: { dataDir: string; databaseUrl?: string },
  prepare: StartOptions['prepare'],
) {
  if (!prepare) return;
  const handle = await openDatabase({ ...options, timeZone: processTimeZone() });
  try {
    await prepare(handle);
  } finally {
    await handle.close();
  }
}

/**
 * Builds the app on the database kind of the jest project: a copy of the PGlite template (an empty
 * database when `options.prepare` is given), or a fresh PostgreSQL database plus a Redis key prefix
 * of its own. `close()` removes all of it, including after failures.
 */
export async function startTestApp(
  overrides: Partial<AppConfig> = {},
  options: StartOptions = {},
): Promise<TestApp> {
  const kind = __DB_KIND__;
  const suffix = crypto.randomBytes(6).toString('hex');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dis-test-'));
  const cleanups: Array<() => Promise<void>> = [
    async () => fs.rmSync(dataDir, { recursive: true, force: true }),
  ];
  const config: AppConfig = { ...baseConfig(dataDir), ...overrides };

  const runCleanups = async () => {
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
  };
  let app: FastifyInstance | undefined;
  try {
    if (kind === 'pglite' && options.prepare) {
      await copyPgliteTemplate('empty', dataDir);
      await prepareDatabase({ dataDir }, options.prepare);
    } else if (kind === 'pglite') {
      await copyPgliteTemplate('migrated', dataDir);
    } else {
      const database = `dis_test_${suffix}`;
      await createPostgresDatabase(database);
      cleanups.push(() => dropPostgresDatabase(database));
      const url = new URL(POSTGRES_ADMIN_URL);
      url.pathname = `/${database}`;
      config.databaseUrl = url.toString();
      await prepareDatabase({ dataDir, databaseUrl: config.databaseUrl }, options.prepare);
      config.redisUrl = REDIS_URL;
      config.cacheKeyPrefix = `dis_test_${suffix}:`;
      cleanups.push(() => deleteRedisKeys(config.cacheKeyPrefix));
    }
    app = await buildApp(config);
    await app.ready();
  } catch (error) {
    await app?.close().catch(() => undefined);
    await runCleanups();
    throw error;
  }
  const ready = app;

  const request: TestApp['request'] = ({ token, url, headers, ...rest }) =>
    ready.inject({
      ...rest,
      url: `${config.apiPrefix}${url}`,
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(headers ?? {}) },
    });

  return {
    app: ready,
    config,
    kind,
    request,
    async login(userName, password = 'admin123') {
      const response = await request({
        method: 'POST',
        url: '/login',
        payload: { username: userName, password },
      });
      const body = response.json() as { code: number; msg: string; token?: string };
      if (body.code !== 200 || !body.token) throw new Error(`login of ${userName} failed: ${body.msg}`);
      return body.token;
    },
    async close() {
      await ready.close().catch(() => undefined);
      await runCleanups();
    },
  };
}

/**
 * The app of one test file: started before its tests (`beforeAll`), closed after them
 * (`afterAll`). The answer stands for the started `TestApp`: `const t = setupTestApp();` then
 * `t.request(…)` inside tests.
 */
export function setupTestApp(overrides: Partial<AppConfig> = {}, options: StartOptions = {}): TestApp {
  let started: TestApp | undefined;
  beforeAll(async () => {
    started = await startTestApp(overrides, options);
  }, START_TIMEOUT);
  afterAll(async () => {
    await started?.close();
  });
  return new Proxy({} as TestApp, {
    get(_target, key) {
      if (!started) throw new Error('the test app is used before beforeAll has started it');
      const value = started[key as keyof TestApp];
      return typeof value === 'function' ? value.bind(started) : value;
    },
  });
}
