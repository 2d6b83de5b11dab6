import { matchPath, resolveComponent, type ComponentTarget, type Params, type RouteEntry } from '@dis/shared';
import { HOME_COMPONENT } from './constantRoutes';
import { paramsAreDigits } from './digitParams';
import { isExternal, joinPath } from './paths';

/** One step of the way to a page, for the breadcrumb. */
export interface TrailItem {
  path: string;
  title?: string;
  /** `noRedirect`, or the resolved path a directory redirects to */
  redirect?: string;
  breadcrumb?: boolean;
}

export type PageTarget = ComponentTarget | { kind: 'home' };

export interface PageRoute {
  kind: 'page';
  /** full path, may hold `:params` */
  path: string;
  name?: string;
  title?: string;
  /** the menu's icon name (shown on its tab with 显示页签图标) */
  icon?: string;
  target: PageTarget;
  /** the URL an InnerLink page shows */
  link?: string | null;
  activeMenu?: string;
  /** its tab cannot be closed (the console home) */
  affix?: boolean;
  /** the page is not kept alive when its tab is left */
  noCache?: boolean;
  trail: TrailItem[];
  /** the permission-gated hidden routes take digits only as parameters */
  digitsOnly: boolean;
}

export interface RedirectRoute {
  kind: 'redirect';
  path: string;
  to: string;
}

export type ConsoleRoute = PageRoute | RedirectRoute;

function targetOf(component: string | undefined): PageTarget {
  return component === HOME_COMPONENT ? { kind: 'home' } : resolveComponent(component);
}

function trailItem(route: RouteEntry, path: string): TrailItem {
  const redirect =
    route.redirect && route.redirect !== 'noRedirect' ? joinPath(path, route.redirect) : route.redirect;
  return { path, title: route.meta?.title, redirect, breadcrumb: route.meta?.breadcrumb };
}

/**
 * Walks the route tree (ruoyi-menus.md §5). Directories (`Layout` at the top, `ParentView` below)
 * hold no page of their own: their children are lifted to one level with joined paths
 * (`/system` + `log` + `operlog` → `/system/log/operlog`), so every page renders in the one admin
 * layout. External links are not router routes; a top-level directory without children has no page.
 */
function collect(
  routes: RouteEntry[],
  parent: { path: string; trail: TrailItem[] } | null,
  out: ConsoleRoute[],
): void {
  for (const route of routes) {
    const path = parent ? joinPath(parent.path, route.path) : route.path;
    if (isExternal(path)) continue;
    const item = trailItem(route, path);
    const trail = [...(parent?.trail ?? []), item];
    if (route.children && route.children.length > 0) {
      if (item.redirect && item.redirect !== 'noRedirect')
        out.push({ kind: 'redirect', path, to: item.redirect });
      collect(route.children, { path, trail }, out);
      continue;
    }
    const target = targetOf(route.component);
    if (!parent && target.kind === 'Layout') continue;
    out.push({
      kind: 'page',
      path,
      name: route.name,
      title: route.meta?.title,
      icon: route.meta?.icon,
      target,
      link: route.meta?.link,
      activeMenu: route.meta?.activeMenu,
      affix: route.meta?.affix,
      noCache: route.meta?.noCache,
      trail,
      digitsOnly: false,
    });
  }
}

/**
 * The console's routes: the sidebar tree (constant + server routes) and the permitted hidden
 * routes. The first route wins a path. A hidden route's breadcrumb continues its active menu's.
 */
export function buildConsoleRoutes(sidebarRoutes: RouteEntry[], hiddenRoutes: RouteEntry[]): ConsoleRoute[] {
  const collected: ConsoleRoute[] = [];
  collect(sidebarRoutes, null, collected);
  const pages = collected.filter((route): route is PageRoute => route.kind === 'page');
  for (const route of hiddenRoutes) {
    const activeMenu = route.meta?.activeMenu;
    const parentTrail = pages.find((page) => page.path === activeMenu)?.trail ?? [];
    collected.push({
      kind: 'page',
      path: route.path,
      name: route.name,
      title: route.meta?.title,
      icon: route.meta?.icon,
      target: targetOf(route.component),
      activeMenu,
      noCache: route.meta?.noCache,
      trail: [...parentTrail, trailItem(route, route.path)],
      digitsOnly: true,
    });
  }
  const seen = new Set<string>();
  return collected.filter((route) => {
    const key = route.path.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** The page route a location shows, if any. */
export function matchPageRoute(routes: readonly ConsoleRoute[], pathname: string): PageRoute | undefined {
  return routes.find(
    (route): route is PageRoute =>
      route.kind === 'page' && matchPath({ path: route.path, end: true }, pathname) !== null,
  );
}

/** What the console does with a path: show a page, follow a directory's redirect, or say 404. */
export type ConsoleLocation =
  | { kind: 'page'; route: PageRoute; params: Params }
  | { kind: 'redirect'; to: string }
  | { kind: 'notFound' };

/**
 * The first route matching `pathname` decides. A page whose parameters must be digits (docs/product.md §5)
 * and are not is not found, like a path no route has.
 */
export function resolveConsoleLocation(routes: readonly ConsoleRoute[], pathname: string): ConsoleLocation {
  for (const route of routes) {
    const match = matchPath({ path: route.path, end: true }, pathname);
    if (!match) continue;
    if (route.kind === 'redirect') return { kind: 'redirect', to: route.to };
    if (route.digitsOnly && !paramsAreDigits(route.path, match.params)) return { kind: 'notFound' };
    return { kind: 'page', route, params: match.params };
  }
  return { kind: 'notFound' };
}
