#!/usr/bin/env node
// `node scripts/server-image-check.mjs`: the runtime stage of deploy/server.Dockerfile, reproduced
// in a temp folder without a Docker engine (docs/deploy.md "The server image"):
//   1. the package manifests and the lockfile, then `npm ci --omit=dev --workspace @dis/server`
//      (from the npm cache when it holds everything) — the image's node_modules;
//   2. the compiled server (scripts/build-server.mjs) into server/dist, and nothing else of the
//      repository (no sources, no @dis/contract files, no development dependencies);
//   3. every package the bundle imports at start is a production dependency of @dis/server;
//   4. `node server/dist/main.js` there, NODE_ENV=production, on the embedded database: the health
//      check answers 200, admin / admin123 logs in and the user list answers.
// Prints the start-up time and the sizes of the production and development trees; exit 1 on any
// failure. `--keep` leaves the folder for a look.
import { execFileSync, spawn } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { buildServer } from './build-server.mjs';
import { ROOT } from './lib/apps.mjs';
import { freePort } from './lib/server.mjs';

const require = createRequire(import.meta.url);
const { bundleProblems } = require('./lib/server-bundle.cjs');

const keep = process.argv.includes('--keep');
const folder = mkdtempSync(path.join(os.tmpdir(), 'dis-server-image-'));
let server;

const step = (text) => console.log(`  ${text}`);
const sizeOf = (dir) => execFileSync('du', ['-sh', dir], { encoding: 'utf8' }).split('\t')[0];

async function waitForHealth(url, child, timeoutMs) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    try {
      if ((await fetch(url)).status === 200) return Date.now() - started;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not answer 200 within ${timeoutMs / 1000} s`);
}

async function check() {
  // 1. manifests and the production install, as the runtime stage does
  for (const file of ['package.json', 'package-lock.json', '.npmrc'])
    cpSync(path.join(ROOT, file), path.join(folder, file));
  const { workspaces } = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8'));
  for (const workspace of workspaces) {
    mkdirSync(path.join(folder, workspace), { recursive: true });
    cpSync(path.join(ROOT, workspace, 'package.json'), path.join(folder, workspace, 'package.json'));
  }
  const installStarted = Date.now();
  execFileSync(
    'npm',
    [
      'ci',
      '--omit=dev',
      '--workspace',
      '@dis/server',
      '--prefer-offline',
      '--no-audit',
      '--no-fund',
      '--loglevel=error',
    ],
    { cwd: folder, stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, NODE_ENV: 'production' } },
  );
  step(`npm ci --omit=dev --workspace @dis/server: ${((Date.now() - installStarted) / 1000).toFixed(1)} s`);

  // 2. the bundle
  const metafile = await buildServer({ outdir: path.join(folder, 'server', 'dist'), quiet: true });
  step('built server/dist');

  // 3. what it imports against what the image installs
  const { dependencies } = JSON.parse(readFileSync(path.join(ROOT, 'server', 'package.json'), 'utf8'));
  const problems = bundleProblems(metafile, dependencies);
  if (problems.length > 0)
    throw new Error(`the bundle would break the image:\n    ${problems.join('\n    ')}`);
  step('every package the bundle imports at start is a production dependency of @dis/server');

  // 4. start it where nothing but the image's files is
  const port = Number(process.env.PORT) || (await freePort());
  const api = `http://127.0.0.1:${port}/prod-api`;
  const dataDir = path.join(folder, 'data');
  let output = '';
  server = spawn(process.execPath, ['--enable-source-maps', 'server/dist/main.js'], {
    cwd: folder,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_ORIGIN: `http://127.0.0.1:${port}`,
      CAPTCHA_ENABLED: 'false',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout.on('data', (chunk) => (output += chunk));
  server.stderr.on('data', (chunk) => (output += chunk));
  let ms;
  try {
    ms = await waitForHealth(`${api}/health`, server, 120_000);
  } catch (error) {
    throw new Error(`${error.message}\n${output}`);
  }
  step(`node server/dist/main.js answered /prod-api/health 200 after ${ms} ms (fresh embedded database)`);

  const login = await (
    await fetch(`${api}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: 'admin123' }),
    })
  ).json();
  if (login.code !== 200 || !login.token) throw new Error(`login refused: ${JSON.stringify(login)}`);
  const users = await (
    await fetch(`${api}/system/user/list?pageNum=1&pageSize=10`, {
      headers: { authorization: `Bearer ${login.token}` },
    })
  ).json();
  if (users.code !== 200 || !users.rows?.some((row) => row.userName === 'admin'))
    throw new Error(`the user list did not answer: ${JSON.stringify(users).slice(0, 300)}`);
  step(`admin logged in; the user list has ${users.total} users`);

  step(
    `production tree ${sizeOf(path.join(folder, 'node_modules'))} + server/dist ${sizeOf(path.join(folder, 'server', 'dist'))}; ` +
      `development tree (this checkout's node_modules) ${sizeOf(path.join(ROOT, 'node_modules'))}`,
  );
}

let failed = false;
try {
  console.log(`The server image's runtime stage, reproduced in ${folder}`);
  await check();
  console.log('  the server image check passed');
} catch (error) {
  failed = true;
  console.error(`  the server image check failed: ${error.message}`);
} finally {
  if (server && server.exitCode === null) {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
  }
  if (!keep) rmSync(folder, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
