import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import fastifyStatic from '@fastify/static';
import { Type } from '@sinclair/typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { REMOTES, defaultRemoteEntry } from '@dis/contract/remotes';
import type { RemoteName } from '../config';
import { sendNotFoundEnvelope } from './errors';
import { publicOriginOf } from './public-origin';
import { documentPolicy } from './security-headers';
import { robots, sitemap, sitemapPath, languageUrl } from '../modules/site/crawl';
import { indexReader, renderDocument } from '../modules/site/document';
import {
  classifyPath,
  consoleSegmentsOf,
  cookieLanguage,
  hostLanguage,
  isPublished,
  normalisePath,
  queryLanguage,
} from '../modules/site/pages';
import { LOGIN_PATH, SITE_LANGUAGES, SITE_PAGES, type RenderedSitePage } from '@dis/contract/site';
import { rendererLoader, renderedPage } from '../modules/site/render';
import { isCaptchaEnabled, isRegisterEnabled } from '../modules/system/config/service';

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

/**
 * What the static files answer: not the server renders (`dist/ssr/`, the server's to run, not
 * files for browsers), nor an address without a file extension, which is a page's (builds hold no
 * such file): its document comes from the site document below without first looking for the
 * file and its compressed copies on disk.
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
 * What a remote's build lists in `exposes.json` (the files of each exposed module's chunks) and the
 * shell's in `chunks.json` (the files of its start and of each named chunk, with the shared modules
 * they load): docs/site/rendering.md "The document".
 */
type ExposedAssets = Record<string, { js: string[]; css: string[]; shared?: string[] }>;

/** A JSON file, read again when it changes; null while it is missing or unreadable. */
function jsonReader<T>(file: string): () => T | null {
  let cached: { mtimeMs: number; value: T | null } | null = null;
  return () => {
    try {
      const { mtimeMs } = fs.statSync(file);
      if (!cached || cached.mtimeMs !== mtimeMs)
        cached = { mtimeMs, value: JSON.parse(fs.readFileSync(file, 'utf8')) as T };
      return cached.value;
    } catch {
      return null;
    }
  };
}

/** A document built for a rendered page, kept for the next visitor of the same page (see sendDocument). */
interface KeptDocument {
  page: RenderedSitePage;
  index: string;
  exposes: ExposedAssets | null;
  shellChunks: ExposedAssets | null;
  html: string;
  /** its Content-Security-Policy: the common one with the hashes of its inline scripts */
  policy: string;
  /** the document compressed once, at each encoding's best, when ready */
  compressed?: Partial<Record<DocumentEncoding, Buffer>>;
}

type DocumentEncoding = 'br' | 'gzip';

/**
 * A kept document is compressed once, at brotli's and gzip's best, off the event loop (the
 * responses compressed on the fly use faster settings, and compressing each time costs a burst
 * of visitors dearly): a phone's first round trip carries about 14 KB, and the page's first paint
 * should not need a second one (docs/site/speed.md "Paint first").
 */
function compressDocument(kept: KeptDocument): void {
  const compressed: Partial<Record<DocumentEncoding, Buffer>> = {};
  kept.compressed = compressed;
  const params = { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY };
  zlib.brotliCompress(kept.html, { params }, (error, result) => {
    if (!error) compressed.br = result;
  });
  zlib.gzip(kept.html, { level: zlib.constants.Z_BEST_COMPRESSION }, (error, result) => {
    if (!error) compressed.gzip = result;
  });
}

/** The encodings the client takes (`Accept-Encoding`), brotli first; one refused with `q=0` is not. */
function acceptedEncodings(request: FastifyRequest): DocumentEncoding[] {
  const taken = new Set<string>();
  for (const part of String(request.headers['accept-encoding'] ?? '').split(',')) {
    const [name, ...params] = part.trim().split(';');
    if (!params.some((param) => /^\s*q=0(\.0*)?\s*$/.test(param))) taken.add(name.trim().toLowerCase());
  }
  return (['br', 'gzip'] as const).filter((encoding) => taken.has(encoding));
}

/** A rendered page's stylesheets inlined at most this much in all; the rest are linked. */
const INLINE_STYLES_AT_MOST = 48 * 1024;

/** Text files of a build, read once per change (the stylesheets a document inlines). */
function textReader(): (file: string) => string | null {
  const cache = new Map<string, { mtimeMs: number; text: string }>();
  return (file) => {
    try {
      const { mtimeMs } = fs.statSync(file);
      const cached = cache.get(file);
      if (cached && cached.mtimeMs === mtimeMs) return cached.text;
      const text = fs.readFileSync(file, 'utf8');
      cache.set(file, { mtimeMs, text });
      return text;
    } catch {
      return null;
    }
  };
}

type PageStyle = { href: string; file: string; text?: string };

/**
 * The stylesheets of a rendered page, their text inlined while they are small (docs/site/speed.md
 * "Paint first": the markup paints without waiting for another request). One that refers to
 * another file (`url(...)` other than `data:`) stays linked, as its addresses are relative to it.
 */
function inlineStyles(
  styles: ReadonlyArray<{ href: string; file: string }>,
  dist: string,
  read: (file: string) => string | null,
): PageStyle[] {
  let room = INLINE_STYLES_AT_MOST;
  return styles.map((style) => {
    const text = read(path.join(dist, style.file));
    const refersElsewhere = text !== null && /url\(\s*(?!["']?data:)/i.test(text);
    if (text === null || refersElsewhere || text.length > room) return style;
    room -= text.length;
    return { ...style, text };
  });
}

/**
 * The stylesheets and scripts of a rendered page's modules (`marketing/site/home` → `./site/home`),
 * with the shell's chunks of the shared modules they use (`shared:axios` in the shell's
 * `chunks.json`). A stylesheet keeps its name in the build (`file`): the remote's loader finds it by
 * that name and does not add it a second time (docs/site/rendering.md "The document").
 */
function assetsOf(
  rendered: RenderedSitePage,
  exposes: ExposedAssets | null,
  base: string,
  shellChunks: ExposedAssets | null,
) {
  const styles: Array<{ href: string; file: string }> = [];
  const scripts: string[] = [];
  for (const request of rendered.requests) {
    const files = exposes?.[`./${request.split('/').slice(1).join('/')}`];
    for (const file of files?.css ?? [])
      if (!styles.some((style) => style.file === file)) styles.push({ href: base + file, file });
    for (const key of files?.shared ?? [])
      for (const file of shellChunks?.[`shared:${key}`]?.js ?? [])
        if (!scripts.includes(`/${file}`)) scripts.push(`/${file}`);
    for (const file of files?.js ?? []) if (!scripts.includes(base + file)) scripts.push(base + file);
  }
  return { styles, scripts };
}

/**
 * The remote entries a first view needs, preloaded so the browser fetches them while the shell
 * starts (docs/site/speed.md): the marketing remote on public pages; on a console page, the remote
 * of the section its path starts with (`/monitor/job` → monitor), as menu paths follow sections.
 */
function firstViewEntries(kind: string, page: string, entries: Record<string, string>): string[] {
  if (kind === 'public') return entries.marketing ? [entries.marketing] : [];
  if (kind !== 'console') return [];
  const section = page.split('/')[1];
  const remote = REMOTES.find((candidate) => candidate.section === section);
  return remote && entries[remote.name] ? [entries[remote.name]!] : [];
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

const SESSION_COOKIE = 'Admin-Token';

/** Whether the request carries the session cookie (`Admin-Token`, docs/product.md §4). */
const hasSessionCookie = (request: FastifyRequest) => Boolean(request.cookies[SESSION_COOKIE]?.trim());

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
      allowedPath: servedAsFile,
      // the page documents (index.html with the page's head) come from the site document below
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
    const policyOf = documentPolicy(options.remoteUrls);
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

    const readIndex = indexReader(path.join(shellDist, 'index.html'));
    const readShellChunks = jsonReader<ExposedAssets>(path.join(shellDist, 'chunks.json'));
    const readStyle = textReader();
    /** The shell's scripts a rendered page starts with: its start and its words in `lang`. */
    const shellStart = (lang: string) => {
      const chunks = readShellChunks();
      const groups = ['bootstrap', 'mount', `common-words-${lang}`];
      return [...new Set(groups.flatMap((group) => chunks?.[group]?.js ?? []))].map((file) => `/${file}`);
    };

    // the public pages' HTML comes from the marketing remote's server build (docs/site/rendering.md)
    const marketing = REMOTES.find((remote) => remote.name === 'marketing');
    const marketingDist = marketing ? path.join(options.staticRoot, marketing.dir, 'dist') : null;
    const marketingBase = entries.marketing ? entries.marketing.replace(/[^/]*$/, '') : null;
    const loadRenderer =
      marketingDist && marketingBase
        ? rendererLoader(path.join(marketingDist, 'ssr', 'render.cjs'), marketingBase)
        : () => null;
    const readExposes = marketingDist
      ? jsonReader<ExposedAssets>(path.join(marketingDist, 'exposes.json'))
      : () => null;

    /** The documents last built for rendered pages, by address, language and origin (see sendDocument). */
    const documents = new Map<string, KeptDocument>();
    const DOCUMENTS_AT_MOST = 500;

    /**
     * The page rendered in `lang`; 'missing' when the item it shows is not published; null when
     * there is no render build or it failed (the shell renders the page then).
     */
    async function renderPublicPage(
      request: FastifyRequest,
      page: string,
      lang: 'zh-cn' | 'en',
      exists?: () => Promise<boolean>,
    ) {
      const renderer = loadRenderer();
      if (!renderer || !marketingBase) return null;
      try {
        const url = renderUrl(page, request.query as Record<string, unknown> | undefined);
        const rendered = await renderedPage(app, await renderer, {
          url,
          lang,
          apiPrefix: options.apiPrefix,
          exists,
        });
        if (!rendered || rendered.status === 404) return 'missing' as const;
        const exposes = readExposes();
        const { styles, scripts } = assetsOf(rendered, exposes, marketingBase, readShellChunks());
        const inlined = marketingDist ? inlineStyles(styles, marketingDist, readStyle) : styles;
        return { rendered, exposes, styles: inlined, scripts };
      } catch (error) {
        request.log.error(
          { err: error, page },
          'the server render of a public page failed; the browser renders it',
        );
        return null;
      }
    }
    /** The console's files in `lang`: what the login page lets the browser fetch while the visitor types. */
    const consoleFiles = (lang: string, kinds: ReadonlyArray<'js' | 'css'> = ['js', 'css']) => {
      const chunks = readShellChunks();
      const groups = ['console', `console-words-${lang}`, `ui-words-${lang}`].map((name) => chunks?.[name]);
      return groups
        .flatMap((group) => kinds.flatMap((kind) => group?.[kind] ?? []))
        .map((file) => `/${file}`);
    };

    // `/login` and `/register` come from the shell's own server build (docs/site/rendering.md
    // "The shell's own pages")
    const loadShellRenderer = rendererLoader(path.join(shellDist, 'ssr', 'render.cjs'), '/');

    /**
     * The login or register page rendered in `lang`, with the stylesheets and scripts of its chunk
     * and its words; null for a visitor with a session (the shell sends them on) and when there is
     * no render build or it failed (the shell renders the page then).
     */
    async function renderEntryPage(request: FastifyRequest, page: string, lang: 'zh-cn' | 'en') {
      const renderer = loadShellRenderer();
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
        const chunks = readShellChunks();
        const groups = [...rendered.requests, `auth-words-${lang}`].map((name) => chunks?.[name]);
        const styles = inlineStyles(
          groups.flatMap((group) => group?.css ?? []).map((file) => ({ href: `/${file}`, file })),
          shellDist,
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
      const query = request.query as Record<string, unknown> | undefined;
      const named = queryLanguage(query?.lang);
      // a plain URL is drawn in the visitor's choice (cookie `lang`), else in the host's language
      const lang = named ?? cookieLanguage(request.cookies) ?? hostLanguage(request.hostname);
      const origin = originOf(request);
      const page = normalisePath(urlPath);
      const item = kind.kind === 'public' ? kind.id : undefined;
      const published = item ? () => isPublished(app.db, item) : undefined;
      const outcome =
        kind.kind === 'public'
          ? await renderPublicPage(request, page, lang, published)
          : kind.kind === 'entry'
            ? await renderEntryPage(request, page, lang)
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
      const index = readIndex();
      const shellChunks = readShellChunks();
      // the same page, kept, in the same document: the document built for the last visitor
      const memoKey = `${origin}|${page}|${named ?? ''}|${lang}|${status}|${kind.kind}`;
      const memo = render ? documents.get(memoKey) : undefined;
      if (
        render &&
        memo &&
        memo.page === render.rendered &&
        memo.index === index &&
        memo.exposes === render.exposes &&
        memo.shellChunks === shellChunks
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
        remotes: entries,
        page: { path: page, status },
        // a console address starts the shell and the console at once (docs/site/speed.md "No waterfall")
        preload: [
          ...(render ? shellStart(lang) : []),
          ...(kind.kind === 'console' ? [...shellStart(lang), ...consoleFiles(lang, ['js'])] : []),
          ...firstViewEntries(kind.kind, page, entries),
        ],
        prefetch: render && page === LOGIN_PATH ? consoleFiles(lang) : undefined,
        rendered: render ? { ...render.rendered, styles: render.styles, scripts: render.scripts } : undefined,
      });
      const policy = policyOf(inlineScripts);
      if (render) {
        if (documents.size >= DOCUMENTS_AT_MOST) documents.clear();
        const kept: KeptDocument = {
          page: render.rendered,
          index,
          exposes: render.exposes,
          shellChunks,
          html,
          policy,
        };
        // compressed once: a burst's first wave builds the same document many times over, and
        // each takes the compression the first one started
        if (memo && memo.html === html && memo.compressed) kept.compressed = memo.compressed;
        else compressDocument(kept);
        documents.set(memoKey, kept);
      }
      return sendHtml(reply, status, html, policy);
    }

    /**
     * A document with its policy (which allows its inline scripts); sent as it was compressed once
     * (a kept one) in an encoding the client takes.
     */
    function sendHtml(
      reply: FastifyReply,
      status: number,
      html: string,
      policy: string,
      request?: FastifyRequest,
      compressed?: KeptDocument['compressed'],
    ) {
      // the document depends on cookies (`lang`, the session's): a cache keeps one per visitor
      reply
        .code(status)
        .header('Cache-Control', REVALIDATE)
        .header('Vary', 'Cookie')
        .header('Content-Security-Policy', policy)
        .type('text/html; charset=utf-8');
      const encoding = request && acceptedEncodings(request).find((name) => compressed?.[name]);
      const body = encoding && compressed?.[encoding];
      if (!encoding || !body) return reply.send(html);
      return reply.header('Content-Encoding', encoding).header('Vary', 'Cookie, Accept-Encoding').send(body);
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
  { name: 'static-host' },
);
