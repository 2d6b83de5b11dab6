#!/usr/bin/env node
// `npm run dev`: the server in watch mode on :8080 and every app under webpack-dev-server on its
// own port (shell :3000 proxies /prod-api to the server). Open http://localhost:3000.
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { APPS, ROOT } from './lib/apps.mjs';

const children = [];
function run(name, command, args, env = {}) {
  const child = spawn(command, args, {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const prefix = `[${name}]`.padEnd(12);
  for (const stream of [child.stdout, child.stderr]) {
    stream.on('data', (data) => {
      for (const line of String(data).split('\n'))
        if (line.trim() && !line.includes('Unknown user config')) console.log(prefix, line);
    });
  }
  children.push(child);
  return child;
}

// remotes.json for the dev shell: each remote from its own dev server
const remotes = Object.fromEntries(
  APPS.filter((a) => a.dir !== 'shell').map((a) => [
    a.container,
    `http://localhost:${a.port}/remoteEntry.js`,
  ]),
);
mkdirSync(path.join(ROOT, 'shell', 'public'), { recursive: true });
writeFileSync(path.join(ROOT, 'shell', 'public', 'remotes.json'), `${JSON.stringify(remotes, null, 2)}\n`);

run('server', path.join(ROOT, 'node_modules', '.bin', 'tsx'), ['watch', 'server/src/main.ts'], {
  PORT: '8080',
  SERVE_STATIC: 'false',
});
const webpack = path.join(ROOT, 'node_modules', '.bin', 'webpack');
for (const app of APPS) {
  run(app.dir.replace('remote-', ''), webpack, [
    'serve',
    '--mode',
    'development',
    '-c',
    `${app.dir}/webpack.config.js`,
    '--port',
    String(app.port),
  ]);
}
console.log('Open http://localhost:3000 (API on http://localhost:8080/prod-api).');

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const child of children) child.kill('SIGTERM');
    process.exit(0);
  });
}
