import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { createRequire, wrap } from 'node:module';
import path from 'node:path';
import vm from 'node:vm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type {
  ConsoleRendererModule,
  ConsoleRenderRequest,
  PortalTransport,
  RenderedConsoleView,
  RenderedSitePage,
  Language,
  SiteRendererModule,
  SiteRenderRequest,
} from '@dis/contract/site';
import { CacheKeys, setJson } from '../../cache/store';
import { PORTAL_ANSWER_TTL_SECONDS } from '../portal/service';

/**
 * The public pages' HTML, rendered by the marketing remote's own server build (docs/site/rendering.md):
 * `remote-marketing/dist/ssr/render.cjs`, read again when the file changes, so a new build of the
 * remote changes the pages without a new server or shell; `/login` and `/register` likewise by the
 * shell's (`shell/dist/ssr/render.cjs`).
 */
export type RenderFunction = (request: SiteRenderRequest) => Promise<RenderedSitePage>;

/** A loaded render build: its function and a hash of its file (kept pages are per build). */
export interface SiteRenderer {
  render: RenderFunction;
  build: string;
}

/** The server's own render calls carry this header with a secret of this process: no rate limit for them. */
export const SITE_RENDER_HEADER = 'x-dis-site-render';
const SITE_RENDER_SECRET = randomBytes(16).toString('hex');

export const isSiteRenderCall = (request: FastifyRequest) =>
  request.headers[SITE_RENDER_HEADER] === SITE_RENDER_SECRET;

/**
 * The render function of the bundle at `file`, loaded on first use and again when the file
 * changes; null while there is no such file. `publicPath` is where the browser build is served.
 */
export function rendererLoader(file: string, publicPath: string): () => Promise<SiteRenderer> | null {
  const made = new WeakMap<SiteRendererModule, Promise<SiteRenderer>>();
  return () =>
    loadedBundle(file)?.then(({ module, build }) => {
      let renderer = made.get(module);
      if (!renderer) {
        renderer = module.createRenderer({ publicPath }).then((render) => ({ render, build }));
        made.set(module, renderer);
        forgetFailure(made, module, renderer);
      }
      return renderer;
    }) ?? null;
}

export type ConsoleRenderFunction = (request: ConsoleRenderRequest) => Promise<RenderedConsoleView | null>;

/**
 * The console-view render function of the bundle at `file` (docs/site/rendering.md "The
 * console's first view"), from the same loaded bundle as its page render (the shell's draws both);
 * null while there is no such file, or when the bundle draws no console views.
 */
export function consoleRendererLoader(
  file: string,
  publicPath: string,
): () => Promise<ConsoleRenderFunction | null> | null {
  const made = new WeakMap<SiteRendererModule, Promise<ConsoleRenderFunction | null>>();
  return () =>
    loadedBundle(file)?.then(({ module }) => {
      let renderer = made.get(module);
      if (!renderer) {
        const drawing = module as Partial<ConsoleRendererModule>;
        renderer = drawing.createConsoleRenderer
          ? drawing.createConsoleRenderer({ publicPath })
          : Promise.resolve(null);
        made.set(module, renderer);
        forgetFailure(made, module, renderer);
      }
      return renderer;
    }) ?? null;
}

/** A render function that could not be made is made again at the next request. */
function forgetFailure<T>(
  made: WeakMap<SiteRendererModule, Promise<T>>,
  module: SiteRendererModule,
  making: Promise<T>,
) {
  making.catch(() => {
    if (made.get(module) === making) made.delete(module);
  });
}

/** The bundles loaded, by file: evaluated once per version of the file, whoever asks. */
const bundles = new Map<
  string,
  { mtimeMs: number; size: number; loaded: Promise<{ module: SiteRendererModule; build: string }> }
>();

/** The bundle at `file`, evaluated on first use and again when the file changes; null while there is none. */
function loadedBundle(file: string): Promise<{ module: SiteRendererModule; build: string }> | null {
  let stat: fs.Stats;
  try {
    stat = fs.statSync(file);
  } catch {
    return null;
  }
  const known = bundles.get(file);
  if (known && known.mtimeMs === stat.mtimeMs && known.size === stat.size) return known.loaded;
  const loaded = Promise.resolve().then(() => {
    const source = fs.readFileSync(file, 'utf8');
    const build = createHash('sha256').update(source).digest('hex').slice(0, 12);
    return { module: loadBundle(file, source), build };
  });
  bundles.set(file, { mtimeMs: stat.mtimeMs, size: stat.size, loaded });
  // a bundle that fails to load is tried again at the next request
  loaded.catch(() => {
    if (bundles.get(file)?.loaded === loaded) bundles.delete(file);
  });
  return loaded;
}

/**
 * The render function of a bundle whose text is `source` (already read, and verified where it was
 * fetched: docs/site/rendering.md "Where the render comes from"); `file` names it in stack traces.
 */
export async function rendererFromSource(
  file: string,
  source: string,
  publicPath: string,
): Promise<RenderFunction> {
  return loadBundle(file, source).createRenderer({ publicPath });
}

/**
 * Evaluates a CommonJS bundle afresh (not through `require`, whose cache would keep the first
 * build); the bundle needs only Node's own modules.
 */
function loadBundle(file: string, source: string): SiteRendererModule {
  const module = { exports: {} as SiteRendererModule };
  const run = vm.runInThisContext(wrap(source), { filename: file }) as (
    exports: unknown,
    require: NodeJS.Require,
    module: unknown,
    filename: string,
    dirname: string,
  ) => void;
  run(module.exports, createRequire(file), module, file, path.dirname(file));
  return module.exports;
}

/** The render's data calls go to this server's own routes, in-process (no network, no rate limit). */
export function injectTransport(app: FastifyInstance, apiPrefix: string, lang: Language): PortalTransport {
  return {
    async get<T>(url: string, params?: object): Promise<T> {
      const query = new URLSearchParams();
      for (const [key, value] of Object.entries(params ?? {}))
        if (value !== undefined && value !== null && value !== '') query.append(key, String(value));
      const search = query.size > 0 ? `?${query}` : '';
      const response = await app.inject({
        method: 'GET',
        url: `${apiPrefix}${url}${search}`,
        headers: { 'accept-language': lang, [SITE_RENDER_HEADER]: SITE_RENDER_SECRET },
      });
      const body = response.json() as { code?: number; msg?: string };
      if (typeof body.code === 'number' && body.code !== 200)
        throw Object.assign(new Error(body.msg ?? `code ${body.code}`), { code: body.code });
      return body as T;
    },
  };
}

/** The kept pages last read, parsed: a burst of visitors of one page parses it once. */
const parsed = new Map<string, { text: string; page: RenderedSitePage }>();
const PARSED_AT_MOST = 200;

function parsedPage(key: string, text: string): RenderedSitePage {
  const known = parsed.get(key);
  // the same text: the page the store keeps has not changed since
  if (known && known.text === text) return known.page;
  if (parsed.size >= PARSED_AT_MOST) parsed.clear();
  const page = JSON.parse(text) as RenderedSitePage;
  parsed.set(key, { text, page });
  return page;
}

/**
 * A page rendered in `lang`, kept in the cache store with the portal's answers: the same lifetime,
 * and cleared with them when staff change news or jobs (docs/site/speed.md); per build of the
 * render, so a new build of the marketing remote shows at once.
 */
export async function renderedPage(
  app: FastifyInstance,
  { render, build }: SiteRenderer,
  options: {
    url: string;
    lang: Language;
    apiPrefix: string;
    /** for a page of one item: whether it is published, asked only when no page is kept (null: it is not) */
    exists?: () => Promise<boolean>;
    /** the server's settings the page shows (the login page's), part of the key it is kept under */
    settings?: Readonly<Record<string, boolean>>;
  },
): Promise<RenderedSitePage | null> {
  // a new build of the remote renders anew at once (its pages are kept under its own name), and a
  // change of the settings a page shows renders it anew too
  const variant = options.settings
    ? `|${Object.entries(options.settings)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([name, value]) => `${name}=${value ? 1 : 0}`)
        .join(',')}`
    : '';
  const key = `${CacheKeys.portal}${options.lang}:page:${build}:${options.url}${variant}`;
  const kept = options.url.includes('?') ? null : await app.cache.get(key);
  if (kept !== null) return parsedPage(key, kept);
  // an address of an item nobody published costs one look-up, not a render
  if (options.exists && !(await options.exists())) return null;
  const page = await render({
    url: options.url,
    lang: options.lang,
    transport: injectTransport(app, options.apiPrefix, options.lang),
    ...(options.settings ? { settings: options.settings } : {}),
  });
  // kept: pages without a query (a query such as `?page=N` has no bound), found, and only when
  // their data loaded (after a failure the next visitor gets a new try)
  const failed = page.failed ?? Object.values(page.seed.answers).some((answer) => answer.status === 'failed');
  if (!options.url.includes('?') && !failed && page.status === 200)
    await setJson(app.cache, key, page, PORTAL_ANSWER_TTL_SECONDS);
  return page;
}
