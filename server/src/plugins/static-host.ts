import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { REMOTES, SHELL_APP } from '@dis/contract/remotes';
import type { RemoteName } from '../config';
import { BUILD_SEGMENT, type FrontEnd } from './releases';

export interface StaticHostOptions {
  /** folder holding `shell/dist` and `remote-<name>/dist` */
  staticRoot: string;
  remoteUrls: Partial<Record<RemoteName, string>>;
  /** the builds shown and announced now (`dist` folders, or the release folders' `current` builds) */
  frontEnd: FrontEnd;
  /**
   * whether this process serves the builds' files itself (the one-process mode); behind nginx it
   * answers only `/remotes.json` and `/builds.json`
   */
  serveFiles: boolean;
}

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

/** Files whose names stay the same from build to build: always revalidated. */
const ENTRY_FILES = new Set([
  'index.html',
  'remotes.json',
  'builds.json',
  'build.json',
  'mf-manifest.json',
  'exposes.json',
  'chunks.json',
  'remoteEntry.js',
  'main.js',
  'main.css',
]);

export function shellIndexExists(staticRoot: string): boolean {
  return fs.existsSync(path.join(staticRoot, 'shell', 'dist', 'index.html'));
}

/** Content-hashed files (under `chunks/` or `assets/`) are cached for a year; the rest revalidate. */
export function cacheControlFor(filePath: string): string {
  const logical = filePath.replace(/\.(br|gz)$/, '');
  if (ENTRY_FILES.has(path.basename(logical))) return REVALIDATE;
  const segments = logical.split(/[\\/]/);
  return segments.includes('chunks') || segments.includes('assets') ? IMMUTABLE : REVALIDATE;
}

/**
 * What the static files answer: not the server renders (`dist/ssr/`, the server's to run, not
 * files for browsers), nor an address without a file extension, which is a page's (builds hold no
 * such file): its document comes from the site module without first looking for the file and its
 * compressed copies on disk (docs/site/document.md).
 */
const servedAsFile = (pathName: string) => !/(^|\/)ssr\//.test(pathName) && /\.[^/]+$/.test(pathName);

const setCacheHeaders = (reply: FastifyReply, filePath: string) => {
  reply.header('Cache-Control', cacheControlFor(filePath));
  // the build's files may be loaded by a shell on another origin (REMOTE_<NAME>_URL; docs/security.md)
  reply.header('Cross-Origin-Resource-Policy', 'cross-origin');
};

const RemotesSchema = Type.Object(Object.fromEntries(REMOTES.map(({ name }) => [name, Type.String()])));
const BuildsSchema = Type.Object(
  Object.fromEntries(
    ['shell', ...REMOTES.map(({ name }) => name)].map((key) => [key, Type.Optional(Type.String())]),
  ),
);

/**
 * A released file's cache header, from its path inside its build (`<dir>/<build>/…` or
 * `shell/pool/…` under `RELEASES_DIR`), so a folder named `assets` above the releases changes nothing.
 */
const releasedCacheHeaders = (releasesDir: string) => (reply: FastifyReply, filePath: string) => {
  const inside = path.relative(releasesDir, filePath).split(path.sep).slice(2).join('/');
  reply.header('Cache-Control', cacheControlFor(inside));
  reply.header('Cross-Origin-Resource-Policy', 'cross-origin');
};

/**
 * The release folders' files (docs/architecture.md "Releases"): `/mf/<name>/<build>/…` from
 * `$RELEASES_DIR/remote-<name>/<build>/` (every retained build, so a page opened before a deploy
 * keeps loading its chunks; the marketing remote's `ssr/` too, which the servers take their render
 * from), and the shell at `/` from its `current` build, then from `shell/pool/` for the hashed
 * files of the builds before it.
 */
async function serveReleases(app: FastifyInstance, releasesDir: string, frontEnd: FrontEnd) {
  await app.register(fastifyStatic, {
    root: releasesDir,
    serve: false,
    index: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders: releasedCacheHeaders(releasesDir),
  });
  const pool = path.join(releasesDir, SHELL_APP.dir, 'pool');

  app.get<{ Params: { name: string; build: string; '*': string } }>(
    '/mf/:name/:build/*',
    { schema: { hide: true } },
    function releasedRemoteFile(request, reply) {
      const { name, build, '*': file } = request.params;
      const remote = REMOTES.find((candidate) => candidate.name === name);
      // the marketing remote's server render is served (the servers fetch it); no other ssr/
      const ssrServed = name === 'marketing' || !/(^|\/)ssr\//.test(file);
      if (!remote || !BUILD_SEGMENT.test(build) || !/\.[^/]+$/.test(file) || !ssrServed)
        return reply.callNotFound();
      return reply.sendFile(file, path.join(releasesDir, remote.dir, build));
    },
  );
  app.get<{ Params: { '*': string } }>(
    '/*',
    { schema: { hide: true } },
    function releasedShellFile(request, reply) {
      const file = request.params['*'];
      const current = frontEnd.shellDir();
      if (!current || !servedAsFile(`/${file}`)) return reply.callNotFound();
      // a hashed file of an earlier shell build (a page opened before the deploy) is in the pool
      const hashed = /^(chunks|assets)\//.test(file);
      return reply.sendFile(file, hashed && !fs.existsSync(path.join(current, file)) ? pool : current);
    },
  );
}

/**
 * The one-process mode's files: the shell at `/`, each remote at `/mf/<name>/` (with
 * `RELEASES_DIR`: the release folders, see `serveReleases`), cache headers, and the build's
 * pre-compressed .br/.gz files; and, whenever the server shows the front end, `/remotes.json` and
 * `/builds.json`. The pages' documents (and the not-found answers) are the site module's,
 * registered after this.
 */
export default fp<StaticHostOptions>(
  async (app, options) => {
    const { frontEnd } = options;
    if (options.serveFiles && frontEnd.releasesDir) await serveReleases(app, frontEnd.releasesDir, frontEnd);
    else if (options.serveFiles) await serveDist(app, options.staticRoot);

    // never cached: a deployment (a new `current`) shows at the next request
    const answers = [
      {
        url: '/remotes.json',
        summary: 'Where the shell loads each remote from',
        schema: RemotesSchema,
        answer: () => frontEnd.remoteEntries(),
      },
      {
        url: '/builds.json',
        summary: 'The build of each app shown now (the shell compares its own to offer a reload)',
        schema: BuildsSchema,
        answer: () => frontEnd.builds(),
      },
    ];
    for (const { url, summary, schema, answer } of answers) {
      app.get(
        url,
        { schema: { hide: true, summary, response: { 200: schema } } },
        async (_request, reply) => {
          reply.header('Cache-Control', REVALIDATE);
          return answer();
        },
      );
    }
  },
  { name: 'static-host' },
);

/** Without `RELEASES_DIR`: `<staticRoot>/shell/dist` at `/`, each `<staticRoot>/remote-<name>/dist` at `/mf/<name>/`. */
async function serveDist(app: FastifyInstance, staticRoot: string) {
  const shellDist = path.join(staticRoot, 'shell', 'dist');
  await app.register(fastifyStatic, {
    root: shellDist,
    prefix: '/',
    allowedPath: servedAsFile,
    // the page documents (index.html with the page's head) come from the site module
    index: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders: setCacheHeaders,
  });
  for (const { name, dir } of REMOTES) {
    const dist = path.join(staticRoot, dir, 'dist');
    if (!fs.existsSync(dist)) {
      app.log.warn({ remote: name, dist }, 'remote build missing; its section will be unavailable');
      continue;
    }
    await app.register(fastifyStatic, {
      root: dist,
      prefix: `/mf/${name}/`,
      allowedPath: servedAsFile,
      decorateReply: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders: setCacheHeaders,
    });
  }
}
