import { currentLanguage, exposeKey, SECTION_CONTAINERS } from '@dis/shared';
import { entryOf } from './remotes';

/** What a remote's build lists for one exposed module (`exposes.json`, docs/site/speed.md). */
interface ExposedFiles {
  js?: string[];
  css?: string[];
  words?: Record<string, string[]>;
  /** what the page loads on use (its dialogs): files, and shared modules the page itself does not use */
  later?: { js?: string[]; css?: string[]; shared?: string[] };
}

const preloaded = new Set<string>();

/**
 * Whether the document already has the file: a rendered page's document links or inlines its
 * stylesheets (by their build name, `data-href`) and its starter has asked for its scripts
 * (`<link rel="preload">`, docs/site/rendering.md "The document"), so its first view asks for none
 * of them again.
 */
function inDocument(url: string, file?: string): boolean {
  const named =
    file !== undefined &&
    [...document.querySelectorAll('[data-href]')].some(
      (element) => element.getAttribute('data-href') === file,
    );
  return (
    named ||
    [...document.querySelectorAll<HTMLLinkElement | HTMLScriptElement>('link[href], script[src]')].some(
      (element) => ('href' in element ? element.href : element.src) === url,
    )
  );
}

/** One `<link rel="preload">` per address; the loader's own `<script>` or stylesheet then finds it in flight. */
function preload(url: string, as: 'script' | 'style', file?: string): void {
  if (preloaded.has(url) || typeof document === 'undefined') return;
  preloaded.add(url);
  if (inDocument(url, file)) return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = as;
  link.href = url;
  document.head.appendChild(link);
}

const exposesLists = new Map<string, Promise<Record<string, ExposedFiles>>>();

/**
 * A container's `exposes.json`, asked for once per entry (a new build of the remote registered
 * while the page is open has its own), beside it; nothing when it cannot be had.
 */
function exposesOf(entry: string): Promise<Record<string, ExposedFiles>> {
  let list = exposesLists.get(entry);
  if (!list) {
    list = fetch(new URL('exposes.json', new URL(entry, document.baseURI)).href, {
      headers: { Accept: 'application/json' },
    })
      .then((response) => (response.ok ? response.json() : {}))
      .then((value: unknown) =>
        value && typeof value === 'object' ? (value as Record<string, ExposedFiles>) : {},
      )
      .catch(() => ({}));
    exposesLists.set(entry, list);
  }
  return list;
}

/**
 * A container's entry and its list of files, fetched ahead: the login does it for the section its
 * target path starts with (`/system/user` → system), so the remote is in by the time the routes
 * say which page it is (docs/site/speed.md "No waterfall").
 */
export function fetchContainerAhead(container: string): void {
  const entry = entryOf(container);
  if (!entry) return;
  preload(entry, 'script');
  void exposesOf(entry);
}

/** The container of the section a console path starts with, if any (`/monitor/job` → monitor). */
export function containerOfPath(pathname: string): string | undefined {
  const section = pathname.split(/[/?#]/)[1] ?? '';
  return Object.prototype.hasOwnProperty.call(SECTION_CONTAINERS, section)
    ? SECTION_CONTAINERS[section]
    : undefined;
}

/**
 * A remote page's files fetched side by side as it starts loading: the entry, and once the
 * container's list is in, the page's scripts, styles and its words in the shown language, which
 * the page would otherwise ask for only after its code had run (docs/site/speed.md "No waterfall").
 * Only a head start: the federation runtime loads the page as always and finds the files on
 * their way; a list that cannot be had changes nothing.
 */
export function fetchPageAhead(request: string): void {
  // a module of the rendered page: its document named every file (docs/site/speed.md "Paint first")
  if (typeof window !== 'undefined' && window.__DIS_SITE__?.requests?.includes(request)) return;
  const [container, ...module] = request.split('/');
  const entry = entryOf(container);
  if (!entry || module.length === 0) return;
  preload(entry, 'script');
  const base = new URL(entry, document.baseURI);
  void exposesOf(entry).then((list) => {
    const files = list[exposeKey(module.join('/'))];
    if (!files) return;
    for (const file of files.css ?? []) preload(new URL(file, base).href, 'style', file);
    for (const file of files.js ?? []) preload(new URL(file, base).href, 'script');
    for (const file of files.words?.[currentLanguage()] ?? []) preload(new URL(file, base).href, 'script');
  });
}

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
 * The shared modules a page's dialogs use that no first view loads, each warmed at idle: its code
 * fetched and run, so the first dialog renders at once. A new one is added here (its import must
 * be written out for the federation to share it).
 */
const WARM_SHARED: Readonly<Record<string, () => Promise<unknown>>> = {
  '@dis/ui/form': () => import(/* webpackChunkName: "ui-form-warm" */ '@dis/ui/form'),
};
const warmed = new Set<string>();

/**
 * What a remote page loads on use — its dialogs' scripts and stylesheets (`later` in the
 * remote's `exposes.json`) — fetched into the browser's cache, and the shared form code they use
 * run, so 新增 on a loaded page waits for no download (docs/site/speed.md "Nothing waits for a
 * click"). Call it once the page has settled (`whenSettled`).
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
    for (const key of later.shared ?? []) {
      const warm = WARM_SHARED[key];
      if (!warm || warmed.has(key)) continue;
      warmed.add(key);
      warm().catch(() => warmed.delete(key));
    }
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
