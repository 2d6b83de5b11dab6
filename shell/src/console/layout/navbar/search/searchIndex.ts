import type { RouteEntry } from '@dis/shared';
import { isExternal, joinPath } from '../../../routing/paths';

/** One place the header search can go to. */
export interface SearchEntry {
  /** the titles of the way there, joined with ' > ' (`系统管理 > 用户管理`) */
  title: string;
  /** the full path, or the URL of an external link */
  path: string;
  /** the route's `query` JSON, added to the link */
  query?: string;
}

export const TITLE_SEPARATOR = ' > ';

function collect(
  routes: readonly RouteEntry[],
  basePath: string,
  titles: readonly string[],
  out: SearchEntry[],
): void {
  for (const route of routes) {
    if (route.hidden) continue;
    const path = isExternal(route.path) ? route.path : joinPath(basePath, route.path);
    const title = route.meta?.title;
    // a menu frame repeats its only child's title: name it once
    const trail = title && titles.at(-1) !== title ? [...titles, title] : [...titles];
    // a directory is a destination only when it redirects somewhere (not `noRedirect`); its
    // children are, whatever it does
    const directory = Boolean(route.children?.length);
    if (title && route.redirect !== 'noRedirect' && (!directory || route.redirect)) {
      out.push({ title: trail.join(TITLE_SEPARATOR), path, ...(route.query ? { query: route.query } : {}) });
    }
    if (route.children?.length) collect(route.children, path, trail, out);
  }
}

/**
 * docs/product.md §2: every visible route with a title, titled by its way there; `noRedirect` directories
 * are left out as destinations. Each path once.
 */
export function buildSearchIndex(routes: readonly RouteEntry[]): SearchEntry[] {
  const entries: SearchEntry[] = [];
  collect(routes, '/', [], entries);
  const seen = new Set<string>();
  return entries.filter((entry) => !seen.has(entry.path) && seen.add(entry.path));
}
