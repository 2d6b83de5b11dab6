import type { PageRoute } from '../../routing/consoleRoutes';

export interface Crumb {
  title: string;
  /** where clicking goes; none for the current page and for `noRedirect` directories */
  to?: string;
}

/**
 * The breadcrumb of docs/product.md §2 from the page's trail: items with a title (and `meta.breadcrumb` not
 * false); the first is always the console home; `noRedirect` items and the last are not links;
 * a directory that redirects links to its redirect.
 */
export function breadcrumbFor(page: PageRoute | undefined, home: { title: string; path: string }): Crumb[] {
  if (!page) return [];
  const items = page.trail.filter((item) => item.title && item.breadcrumb !== false);
  const crumbs: Crumb[] = items.map((item, index) => {
    const last = index === items.length - 1;
    const linkable = !last && item.redirect !== 'noRedirect';
    return { title: item.title as string, to: linkable ? (item.redirect ?? item.path) : undefined };
  });
  if (items[0]?.path !== home.path) crumbs.unshift({ title: home.title, to: home.path });
  return crumbs;
}
