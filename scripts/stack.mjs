#!/usr/bin/env node
// `npm run stack`: the production topology on one machine (docs/deploy.md "The same topology on one
// machine: npm run stack"): Debian's nginx, rendered from deploy/nginx.conf, in front of two server
// processes on the release folders, with a PostgreSQL database and a Redis key prefix of its own.
//   npm run stack [-- --port 18280] [--fresh] [--clean] [--captcha on|off] [--private-redis]
// Ctrl-C stops everything; --clean also drops the database and the Redis keys (or the private Redis).
// `startStack(options)` is the same for the tests (scripts/stack-test.mjs).
import { spawn, spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from './lib/apps.mjs';

const require = createRequire(import.meta.url);
const nginxConf = require('./lib/nginx-conf.cjs');
const { STACK_PROXY_ADDRESS } = nginxConf;
const list = require('@dis/contract/remotes.json');

/** The apps of the release folders with the entry file that changes with every build. */
const RELEASE_APPS = [
  ...list.remotes.map((remote) => ({ name: remote.name, dir: remote.dir, entry: 'remoteEntry.js' })),
  { name: 'shell', dir: list.shell.dir, entry: 'main.js' },
];

const DEFAULTS = {
  port: Number(process.env.STACK_PORT || 18280),
  database: process.env.STACK_DATABASE || 'dis_stack',
  pgAdminUrl: process.env.STACK_PG_URL || 'postgres://postgres@127.0.0.1:5432/postgres',
  redisUrl: process.env.REDIS_URL || 'redis://127.0.0.1:6379',
};

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function portFree(port) {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

/** Polls `url` until it answers 200, or throws after `timeoutMs` (or when `alive()` turns false). */
async function waitFor(url, { timeoutMs = 90_000, alive = () => true, what = url } = {}) {
  const deadline = Date.now() + timeoutMs;
  let last = '';
  while (Date.now() < deadline) {
    if (!alive()) throw new Error(`${what} exited before it answered`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(3000) });
      if (response.ok) return;
      last = `HTTP ${response.status}`;
    } catch (error) {
      last = error.cause?.code ?? error.message;
    }
    await sleep(250);
  }
  throw new Error(`${what} did not answer ${url} within ${timeoutMs / 1000} s (${last})`);
}

function runNode(args, { env = {}, log } = {}) {
  const result = spawnSync(process.execPath, args, {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: log ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    encoding: 'utf8',
  });
  if (result.status !== 0) {
    throw new Error(
      `node ${args.join(' ')} failed (exit ${result.status})\n${result.stderr ?? ''}${result.stdout ?? ''}`,
    );
  }
}

const sha256 = (file) => crypto.createHash('sha256').update(fs.readFileSync(file)).digest('hex');

/** The apps whose `dist` is not the build their `current` names (or that have no `current`). */
function appsToRelease(releasesDir) {
  return RELEASE_APPS.filter((app) => {
    const dist = path.join(ROOT, app.dir, 'dist', app.entry);
    const currentFile = path.join(releasesDir, app.dir, 'current');
    if (!fs.existsSync(currentFile)) return true;
    const build = fs.readFileSync(currentFile, 'utf8').trim();
    try {
      const described = JSON.parse(
        fs.readFileSync(path.join(releasesDir, app.dir, build, 'build.json'), 'utf8'),
      );
      return !fs.existsSync(dist) || described.files?.[app.entry] !== sha256(dist);
    } catch {
      return true;
    }
  });
}

/**
 * Release folders for the stack: the production builds (`scripts/build.mjs`, only what changed),
 * then `scripts/release.mjs <apps> --from-dist` for each app whose `current` is not that build.
 */
export function prepareReleases({ releasesDir, build = true, log = console.log }) {
  const releaseScript = path.join(ROOT, 'scripts', 'release.mjs');
  if (!fs.existsSync(releaseScript))
    throw new Error('scripts/release.mjs is missing: the stack serves release folders');
  if (build) runNode([path.join(ROOT, 'scripts', 'build.mjs')], { log: true });
  fs.mkdirSync(releasesDir, { recursive: true });
  const todo = appsToRelease(releasesDir);
  if (todo.length === 0) return log(`Release folders in ${releasesDir} are current.`);
  log(`Releasing ${todo.map((app) => app.name).join(', ')} into ${releasesDir} …`);
  runNode([releaseScript, ...todo.map((app) => app.name), '--from-dist'], {
    env: { RELEASES_DIR: releasesDir },
  });
}

/**
 * The server command: the compiled server as the image runs it (`scripts/build-server.mjs`,
 * compiled into the run folder, so that a `server/dist` someone else is using is never replaced),
 * else the sources under tsx.
 */
export function serverCommand({ runDir, log = console.log }) {
  const builder = path.join(ROOT, 'scripts', 'build-server.mjs');
  const outdir = path.join(runDir, 'server');
  if (fs.existsSync(builder)) {
    try {
      runNode([builder, `--outdir=${outdir}`, '--quiet']);
      return {
        command: process.execPath,
        args: [path.join(outdir, 'main.js')],
        kind: 'compiled',
        // the bundle keeps npm packages as require()s: found in the repository's node_modules
        env: {
          NODE_PATH: [path.join(ROOT, 'server', 'node_modules'), path.join(ROOT, 'node_modules')].join(
            path.delimiter,
          ),
          // what the server finds two folders above itself in a checkout
          STATIC_ROOT: ROOT,
          CODE_GEN_ROOT: ROOT,
        },
      };
    } catch (error) {
      log(`The server did not compile, running its sources under tsx: ${error.message.split('\n')[0]}`);
    }
  }
  // tsx as a loader: ONE process per replica, so that `kill -9` of its pid kills the server itself
  return {
    command: process.execPath,
    args: ['--import', 'tsx', path.join(ROOT, 'server', 'src', 'main.ts')],
    kind: 'tsx',
    env: {},
  };
}

/** A child process we own, its output appended to `logFile`. */
function managedProcess({ name, command, args, env, logFile }) {
  let child = null;
  const state = {
    name,
    logFile,
    get pid() {
      return child?.pid ?? null;
    },
    get alive() {
      return child !== null && child.exitCode === null && child.signalCode === null;
    },
    /** starts the process, with `extraEnv` over its environment (a replica restarted with other settings) */
    start(extraEnv = {}) {
      const out = fs.openSync(logFile, 'a');
      child = spawn(command, args, { cwd: ROOT, env: { ...env, ...extraEnv }, stdio: ['ignore', out, out] });
      fs.closeSync(out);
      child.on('error', (error) =>
        fs.appendFileSync(logFile, `\n[stack] ${name} could not start: ${error.message}\n`),
      );
      return child;
    },
    /** sends `signal` and waits for the exit (SIGKILL after `graceMs`) */
    async stop(signal = 'SIGTERM', graceMs = 10_000) {
      if (!state.alive) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill(signal);
      const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
      await exited;
      clearTimeout(timer);
    },
  };
  return state;
}

/**
 * A Redis of the stack's own (`redis-server`), which the fault tests stop and start. It persists
 * as compose's does: an append-only file written every second in the run folder, so sessions (and
 * idempotency keys) survive its restart (docs/deploy.md "What lives in Redis").
 */
function privateRedis({ port, runDir }) {
  const proc = managedProcess({
    name: 'redis',
    command: 'redis-server',
    args: [
      '--port',
      String(port),
      '--bind',
      '127.0.0.1',
      '--save',
      '',
      '--appendonly',
      'yes',
      '--appendfsync',
      'everysec',
      '--dir',
      runDir,
    ],
    env: process.env,
    logFile: path.join(runDir, 'redis.log'),
  });
  const url = `redis://127.0.0.1:${port}`;
  const ready = async () => {
    const deadline = Date.now() + 10_000;
    while (Date.now() < deadline) {
      if (!proc.alive) throw new Error(`redis-server on port ${port} exited (see ${proc.logFile})`);
      if (!(await portFree(port))) return;
      await sleep(100);
    }
    throw new Error(`redis-server did not listen on port ${port}`);
  };
  return {
    url,
    port,
    get pid() {
      return proc.pid;
    },
    async start() {
      if (proc.alive) return;
      proc.start();
      await ready();
    },
    stop: () => proc.stop('SIGTERM', 5000),
  };
}

async function withPg(url, work) {
  const { Client } = require('pg');
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

const quoteIdent = (name) => {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(name)) throw new Error(`database name "${name}": use a-z, 0-9 and _`);
  return `"${name}"`;
};

async function dropDatabase(adminUrl, database) {
  await withPg(adminUrl, (client) =>
    client.query(`DROP DATABASE IF EXISTS ${quoteIdent(database)} WITH (FORCE)`),
  );
}

async function ensureDatabase(adminUrl, database, { fresh }) {
  await withPg(adminUrl, async (client) => {
    if (fresh) await client.query(`DROP DATABASE IF EXISTS ${quoteIdent(database)} WITH (FORCE)`);
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (rowCount === 0) await client.query(`CREATE DATABASE ${quoteIdent(database)}`);
  });
}

/** Deletes every key under `prefix` (SCAN, never KEYS: the Redis may be shared). */
async function deleteKeys(redisUrl, prefix) {
  const Redis = require('ioredis');
  const client = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });
  await client.connect();
  try {
    const pattern = `${prefix.replace(/[*?[\]\\]/g, (c) => `\\${c}`)}*`;
    let cursor = '0';
    let removed = 0;
    do {
      const [next, keys] = await client.scan(cursor, 'MATCH', pattern, 'COUNT', 1000);
      cursor = next;
      if (keys.length > 0) removed += await client.del(...keys);
    } while (cursor !== '0');
    return removed;
  } finally {
    client.disconnect();
  }
}

/**
 * Starts the stack. Options (all optional):
 *   port             nginx's port (18280); the replicas take replicaPorts ([port+1, port+2]) and
 *                    serve their metrics on metricsPorts (each replica's port + 4)
 *   database         its PostgreSQL database ('dis_stack'), created when missing; fresh: dropped first
 *   keyPrefix        its Redis key prefix ('<database>:'); fresh: its keys deleted first
 *   privateRedis     a port: run a redis-server of its own there instead of REDIS_URL's
 *   releasesDir      the release folders (RELEASES_DIR or <repo>/releases); release: false skips building them
 *   captcha          CAPTCHA_ENABLED for the servers (unset: the sys.account.captchaEnabled setting)
 *   env              more environment for the servers
 * Returns { url, port, runDir, releasesDir, databaseUrl, keyPrefix, redis, replicas, nginx, stop }.
 * Each replica: { name, port, url, metricsUrl, pid, kill(signal = 'SIGKILL'), restart(env), stop() }.
 */
export async function startStack(options = {}) {
  const log = options.log ?? console.log;
  const port = Number(options.port ?? DEFAULTS.port);
  const replicaPorts = options.replicaPorts ?? [port + 1, port + 2];
  // the operators' metrics, apart from the port nginx forwards to (docs/deploy.md "What operators see")
  const metricsPorts = options.metricsPorts ?? replicaPorts.map((replicaPort) => replicaPort + 4);
  const database = options.database ?? DEFAULTS.database;
  const keyPrefix = options.keyPrefix ?? `${database}:`;
  const pgAdminUrl = options.pgAdminUrl ?? DEFAULTS.pgAdminUrl;
  const releasesDir = path.resolve(
    options.releasesDir ?? process.env.RELEASES_DIR ?? path.join(ROOT, 'releases'),
  );
  const nginxBin = nginxConf.nginxBinary();
  if (!nginxBin) throw new Error('nginx is not installed (Debian: apt-get install nginx)');

  const busy = [];
  for (const candidate of [
    port,
    ...replicaPorts,
    ...metricsPorts,
    ...(options.privateRedis ? [options.privateRedis] : []),
  ]) {
    if (!(await portFree(candidate))) busy.push(candidate);
  }
  if (busy.length > 0)
    throw new Error(`port ${busy.join(', ')} in use: another stack? (--port picks others)`);

  if (options.release !== false) prepareReleases({ releasesDir, build: options.build !== false, log });

  const runDir = options.runDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'dis-stack-'));
  fs.mkdirSync(runDir, { recursive: true });
  const server = serverCommand({ runDir, log });
  const dataDir = path.join(runDir, 'data');
  fs.mkdirSync(dataDir, { recursive: true });
  const started = [];
  const cleanups = [];

  const stop = async ({ clean = false } = {}) => {
    for (const part of [...started].reverse()) await part.stop().catch(() => undefined);
    started.length = 0;
    if (clean)
      for (const cleanup of cleanups) await cleanup().catch((error) => log(`clean-up: ${error.message}`));
    if (clean || options.removeRunDir) fs.rmSync(runDir, { recursive: true, force: true });
  };

  try {
    let redis = null;
    let redisUrl = options.redisUrl ?? DEFAULTS.redisUrl;
    if (options.privateRedis) {
      redis = privateRedis({ port: Number(options.privateRedis), runDir });
      await redis.start();
      started.push(redis);
      redisUrl = redis.url;
    } else {
      if (options.fresh) await deleteKeys(redisUrl, keyPrefix);
      cleanups.push(async () =>
        log(`removed ${await deleteKeys(redisUrl, keyPrefix)} Redis keys under ${keyPrefix}`),
      );
    }

    await ensureDatabase(pgAdminUrl, database, { fresh: options.fresh });
    cleanups.push(async () => {
      await dropDatabase(pgAdminUrl, database);
      log(`dropped database ${database}`);
    });
    const databaseUrl = Object.assign(new URL(pgAdminUrl), { pathname: `/${database}` }).toString();

    const url = `http://127.0.0.1:${port}`;
    const jwtSecret = crypto.randomBytes(48).toString('hex');
    const replicas = replicaPorts.map((replicaPort, index) => {
      const name = String.fromCharCode(97 + index); // a, b, …
      const proc = managedProcess({
        name: `replica ${name}`,
        command: server.command,
        args: server.args,
        logFile: path.join(runDir, `replica-${name}.log`),
        env: {
          ...process.env,
          ...server.env,
          NODE_ENV: 'production',
          PORT: String(replicaPort),
          HOST: '127.0.0.1',
          DATABASE_URL: databaseUrl,
          REDIS_URL: redisUrl,
          CACHE_KEY_PREFIX: keyPrefix,
          JWT_SECRET: jwtSecret,
          // uploads and the kept marketing render, shared as the replicas share a volume in compose
          DATA_DIR: dataDir,
          RELEASES_DIR: releasesDir,
          // files too: nginx cannot read `shell/current`, so the shell's entry files (main.js…)
          // come from a server (deploy/nginx.conf)
          SERVE_STATIC: 'true',
          STATIC_ORIGIN: url,
          // only nginx, which connects from its own loopback address: a login sent straight to a
          // replica's port is logged under its real peer, whatever X-Forwarded-For it forged
          TRUST_PROXY: STACK_PROXY_ADDRESS,
          PUBLIC_ORIGIN: options.publicOrigin ?? url,
          REPLICA_NAME: name,
          METRICS_PORT: String(metricsPorts[index]),
          LOG_LEVEL: process.env.LOG_LEVEL || 'warn',
          ...(options.captcha === undefined ? {} : { CAPTCHA_ENABLED: String(options.captcha) }),
          ...options.env,
        },
      });
      const replicaUrl = `http://127.0.0.1:${replicaPort}`;
      // readiness: the database and Redis answer (docs/deploy.md "Liveness and readiness")
      const ready = () =>
        waitFor(`${replicaUrl}/prod-api/health/ready`, { alive: () => proc.alive, what: `replica ${name}` });
      return {
        name,
        port: replicaPort,
        url: replicaUrl,
        metricsUrl: `http://127.0.0.1:${metricsPorts[index]}/metrics`,
        logFile: proc.logFile,
        get pid() {
          return proc.pid;
        },
        get alive() {
          return proc.alive;
        },
        async start() {
          proc.start();
          await ready();
        },
        /** `kill -<signal>` of the server process; resolves when it is gone */
        kill: (signal = 'SIGKILL') => proc.stop(signal, 5000),
        /** stops it and starts it again; `env` changes its environment for this start */
        async restart(env = {}) {
          await proc.stop('SIGTERM');
          proc.start(env);
          await ready();
        },
        stop: () => proc.stop('SIGTERM'),
      };
    });
    // the first alone (it runs the migrations on a new database), then the others
    for (const replica of replicas) {
      started.push(replica);
      await replica.start();
    }

    const mainFile = nginxConf.writeNginxConfig({
      runDir,
      upstreams: replicaPorts.map((replicaPort) => `127.0.0.1:${replicaPort}`),
      releasesDir,
      listen: `127.0.0.1:${port}`,
    });
    const nginxProc = managedProcess({
      name: 'nginx',
      command: nginxBin,
      args: nginxConf.nginxArgs(runDir, mainFile),
      env: process.env,
      logFile: path.join(runDir, 'nginx.out'),
    });
    nginxProc.start();
    started.push({ stop: () => nginxProc.stop('SIGQUIT', 5000) });
    await waitFor(`${url}/prod-api/health/ready`, {
      alive: () => nginxProc.alive,
      what: 'nginx',
      timeoutMs: 20_000,
    });

    return {
      url,
      port,
      runDir,
      releasesDir,
      database,
      databaseUrl,
      keyPrefix,
      redisUrl,
      redis,
      serverKind: server.kind,
      replicas,
      nginx: {
        get pid() {
          return nginxProc.pid;
        },
        accessLog: path.join(runDir, 'access.log'),
        errorLog: path.join(runDir, 'error.log'),
      },
      stop,
    };
  } catch (error) {
    const logs = fs
      .readdirSync(runDir)
      .filter((file) => file.endsWith('.log') || file.endsWith('.out'))
      .map((file) => `--- ${file}\n${fs.readFileSync(path.join(runDir, file), 'utf8').slice(-3000)}`)
      .join('\n');
    await stop({ clean: false });
    throw new Error(`${error.message}\n${logs}`);
  }
}

function parseArgs(argv) {
  const options = { fresh: false, clean: false };
  for (let index = 0; index < argv.length; index += 1) {
    const arg = argv[index];
    const value = () => {
      const next = arg.includes('=') ? arg.slice(arg.indexOf('=') + 1) : argv[++index];
      if (next === undefined) throw new Error(`${arg} needs a value`);
      return next;
    };
    if (arg === '--fresh') options.fresh = true;
    else if (arg === '--clean') options.clean = true;
    else if (arg.startsWith('--port')) options.port = Number(value());
    else if (arg.startsWith('--database')) options.database = value();
    else if (arg.startsWith('--private-redis'))
      options.privateRedis = arg.includes('=') ? Number(value()) : null;
    else if (arg.startsWith('--captcha')) options.captcha = /^(on|true|1)$/i.test(value());
    else throw new Error(`unknown option ${arg}`);
  }
  if (options.privateRedis === null) options.privateRedis = (options.port ?? DEFAULTS.port) + 10;
  if (options.port !== undefined && !(options.port > 0 && options.port < 65534))
    throw new Error('--port takes a port number');
  return options;
}

const USAGE = `Usage: npm run stack [-- options]
  --port N            nginx on N (default ${DEFAULTS.port}), the two replicas on N+1 and N+2
                      (their metrics on N+5 and N+6)
  --database NAME     the PostgreSQL database (default ${DEFAULTS.database}; Redis keys under NAME:)
  --fresh             drop the database and the keys first
  --clean             drop them when stopping
  --private-redis[=P] a redis-server of the stack's own on P (default N+10, append-only file in the
                      run folder) instead of REDIS_URL
  --captcha on|off    CAPTCHA_ENABLED for the servers (default: the setting in the database)`;

if (import.meta.url === `file://${process.argv[1]}`) {
  let options;
  try {
    options = parseArgs(process.argv.slice(2));
  } catch (error) {
    console.error(`${error.message}\n\n${USAGE}`);
    process.exit(2);
  }
  let stack;
  try {
    stack = await startStack(options);
  } catch (error) {
    console.error(`The stack did not start: ${error.message}`);
    process.exit(1);
  }
  console.log(`
  DIS stack on ${stack.url}  (console: ${stack.url}/login, admin / admin123)
    nginx ${stack.nginx.pid} → replicas ${stack.replicas.map((r) => `${r.name} :${r.port} (pid ${r.pid})`).join(', ')}
    metrics ${stack.replicas.map((r) => r.metricsUrl).join(', ')}
    database ${stack.database}, Redis ${stack.redisUrl} keys under ${stack.keyPrefix}
    releases ${stack.releasesDir}; logs in ${stack.runDir}
  Ctrl-C stops it${options.clean ? ' and drops the database and the keys' : ' (--clean would also drop the database and the keys)'}.
`);
  let stopping = false;
  const shutdown = async () => {
    if (stopping) return;
    stopping = true;
    console.log('\nStopping the stack …');
    await stack.stop({ clean: options.clean });
    process.exit(0);
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
  // say so when a part dies on its own (the stack keeps running on what is left)
  const watch = setInterval(() => {
    if (stopping) return;
    for (const replica of stack.replicas) {
      if (!replica.alive && !replica.reported) {
        replica.reported = true;
        console.error(`replica ${replica.name} exited; see ${replica.logFile}`);
      }
    }
  }, 1000);
  watch.unref();
}
