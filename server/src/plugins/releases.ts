import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { REMOTES, SHELL_APP, defaultRemoteEntry } from '@dis/contract/remotes';
import type { RemoteName } from '../config';

/**
 * Which build of each front-end app the server shows and announces (docs/architecture.md
 * "Releases: one build per section, repointed at run time"): with `RELEASES_DIR`, the build each
 * app's `current` file names, read at request time (a `deploy` needs no restart); without it, the
 * one-process mode's `<dir>/dist` folders.
 */
export interface FrontEnd {
  /** the release folders; absent in the one-process `dist` mode */
  readonly releasesDir?: string;
  /** the folder of the shell build shown now (index.html, chunks.json, ssr/); null when there is none */
  shellDir(): string | null;
  /** the folder of a remote's build shown now; null when there is none */
  remoteDir(name: RemoteName): string | null;
  /** what `/remotes.json` answers now: each remote's entry, `REMOTE_<NAME>_URL` overriding */
  remoteEntries(): Record<RemoteName, string>;
  /** what `/builds.json` answers now: each app's build id (`shell`, then the remotes); an app without a build is left out */
  builds(): Record<string, string>;
}

/** A folder name a `current` file may hold (what `npm run release` writes: `20261127091500-aa6d4c1`). */
export const BUILD_SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$/;

/**
 * The build a `current` file names, read again only when the file changes (a rename is a new
 * inode); null when it names no build folder beside it (a volume copied in part).
 */
function currentReader(file: string): () => string | null {
  let cached: { ino: number; mtimeMs: number; size: number; build: string | null } | null = null;
  return () => {
    const stat = fs.statSync(file, { throwIfNoEntry: false });
    if (!stat) return (cached = null);
    if (!cached || cached.ino !== stat.ino || cached.mtimeMs !== stat.mtimeMs || cached.size !== stat.size) {
      let build: string | null = null;
      try {
        build = fs.readFileSync(file, 'utf8').trim();
      } catch {
        build = null;
      }
      cached = {
        ino: stat.ino,
        mtimeMs: stat.mtimeMs,
        size: stat.size,
        build:
          build && BUILD_SEGMENT.test(build) && fs.existsSync(path.join(path.dirname(file), build))
            ? build
            : null,
      };
    }
    return cached.build;
  };
}

/** The apps by folder: the shell and each remote, with the file whose content changes with every build. */
const APPS = [
  { key: 'shell', dir: SHELL_APP.dir, entry: 'main.js' },
  ...REMOTES.map((remote) => ({ key: remote.name, dir: remote.dir, entry: 'remoteEntry.js' })),
];

/** With `RELEASES_DIR`: the `current` build of each app, `/mf/<name>/<build>/remoteEntry.js` announced. */
export function releasedFrontEnd(
  releasesDir: string,
  remoteUrls: Partial<Record<RemoteName, string>>,
): FrontEnd {
  const current = new Map(
    APPS.map((app) => [app.key, currentReader(path.join(releasesDir, app.dir, 'current'))]),
  );
  const buildOf = (key: string) => current.get(key)?.() ?? null;
  const folder = (dir: string, build: string | null) => (build ? path.join(releasesDir, dir, build) : null);
  return {
    releasesDir,
    shellDir: () => folder(SHELL_APP.dir, buildOf('shell')),
    remoteDir: (name) => folder(REMOTES.find((remote) => remote.name === name)?.dir ?? '', buildOf(name)),
    remoteEntries: () =>
      Object.fromEntries(
        REMOTES.map(({ name }) => {
          const build = buildOf(name);
          // a remote not released yet: its usual address, which answers 404 (its section is unavailable)
          return [
            name,
            remoteUrls[name] ?? (build ? `/mf/${name}/${build}/remoteEntry.js` : defaultRemoteEntry(name)),
          ];
        }),
      ),
    builds: () => {
      const builds: Record<string, string> = {};
      for (const app of APPS) {
        const build = buildOf(app.key);
        if (build) builds[app.key] = build;
      }
      return builds;
    },
  };
}

/**
 * The id of a `dist` build: the `build` of its build.json when it has one (a build taken from a
 * release), else `dist-` and the first 12 hex digits of its entry file's SHA-256 (`main.js`,
 * `remoteEntry.js`), which changes with every build that changes anything; read again when
 * either file changes.
 */
function distBuildReader(dist: string, entry: string): () => string | null {
  let cached: { key: string; build: string | null } | null = null;
  return () => {
    const described = fs.statSync(path.join(dist, 'build.json'), { throwIfNoEntry: false });
    const file = fs.statSync(path.join(dist, entry), { throwIfNoEntry: false });
    const key = `${described?.mtimeMs}|${described?.size}|${file?.mtimeMs}|${file?.size}`;
    if (cached?.key === key) return cached.build;
    let build: string | null = null;
    try {
      if (described) {
        const value = (
          JSON.parse(fs.readFileSync(path.join(dist, 'build.json'), 'utf8')) as { build?: unknown }
        ).build;
        if (typeof value === 'string' && BUILD_SEGMENT.test(value)) build = value;
      }
      if (!build && file)
        build = `dist-${createHash('sha256')
          .update(fs.readFileSync(path.join(dist, entry)))
          .digest('hex')
          .slice(0, 12)}`;
    } catch {
      build = null;
    }
    cached = { key, build };
    return build;
  };
}

/** Without `RELEASES_DIR`: the builds `npm run build` leaves in `<staticRoot>/<dir>/dist`. */
export function distFrontEnd(staticRoot: string, remoteUrls: Partial<Record<RemoteName, string>>): FrontEnd {
  const dist = (dir: string) => path.join(staticRoot, dir, 'dist');
  const entries = Object.fromEntries(
    REMOTES.map(({ name }) => [name, remoteUrls[name] ?? defaultRemoteEntry(name)]),
  );
  const readers = APPS.map((app) => ({ key: app.key, read: distBuildReader(dist(app.dir), app.entry) }));
  return {
    shellDir: () => dist(SHELL_APP.dir),
    remoteDir: (name) => {
      const remote = REMOTES.find((candidate) => candidate.name === name);
      return remote ? dist(remote.dir) : null;
    },
    remoteEntries: () => entries,
    builds: () => {
      const builds: Record<string, string> = {};
      for (const { key, read } of readers) {
        const build = read();
        if (build) builds[key] = build;
      }
      return builds;
    },
  };
}
