// The release folders (docs/architecture.md "Releases: one build per section, repointed at run
// time"): `$RELEASES_DIR/<dir>/<build>/` per app build, `<dir>/current` naming the one served,
// `shell/pool/` keeping the shell's hashed files of every retained build. The one writer of that
// layout: scripts/release.mjs and scripts/deploy.mjs (`npm run release` / `deploy`) and
// scripts/publish.mjs, the command of every app image (deploy/publish.sh), all write through it;
// the server reads the same layout (server/src/plugins/releases.ts). CommonJS so that the
// ES-module scripts and the jest tests both load it; it needs Node.js and nothing else but the one
// list of remotes, so the app images carry it alone.
const { execFileSync } = require('node:child_process');
const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');
const zlib = require('node:zlib');
const list = require('@dis/contract/remotes.json');

const ROOT = path.resolve(__dirname, '..', '..');

/** The apps by the names the commands take: `shell`, `marketing`, `system`, `monitor`, `tools`. */
const RELEASE_APPS = [
  ...list.remotes.map((remote) => ({ name: remote.name, dir: remote.dir, kind: 'remote' })),
  { name: 'shell', dir: list.shell.dir, kind: 'host' },
];

/** `20261127091500-aa6d4c1`, `20261127091500-aa6d4c1-dirty`. */
const BUILD_ID = /^\d{14}-[0-9a-z]+(-dirty)?$/;

/** How many builds of an app a release keeps besides the current one. */
const KEEP_BUILDS = 5;

/** A file whose name carries its content hash (under `chunks/` or `assets/`): cached for a year. */
const isHashedFile = (relative) => /^(chunks|assets)\//.test(relative);

function releasesDir(env = process.env) {
  const raw = env.RELEASES_DIR?.trim();
  return raw ? path.resolve(raw) : path.join(ROOT, 'releases');
}

function appNamed(name) {
  return RELEASE_APPS.find((app) => app.name === name) ?? null;
}

/** `<UTC yyyymmddHHMMSS>-<git short commit>[-dirty]` and the commit itself. */
function newBuildId({ cwd = ROOT, env = process.env } = {}) {
  // SOURCE_DATE_EPOCH (seconds), the reproducible-builds convention, names the moment instead of now
  const epoch = env.SOURCE_DATE_EPOCH?.trim();
  const date = epoch && /^\d+$/.test(epoch) ? new Date(Number(epoch) * 1000) : new Date();
  const git = (...args) =>
    execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  let commit = env.GIT_COMMIT?.trim().slice(0, 7).toLowerCase() || '';
  let dirty = false;
  if (!commit) {
    try {
      commit = git('rev-parse', '--short=7', 'HEAD');
      dirty = git('status', '--porcelain').length > 0;
    } catch {
      // not a git checkout (a copied source tree): the build still gets an id
      commit = 'nogit';
    }
  }
  const stamp = date.toISOString().replace(/[-:T]/g, '').slice(0, 14);
  return { build: `${stamp}-${commit}${dirty ? '-dirty' : ''}`, commit, date };
}

/** Every file under `dir`, as `/`-separated paths relative to it, sorted. */
function filesUnder(dir, prefix = '') {
  const found = [];
  for (const entry of fs.readdirSync(path.join(dir, prefix), { withFileTypes: true })) {
    const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) found.push(...filesUnder(dir, relative));
    else if (entry.isFile()) found.push(relative);
  }
  return found.sort();
}

const sha256 = (file) => crypto.createHash('sha256').update(fs.readFileSync(file)).digest('hex');

/** The builds of `app` (folders named like a build id), newest first. */
function listBuilds(root, app) {
  const dir = path.join(root, app.dir);
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && BUILD_ID.test(entry.name))
    .map((entry) => entry.name)
    .sort()
    .reverse();
}

/** The build `current` names, or null. */
function readCurrent(root, app) {
  try {
    return fs.readFileSync(path.join(root, app.dir, 'current'), 'utf8').trim() || null;
  } catch {
    return null;
  }
}

/** Points `current` at `build`: a temporary file renamed over it, so a reader sees the old or the new id. */
function writeCurrent(root, app, build) {
  const file = path.join(root, app.dir, 'current');
  const temporary = `${file}.${process.pid}.${crypto.randomBytes(4).toString('hex')}.tmp`;
  fs.writeFileSync(temporary, `${build}\n`);
  fs.renameSync(temporary, file);
}

/** Rewrites a JSON file of the build and its pre-compressed copies (a stale `.br` would be served). */
function rewriteJson(file, change) {
  const value = JSON.parse(fs.readFileSync(file, 'utf8'));
  change(value);
  const text = `${JSON.stringify(value)}\n`;
  fs.writeFileSync(file, text);
  for (const [suffix, compress] of [
    ['.gz', () => zlib.gzipSync(text, { level: 9 })],
    [
      '.br',
      () =>
        zlib.brotliCompressSync(text, {
          params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY },
        }),
    ],
  ])
    if (fs.existsSync(file + suffix)) fs.writeFileSync(file + suffix, compress());
}

/**
 * Copies the build output `dist` to `$root/<dir>/<build>/`: stamps the build id into
 * `mf-manifest.json` and `exposes.json`, writes `build.json` with every file's SHA-256, then
 * moves the folder into place in one rename. Returns the new folder.
 */
function addBuild({ root, app, dist, build, commit, builtAt = new Date() }) {
  if (!fs.existsSync(path.join(dist, app.kind === 'host' ? 'index.html' : 'remoteEntry.js')))
    throw new Error(
      `${dist} holds no ${app.kind === 'host' ? 'index.html' : 'remoteEntry.js'}: build ${app.name} first`,
    );
  const target = path.join(root, app.dir, build);
  if (fs.existsSync(target)) throw new Error(`${app.dir}/${build} exists already`);
  const staging = path.join(root, app.dir, `.staging-${build}-${process.pid}`);
  fs.rmSync(staging, { recursive: true, force: true });
  fs.mkdirSync(staging, { recursive: true });
  try {
    // the build script's own bookkeeping (`.build-stamp`) is no part of the release
    fs.cpSync(dist, staging, { recursive: true, filter: (source) => !path.basename(source).startsWith('.') });
    const manifest = path.join(staging, 'mf-manifest.json');
    if (fs.existsSync(manifest))
      rewriteJson(manifest, (value) => {
        value.metaData ??= {};
        value.metaData.buildInfo = { ...value.metaData.buildInfo, buildVersion: build, commit };
      });
    const exposes = path.join(staging, 'exposes.json');
    if (fs.existsSync(exposes))
      rewriteJson(exposes, (value) => {
        value.build = build;
      });
    const files = {};
    for (const relative of filesUnder(staging)) files[relative] = sha256(path.join(staging, relative));
    const description = { app: app.name, build, commit, builtAt: builtAt.toISOString(), files };
    fs.writeFileSync(path.join(staging, 'build.json'), `${JSON.stringify(description, null, 2)}\n`);
    fs.renameSync(staging, target);
  } catch (error) {
    fs.rmSync(staging, { recursive: true, force: true });
    throw error;
  }
  return target;
}

/**
 * Copies a build folder made elsewhere (an image's `/release/<dir>/<build>/`, already stamped, with
 * its build.json) to `$root/<dir>/<build>/`: beside, then one rename, so a build folder is whole
 * or absent. Returns the new folder.
 */
function importBuild({ root, app, from, build }) {
  const target = path.join(root, app.dir, build);
  if (fs.existsSync(target)) throw new Error(`${app.dir}/${build} exists already`);
  const incoming = path.join(root, app.dir, `.incoming-${build}-${process.pid}`);
  fs.rmSync(incoming, { recursive: true, force: true });
  fs.mkdirSync(path.dirname(incoming), { recursive: true });
  try {
    fs.cpSync(from, incoming, { recursive: true });
    fs.renameSync(incoming, target);
  } catch (error) {
    fs.rmSync(incoming, { recursive: true, force: true });
    throw error;
  }
  return target;
}

/** The build released before `current` among `builds` (newest first), or null. */
function previousOf(builds, current) {
  const index = current ? builds.indexOf(current) : -1;
  return index >= 0 ? (builds[index + 1] ?? null) : null;
}

/** The files a shell build keeps in the pool (its hashed files and their compressed copies). */
function hashedFilesOf(buildDir) {
  return filesUnder(buildDir).filter(isHashedFile);
}

/** Copies the hashed files of a shell build into `shell/pool/` (never overwriting one already there). */
function addToPool(root, app, build) {
  const buildDir = path.join(root, app.dir, build);
  const pool = path.join(root, app.dir, 'pool');
  for (const relative of hashedFilesOf(buildDir)) {
    const target = path.join(pool, relative);
    if (fs.existsSync(target)) continue;
    fs.mkdirSync(path.dirname(target), { recursive: true });
    const temporary = `${target}.${process.pid}.tmp`;
    fs.copyFileSync(path.join(buildDir, relative), temporary);
    fs.renameSync(temporary, target);
  }
}

/**
 * Keeps the newest `KEEP_BUILDS` builds and the current one; deletes the other build folders and,
 * for the shell, the pool's files no retained build has. Returns the deleted builds.
 */
function prune(root, app) {
  const builds = listBuilds(root, app);
  const current = readCurrent(root, app);
  const kept = builds.filter((build, index) => index < KEEP_BUILDS || build === current);
  const removed = builds.filter((build) => !kept.includes(build));
  for (const build of removed) fs.rmSync(path.join(root, app.dir, build), { recursive: true, force: true });
  const pool = path.join(root, app.dir, 'pool');
  if (app.kind === 'host' && fs.existsSync(pool)) {
    const needed = new Set(kept.flatMap((build) => hashedFilesOf(path.join(root, app.dir, build))));
    for (const relative of filesUnder(pool))
      if (!needed.has(relative)) fs.rmSync(path.join(pool, relative), { force: true });
    removeEmptyFolders(pool);
  }
  return removed;
}

function removeEmptyFolders(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue;
    const child = path.join(dir, entry.name);
    removeEmptyFolders(child);
    if (fs.readdirSync(child).length === 0) fs.rmdirSync(child);
  }
}

module.exports = {
  ROOT,
  RELEASE_APPS,
  BUILD_ID,
  KEEP_BUILDS,
  releasesDir,
  appNamed,
  newBuildId,
  listBuilds,
  readCurrent,
  writeCurrent,
  addBuild,
  importBuild,
  previousOf,
  addToPool,
  prune,
  filesUnder,
};
