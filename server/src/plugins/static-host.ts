import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { Type } from '@sinclair/typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { REMOTES, defaultRemoteEntry } from '@dis/contract/remotes';
import type { RemoteName } from '../config';
import { sendNotFoundEnvelope } from './errors';

export interface StaticHostOptions {
  /** folder holding `shell/dist` and `remote-<name>/dist` */
  staticRoot: string;
  apiPrefix: string;
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

const setCacheHeaders = (reply: FastifyReply, filePath: string) => {
  reply.header('Cache-Control', cacheControlFor(filePath));
};

/** What `/remotes.json` announces: each remote's entry under `/mf/<name>/`, unless overridden. */
export function remoteEntries(remoteUrls: Partial<Record<RemoteName, string>>): Record<RemoteName, string> {
  return Object.fromEntries(REMOTES.map(({ name }) => [name, remoteUrls[name] ?? defaultRemoteEntry(name)]));
}

const RemotesSchema = Type.Object(Object.fromEntries(REMOTES.map(({ name }) => [name, Type.String()])));

const isUnder = (urlPath: string, prefix: string) => urlPath === prefix || urlPath.startsWith(`${prefix}/`);

/**
 * The one-process mode: the shell at `/`, each remote at `/mf/<name>/`, `/remotes.json`, the SPA
 * fallback to the shell's index.html, cache headers, and the build's pre-compressed .br/.gz files.
 */
export default fp<StaticHostOptions>(
  async (app, options) => {
    const shellDist = path.join(options.staticRoot, 'shell', 'dist');
    await app.register(fastifyStatic, {
      root: shellDist,
      prefix: '/',
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

    app.setNotFoundHandler(function spaFallback(request: FastifyRequest, reply: FastifyReply) {
      const urlPath = request.url.split('?')[0];
      if (options.apiPrefix && isUnder(urlPath, options.apiPrefix))
        return sendNotFoundEnvelope(request, reply);
      const isRead = request.method === 'GET' || request.method === 'HEAD';
      const isAsset = urlPath.startsWith('/mf/') || /\.[^/]+$/.test(urlPath);
      const wantsHtml = String(request.headers.accept ?? '').includes('text/html');
      if (isRead && !isAsset && wantsHtml) {
        reply.header('Cache-Control', REVALIDATE);
        return reply.sendFile('index.html', shellDist);
      }
      if (!options.apiPrefix && !isAsset) return sendNotFoundEnvelope(request, reply);
      return reply.code(404).type('text/plain; charset=utf-8').send('Not Found');
    });
  },
  { name: 'static-host' },
);
