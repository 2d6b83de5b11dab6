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
  env: { ...process.env, PORT: port, NODE_ENV: process.env.NODE_ENV || 'production' },
});

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
