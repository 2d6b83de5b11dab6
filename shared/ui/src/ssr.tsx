/**
 * `@dis/ui/ssr`: a console page drawn by the server for the first view of a signed-in user's
 * console address (docs/site/rendering.md "The console's first view"). Only render builds
 * (`dist/ssr/render.cjs`, for Node) import it; it is not a shared module of the browser's federation.
 */
import { Suspense, type ComponentType, type ReactNode } from 'react';
import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import type { ConsoleRendererModule, ConsoleRenderRequest, RenderedConsoleView } from '@dis/contract/site';
import { collectDrawnParts, i18n, loadNamespace, type UserInfo } from '@dis/shared';
import { queryKeys } from '@dis/contract/resources';
import {
  createQueryClient,
  hashKey,
  QueryClientProvider,
  type Query,
  type QueryClient,
} from '@dis/shared/query';
import { setRenderAsker } from '@dis/shared/request';
import { oneAtATime, prerenderMarkup, StaticRouter } from '@dis/shared/ssr';
import {
  DEFAULT_SETTINGS,
  getStore,
  readSavedSettings,
  SAVED_SETTING_KEYS,
  sessionCleared,
  settingChanged,
  sidebarClosed,
  sidebarToggled,
  signedInUser,
  sizeChanged,
  StoreProvider,
  type AppStore,
  type ComponentSize,
  type SettingsState,
} from '@dis/shared/store';
import { loadColumnKit } from './columns/columnPrefs';
import { loadUiWords } from './i18n';
import { carriedState, seedAnswers } from './query/carried';
import { UiProvider } from './UiProvider';

/** Whether an answer the document carries is a success (`{ code: 200 }`), not a refusal. */
export const isSuccessAnswer = (value: unknown): value is { code: 200 } =>
  Boolean(value) && typeof value === 'object' && (value as { code?: unknown }).code === 200;

const SIZES: readonly ComponentSize[] = ['default', 'medium', 'small', 'mini'];

/**
 * The store's layout settings, sidebar and size as the browser's cookies say
 * (`ConsoleRenderRequest.settings`), read by the same rule as the console's own start
 * (`readSavedSettings`): the view is drawn as the staff member will see it (dark, top menu, a
 * closed sidebar, another size). What a cookie does not say is the default, whatever the render
 * before this one drew.
 */
export function applyDrawnSettings(store: AppStore, settings: ConsoleRenderRequest['settings']): void {
  const layout = settings?.['layout-setting'];
  const saved = readSavedSettings({ getItem: () => layout ?? null });
  const wanted: SettingsState = { ...DEFAULT_SETTINGS, ...saved };
  for (const key of SAVED_SETTING_KEYS)
    if (store.getState().settings[key] !== wanted[key])
      store.dispatch(settingChanged({ key, value: wanted[key] } as Parameters<typeof settingChanged>[0]));
  const closed = settings?.sidebarStatus === '0';
  if (closed && store.getState().app.sidebar.opened)
    store.dispatch(sidebarClosed({ withoutAnimation: true }));
  else if (!closed && !store.getState().app.sidebar.opened) store.dispatch(sidebarToggled());
  const size = settings?.size as ComponentSize | undefined;
  store.dispatch(sizeChanged(size && SIZES.includes(size) ? size : 'medium'));
}

/** At most this many API addresses are read by one render (docs/site/rendering.md "The console's first view"). */
export const MAX_RENDER_READS = 8;
/** A render whose reads are not all in within this long fails (the document goes without its view). */
export const READS_WITHIN_MS = 2_000;
/** The page is rendered at most this many times: once, again with its reads in, once more for reads found then. */
const MAX_RENDERS = 3;
/**
 * An address a render may read: an API path and a plain query, nothing that could leave the API's
 * prefix or smuggle another request (the server holds the same rule, `console-session.ts`).
 */
export const RENDER_READ = /^\/(?!\/)(?!.*\.\.)[\w/.-]*(\?[\w=&%.-]*)?$/;

/**
 * The reads of one render: each address asked once (through `request.ask`, as the session), at
 * most MAX_RENDER_READS, none after READS_WITHIN_MS; which query each answered, so the render can
 * name the addresses its page read (`learned`).
 */
function renderReads(ask: ((address: string) => Promise<unknown>) | undefined, lang: string) {
  const asked = new Map<string, Promise<unknown>>();
  /** the address of each query hash the render asked for */
  const addressOf = new Map<string, string>();
  /** the queries whose address was refused: not asked again, not a reason to render again */
  const refused = new Set<string>();
  const deadline = Date.now() + READS_WITHIN_MS;
  const hashOf = (address: string) => {
    const key = queryKeys.ofAddress(address, lang);
    return key ? hashKey([...key]) : null;
  };
  const askOnce = (address: string): Promise<unknown> => {
    let answer = asked.get(address);
    if (!answer) {
      answer =
        ask && RENDER_READ.test(address) && asked.size < MAX_RENDER_READS
          ? ask(address).catch(() => null)
          : Promise.resolve(null);
      asked.set(address, answer);
      const hash = hashOf(address);
      if (hash) {
        addressOf.set(hash, address);
        void answer.then((body) => {
          if (!isSuccessAnswer(body)) refused.add(hash);
        });
      }
    }
    return answer;
  };
  /** `work`, unless the render's time for reading is over first */
  const inTime = async <T,>(work: Promise<T>): Promise<T> => {
    let timer: NodeJS.Timeout | undefined;
    try {
      return await Promise.race([
        work,
        new Promise<never>((_resolve, reject) => {
          timer = setTimeout(
            () => reject(new Error(`the page's reads took longer than ${READS_WITHIN_MS} ms`)),
            Math.max(0, deadline - Date.now()),
          );
        }),
      ]);
    } finally {
      clearTimeout(timer);
    }
  };
  return {
    askOnce,
    inTime,
    isRefused: (hash: string) => refused.has(hash),
    /** the addresses asked whose queries `touched` holds: what the page read */
    learned: (touched: ReadonlySet<Query>) =>
      [...touched].map((query) => addressOf.get(query.queryHash)).filter((a): a is string => Boolean(a)),
  };
}

/** Records every query of `client` a render builds or reads (`touched`, emptied by the caller per render). */
function touchedQueries(client: QueryClient): Set<Query> {
  const touched = new Set<Query>();
  const cache = client.getQueryCache();
  const build = cache.build.bind(cache);
  cache.build = ((...args: Parameters<typeof build>) => {
    const query = build(...args);
    touched.add(query as Query);
    return query;
  }) as typeof cache.build;
  return touched;
}

/** Whether a query a render built is waiting for a read (no data, enabled, not refused). */
function waitsForRead(query: Query, isRefused: (hash: string) => boolean): boolean {
  if (query.state.data !== undefined || isRefused(query.queryHash)) return false;
  const enabled = (query.options as { enabled?: unknown }).enabled;
  if (enabled === false) return false;
  if (typeof enabled === 'function' && (enabled as (query: Query) => unknown)(query) === false) return false;
  return typeof query.options.queryFn === 'function';
}

/**
 * Draws `tree` as the console draws it for the signed-in user of `request`: the store holds the
 * user (roles, permissions, time zone) from its `getInfo` answer and the browser's settings from
 * its cookies (`applyDrawnSettings`), antd is configured as `UiProvider` configures it, and the
 * words of `namespaces` are in. The page's reads are learned by rendering it
 * (docs/site/rendering.md "The console's first view"): the kit's readers are queries of a cache of
 * this render's own (`QueryClientProvider`), first filled with `request.reads` (what the page's
 * last render read, asked side by side through `request.ask`); the queries the render makes that
 * have no answer are asked through `request.ask` (the request client sends every call there while
 * the render is under way: `setRenderAsker`) and the page is rendered again with them in, once
 * more at most for reads found only then. Also gives the style text of antd's theme variables the
 * markup is drawn with (antd writes them in the browser at run time), the addresses the page read
 * and the render's cache, dehydrated (successes only), for the document to carry.
 */
export async function renderConsoleTree(
  request: ConsoleRenderRequest,
  tree: ReactNode,
  namespaces: readonly string[],
  prepare?: () => void,
): Promise<RenderedConsoleView | null> {
  if (!isSuccessAnswer(request.info)) return null;
  const info = request.info as unknown as UserInfo;
  if (!info.user) return null;
  await i18n.changeLanguage(request.lang);
  await Promise.all([loadUiWords(request.lang), ...namespaces.map((ns) => loadNamespace(ns, request.lang))]);
  const store = getStore();
  store.dispatch(sessionCleared());
  store.dispatch(signedInUser({ ...info, user: info.user }).loaded);
  applyDrawnSettings(store, request.settings);
  // saved column preferences are drawn as the console applies them (their kit loads on use there)
  await loadColumnKit();
  prepare?.();
  const parts = new Set<string>();
  // this render's reads: its own cache, which nothing else sees and which goes with the render
  const queries = createQueryClient();
  const touched = touchedQueries(queries);
  const reads = renderReads(request.ask, request.lang);
  try {
    // what the page read last time, side by side, before it is first rendered
    const known = (request.reads ?? []).slice(0, MAX_RENDER_READS);
    const answers = await reads.inTime(Promise.all(known.map((address) => reads.askOnce(address))));
    seedAnswers(
      queries,
      Object.fromEntries(known.map((address, index) => [address, answers[index]])),
      request.lang,
    );
    // every call of the page goes to this render's asker, and nowhere else
    setRenderAsker(reads.askOnce);
    let html = '';
    let cache = createCache();
    for (let render = 1; ; render += 1) {
      touched.clear();
      parts.clear();
      cache = createCache();
      collectDrawnParts(parts);
      html = await prerenderMarkup(
        <StyleProvider cache={cache}>
          <StoreProvider store={store}>
            <QueryClientProvider client={queries}>
              <UiProvider>
                <StaticRouter location={request.url}>{tree}</StaticRouter>
              </UiProvider>
            </QueryClientProvider>
          </StoreProvider>
        </StyleProvider>,
        request.url,
      );
      collectDrawnParts(null);
      const waiting = [...touched].filter((query) => waitsForRead(query, reads.isRefused));
      // the frame (the shell's render) reads nothing: it is drawn once
      if (waiting.length === 0 || render === MAX_RENDERS || !request.ask) break;
      await reads.inTime(Promise.allSettled(waiting.map((query) => query.fetch())));
      // a read refused stays without an answer, as the browser's first render would show it
      for (const query of waiting) if (query.state.status === 'error') queries.getQueryCache().remove(query);
    }
    return {
      html,
      styles: extractStyle(cache, { plain: true, types: ['cssVar', 'token'] }),
      parts: [...parts],
      ...(request.ask
        ? {
            reads: [...new Set(reads.learned(touched))],
            state: carriedState(queries, request.lang, (query) => touched.has(query)),
          }
        : {}),
    };
  } finally {
    setRenderAsker(null);
    void queries.cancelQueries();
    queries.clear();
    collectDrawnParts(null);
    store.dispatch(sessionCleared());
  }
}

/**
 * A remote's renderer of its console pages: `pageOf` gives the import of the page module the
 * routes name (`./user/index`), or null for one it does not draw; the page is drawn with the
 * words of `namespaces` (its section's) in.
 */
export function consolePageRenderer(
  pageOf: (module: string) => Promise<{ default: ComponentType }> | null,
  namespaces: readonly string[],
): (request: ConsoleRenderRequest) => Promise<RenderedConsoleView | null> {
  return oneAtATime(async (request) => {
    const load = request.module ? pageOf(request.module) : null;
    if (!load) return null;
    const { default: Page } = await load;
    return renderConsoleTree(
      request,
      <Suspense fallback={null}>
        <Page />
      </Suspense>,
      namespaces,
    );
  });
}

declare let __webpack_public_path__: string;

/** A page module of a remote as the routes name it: `./user/index`. */
const PAGE_MODULE = /^\.\/([a-z]+)\/index$/;

/**
 * A remote's `createConsoleRenderer` (its `src/ssr/index.ts`): `pageIn(folder)` imports the page
 * of `src/pages/<folder>/index.tsx` (an import of the remote's own, so its render build holds its
 * pages), drawn with the words of `namespaces` (the section's).
 */
export function consoleRendererOf(
  pageIn: (folder: string) => Promise<{ default: ComponentType }>,
  namespaces: readonly string[],
): ConsoleRendererModule['createConsoleRenderer'] {
  return async ({ publicPath }) => {
    // where the browser build is served (an image's address in the markup)
    __webpack_public_path__ = publicPath;
    return consolePageRenderer((module) => {
      const folder = PAGE_MODULE.exec(module)?.[1];
      return folder ? pageIn(folder) : null;
    }, namespaces);
  };
}
