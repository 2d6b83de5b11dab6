import { currentLanguage, exposeKey, SECTION_CONTAINERS } from '@dis/shared';
import { entryOf } from './remotes';

/** What a remote's build lists for one exposed module (`exposes.json`, docs/site/speed.md). */
export interface ExposedFiles {
  js?: string[];
  css?: string[];
  words?: Record<string, string[]>;
  /** what the page loads on use (its dialogs): fetched at idle once it has settled (`pageLater.ts`) */
  later?: { js?: string[]; css?: string[] };
}

/** the addresses preloaded so far (a later prefetch of one is needless) */
export const preloaded = new Set<string>();

/**
 * Whether the document already has the file: a rendered page's document links or inlines its
 * stylesheets (by their build name, `data-href`) and its starter has asked for its scripts
 * (`<link rel="preload">`, docs/site/rendering.md "The document"), so its first view asks for none
 * of them again.
 */
export function inDocument(url: string, file?: string): boolean {
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
export function exposesOf(entry: string): Promise<Record<string, ExposedFiles>> {
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

let onSettled: ((request: string) => void) | null = null;
let lastSettled: string | null = null;

/**
 * A remote page is on screen (its boundary's commit). What the console does then, once it has
 * settled, lives in its own chunk (`pageLater.ts`), loaded after the console's first view: a public
 * page never loads it (docs/site/speed.md "Nothing waits for a click").
 */
export function pageShown(request: string): void {
  lastSettled = request;
  onSettled?.(request);
}

/** What to do for each page shown from now on, and for the one shown last. */
export function whenPagesShown(handler: (request: string) => void): void {
  onSettled = handler;
  if (lastSettled) handler(lastSettled);
}
