// deploy/publish.sh, the command of every app image (docs/deploy.md "Shipping one section, rolling
// back"), run with the machine's `sh` against temporary folders standing for the image's /release and
// the shared /releases volume. It starts scripts/publish.mjs, which writes through
// scripts/lib/releases.cjs, as `npm run release` and `npm run deploy` do: one writer of the layout.
import { spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const SCRIPT = path.resolve(__dirname, '../../deploy/publish.sh');

let tmp: string;
let releases: string;

beforeEach(() => {
  tmp = mkdtempSync(path.join(os.tmpdir(), 'dis-publish-'));
  releases = path.join(tmp, 'releases');
});
afterEach(() => rmSync(tmp, { recursive: true, force: true }));

/** A build id of the release layout: a time, then a commit. */
const id = (n: number): string => `202611270915${String(n).padStart(2, '0')}-aa6d4c${n % 10}`;

function write(file: string, text: string): void {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
}

/** Lays out a build as scripts/release.mjs leaves it: the build's folder and `current`. */
function makeBuild(root: string, dir: string, build: string, files: Record<string, string> = {}): void {
  const folder = path.join(root, dir, build);
  const entry = dir === 'shell' ? 'index.html' : 'remoteEntry.js';
  write(path.join(folder, entry), `${entry} of ${build}`);
  write(path.join(folder, 'build.json'), JSON.stringify({ app: dir, build, files: {} }));
  for (const [file, text] of Object.entries(files)) write(path.join(folder, file), text);
  write(path.join(root, dir, 'current'), `${build}\n`);
}

/** A fresh image holding one build of `dir`; returns its /release folder. */
function image(dir: string, build: string, files: Record<string, string> = {}): string {
  const source = path.join(tmp, `image-${dir}-${build}`);
  makeBuild(source, dir, build, files);
  return source;
}

function run(
  dir: string,
  args: string[],
  source = path.join(tmp, 'no-image'),
  { script = SCRIPT, env = {} }: { script?: string; env?: Record<string, string> } = {},
) {
  const result = spawnSync('sh', [script, ...args], {
    env: { PATH: process.env.PATH, APP_DIR: dir, RELEASE_SOURCE: source, RELEASES_DIR: releases, ...env },
    encoding: 'utf8',
  });
  return { code: result.status, out: result.stdout, err: result.stderr };
}

const publish = (dir: string, build: string, files: Record<string, string> = {}) =>
  run(dir, [], image(dir, build, files));
const current = (dir: string): string => readFileSync(path.join(releases, dir, 'current'), 'utf8');
const entries = (dir: string): string[] => readdirSync(path.join(releases, dir)).sort();

describe('deploy/publish.sh, a remote', () => {
  it('copies the image build into the volume and points current at it, a newer image moves current on', () => {
    const first = publish('remote-system', id(1));
    expect(first.code).toBe(0);
    expect(first.out).toContain(`remote-system current -> ${id(1)}`);
    expect(readFileSync(path.join(releases, 'remote-system', id(1), 'remoteEntry.js'), 'utf8')).toBe(
      `remoteEntry.js of ${id(1)}`,
    );
    expect(current('remote-system')).toBe(`${id(1)}\n`);

    expect(publish('remote-system', id(2)).code).toBe(0);
    expect(current('remote-system')).toBe(`${id(2)}\n`);
    // the old build stays reachable for browsers opened before; nothing half-written is left over
    expect(entries('remote-system')).toEqual([id(1), id(2), 'current']);
    expect(existsSync(path.join(releases, 'shell'))).toBe(false);
  });

  it('leaves current where a rollback put it when an image already published runs again', () => {
    const second = image('remote-system', id(2));
    publish('remote-system', id(1));
    run('remote-system', [], second);
    expect(run('remote-system', ['rollback', id(1)]).code).toBe(0);

    const again = run('remote-system', [], second);
    expect(again.code).toBe(0);
    expect(again.out).toContain(`current stays ${id(1)}`);
    expect(current('remote-system')).toBe(`${id(1)}\n`);
  });

  it('keeps the newest five builds and the current one', () => {
    for (let n = 1; n <= 7; n += 1) expect(publish('remote-monitor', id(n)).code).toBe(0);
    expect(entries('remote-monitor')).toEqual([id(3), id(4), id(5), id(6), id(7), 'current']);

    // rolled back to the oldest kept build: it stays while two newer ones arrive
    expect(run('remote-monitor', ['rollback', id(3)]).code).toBe(0);
    const eighth = image('remote-monitor', id(8));
    const ninth = image('remote-monitor', id(9));
    run('remote-monitor', [], eighth);
    run('remote-monitor', [], ninth);
    expect(current('remote-monitor')).toBe(`${id(9)}\n`);
    expect(entries('remote-monitor')).toEqual([id(5), id(6), id(7), id(8), id(9), 'current']);

    makeBuild(releases, 'remote-monitor', id(4));
    expect(run('remote-monitor', [], ninth).code).toBe(0);
    expect(current('remote-monitor')).toBe(`${id(4)}\n`);
    expect(entries('remote-monitor')).toEqual([id(4), id(5), id(6), id(7), id(8), id(9), 'current']);
  });

  it('rolls back to a named build or the previous one, and refuses an unknown build changing nothing', () => {
    for (let n = 1; n <= 3; n += 1) publish('remote-tools', id(n));

    expect(run('remote-tools', ['list']).out).toBe(`${id(3)} (current)\n${id(2)}\n${id(1)}\n`);

    const previous = run('remote-tools', ['rollback', '--previous']);
    expect(previous.code).toBe(0);
    expect(previous.out).toContain(`remote-tools current -> ${id(2)} (was ${id(3)})`);
    expect(run('remote-tools', ['rollback', '--previous']).code).toBe(0);
    expect(current('remote-tools')).toBe(`${id(1)}\n`);

    const none = run('remote-tools', ['rollback', '--previous']);
    expect(none.code).toBe(2);
    expect(none.err).toContain(`remote-tools has no build before the current one (${id(1)})`);

    const unknown = run('remote-tools', ['rollback', '20250101000000-0000000']);
    expect(unknown.code).toBe(2);
    expect(unknown.err).toContain('remote-tools has no build "20250101000000-0000000"');
    expect(unknown.err).toContain(`  ${id(3)}\n  ${id(2)}\n  ${id(1)} (current)\n`);
    expect(run('remote-tools', ['rollback', '../remote-system']).code).toBe(2);
    expect(current('remote-tools')).toBe(`${id(1)}\n`);

    expect(run('remote-tools', ['rollback', id(3)]).code).toBe(0);
    expect(current('remote-tools')).toBe(`${id(3)}\n`);
    expect(entries('remote-tools')).toEqual([id(1), id(2), id(3), 'current']);
  });

  it('refuses an image without a complete build, or no app, and writes nothing', () => {
    const empty = run('remote-system', []);
    expect(empty.code).toBe(1);
    expect(empty.err).toContain('this image holds no build of remote-system');

    const source = image('remote-system', id(1));
    rmSync(path.join(source, 'remote-system', id(1), 'remoteEntry.js'));
    const broken = run('remote-system', [], source);
    expect(broken.code).toBe(1);
    expect(broken.err).toContain(`the build ${id(1)} of remote-system has no remoteEntry.js`);

    const noApp = run('', [], image('remote-system', id(2)));
    expect(noApp.code).toBe(2);
    expect(noApp.err).toContain('APP_DIR must be');
    expect(run('remote-x/../../elsewhere', [], image('remote-system', id(3))).code).toBe(2);
    expect(existsSync(path.join(tmp, 'elsewhere'))).toBe(false);
    expect(run('remote-system', ['deploy']).code).toBe(2);
    expect(existsSync(releases)).toBe(false);
  });
});

describe('deploy/publish.sh, the shell', () => {
  const shellFiles = (n: number) => ({
    [`chunks/page-${n}.js`]: `chunk ${n}`,
    'chunks/common.js': 'common',
    'assets/logo.svg': '<svg/>',
  });

  it('also keeps the hashed files of its kept builds in pool/, and no others', () => {
    expect(publish('shell', id(1), shellFiles(1)).code).toBe(0);
    expect(publish('shell', id(2), shellFiles(2)).code).toBe(0);
    expect(current('shell')).toBe(`${id(2)}\n`);
    const pool = path.join(releases, 'shell', 'pool');
    expect(readdirSync(path.join(pool, 'chunks')).sort()).toEqual(['common.js', 'page-1.js', 'page-2.js']);
    expect(readFileSync(path.join(pool, 'assets', 'logo.svg'), 'utf8')).toBe('<svg/>');
    // entry files are not hashed: they come from the current build only
    expect(existsSync(path.join(pool, 'index.html'))).toBe(false);

    for (let n = 3; n <= 7; n += 1) expect(publish('shell', id(n), shellFiles(n)).code).toBe(0);
    expect(entries('shell')).toEqual([id(3), id(4), id(5), id(6), id(7), 'current', 'pool']);
    expect(readdirSync(path.join(pool, 'chunks')).sort()).toEqual([
      'common.js',
      'page-3.js',
      'page-4.js',
      'page-5.js',
      'page-6.js',
      'page-7.js',
    ]);
    expect(readdirSync(pool).sort()).toEqual(['assets', 'chunks']);
  });
});

describe('deploy/publish.sh with the release tools', () => {
  // SOURCE_DATE_EPOCH names the moment of a build id (release.mjs), so two builds need no wait
  const node = (script: string, args: string[], releasesDir: string, epoch = '1795770000') =>
    spawnSync(process.execPath, [path.resolve(__dirname, '..', script), ...args], {
      env: {
        PATH: process.env.PATH,
        RELEASES_DIR: releasesDir,
        GIT_COMMIT: 'abc1234',
        SOURCE_DATE_EPOCH: epoch,
      },
      encoding: 'utf8',
    });

  /** The build stage of deploy/shell.Dockerfile on a fake build: release.mjs into /release, no pool. */
  function imageOf(version: string, epoch: string): { source: string; build: string } {
    const sources = path.join(tmp, `sources-${version}`);
    write(path.join(sources, 'shell', 'dist', 'index.html'), `<html>${version}</html>`);
    write(path.join(sources, 'shell', 'dist', 'main.js'), `main ${version}`);
    write(path.join(sources, 'shell', 'dist', 'chunks', `page.${version}.js`), `chunk ${version}`);
    const source = path.join(tmp, `release-${version}`);
    const released = node('release.mjs', ['shell', `--from-dist=${sources}`], source, epoch);
    expect(released.status).toBe(0);
    rmSync(path.join(source, 'shell', 'pool'), { recursive: true, force: true });
    return { source, build: readFileSync(path.join(source, 'shell', 'current'), 'utf8').trim() };
  }

  it('publishes what scripts/release.mjs leaves in the image, and npm run deploy reads the volume it fills', () => {
    const first = imageOf('aaaaaaaaaa', '1795770000');
    expect(first.build).toBe('20261127090000-abc1234');
    expect(run('shell', [], first.source).code).toBe(0);
    const second = imageOf('bbbbbbbbbb', '1795770060');
    expect(run('shell', [], second.source).code).toBe(0);

    const listed = node('deploy.mjs', ['shell', '--list'], releases);
    expect(listed.stdout).toContain(`  ${second.build}  (current)\n  ${first.build}\n`);
    expect(readdirSync(path.join(releases, 'shell', 'pool', 'chunks')).sort()).toEqual([
      'page.aaaaaaaaaa.js',
      'page.bbbbbbbbbb.js',
    ]);
    // build.json came along whole, so the server can check the files against it
    const description = JSON.parse(
      readFileSync(path.join(releases, 'shell', second.build, 'build.json'), 'utf8'),
    );
    expect(description).toMatchObject({ app: 'shell', build: second.build, commit: 'abc1234' });

    expect(node('deploy.mjs', ['shell', '--previous'], releases).status).toBe(0);
    expect(run('shell', ['list']).out).toBe(`${second.build}\n${first.build} (current)\n`);
  });
});

describe('the final stage of an app image', () => {
  it('holds all the release writer needs: the files the Dockerfile copies from the context, and Node.js', () => {
    // the image's /app and /usr/local/bin, laid out from the COPY lines of its last stage
    const dockerfile = readFileSync(path.resolve(__dirname, '../../deploy/remote-system.Dockerfile'), 'utf8');
    const last = dockerfile.slice(dockerfile.lastIndexOf('\nFROM '));
    const imageRoot = path.join(tmp, 'image');
    const copies = [...last.matchAll(/^COPY (?!--from)(\S+) (\S+)$/gm)].map(([, from, to]) => ({ from, to }));
    expect(copies.map(({ from }) => from)).toEqual([
      'shared/contract/package.json',
      'shared/contract/src/remotes.json',
      'scripts/lib/releases.cjs',
      'scripts/publish.mjs',
      'deploy/publish.sh',
    ]);
    for (const { from, to } of copies) {
      const target = path.join(imageRoot, to.startsWith('/') ? to : path.join('app', to));
      mkdirSync(path.dirname(target), { recursive: true });
      writeFileSync(target, readFileSync(path.resolve(__dirname, '../..', from)));
    }
    const module = /PUBLISH_MODULE=(\S+)/.exec(last)?.[1] ?? '';
    expect(module).toBe('/app/scripts/publish.mjs');
    const published = run('remote-system', [], image('remote-system', id(1)), {
      script: path.join(imageRoot, 'usr/local/bin/publish.sh'),
      env: { PUBLISH_MODULE: path.join(imageRoot, module) },
    });
    expect(published.err).toBe('');
    expect([published.code, current('remote-system')]).toEqual([0, `${id(1)}\n`]);
  });
});
