import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isLanguage, resolveSiteLanguage, SITE_LANGUAGE_COOKIE, SITE_LANGUAGES } from '@dis/contract/site';
import { sendNotFoundEnvelope } from '../../plugins/errors';
import { publicOriginOf } from '../../plugins/public-origin';
import { REVALIDATE } from '../../plugins/static-host';
import { consoleDocuments } from './console-document';
import { robots, sitemap, sitemapPath } from './crawl';
import { sendShellDocument, siteContext, type DocumentRequest, type SiteOptions } from './document-base';
import { entryDocuments } from './entry-document';
import { classifyPath, consoleSegmentsOf, normalisePath } from './pages';
import { publicDocuments } from './public-document';

export type { SiteOptions };

const isUnder = (urlPath: string, prefix: string) => urlPath === prefix || urlPath.startsWith(`${prefix}/`);

/**
 * The site (docs/site/document.md): every page's document, `/robots.txt`, the sitemaps, and the
 * answer to anything no route takes. Each kind of page has its own document, in its own file: the
 * public site's pages (`public-document.ts`), `/login` and `/register` (`entry-document.ts`), the
 * console's addresses (`console-document.ts`); anything else gets the shell's 404. Registered after
 * the static host, when the front end is served.
 */
export default fp<SiteOptions>(
  async (app, options) => {
    const { frontEnd } = options;
    const ctx = siteContext(app, options);
    const sendPublicDocument = publicDocuments(ctx);
    const sendEntryDocument = entryDocuments(ctx);
    const sendConsoleDocument = consoleDocuments(ctx);

    // the console's first path segments come from the menus; read again at most once a minute
    let segments: { read: number; value: Promise<Set<string>> } | null = null;
    const consoleSegments = () => {
      if (!segments || Date.now() - segments.read > 60_000)
        segments = { read: Date.now(), value: consoleSegmentsOf(app.db) };
      return segments.value;
    };
    // PUBLIC_ORIGIN, never the Host header in production (docs/security.md "Public origin")
    const originOf = publicOriginOf;

    app.get('/robots.txt', { schema: { hide: true } }, async function robotsTxt(request, reply) {
      reply.type('text/plain; charset=utf-8').header('Cache-Control', 'public, max-age=3600');
      return robots(originOf(request), options.apiPrefix, await consoleSegments());
    });
    for (const lang of SITE_LANGUAGES) {
      app.get(sitemapPath(lang), { schema: { hide: true } }, async function sitemapXml(request, reply) {
        reply.type('application/xml; charset=utf-8').header('Cache-Control', 'public, max-age=600');
        return sitemap(app.db, originOf(request), lang);
      });
    }

    /**
     * The document of a page (docs/site/document.md): 200 for the site's pages, /login, /register
     * and console paths, whatever the Accept header or user agent; 404 for anything else and for an
     * article or posting that is not published.
     */
    async function sendDocument(request: FastifyRequest, reply: FastifyReply, urlPath: string) {
      const kind = classifyPath(urlPath, await consoleSegments());
      if (kind.kind === 'unknown' && !options.apiPrefix) return sendNotFoundEnvelope(request, reply);
      // the builds shown now: a deploy shows at the next request (docs/architecture.md "Releases")
      const shellDir = frontEnd.shellDir();
      if (!shellDir)
        return reply
          .code(503)
          .header('Cache-Control', REVALIDATE)
          .type('text/plain; charset=utf-8')
          .send(
            '网站尚未部署（没有当前的 shell 构建）。\nThe site is not deployed yet (no current shell build).',
          );
      const query = request.query as Record<string, unknown> | undefined;
      const named = isLanguage(query?.lang) ? query!.lang : null;
      const base: DocumentRequest = {
        kind,
        shellDir,
        entries: frontEnd.remoteEntries(),
        shellBuild: frontEnd.builds().shell,
        named,
        // a plain URL is drawn in the visitor's choice (cookie `lang`), else in the host's language
        lang: resolveSiteLanguage(request.hostname, named, request.cookies[SITE_LANGUAGE_COOKIE]),
        origin: originOf(request),
        page: normalisePath(urlPath),
      };
      switch (kind.kind) {
        case 'public':
          return sendPublicDocument(request, reply, base);
        case 'entry':
          return sendEntryDocument(request, reply, base);
        case 'console':
          return sendConsoleDocument(request, reply, base);
        default:
          // the shell shows its 404 page
          return sendShellDocument(ctx, reply, base, 404, { noindex: true, preload: [] });
      }
    }

    // `/` is the home page's document too (the static files have no index)
    app.addHook('onRequest', async function homeDocument(request, reply) {
      if ((request.method === 'GET' || request.method === 'HEAD') && request.url.split('?')[0] === '/') {
        await sendDocument(request, reply, '/');
        return reply;
      }
      return undefined;
    });

    app.setNotFoundHandler(async function spaFallback(request: FastifyRequest, reply: FastifyReply) {
      const urlPath = request.url.split('?')[0] ?? '/';
      if (options.apiPrefix && isUnder(urlPath, options.apiPrefix))
        return sendNotFoundEnvelope(request, reply);
      const isRead = request.method === 'GET' || request.method === 'HEAD';
      const isAsset = urlPath.startsWith('/mf/') || /\.[^/]+$/.test(urlPath);
      if (isRead && !isAsset) return sendDocument(request, reply, urlPath);
      if (!options.apiPrefix && !isAsset) return sendNotFoundEnvelope(request, reply);
      return reply.code(404).type('text/plain; charset=utf-8').send('Not Found');
    });
  },
  { name: 'site', dependencies: ['static-host'] },
);
