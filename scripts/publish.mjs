#!/usr/bin/env node
// The command of every app image (deploy/<app>.Dockerfile, through deploy/publish.sh): hands the
// image's build to the shared releases volume, or repoints the app there (docs/deploy.md
// "Shipping one section, rolling back"). It writes through scripts/lib/releases.cjs, the one writer
// of the release layout that `npm run release` and `npm run deploy` use too.
//
//   publish.mjs [publish]            copy this image's build to $RELEASES_DIR/<dir>/<build>/ and point
//                                    `current` at it; a build already there is left as it is (current
//                                    stays where a rollback put it); the shell's hashed files also go
//                                    to shell/pool/; then retention: the newest 5 builds + the current one
//   publish.mjs rollback <build>     point `current` at a build that is there
//   publish.mjs rollback --previous  point `current` at the build before the current one
//   publish.mjs list                 the builds, newest first, the current one marked
//
// Environment: APP_DIR (the app's folder: shell, remote-system, …; the image sets it),
// RELEASE_SOURCE (the image's own release folder, default /release), RELEASES_DIR (the shared
// volume, default /releases). Exit codes: 0 done, 1 a broken build or volume, 2 refused (usage,
// an unknown build).
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const releases = require('./lib/releases.cjs');

const SOURCE = process.env.RELEASE_SOURCE?.trim() || '/release';
const RELEASES = process.env.RELEASES_DIR?.trim() || '/releases';

class Refusal extends Error {
  constructor(message, code = 1) {
    super(message);
    this.code = code;
  }
}
const fail = (message, code = 1) => {
  throw new Refusal(message, code);
};

/** The app by its folder, from the one list of remotes; nothing else becomes a path in the volume. */
function appOf(dir) {
  const app = releases.RELEASE_APPS.find((candidate) => candidate.dir === dir);
  if (!app) fail(`APP_DIR must be the app's folder (shell, remote-system, …), got "${dir}"`, 2);
  return app;
}

const entryOf = (app) => (app.kind === 'host' ? 'index.html' : 'remoteEntry.js');

function listing(app) {
  const current = releases.readCurrent(RELEASES, app);
  const builds = releases.listBuilds(RELEASES, app);
  if (builds.length === 0) return [`no builds of ${app.dir} in ${RELEASES}`];
  return builds.map((build) => (build === current ? `${build} (current)` : build));
}

/** A refusal (exit 2) followed by the builds there, so the operator sees what may be named. */
function refuseUnknown(app, message) {
  const lines = listing(app).map((line) => `  ${line}`);
  fail(`${message}\nbuilds of ${app.dir} in ${RELEASES}, newest first:\n${lines.join('\n')}`, 2);
}

/** The newest 5 builds and the current one stay (the shell's pool follows them). */
function retain(app) {
  for (const build of releases.prune(RELEASES, app)) console.log(`removed the old build ${build}`);
}

function publish(app) {
  const from = path.join(SOURCE, app.dir);
  if (!fs.existsSync(from)) fail(`this image holds no build of ${app.dir} in ${from}`);
  const [build] = releases.listBuilds(SOURCE, app);
  if (!build) fail(`no build of ${app.dir} in ${from}`);
  for (const file of [entryOf(app), 'build.json'])
    if (!fs.existsSync(path.join(from, build, file))) fail(`the build ${build} of ${app.dir} has no ${file}`);

  if (fs.existsSync(path.join(RELEASES, app.dir, build))) {
    console.log(`${app.dir} build ${build} is already in ${RELEASES}`);
    const current = releases.readCurrent(RELEASES, app);
    // `docker compose up` runs every one-shot image again: that must not undo a rollback
    if (current) {
      console.log(`current stays ${current} (to use ${build}: rollback ${build})`);
      retain(app);
      return;
    }
  } else {
    const target = releases.importBuild({ root: RELEASES, app, from: path.join(from, build), build });
    console.log(`copied ${app.dir} build ${build} to ${target}`);
  }
  if (app.kind === 'host') releases.addToPool(RELEASES, app, build);
  releases.writeCurrent(RELEASES, app, build);
  console.log(`${app.dir} current -> ${build}`);
  retain(app);
}

function rollback(app, args) {
  if (args.length !== 1) fail('usage: rollback <build> | rollback --previous', 2);
  const current = releases.readCurrent(RELEASES, app);
  const builds = releases.listBuilds(RELEASES, app);
  let target = args[0];
  if (target === '--previous') {
    target = releases.previousOf(builds, current);
    if (!target) refuseUnknown(app, `${app.dir} has no build before the current one (${current ?? 'none'})`);
  } else if (!releases.BUILD_ID.test(target) || !builds.includes(target)) {
    refuseUnknown(app, `${app.dir} has no build "${target}"`);
  }
  if (!fs.existsSync(path.join(RELEASES, app.dir, target, entryOf(app))))
    fail(`the build ${target} of ${app.dir} has no ${entryOf(app)}`);
  releases.writeCurrent(RELEASES, app, target);
  console.log(`${app.dir} current -> ${target} (was ${current ?? 'none'})`);
}

const [command = 'publish', ...args] = process.argv.slice(2);
try {
  const app = appOf(process.env.APP_DIR?.trim() ?? '');
  if (command === 'publish') {
    if (args.length > 0) fail('usage: publish (no arguments)', 2);
    publish(app);
  } else if (command === 'rollback') rollback(app, args);
  else if (command === 'list') console.log(listing(app).join('\n'));
  else fail(`unknown command "${command}": publish, rollback <build>, rollback --previous or list`, 2);
} catch (error) {
  console.error(`publish: ${error.message}`);
  process.exit(error instanceof Refusal ? error.code : 1);
}
