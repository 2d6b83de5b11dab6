import type { Location } from '@dis/shared';
import type { VisitedView } from '@dis/shared/store';
import { resolveConsoleLocation, type ConsoleRoute, type PageRoute } from '../../routing/consoleRoutes';

/** What the context menu of a tab offers (docs/product.md §2), in menu order. */
export type TabAction = 'refresh' | 'close' | 'closeOthers' | 'closeLeft' | 'closeRight' | 'closeAll';

export const isAffix = (view: VisitedView): boolean => Boolean(view.meta?.affix);

/** The tab of a page shown at `location`. */
export function visitedViewOf(
  route: PageRoute,
  location: Pick<Location, 'pathname' | 'search'>,
): VisitedView {
  const title = route.title ?? location.pathname;
  return {
    path: location.pathname,
    fullPath: `${location.pathname}${location.search}`,
    name: route.name,
    query: Object.fromEntries(new URLSearchParams(location.search)),
    title,
    meta: { title, affix: route.affix || undefined, noCache: route.noCache || undefined },
  };
}

/**
 * The actions a tab's menu offers: 关闭当前 not on an affixed tab; 关闭左侧 / 关闭右侧 only when a
 * closable tab lies on that side (so not on the first tab after the affixed home, nor on the last).
 */
export function tabActions(views: readonly VisitedView[], path: string): TabAction[] {
  const index = views.findIndex((view) => view.path === path);
  if (index < 0) return [];
  const actions: TabAction[] = ['refresh'];
  if (!isAffix(views[index])) actions.push('close');
  actions.push('closeOthers');
  if (views.slice(0, index).some((view) => !isAffix(view))) actions.push('closeLeft');
  if (views.slice(index + 1).some((view) => !isAffix(view))) actions.push('closeRight');
  actions.push('closeAll');
  return actions;
}

/**
 * Where to go once tabs are closed: nowhere while the shown page keeps its tab; otherwise the
 * last remaining tab, or the console home when none is left.
 */
export function nextPathAfterClosing(
  remaining: readonly VisitedView[],
  shownPath: string,
  home: string,
): string | null {
  if (remaining.some((view) => view.path === shownPath)) return null;
  return remaining.at(-1)?.fullPath ?? home;
}

/** A tab's title in the current language: its route's, else the one it was opened with. */
export function tabTitle(view: VisitedView, routes: readonly ConsoleRoute[]): string {
  const resolved = resolveConsoleLocation(routes, view.path);
  return (resolved.kind === 'page' ? resolved.route.title : undefined) ?? view.title;
}

/** A tab's menu icon name, for 显示页签图标 (none for `#`, RuoYi's "no icon"). */
export function tabIcon(view: VisitedView, routes: readonly ConsoleRoute[]): string | undefined {
  const resolved = resolveConsoleLocation(routes, view.path);
  const icon = resolved.kind === 'page' ? resolved.route.icon : undefined;
  return icon && icon !== '#' ? icon : undefined;
}

/**
 * The tabs to start with: the affixed pages (the console home), then the saved tabs that the
 * user may still open, refreshed from their routes, each path once.
 */
export function initialTabs(routes: readonly ConsoleRoute[], saved: readonly VisitedView[]): VisitedView[] {
  const tabs: VisitedView[] = [];
  const add = (view: VisitedView) => {
    if (!tabs.some((tab) => tab.path === view.path)) tabs.push(view);
  };
  for (const route of routes) {
    if (route.kind === 'page' && route.affix && !route.path.includes(':'))
      add(visitedViewOf(route, { pathname: route.path, search: '' }));
  }
  for (const view of saved) {
    const resolved = resolveConsoleLocation(routes, view.path);
    if (resolved.kind !== 'page' || !resolved.route.title) continue;
    const search = view.fullPath.startsWith(view.path) ? view.fullPath.slice(view.path.length) : '';
    add(visitedViewOf(resolved.route, { pathname: view.path, search: search.startsWith('?') ? search : '' }));
  }
  return tabs;
}
