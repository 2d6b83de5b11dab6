/**
 * What a settled console page fetches ahead, at idle (docs/site/speed.md "Nothing waits for a
 * click"): the files of its dialogs, and the remotes of the sections the menus show. A chunk of its
 * own, loaded once the console's first view has settled (`startFetchingLater`, from
 * `console/ConsoleApp.tsx`): not part of the first view's budget, and never loaded by a public page.
 */
import { exposeKey, SECTION_CONTAINERS, type RouteEntry } from '@dis/shared';
import { getStore } from '@dis/shared/store';
import { exposesOf, inDocument, preloaded, whenPagesShown } from './pageAhead';
import { entryOf } from './remotes';

/**
 * Runs `task` once the page has loaded and the browser has nothing better to do (an idle period,
 * at the latest 3 s later; a browser without idle callbacks waits a moment instead).
 */
export function whenSettled(task: () => void): void {
  if (typeof window === 'undefined') return;
  const idle = () => {
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(task, { timeout: 3000 });
    else setTimeout(task, 500);
  };
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}

const prefetched = new Set<string>();

/** One `<link rel="prefetch">` per address: into the browser's cache at idle priority, nothing run. */
function prefetch(url: string, file?: string): void {
  if (prefetched.has(url) || preloaded.has(url) || typeof document === 'undefined') return;
  prefetched.add(url);
  if (inDocument(url, file)) return;
  const link = document.createElement('link');
  link.rel = 'prefetch';
  link.href = url;
  document.head.appendChild(link);
}

/**
 * What a remote page loads on use — its dialogs' scripts and stylesheets (`later` in the
 * remote's `exposes.json`) — fetched into the browser's cache, so 新增 on a loaded page waits for
 * no download.
 */
export function fetchPageLater(request: string): void {
  const [container, ...module] = request.split('/');
  const entry = entryOf(container);
  if (!entry || module.length === 0) return;
  const base = new URL(entry, document.baseURI);
  void exposesOf(entry).then((list) => {
    const later = list[exposeKey(module.join('/'))]?.later;
    if (!later) return;
    for (const file of later.css ?? []) prefetch(new URL(file, base).href, file);
    for (const file of later.js ?? []) prefetch(new URL(file, base).href);
  });
}

/**
 * The remotes of the sections the menus show (`components`: the menus' component names), each
 * remote's entry and list of files fetched into the browser's cache, so the first click into
 * another section does not wait for them.
 */
export function fetchSectionsLater(components: Iterable<string>): void {
  for (const component of components) {
    const section = component.split('/')[0] ?? '';
    if (!Object.prototype.hasOwnProperty.call(SECTION_CONTAINERS, section)) continue;
    const entry = entryOf(SECTION_CONTAINERS[section]!);
    if (!entry) continue;
    prefetch(new URL(entry, document.baseURI).href);
    void exposesOf(entry);
  }
}

/** The component names of the menus the signed-in user has (`system/user/index`…). */
function menuComponents(): string[] {
  const names: string[] = [];
  const walk = (routes: readonly RouteEntry[]) => {
    for (const route of routes) {
      if (route.component) names.push(route.component);
      if (route.children) walk(route.children);
    }
  };
  walk(getStore().getState().permission.serverRoutes);
  return names;
}

/** From now on, each console page shown (and the one shown last) fetches ahead once it has settled. */
export function startFetchingLater(menus: () => Iterable<string> = menuComponents): void {
  whenPagesShown((request) =>
    whenSettled(() => {
      fetchPageLater(request);
      fetchSectionsLater(menus());
    }),
  );
}
