import type { RouteEntry, UserInfo } from '@dis/shared';
import { buildConsoleRoutes, resolveConsoleLocation } from '../console/routing/consoleRoutes';
import { containerOfPath, fetchContainerAhead, fetchPageAhead } from '../federation/pageAhead';
import { fetchRoutes, fetchUserInfo } from './api';

interface SessionAhead {
  token: string;
  info: Promise<UserInfo>;
  routes: Promise<RouteEntry[]>;
}

let ahead: SessionAhead | null = null;

/**
 * The remote page at `pathname` in these routes, its files asked for now: as soon as the routes
 * say which page it is, not once the console has drawn its frame (docs/site/speed.md "No waterfall").
 */
export function fetchPageAheadAt(
  menuRoutes: RouteEntry[],
  hiddenRoutes: RouteEntry[],
  pathname: string,
): void {
  const shown = resolveConsoleLocation(buildConsoleRoutes(menuRoutes, hiddenRoutes), pathname);
  if (shown.kind === 'page' && shown.route.target.kind === 'remote')
    fetchPageAhead(shown.route.target.request);
}

/**
 * The moment a login is accepted, while the console's code is still starting: the user
 * (`GET /getInfo`), the routes (`GET /getRouters`) and the remote of the section `target` starts
 * with are asked for, then the target page's files once the routes name it. The console's
 * session load takes these answers instead of asking again (docs/site/speed.md "No waterfall").
 */
export function fetchSessionAhead(token: string, target: string): void {
  // a new login: what the page's document carried was another session's
  if (typeof window !== 'undefined') delete window.__DIS_SESSION__;
  const info = fetchUserInfo();
  const routes = fetchRoutes();
  const container = containerOfPath(target);
  if (container) fetchContainerAhead(container);
  // a failure is the session load's to report, once it takes these; none is left unhandled
  info.catch(() => undefined);
  routes.then(
    (menuRoutes) => fetchPageAheadAt(menuRoutes, [], target.split(/[?#]/)[0]),
    () => undefined,
  );
  ahead = { token, info, routes };
}

/** The answers asked for ahead with `token`, once: a later load (another login, a reload) asks anew. */
export function takeSessionAhead(token: string | undefined): Omit<SessionAhead, 'token'> | null {
  const taken = ahead;
  ahead = null;
  return taken && token !== undefined && taken.token === token ? taken : null;
}
