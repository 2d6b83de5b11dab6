#!/usr/bin/env node
// `npm run release -- <app...|all> [--from-dist[=<root>]] [--force]`: the production build of each
// app, copied to `$RELEASES_DIR/<dir>/<build>/` with its build.json, and `current` pointed at it
// (docs/architecture.md "Releases: one build per section, repointed at run time").
//   --from-dist         release the existing `<dir>/dist` as it is (no build)
//   --from-dist=<root>  release `<root>/<dir>/dist` (a build made elsewhere)
//   --force             rebuild even what is up to date
import { createRequire } from 'node:module';
import path from 'node:path';
import { APPS } from './lib/apps.mjs';

const require = createRequire(import.meta.url);
const releases = require('./lib/releases.cjs');

const USAGE =
  'Usage: npm run release -- <app...|all> [--from-dist[=<root>]] [--force]\n' +
  `  app: ${releases.RELEASE_APPS.map((app) => app.name).join(' | ')}\n` +
  '  RELEASES_DIR (default <repo>/releases) receives the builds.';

function refuse(message) {
  console.error(`${message}\n\n${USAGE}`);
  process.exit(2);
}

const args = process.argv.slice(2);
const flags = args.filter((arg) => arg.startsWith('--'));
const names = args.filter((arg) => !arg.startsWith('--'));
const known = (flag) => flag === '--force' || flag === '--from-dist' || flag.startsWith('--from-dist=');
if (flags.some((flag) => !known(flag))) refuse(`Unknown option ${flags.find((flag) => !known(flag))}.`);
if (names.length === 0) refuse('Name the apps to release, or all.');
const unknown = names.filter((name) => name !== 'all' && !releases.appNamed(name));
if (unknown.length > 0) refuse(`Unknown app ${unknown.join(', ')}.`);

const apps = names.includes('all')
  ? releases.RELEASE_APPS
  : releases.RELEASE_APPS.filter((app) => names.includes(app.name));
const fromDist = flags.find((flag) => flag.startsWith('--from-dist'));
const sourceRoot = fromDist?.includes('=')
  ? path.resolve(fromDist.slice('--from-dist='.length))
  : releases.ROOT;

if (!fromDist) {
  const { build } = await import('./build.mjs');
  const dirs = apps.map((app) => app.dir);
  await build({ forceAll: flags.includes('--force'), apps: APPS.filter((app) => dirs.includes(app.dir)) });
}

const root = releases.releasesDir();
// one id for the whole run: the same commit, the same moment
const { build, commit, date } = releases.newBuildId();
let failed = false;
for (const app of apps) {
  try {
    releases.addBuild({
      root,
      app,
      dist: path.join(sourceRoot, app.dir, 'dist'),
      build,
      commit,
      builtAt: date,
    });
    // a page opened before this deploy keeps finding the shell's chunks it asks for
    if (app.kind === 'host') releases.addToPool(root, app, build);
    const previous = releases.readCurrent(root, app);
    releases.writeCurrent(root, app, build);
    const removed = releases.prune(root, app);
    console.log(
      `  ${app.name}: ${build} is current${previous ? ` (was ${previous})` : ''}` +
        (removed.length > 0 ? `; removed ${removed.join(', ')}` : ''),
    );
  } catch (error) {
    failed = true;
    console.error(`  ${app.name}: not released: ${error.message}`);
  }
}
console.log(`Releases in ${root}`);
process.exit(failed ? 1 : 0);
