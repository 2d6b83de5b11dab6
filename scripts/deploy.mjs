#!/usr/bin/env node
// `npm run deploy -- <app> --to <build> | --previous | --list`: points `$RELEASES_DIR/<dir>/current`
// at a build already released (no build; docs/architecture.md "Releases: one build per section,
// repointed at run time"). A refusal changes nothing and exits with code 2.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const releases = require('./lib/releases.cjs');

const USAGE =
  'Usage: npm run deploy -- <app> --to <build>   point the app at a released build\n' +
  '       npm run deploy -- <app> --previous     go back to the build before the current one\n' +
  '       npm run deploy -- <app> --list         the builds, newest first\n' +
  `  app: ${releases.RELEASE_APPS.map((app) => app.name).join(' | ')}; RELEASES_DIR (default <repo>/releases)`;

function refuse(message) {
  console.error(message);
  process.exit(2);
}

const args = process.argv.slice(2);
let to = null;
let previous = false;
let list = false;
const names = [];
for (let index = 0; index < args.length; index += 1) {
  const arg = args[index];
  if (arg === '--to') {
    to = args[index + 1] ?? '';
    index += 1;
  } else if (arg.startsWith('--to=')) to = arg.slice('--to='.length);
  else if (arg === '--previous') previous = true;
  else if (arg === '--list') list = true;
  else if (arg.startsWith('--')) refuse(`Unknown option ${arg}.\n\n${USAGE}`);
  else names.push(arg);
}
if (names.length !== 1) refuse(`Name one app.\n\n${USAGE}`);
if ([to !== null, previous, list].filter(Boolean).length !== 1)
  refuse(`Say one of --to <build>, --previous or --list.\n\n${USAGE}`);
const app = releases.appNamed(names[0]);
if (!app) refuse(`Unknown app ${names[0]}.\n\n${USAGE}`);

const root = releases.releasesDir();
const builds = releases.listBuilds(root, app);
const current = releases.readCurrent(root, app);
const listing = () =>
  builds.length > 0
    ? builds.map((build) => `  ${build}${build === current ? '  (current)' : ''}`).join('\n')
    : '  (none)';

if (list) {
  console.log(`Builds of ${app.name} in ${root}, newest first:\n${listing()}`);
  process.exit(0);
}

let target = to;
if (previous) {
  // the build released before the current one (a current that is no longer listed has none)
  target = releases.previousOf(builds, current);
  if (!target)
    refuse(`${app.name} has no build before ${current ?? '(no current build)'}. Builds:\n${listing()}`);
}
if (!builds.includes(target))
  refuse(`${app.name} has no build "${target}" in ${root}. Builds, newest first:\n${listing()}`);
if (target === current) {
  console.log(`${app.name} is already at ${target}.`);
  process.exit(0);
}
releases.writeCurrent(root, app, target);
console.log(`${app.name}: ${target} is current (was ${current ?? 'none'}).`);
