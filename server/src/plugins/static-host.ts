import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { Type } from '@sinclair/typebox';
import type { FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { REMOTES, defaultRemoteEntry } from '@dis/contract/remotes';
import type { RemoteName } from '../config';

export interface StaticHostOptions {
  /** folder holding `shell/dist` and `remote-<name>/dist` */
  staticRoot: string;
  remoteUrls: Partial<Record<RemoteName, string>>;
}

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

/** Files whose names stay the same from build to build: always revalidated. */
const ENTRY_FILES = new Set([
  'index.html',
  'remotes.json',
  'mf-manifest.json',
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

/** What `/remotes.json` announces: each remote's entry under `/mf/<name>/`, unless overridden. */
export function remoteEntries(remoteUrls: Partial<Record<RemoteName, string>>): Record<RemoteName, string> {
  return Object.fromEntries(REMOTES.map(({ name }) => [name, remoteUrls[name] ?? defaultRemoteEntry(name)]));
}

const RemotesSchema = Type.Object(Object.fromEntries(REMOTES.map(({ name }) => [name, Type.String()])));

/**
 * The one-process mode's files: the shell at `/`, each remote at `/mf/<name>/`, `/remotes.json`,
 * cache headers, and the build's pre-compressed .br/.gz files. The pages' documents (and the
 * not-found answers) are the site module's, registered after this.
 */
export default fp<StaticHostOptions>(
  async (app, options) => {
    const shellDist = path.join(options.staticRoot, 'shell', 'dist');
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
      const dist = path.join(options.staticRoot, dir, 'dist');
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

    const entries = remoteEntries(options.remoteUrls);
    app.get(
      '/remotes.json',
      {
        schema: {
          hide: true,
          summary: 'Where the shell loads each remote from',
          response: { 200: RemotesSchema },
        },
      },
      async function remotesJson(_request, reply) {
        reply.header('Cache-Control', REVALIDATE);
        return entries;
      },
    );
  },
  { name: 'static-host' },
);
