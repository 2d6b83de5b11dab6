import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { REMOTES } from '@dis/contract/remotes';
import { SITE_PAGES, type Language } from '@dis/contract/site';
import {
  assetsOf,
  firstViewEntries,
  inlineStyles,
  jsonReader,
  shellStart,
  type ExposedAssets,
} from './assets';
import { languageUrl } from './crawl';
import {
  renderedOrNull,
  sendRenderedDocument,
  sendShellDocument,
  type DocumentRequest,
  type RenderedDocumentPage,
  type SiteContext,
} from './document-base';
import { isPublished } from './pages';
import { releasedMarketingLoader, type MarketingBuild } from './released-render';
import { rendererLoader, renderedPage } from './render';

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

/**
 * The documents of the public site's pages (docs/site/document.md, docs/site/rendering.md): the
 * page rendered by the marketing remote's server build, in the page's language, with its canonical
 * and language links, sharing tags, stylesheets and the starter that runs its scripts once it has
 * painted; kept for the next visitor. 404 (the shell's 404 page) for an article or posting that is
 * not published. Without a render build, or when a render fails (logged), the shell alone, which
 * renders the page.
 */
export function publicDocuments(ctx: SiteContext) {
  const { app, options } = ctx;
  const { frontEnd } = options;

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
  ): Promise<RenderedDocumentPage | 'missing' | null> {
    const loading = marketingBuild();
    if (!loading) return null;
    return renderedOrNull(request, page, 'a public page', async () => {
      const { renderer, base, dir, exposes } = await loading;
      const url = renderUrl(page, request.query as Record<string, unknown> | undefined);
      const rendered = await renderedPage(app, renderer, { url, lang, apiPrefix: options.apiPrefix, exists });
      if (!rendered || rendered.status === 404) return 'missing' as const;
      const { styles, scripts } = assetsOf(rendered, exposes, base, ctx.shellChunksOf(shellDir));
      const inlined = dir ? inlineStyles(styles, dir, ctx.readStyle) : styles;
      return { rendered, exposes, styles: inlined, scripts };
    });
  }

  /** The document of a public page: 200, or 404 for an article or posting that is not published. */
  return async function sendPublicDocument(
    request: FastifyRequest,
    reply: FastifyReply,
    base: DocumentRequest,
  ) {
    const { kind, shellDir, page, lang, origin, named } = base;
    const item = kind.kind === 'public' ? kind.id : undefined;
    const published = item ? () => isPublished(app.db, item) : undefined;
    const outcome = await renderPublicPage(request, shellDir, page, lang, published);
    // a kept or new render says whether the page's item is there; without one, the database does
    const found = outcome === 'missing' ? false : outcome ? true : !published || (await published());
    const status = found ? 200 : 404;
    const parts = {
      links: found
        ? {
            // a language URL is its own canonical; so is the plain URL (the x-default page)
            canonical: named ? languageUrl(origin, page, lang) : `${origin}${page}`,
            zh: languageUrl(origin, page, 'zh-cn'),
            en: languageUrl(origin, page, 'en'),
            plain: `${origin}${page}`,
          }
        : undefined,
      noindex: status === 404,
      consoleTheme: false,
    };
    const entries = firstViewEntries('public', page, base.entries);
    // a 404 shows the shell's 404 page, not the page's markup
    if (outcome && outcome !== 'missing')
      return sendRenderedDocument(ctx, request, reply, base, status, outcome, {
        ...parts,
        preload: [...shellStart(ctx.shellChunksOf(shellDir), lang), ...entries],
      });
    return sendShellDocument(ctx, reply, base, status, { ...parts, preload: entries });
  };
}
