#!/usr/bin/env node
// Production build of the shell and the remotes. Builds only what is missing or out of date,
// unless --force. Two builds at a time (the machines have two cores).
import { spawn } from 'node:child_process';
import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { APPS, ROOT, needsBuild, stampFile } from './lib/apps.mjs';

const force = process.argv.includes('--force');
const only = process.argv
  .find((a) => a.startsWith('--only='))
  ?.slice('--only='.length)
  .split(',');

function buildApp(app) {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const webpack = path.join(ROOT, 'node_modules', '.bin', 'webpack');
    const child = spawn(
      webpack,
      ['--mode', 'production', '-c', path.join(ROOT, app.dir, 'webpack.config.js')],
      {
        cwd: ROOT,
        stdio: ['ignore', 'pipe', 'pipe'],
        env: { ...process.env, NODE_ENV: 'production' },
      },
    );
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('exit', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      if (code === 0) {
        writeFileSync(stampFile(app), new Date().toISOString());
        console.log(`  built ${app.dir} in ${seconds} s`);
        resolve(Number(seconds));
      } else {
        console.error(
          output
            .split('\n')
            .filter((l) => !l.includes('Unknown user config'))
            .join('\n'),
        );
        reject(new Error(`build of ${app.dir} failed (exit ${code})`));
      }
    });
  });
}

const LOCK = path.join(ROOT, 'reports', '.build.lock');

function lockHolderAlive() {
  try {
    process.kill(Number(readFileSync(LOCK, 'utf8')), 0);
    return true;
  } catch {
    return false;
  }
}

/** One build at a time in a checkout: concurrent builds would write the same dist folders. */
async function withBuildLock(work) {
  mkdirSync(path.dirname(LOCK), { recursive: true });
  for (;;) {
    try {
      closeSync(openSync(LOCK, 'wx'));
      writeFileSync(LOCK, String(process.pid));
      break;
    } catch {
      if (!lockHolderAlive()) rmSync(LOCK, { force: true });
      else await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  }
  try {
    return await work();
  } finally {
    rmSync(LOCK, { force: true });
  }
}

export function build(options = {}) {
  return withBuildLock(() => buildMissing(options));
}

async function buildMissing({ forceAll = force, apps = APPS } = {}) {
  const todo = apps.filter((app) => (!only || only.includes(app.dir)) && (forceAll || needsBuild(app)));
  if (todo.length === 0) {
    console.log('Front-end builds are up to date.');
    return;
  }
  console.log(`Building ${todo.map((a) => a.dir).join(', ')} …`);
  const started = Date.now();
  const queue = [...todo];
  const workers = Array.from({ length: Math.min(2, queue.length) }, async () => {
    while (queue.length) await buildApp(queue.shift());
  });
  await Promise.all(workers);
  console.log(`Front-end build finished in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  build().catch((error) => {
    console.error(error.message);
    process.exit(1);
  });
}
