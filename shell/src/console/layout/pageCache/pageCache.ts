import type { Location } from '@dis/shared';
import type { PageRoute } from '../../routing/consoleRoutes';

/**
 * Keep-alive for console pages: pages the user has tabs for stay mounted (hidden) when another
 * page shows, so their search values and page number are there on return.
 */

/**
 * Every open tab stays mounted (docs/product.md §4: unless noCache); this bound only keeps a console left open
 * all day with dozens of tabs from holding them all: past it, the one shown longest ago goes first.
 */
export const MAX_KEPT_PAGES = 30;

export interface CachedPage {
  /** the tab's path; one mounted page per path */
  path: string;
  route: PageRoute;
  /** where the page was last shown (it keeps seeing this location while hidden) */
  location: Location;
  /** bumped to mount the page afresh (刷新页面) */
  generation: number;
}

export interface PageCacheState {
  pages: CachedPage[];
  /** paths, the one shown most recently last */
  recency: string[];
}

export const EMPTY_CACHE: PageCacheState = { pages: [], recency: [] };

export interface ShownPage {
  route: PageRoute;
  location: Location;
}

const sameLocation = (a: Location, b: Location) =>
  a.key === b.key && a.pathname === b.pathname && a.search === b.search && a.hash === b.hash;

/**
 * The pages to keep mounted while `shown` is on screen: the shown one and those in `keep` (the
 * cacheable tabs), at most `limit`. Returns the same state when nothing changes.
 */
export function cacheWith(
  state: PageCacheState,
  shown: ShownPage,
  keep: ReadonlySet<string>,
  limit: number = MAX_KEPT_PAGES,
): PageCacheState {
  const path = shown.location.pathname;
  let pages = state.pages;
  const index = pages.findIndex((page) => page.path === path);
  if (index < 0) {
    pages = [...pages, { path, route: shown.route, location: shown.location, generation: 0 }];
  } else if (pages[index].route !== shown.route || !sameLocation(pages[index].location, shown.location)) {
    pages = pages.map((page, i) =>
      i === index ? { ...page, route: shown.route, location: shown.location } : page,
    );
  }
  let recency = state.recency;
  if (recency.at(-1) !== path) recency = [...recency.filter((p) => p !== path), path];

  const kept = (p: string) => p === path || keep.has(p);
  if (pages.some((page) => !kept(page.path))) pages = pages.filter((page) => kept(page.path));
  if (recency.some((p) => !kept(p))) recency = recency.filter(kept);
  while (pages.length > limit) {
    const oldest = recency.find((p) => p !== path);
    if (oldest === undefined) break;
    pages = pages.filter((page) => page.path !== oldest);
    recency = recency.filter((p) => p !== oldest);
  }
  return pages === state.pages && recency === state.recency ? state : { pages, recency };
}

/** 刷新页面: the page at `path` mounts afresh (when it shows again, if it is hidden now). */
export function refreshed(state: PageCacheState, path: string): PageCacheState {
  if (!state.pages.some((page) => page.path === path)) return state;
  return {
    ...state,
    pages: state.pages.map((page) =>
      page.path === path ? { ...page, generation: page.generation + 1 } : page,
    ),
  };
}

/** Only the page at `path` stays, mounted afresh; the others render anew when next shown. */
export function refreshedAlone(state: PageCacheState, path: string): PageCacheState {
  const page = state.pages.find((p) => p.path === path);
  if (!page) return EMPTY_CACHE;
  return { pages: [{ ...page, generation: page.generation + 1 }], recency: [path] };
}
