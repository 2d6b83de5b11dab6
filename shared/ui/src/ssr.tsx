/**
 * `@dis/ui/ssr`: a console page drawn by the server for the first view of a signed-in user's
 * console address (docs/site/rendering.md "The console's first view"). Only render builds
 * (`dist/ssr/render.cjs`, for Node) import it; it is not a shared module of the browser's federation.
 */
import { Suspense, type ComponentType, type ReactNode } from 'react';
import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import type { ConsoleRendererModule, ConsoleRenderRequest, RenderedConsoleView } from '@dis/contract/site';
import { collectDrawnParts, i18n, loadNamespace, type UserInfo } from '@dis/shared';
import { createQueryClient, QueryClientProvider } from '@dis/shared/query';
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
import { seedAnswers } from './query/carried';
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

/**
 * Draws `tree` as the console draws it for the signed-in user of `request`: the store holds the
 * user (roles, permissions, time zone) from its `getInfo` answer and the browser's settings from
 * its cookies (`applyDrawnSettings`), the kit's readers find the
 * page's first reads in a query cache of this render's own, seeded with `request.answers` under
 * the keys the readers use (`seedAnswers`, docs/site/rendering.md "One keyed query cache"), antd is configured as `UiProvider` configures it,
 * and the words of `namespaces` are in. Also gives the style text of antd's theme variables the
 * markup is drawn with: antd writes them in the browser at run time, so without them the
 * markup's colours and sizes would be unset until the console's code has run.
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
  const cache = createCache();
  const parts = new Set<string>();
  // this render's reads: its own cache, which nothing else sees and which goes with the render
  const queries = createQueryClient();
  seedAnswers(queries, request.answers ?? {}, request.lang);
  collectDrawnParts(parts);
  try {
    const html = await prerenderMarkup(
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
    return {
      html,
      styles: extractStyle(cache, { plain: true, types: ['cssVar', 'token'] }),
      parts: [...parts],
    };
  } finally {
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
