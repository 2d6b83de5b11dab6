import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { REMOTES } from '@dis/contract/remotes';
import {
  isLanguage,
  LOGIN_PATH,
  resolveSiteLanguage,
  SITE_LANGUAGE_COOKIE,
  SITE_LANGUAGES,
  SITE_PAGES,
  type Language,
} from '@dis/contract/site';
import type { RemoteName } from '../../config';
import { sendNotFoundEnvelope } from '../../plugins/errors';
import { publicOriginOf } from '../../plugins/public-origin';
import { documentPolicy } from '../../plugins/security-headers';
import type { FrontEnd } from '../../plugins/releases';
import { REVALIDATE } from '../../plugins/static-host';
import { isCaptchaEnabled, isRegisterEnabled } from '../system/config/service';
import {
  assetsOf,
  consoleFiles,
  firstViewEntries,
  inlineStyles,
  jsonReader,
  shellStart,
  textReader,
  type ExposedAssets,
} from './assets';
import {
  consoleSessionOf,
  firstPageReader,
  PERSONAL_DOCUMENT,
  SESSION_COOKIE,
  type ConsoleSession,
  type FirstPage,
} from './console-session';
import { robots, sitemap, sitemapPath, languageUrl } from './crawl';
import { CONSOLE_VIEW_SLOT, drawnViewMarkup, indexReader, renderDocument } from './document';
import { isBuiltFrom, keptDocuments, sendHtml, sendStreamedHtml, type KeptDocument } from './kept-documents';
import { classifyPath, consoleSegmentsOf, isPublished, normalisePath } from './pages';
import { releasedMarketingLoader, type MarketingBuild } from './released-render';
import { consoleRendererLoader, rendererLoader, renderedPage } from './render';

export interface SiteOptions {
  apiPrefix: string;
  remoteUrls: Partial<Record<RemoteName, string>>;
  /** the builds shown now: `<dir>/dist`, or the release folders' `current` builds */
  frontEnd: FrontEnd;
  /** with RELEASES_DIR: where the marketing render is fetched from (docs/site/rendering.md) */
  staticOrigin?: string;
  /** DATA_DIR: the verified copies of released renders are kept under `releases/` */
  dataDir: string;
}

/** One reader per build folder (a deploy changes the folder; the few last ones are kept). */
function perFolder<T>(make: (dir: string) => T): (dir: string) => T {
  const made = new Map<string, T>();
  return (dir) => {
    let value = made.get(dir);
    if (value === undefined) {
      if (made.size >= 8) made.clear();
      value = make(dir);
      made.set(dir, value);
    }
    return value;
  };
}

/** The address a page is rendered for: its path and only the query parameters it reads (docs/site/rendering.md). */
function renderUrl(page: string, query: Record<string, unknown> | undefined): string {
  const site = SITE_PAGES.find((candidate) => candidate.path === page);
  const params = new URLSearchParams();
  for (const name of site?.query ?? []) {
    const value = query?.[name];
    if (typeof value === 'string' && value) params.set(name, value);
  }
  const search = params.toString();
  return search ? `${page}?${search}` : page;
}

const isUnder = (urlPath: string, prefix: string) => urlPath === prefix || urlPath.startsWith(`${prefix}/`);

/** At most this many console views are drawn at once; beyond, documents go without (the browser draws). */
const MAX_DRAWING = 4;
/** A console view not drawn within this long is left out of its document (docs/site/rendering.md). */
const DRAW_WITHIN_MS = 500;

/** Whether the request carries the session cookie (`Admin-Token`, docs/product.md §4). */
const hasSessionCookie = (request: FastifyRequest) => Boolean(request.cookies[SESSION_COOKIE]?.trim());

/**
 * The site (docs/site/document.md): every page's document (the public pages rendered by the
 * server, `/login` and `/register`, the console's shell), `/robots.txt`, the sitemaps, and the
 * answer to anything no route takes. Registered after the static host, when the front end is served.
 */
export default fp<SiteOptions>(
  async (app, options) => {
    const { frontEnd } = options;
    const policyOf = documentPolicy(options.remoteUrls);

    // the shell's files, from the build shown now (a new `current` needs no restart)
    const indexOf = perFolder((dir) => indexReader(path.join(dir, 'index.html')));
    const chunksOf = perFolder((dir) => jsonReader<ExposedAssets>(path.join(dir, 'chunks.json')));
    const readStyle = textReader();

    // the public pages' HTML comes from the marketing remote's server build (docs/site/rendering.md)
    const marketingBuild: () => Promise<MarketingBuild> | null = frontEnd.releasesDir
      ? releasedMarketingLoader({
          entry: () => frontEnd.remoteEntries().marketing,
          releasesDir: frontEnd.releasesDir,
          staticOrigin: options.staticOrigin,
          cacheDir: path.join(options.dataDir, 'releases'),
          log: app.log,
        })
      : distMarketingLoader();

    /** Without RELEASES_DIR: `remote-marketing/dist/ssr/render.cjs`, read again when it changes. */
    function distMarketingLoader(): () => Promise<MarketingBuild> | null {
      const marketing = REMOTES.find((remote) => remote.name === 'marketing');
      const dir = marketing ? frontEnd.remoteDir(marketing.name) : null;
      const base = frontEnd.remoteEntries().marketing?.replace(/[^/]*$/, '') ?? null;
      if (!dir || !base) return () => null;
      const loadRenderer = rendererLoader(path.join(dir, 'ssr', 'render.cjs'), base);
      const readExposes = jsonReader<ExposedAssets>(path.join(dir, 'exposes.json'));
      return () =>
        loadRenderer()?.then((renderer) => ({ renderer, base, dir, exposes: readExposes() })) ?? null;
    }

    /** The documents last built for rendered pages, by address, language and origin (see sendDocument). */
    const documents = keptDocuments();

    /**
     * The page rendered in `lang`; 'missing' when the item it shows is not published; null when
     * there is no render build or it failed (the shell renders the page then).
     */
    async function renderPublicPage(
      request: FastifyRequest,
      shellDir: string,
      page: string,
      lang: Language,
      exists?: () => Promise<boolean>,
    ) {
      const loading = marketingBuild();
      if (!loading) return null;
      try {
        const { renderer, base, dir, exposes } = await loading;
        const url = renderUrl(page, request.query as Record<string, unknown> | undefined);
        const rendered = await renderedPage(app, renderer, {
          url,
          lang,
          apiPrefix: options.apiPrefix,
          exists,
        });
        if (!rendered || rendered.status === 404) return 'missing' as const;
        const { styles, scripts } = assetsOf(rendered, exposes, base, readShellChunks(shellDir));
        const inlined = dir ? inlineStyles(styles, dir, readStyle) : styles;
        return { rendered, exposes, styles: inlined, scripts };
      } catch (error) {
        request.log.error(
          { err: error, page },
          'the server render of a public page failed; the browser renders it',
        );
        return null;
      }
    }

    // `/login` and `/register` come from the shell's own server build (docs/site/rendering.md
    // "The shell's own pages")
    const shellRendererOf = perFolder((dir) => rendererLoader(path.join(dir, 'ssr', 'render.cjs'), '/'));
    const readShellChunks = (dir: string) => chunksOf(dir)();
    const firstPageOf = firstPageReader(frontEnd);

    /**
     * The login or register page rendered in `lang`, with the stylesheets and scripts of its chunk
     * and its words; null for a visitor with a session (the shell sends them on) and when there is
     * no render build or it failed (the shell renders the page then).
     */
    async function renderEntryPage(request: FastifyRequest, shellDir: string, page: string, lang: Language) {
      const renderer = shellRendererOf(shellDir)();
      if (!renderer || hasSessionCookie(request)) return null;
      try {
        const settings = {
          captchaEnabled: await isCaptchaEnabled(app, app.appConfig.captchaEnabled),
          registerEnabled: await isRegisterEnabled(app),
        };
        const rendered = await renderedPage(app, await renderer, {
          url: page,
          lang,
          apiPrefix: options.apiPrefix,
          settings,
        });
        if (!rendered) return null;
        const chunks = readShellChunks(shellDir);
        const groups = [...rendered.requests, `auth-words-${lang}`].map((name) => chunks?.[name]);
        const styles = inlineStyles(
          groups.flatMap((group) => group?.css ?? []).map((file) => ({ href: `/${file}`, file })),
          shellDir,
          readStyle,
        );
        const scripts = groups.flatMap((group) => group?.js ?? []).map((file) => `/${file}`);
        return { rendered, exposes: null, styles, scripts };
      } catch (error) {
        request.log.error(
          { err: error, page },
          'the server render of a shell page failed; the browser renders it',
        );
        return null;
      }
    }

    // the console's first view drawn by the server: the page by its remote's render, the frame
    // around it by the shell's (docs/site/rendering.md "The console's first view")
    const shellViewOf = perFolder((dir) => consoleRendererLoader(path.join(dir, 'ssr', 'render.cjs'), '/'));
    // a remote's, by its build folder and the address its browser build is served from
    const remoteViewsOf = perFolder((dir) =>
      perFolder((base) => consoleRendererLoader(path.join(dir, 'ssr', 'render.cjs'), base)),
    );

    let drawing = 0;

    /**
     * The console's first view of `page` for the signed-in user of `session`, as it is being
     * drawn with the answers of the page's first reads (docs/site/rendering.md "The console's
     * first view"): the stylesheets it is drawn with, known at once, and its markup once drawn.
     * Null, and nothing is drawn, for an address with a query (the page reads it, the answers are
     * of its first page), a page that declares no first reads, when a render build is missing,
     * or while MAX_DRAWING views are being drawn already. The markup is null when the view is not
     * drawn within DRAW_WITHIN_MS (the first after a start loads the render builds; it goes on,
     * for the next) or a render fails (logged): the console then draws the page as before.
     */
    function drawConsoleView(
      request: FastifyRequest,
      shellDir: string,
      page: string,
      lang: Language,
      session: ConsoleSession,
      first: FirstPage | null,
    ) {
      const drawable = first?.drawable;
      const answers = session.answers;
      if (!drawable || !answers || request.url.includes('?')) return null;
      // past capacity, or drawing enough already: the document goes without, the console draws
      // itself (docs/deploy.md "What is shed, and when")
      if (drawing >= MAX_DRAWING || app.shedding()) {
        app.metrics.consoleView('shed');
        return null;
      }
      const framing = shellViewOf(shellDir)();
      const paging = remoteViewsOf(drawable.dir)(drawable.base)();
      if (!framing || !paging) return null;
      const shellChunks = readShellChunks(shellDir);
      const draw = async () => {
        const [frame, pageView] = await Promise.all([framing, paging]);
        if (!frame || !pageView) return null;
        const asked = { url: page, lang, info: session.info, routers: session.routers, answers };
        const drawnPage = await pageView({ ...asked, module: drawable.module });
        if (!drawnPage) return null;
        const drawn = await frame({ ...asked, pageHtml: drawnPage.html });
        if (!drawn) return null;
        // the parts it drew that load on their own (a row's status switch), of the shell's build
        const parts = [...new Set([...(drawn.parts ?? []), ...(drawnPage.parts ?? [])])].filter(
          (part) => shellChunks?.[part],
        );
        return drawnViewMarkup({
          html: drawn.html,
          styles: `${drawn.styles}${drawnPage.styles}`,
          path: page,
          parts,
          scripts: parts.flatMap((part) => shellChunks?.[part]?.js ?? []).map((file) => `/${file}`),
        });
      };
      drawing += 1;
      const drew = draw().finally(() => {
        drawing -= 1;
      });
      let timer: NodeJS.Timeout | undefined;
      const markup = Promise.race([
        drew,
        new Promise<null>((resolve) => {
          timer = setTimeout(() => resolve(null), DRAW_WITHIN_MS);
        }),
      ])
        .finally(() => clearTimeout(timer))
        .catch(() => null)
        .then((view) => {
          app.metrics.consoleView(view ? 'drawn' : 'not-drawn');
          return view;
        });
      drew.catch((error: unknown) =>
        request.log.error(
          { err: error, page },
          'the server could not draw the console page; the browser draws it',
        ),
      );
      return {
        markup,
        stylesheets: [
          ...consoleFiles(shellChunks, lang, ['css']).map((href) => ({ href, file: href.slice(1) })),
          ...drawable.css.map((file) => ({ href: `${drawable.base}${file}`, file })),
        ],
      };
    }

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
     * article or posting that is not published. The body is always the shell, which shows the page.
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
      const entries = frontEnd.remoteEntries();
      const builds = frontEnd.builds();
      const query = request.query as Record<string, unknown> | undefined;
      const named = isLanguage(query?.lang) ? query!.lang : null;
      // a plain URL is drawn in the visitor's choice (cookie `lang`), else in the host's language
      const lang = resolveSiteLanguage(request.hostname, named, request.cookies[SITE_LANGUAGE_COOKIE]);
      const origin = originOf(request);
      const page = normalisePath(urlPath);
      const item = kind.kind === 'public' ? kind.id : undefined;
      const published = item ? () => isPublished(app.db, item) : undefined;
      const outcome =
        kind.kind === 'public'
          ? await renderPublicPage(request, shellDir, page, lang, published)
          : kind.kind === 'entry'
            ? await renderEntryPage(request, shellDir, page, lang)
            : null;
      // a kept or new render says whether the page's item is there; without one, the database does
      const found =
        outcome === 'missing'
          ? false
          : outcome
            ? true
            : kind.kind === 'public'
              ? !published || (await published())
              : kind.kind !== 'unknown';
      // a 404 shows the shell's 404 page, not the page's markup
      const render = outcome && outcome !== 'missing' ? outcome : null;
      const status = found ? 200 : 404;
      // a console page for a signed-in user: their getInfo and getRouters inline, the page's files
      // prefetched, and the answers of its first reads (docs/site/document.md "A console document");
      // never kept, never cached
      let first: FirstPage | null = null;
      const opened =
        kind.kind === 'console' && hasSessionCookie(request)
          ? await consoleSessionOf(app, request, options.apiPrefix, lang, (routers) => {
              first = firstPageOf(routers, page, entries, lang);
              return first;
            })
          : null;
      const session = opened?.session;
      const consoleView = session
        ? await drawConsoleView(request, shellDir, page, lang, session, first)
        : null;
      const index = indexOf(shellDir)();
      const shellChunks = readShellChunks(shellDir);
      // the same page, kept, in the same document: the document built for the last visitor (with
      // the same remotes map: a deploy of any remote makes a new one)
      const memoKey = `${origin}|${page}|${named ?? ''}|${lang}|${status}|${kind.kind}|${JSON.stringify(entries)}|${builds.shell ?? ''}`;
      const memo = render ? documents.get(memoKey) : undefined;
      if (
        render &&
        memo &&
        isBuiltFrom(memo, { page: render.rendered, index, exposes: render.exposes, shellChunks })
      )
        return sendHtml(reply, status, memo.html, memo.policy, request, memo.compressed);
      const { html, inlineScripts } = renderDocument(index, {
        lang,
        links:
          found && kind.kind === 'public'
            ? {
                // a language URL is its own canonical; so is the plain URL (the x-default page)
                canonical: named ? languageUrl(origin, page, lang) : `${origin}${page}`,
                zh: languageUrl(origin, page, 'zh-cn'),
                en: languageUrl(origin, page, 'en'),
                plain: `${origin}${page}`,
              }
            : undefined,
        noindex: status === 404 || kind.kind === 'console',
        // staff pages: the console's addresses, login and register (401 and 404 are console addresses)
        consoleTheme: kind.kind === 'console' || kind.kind === 'entry',
        remotes: entries,
        build: builds.shell,
        page: { path: page, status },
        // a console address starts the shell and the console at once (docs/site/speed.md "No waterfall")
        preload: [
          ...(render ? shellStart(shellChunks, lang) : []),
          ...(kind.kind === 'console'
            ? [...shellStart(shellChunks, lang), ...consoleFiles(shellChunks, lang, ['js'])]
            : []),
          ...firstViewEntries(kind.kind, page, entries),
        ],
        session,
        consoleView: consoleView ? { stylesheets: consoleView.stylesheets } : undefined,
        // a stylesheet the drawn view links is not fetched a second time
        prefetchNow: opened?.files.filter(
          (url) => !consoleView?.stylesheets.some((sheet) => sheet.href === url),
        ),
        prefetch: render && page === LOGIN_PATH ? consoleFiles(shellChunks, lang) : undefined,
        rendered: render ? { ...render.rendered, styles: render.styles, scripts: render.scripts } : undefined,
      });
      const policy = policyOf(inlineScripts);
      if (render) {
        const kept: KeptDocument = {
          page: render.rendered,
          index,
          exposes: render.exposes,
          shellChunks,
          html,
          policy,
        };
        documents.keep(memoKey, kept, memo);
      }
      // the drawn view goes into its place once drawn; everything before it is sent meanwhile
      const slot = consoleView ? html.indexOf(CONSOLE_VIEW_SLOT) : -1;
      if (consoleView && slot >= 0) {
        const rest = html.slice(slot + CONSOLE_VIEW_SLOT.length);
        return sendStreamedHtml(
          reply,
          request,
          status,
          html.slice(0, slot),
          consoleView.markup.then((view) => `${view ?? ''}${rest}`),
          policy,
          PERSONAL_DOCUMENT,
        );
      }
      return sendHtml(
        reply,
        status,
        html,
        policy,
        undefined,
        undefined,
        session ? PERSONAL_DOCUMENT : undefined,
      );
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
