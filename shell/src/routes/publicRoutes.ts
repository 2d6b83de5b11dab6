import { LOGIN_PATH, REGISTER_PATH, SITE_PAGES, type SitePage } from '@dis/contract/site';

/**
 * The public site (docs/product.md §2): every page lives in the marketing remote and renders inside its layout.
 * One table, shared with the server (`@dis/contract/site`), feeds the route map and the guard.
 */
export type PublicRoute = SitePage;

export const PUBLIC_LAYOUT_REQUEST = 'marketing/site/layout';

export const PUBLIC_ROUTES: readonly PublicRoute[] = SITE_PAGES;

/** The shell's own pages outside the console. */
export { LOGIN_PATH, REGISTER_PATH };
export const NOT_FOUND_PATH = '/404';
export const UNAUTHORIZED_PATH = '/401';
export const REDIRECT_PREFIX = '/redirect';
