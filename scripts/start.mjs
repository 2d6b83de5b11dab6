#!/usr/bin/env node
// `npm start`: build what is missing, then run ONE process on http://localhost:8080 that serves
// the shell at /, the remotes at /mf/<name>/ and the API at /prod-api, with the embedded database.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { build } from './build.mjs';
import { ROOT } from './lib/apps.mjs';

await build({ forceAll: false });

const port = process.env.PORT || '8080';
const tsx = path.join(ROOT, 'node_modules', '.bin', 'tsx');
const server = spawn(tsx, [path.join(ROOT, 'server', 'src', 'main.ts')], {
  cwd: ROOT,
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: port,
    NODE_ENV: process.env.NODE_ENV || 'production',
    // production builds no URL from the Host header: the address this mode announces below
    PUBLIC_ORIGIN: process.env.PUBLIC_ORIGIN || `http://localhost:${port}`,
  },
});

// say where to go once the server answers (its own log lines are JSON)
const deadline = Date.now() + 120_000;
const announce = setInterval(async () => {
  if (Date.now() > deadline) return clearInterval(announce);
  try {
    const health = await fetch(`http://127.0.0.1:${port}${process.env.API_PREFIX ?? '/prod-api'}/health`);
    if (!health.ok) return;
  } catch {
    return;
  }
  clearInterval(announce);
  console.log(`\n  DIS is running on http://localhost:${port}  (console: /login, admin / admin123)\n`);
}, 500);

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => {
  clearInterval(announce);
  process.exit(code ?? (signal ? 0 : 1));
});
