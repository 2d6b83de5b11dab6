import type { ConsoleRenderRequest, RenderedConsoleView } from '@dis/contract/site';
import type { RouteEntry } from '@dis/shared';
import { oneAtATime } from '@dis/shared/ssr';
import { getStore, injectSlice, routesLoaded, viewAdded } from '@dis/shared/store';
import { isSuccessAnswer, renderConsoleTree } from '@dis/ui/ssr';
import { accountLoaded, accountSlice } from '../auth/accountSlice';
import { routeSets } from '../auth/session';
import { ConsoleRoutes } from '../console/routing/ConsoleRoutes';
import { setDrawnPage } from './DrawnRemotePage';
import { buildConsoleRoutes, resolveConsoleLocation } from '../console/routing/consoleRoutes';
import { initialTabs, visitedViewOf } from '../console/layout/tagsView/tabs';
import { COMMON_NS } from '../words/words';

/**
 * The console's frame for a signed-in user's first view of a console address, with the page its
 * remote drew (`pageHtml`) where the page goes (`DrawnRemotePage`) (docs/site/rendering.md "The console's first
 * view"): the same elements the console renders once the session is in (`ConsoleRoutes`: the
 * sidebar with the user's menus, the navbar, the tabs bar), in the layout's default settings.
 * Null when the routes are not in the request's language or the answers are refusals.
 */
async function renderConsoleNow(request: ConsoleRenderRequest): Promise<RenderedConsoleView | null> {
  if (!isSuccessAnswer(request.routers) || request.pageHtml === undefined) return null;
  const data = (request.routers as { data?: unknown }).data;
  if (!Array.isArray(data)) return null;
  injectSlice(accountSlice);
  // where the console shows the page (federation/RemotePage in the browser)
  setDrawnPage(request.pageHtml);
  return renderConsoleTree(request, <ConsoleRoutes />, [COMMON_NS, 'console'], () => {
    const { user: account } = request.info as { user?: Parameters<typeof accountLoaded>[0] };
    const store = getStore();
    if (account) store.dispatch(accountLoaded(account));
    const { user } = store.getState();
    store.dispatch(routesLoaded(routeSets(data as RouteEntry[], user)));
    // the tabs the console opens with: the affixed home, then the page shown (no saved tabs:
    // those are the browser's)
    const { permission } = store.getState();
    const routes = buildConsoleRoutes(permission.defaultRoutes, permission.dynamicRoutes);
    for (const view of initialTabs(routes, [])) store.dispatch(viewAdded(view));
    const shown = resolveConsoleLocation(routes, request.url);
    if (shown.kind === 'page')
      store.dispatch(viewAdded(visitedViewOf(shown.route, { pathname: request.url, search: '' })));
  });
}

/** Draws the console's frame around a page, one at a time (the translator's language is this bundle's own). */
export const renderConsole = oneAtATime(renderConsoleNow);
