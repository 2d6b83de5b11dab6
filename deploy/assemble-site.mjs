#!/usr/bin/env node
// Lays out what the static host (nginx) serves, from the one list of remotes
// (shared/contract/src/remotes.json): the shell's build at the top, each remote's build under
// mf/<name>/, and remotes.json pointing at them. Run after the production build:
//   node deploy/assemble-site.mjs <out-folder>
import { cpSync, existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const { shell, remotes } = require('@dis/contract/remotes.json');

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const out = process.argv[2];
if (!out) {
  console.error('usage: node deploy/assemble-site.mjs <out-folder>');
  process.exit(2);
}
const site = path.resolve(out);

const dist = (dir) => {
  const folder = path.join(root, dir, 'dist');
  if (!existsSync(path.join(folder, dir === shell.dir ? 'index.html' : 'remoteEntry.js'))) {
    console.error(`${dir} has no production build in ${folder}: run node scripts/build.mjs first`);
    process.exit(1);
  }
  return folder;
};

// the server renders (dist/ssr/) are the servers' to run (they get the builds whole), not files for browsers
const notServerOnly = (source) => !/[\\/]dist[\\/]ssr([\\/]|$)/.test(source);

rmSync(site, { recursive: true, force: true });
mkdirSync(site, { recursive: true });
cpSync(dist(shell.dir), site, { recursive: true, filter: notServerOnly });
for (const remote of remotes) {
  cpSync(dist(remote.dir), path.join(site, 'mf', remote.name), { recursive: true, filter: notServerOnly });
}
const entries = Object.fromEntries(remotes.map((r) => [r.name, `/mf/${r.name}/remoteEntry.js`]));
writeFileSync(path.join(site, 'remotes.json'), `${JSON.stringify(entries, null, 2)}\n`);
console.log(`site assembled in ${site}: shell + ${remotes.map((r) => r.name).join(', ')}`);
