/**
 * The pages of the public site: one table for the shell (its routes and guard) and the server
 * (status codes, the sitemaps, canonical and language links). See docs/site/document.md.
 */
export interface SitePage {
  path: string;
  /** federation request of the page in the marketing remote */
  request: string;
  /** key of the page title in the shell's `common` namespace */
  titleKey: string;
  /** the query parameters the page reads (`/News?category=2&page=3`); the server renders with these only */
  query?: readonly string[];
}

export const SITE_PAGES: readonly SitePage[] = [
  { path: '/', request: 'marketing/site/home', titleKey: 'title.home' },
  { path: '/Solution', request: 'marketing/site/solution', titleKey: 'title.solution' },
  { path: '/News', request: 'marketing/site/news', titleKey: 'title.news', query: ['category', 'page'] },
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

/** The shell's own pages outside the console that visitors reach. */
export const LOGIN_PATH = '/login';
export const REGISTER_PATH = '/register';
