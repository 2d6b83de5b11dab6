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
export function decideRoute(pathname: string, hasToken: boolean): RouteDecision {
  const kind = classifyPath(pathname);
  if (kind === 'login' && hasToken) return { kind: 'redirect', to: '/' };
  if (kind === 'console' && !hasToken) return { kind: 'redirect', to: '/' };
  return { kind: 'allow' };
}
