import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';

/**
 * `npm run release` and `npm run deploy` as an operator runs them (docs/architecture.md
 * "Releases: one build per section, repointed at run time"), on fake build outputs in a temporary
 * RELEASES_DIR: `--from-dist=<root>` releases `<root>/<dir>/dist` without building.
 */
const ROOT = path.resolve(__dirname, '..', '..');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const lib = require('./releases.cjs') as {
  appNamed: (name: string) => unknown;
  addBuild: (options: { root: string; app: unknown; dist: string; build: string; commit: string }) => string;
  prune: (root: string, app: unknown) => string[];
};
let work: string;
let releases: string;
let sources: string;

const write = (file: string, content: string | Buffer) => {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
};

/** A fake build output of `dir`, its hashed chunk named after `version`. */
function fakeDist(dir: string, version: string) {
  const dist = path.join(sources, dir, 'dist');
  fs.rmSync(dist, { recursive: true, force: true });
  if (dir === 'shell') {
    write(path.join(dist, 'index.html'), `<html>${version}</html>`);
    write(path.join(dist, 'main.js'), `/* ${version} */`);
    write(path.join(dist, 'chunks.json'), '{}');
    write(path.join(dist, 'ssr', 'render.cjs'), `/* shell render ${version} */`);
  } else {
    write(path.join(dist, 'remoteEntry.js'), `var entry = ${JSON.stringify(version)};`);
    const exposes = JSON.stringify({ './site/home': { js: [`chunks/home.${version}.js`], css: [] } });
    write(path.join(dist, 'exposes.json'), exposes);
    write(path.join(dist, 'exposes.json.gz'), zlib.gzipSync(exposes));
    write(path.join(dist, 'mf-manifest.json'), JSON.stringify({ id: 'x', metaData: { name: 'x' } }));
    write(path.join(dist, 'ssr', 'render.cjs'), `/* render ${version} */`);
  }
  write(path.join(dist, 'chunks', `home.${version}.js`), `/* ${version} */`);
  write(path.join(dist, 'assets', `logo.${version}.svg`), '<svg/>');
  write(path.join(dist, '.build-stamp'), 'now');
}

/** Runs a script with the temporary RELEASES_DIR; `at` (seconds) is the release's moment. */
function run(script: 'release' | 'deploy', args: string[], at = 1_800_000_000) {
  const result = spawnSync(process.execPath, [path.join(ROOT, 'scripts', `${script}.mjs`), ...args], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, RELEASES_DIR: releases, SOURCE_DATE_EPOCH: String(at), GIT_COMMIT: 'abc1234' },
  });
  return { code: result.status, out: result.stdout, err: result.stderr };
}

/** Releases `app` from a fresh fake build, `index` seconds apart; returns the build id. */
function release(app: string, dir: string, index: number) {
  fakeDist(dir, `v${index}`);
  const result = run('release', [app, `--from-dist=${sources}`], 1_800_000_000 + index);
  expect(result.code).toBe(0);
  return /: (\S+) is current/.exec(result.out)![1]!;
}

const builds = (dir: string) =>
  fs
    .readdirSync(path.join(releases, dir))
    .filter((name) => /^\d{14}-/.test(name))
    .sort();
const current = (dir: string) => fs.readFileSync(path.join(releases, dir, 'current'), 'utf8');

beforeEach(() => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'dis-releases-'));
  releases = path.join(work, 'releases');
  sources = path.join(work, 'src');
});
afterEach(() => fs.rmSync(work, { recursive: true, force: true }));

describe('npm run release', () => {
  it('copies the build under its id, with build.json listing every file and its SHA-256', () => {
    const id = release('system', 'remote-system', 0);
    expect(id).toBe('20270115080000-abc1234');
    expect(current('remote-system')).toBe(`${id}\n`);
    const folder = path.join(releases, 'remote-system', id);
    const described = JSON.parse(fs.readFileSync(path.join(folder, 'build.json'), 'utf8'));
    expect(described).toMatchObject({
      app: 'system',
      build: id,
      commit: 'abc1234',
      builtAt: '2027-01-15T08:00:00.000Z',
    });
    expect(Object.keys(described.files).sort()).toEqual([
      'assets/logo.v0.svg',
      'chunks/home.v0.js',
      'exposes.json',
      'exposes.json.gz',
      'mf-manifest.json',
      'remoteEntry.js',
      'ssr/render.cjs',
    ]);
    for (const [file, hash] of Object.entries(described.files))
      expect(
        crypto
          .createHash('sha256')
          .update(fs.readFileSync(path.join(folder, file)))
          .digest('hex'),
      ).toBe(hash);
    // the build script's bookkeeping stays behind
    expect(fs.existsSync(path.join(folder, '.build-stamp'))).toBe(false);
  });

  it('stamps the build id into mf-manifest.json and exposes.json, and their compressed copies', () => {
    const id = release('marketing', 'remote-marketing', 0);
    const folder = path.join(releases, 'remote-marketing', id);
    const manifest = JSON.parse(fs.readFileSync(path.join(folder, 'mf-manifest.json'), 'utf8'));
    expect(manifest.metaData).toEqual({ name: 'x', buildInfo: { buildVersion: id, commit: 'abc1234' } });
    const exposes = JSON.parse(fs.readFileSync(path.join(folder, 'exposes.json'), 'utf8'));
    expect(exposes).toEqual({ './site/home': { js: ['chunks/home.v0.js'], css: [] }, build: id });
    expect(
      JSON.parse(zlib.gunzipSync(fs.readFileSync(path.join(folder, 'exposes.json.gz'))).toString()),
    ).toEqual(exposes);
  });

  it('keeps the newest five builds and the current one, deleting older folders', () => {
    const ids = [0, 1, 2, 3, 4, 5, 6].map((index) => release('tools', 'remote-tools', index));
    expect(builds('remote-tools')).toEqual(ids.slice(2));
    // a current build older than the newest five is kept too (here: deployed back, then a build
    // added without being pointed at)
    expect(run('deploy', ['tools', '--to', ids[2]!]).code).toBe(0);
    const app = lib.appNamed('tools');
    fakeDist('remote-tools', 'v7');
    lib.addBuild({
      root: releases,
      app,
      dist: path.join(sources, 'remote-tools', 'dist'),
      build: '20990101000000-abc1234',
      commit: 'abc1234',
    });
    expect(lib.prune(releases, app)).toEqual([]);
    expect(builds('remote-tools')).toEqual([...ids.slice(2), '20990101000000-abc1234']);
    const latest = release('tools', 'remote-tools', 8);
    // pointed at a new build again: the old current one goes
    expect(builds('remote-tools')).toEqual([...ids.slice(4), latest, '20990101000000-abc1234']);
  });

  it("keeps in the shell's pool the hashed files of every retained shell build, and no others", () => {
    const ids = [0, 1, 2, 3, 4, 5].map((index) => release('shell', 'shell', index));
    const pool = fs.readdirSync(path.join(releases, 'shell', 'pool', 'chunks')).sort();
    expect(pool).toEqual(['home.v1.js', 'home.v2.js', 'home.v3.js', 'home.v4.js', 'home.v5.js']);
    expect(fs.readdirSync(path.join(releases, 'shell', 'pool', 'assets'))).toHaveLength(5);
    expect(builds('shell')).toEqual(ids.slice(1));
    // entry files never go to the pool: they are the current build's alone
    expect(fs.existsSync(path.join(releases, 'shell', 'pool', 'main.js'))).toBe(false);
  });

  it('refuses an unknown app or a missing build output, changing nothing', () => {
    const unknown = run('release', ['billing', `--from-dist=${sources}`]);
    expect(unknown.code).toBe(2);
    expect(unknown.err).toContain('Unknown app billing');
    const missing = run('release', ['monitor', `--from-dist=${sources}`]);
    expect(missing.code).toBe(1);
    expect(missing.err).toContain('holds no remoteEntry.js');
    expect(fs.existsSync(path.join(releases, 'remote-monitor', 'current'))).toBe(false);
  });
});

describe('npm run deploy', () => {
  let ids: string[];
  beforeEach(() => {
    ids = [0, 1, 2].map((index) => release('system', 'remote-system', index));
  });

  it('points current at a released build, written whole through a rename', () => {
    const result = run('deploy', ['system', '--to', ids[0]!]);
    expect(result.code).toBe(0);
    expect(result.out).toContain(`system: ${ids[0]} is current (was ${ids[2]})`);
    expect(current('remote-system')).toBe(`${ids[0]}\n`);
    // nothing half-written is left beside it
    expect(
      fs.readdirSync(path.join(releases, 'remote-system')).filter((name) => name.includes('tmp')),
    ).toEqual([]);
  });

  it('refuses an unknown build with the list of builds, exit code 2, current unchanged', () => {
    const result = run('deploy', ['system', '--to', '20990101000000-deadbee']);
    expect(result.code).toBe(2);
    expect(result.err).toContain('system has no build "20990101000000-deadbee"');
    expect(result.err).toContain(`  ${ids[2]}  (current)\n  ${ids[1]}\n  ${ids[0]}`);
    expect(current('remote-system')).toBe(`${ids[2]}\n`);
    expect(run('deploy', ['system', '--to', '../../etc']).code).toBe(2);
    expect(run('deploy', ['payroll', '--list']).code).toBe(2);
    expect(run('deploy', ['system']).code).toBe(2);
  });

  it('--previous goes back one build at a time, and refuses past the oldest', () => {
    expect(run('deploy', ['system', '--previous']).code).toBe(0);
    expect(current('remote-system')).toBe(`${ids[1]}\n`);
    expect(run('deploy', ['system', '--previous']).code).toBe(0);
    expect(current('remote-system')).toBe(`${ids[0]}\n`);
    const refused = run('deploy', ['system', '--previous']);
    expect(refused.code).toBe(2);
    expect(refused.err).toContain(`system has no build before ${ids[0]}`);
    expect(current('remote-system')).toBe(`${ids[0]}\n`);
  });

  it('--list lists the builds newest first, marking the current one', () => {
    run('deploy', ['system', '--to', ids[1]!]);
    const result = run('deploy', ['system', '--list']);
    expect(result.code).toBe(0);
    expect(result.out).toContain(`  ${ids[2]}\n  ${ids[1]}  (current)\n  ${ids[0]}\n`);
  });
});
