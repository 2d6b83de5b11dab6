import { matchPath } from '@dis/shared';
import {
  LOGIN_PATH,
  NOT_FOUND_PATH,
  PUBLIC_ROUTES,
  REDIRECT_PREFIX,
  REGISTER_PATH,
  UNAUTHORIZED_PATH,
} from '../routes/publicRoutes';

export type PathKind = 'public' | 'login' | 'register' | 'error' | 'redirect' | 'console';

export type RouteDecision = { kind: 'allow' } | { kind: 'redirect'; to: string };

const matches = (pattern: string, pathname: string) =>
  matchPath({ path: pattern, end: true }, pathname) !== null;

/** What a path is, by the shell's route map. Anything not the shell's own is the console's. */
export function classifyPath(pathname: string): PathKind {
  if (PUBLIC_ROUTES.some((route) => matches(route.path, pathname))) return 'public';
  if (matches(LOGIN_PATH, pathname)) return 'login';
  if (matches(REGISTER_PATH, pathname)) return 'register';
  if (matches(NOT_FOUND_PATH, pathname) || matches(UNAUTHORIZED_PATH, pathname)) return 'error';
  if (matches(`${REDIRECT_PREFIX}/*`, pathname)) return 'redirect';
  return 'console';
}

/**
 * The guard of docs/product.md §2 and §4, before any console code runs: public pages, login, register and
 * the error pages are open without a token; without a token everything else goes to `/`; with a
 * token `/login` goes to `/`. Console paths with a token are handed to the console, which loads
 * the session and sends paths it does not know to `/404`.
 */
export function decideRoute(pathname: string, hasToken: boolean, serverSaid404 = false): RouteDecision {
  const kind = classifyPath(pathname);
  if (kind === 'login' && hasToken) return { kind: 'redirect', to: '/' };
  // a path the server knows is no page (docs/site/document.md) shows the 404 page, not the home page
  if (kind === 'console' && !hasToken) return { kind: 'redirect', to: serverSaid404 ? NOT_FOUND_PATH : '/' };
  return { kind: 'allow' };
}

/** Whether the server answered 404 for `pathname` in the document this page started from. */
export function serverSaid404(
  pathname: string,
  page: unknown = (globalThis as { __DIS_PAGE__?: unknown }).__DIS_PAGE__,
): boolean {
  const said = page as { path?: unknown; status?: unknown } | undefined;
  return said?.status === 404 && said.path === pathname.replace(/(.)\/+$/, '$1');
}
