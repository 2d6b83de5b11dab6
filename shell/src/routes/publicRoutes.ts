/**
 * The public site (docs/product.md §2): every page lives in the marketing remote and renders inside its layout.
 * This one table feeds the route map and the guard.
 */
export interface PublicRoute {
  path: string;
  /** federation request of the page */
  request: string;
  /** key of the page title in the `common` namespace */
  titleKey: string;
}

export const PUBLIC_LAYOUT_REQUEST = 'marketing/site/layout';

export const PUBLIC_ROUTES: readonly PublicRoute[] = [
  { path: '/', request: 'marketing/site/home', titleKey: 'title.home' },
  { path: '/Solution', request: 'marketing/site/solution', titleKey: 'title.solution' },
  { path: '/News', request: 'marketing/site/news', titleKey: 'title.news' },
  { path: '/News/:newsId', request: 'marketing/site/newsDetail', titleKey: 'title.newsDetail' },
  { path: '/About', request: 'marketing/site/about', titleKey: 'title.about' },
  { path: '/Joinus', request: 'marketing/site/joinus', titleKey: 'title.joinus' },
  { path: '/Joinus/:jobId', request: 'marketing/site/jobDetail', titleKey: 'title.jobDetail' },
  { path: '/Product/Chaotic', request: 'marketing/site/product/chaotic', titleKey: 'title.chaotic' },
  {
    path: '/Product/Intelligence',
    request: 'marketing/site/product/intelligence',
    titleKey: 'title.intelligence',
  },
  { path: '/Product/Inversion', request: 'marketing/site/product/inversion', titleKey: 'title.inversion' },
  {
    path: '/Product/Transaction',
    request: 'marketing/site/product/transaction',
    titleKey: 'title.transaction',
  },
];

/** The shell's own pages outside the console. */
export const LOGIN_PATH = '/login';
export const REGISTER_PATH = '/register';
export const NOT_FOUND_PATH = '/404';
export const UNAUTHORIZED_PATH = '/401';
export const REDIRECT_PREFIX = '/redirect';
