import type { ComponentType } from 'react';
import AboutPage from '../site/about/AboutPage';
import HomePage from '../site/home/HomePage';
import JobDetailPage from '../site/joinus/JobDetailPage';
import JoinusPage from '../site/joinus/JoinusPage';
import SiteLayout from '../site/layout/SiteLayout';
import NewsDetailPage from '../site/news/NewsDetailPage';
import NewsPage from '../site/news/NewsPage';
import ChaoticPage from '../site/product/ChaoticPage';
import IntelligencePage from '../site/product/IntelligencePage';
import InversionPage from '../site/product/InversionPage';
import TransactionPage from '../site/product/TransactionPage';
import SolutionPage from '../site/solution/SolutionPage';

/** The federation request of the site's layout, as the shell loads it. */
export const LAYOUT_REQUEST = 'marketing/site/layout';

/**
 * What the server renders for each federation request of the public site: the same modules this
 * remote exposes under those names (webpack.config.js; a test keeps the two lists equal).
 */
export const SITE_MODULES: Readonly<Record<string, ComponentType>> = {
  [LAYOUT_REQUEST]: SiteLayout,
  'marketing/site/home': HomePage,
  'marketing/site/solution': SolutionPage,
  'marketing/site/news': NewsPage,
  'marketing/site/newsDetail': NewsDetailPage,
  'marketing/site/about': AboutPage,
  'marketing/site/joinus': JoinusPage,
  'marketing/site/jobDetail': JobDetailPage,
  'marketing/site/product/chaotic': ChaoticPage,
  'marketing/site/product/intelligence': IntelligencePage,
  'marketing/site/product/inversion': InversionPage,
  'marketing/site/product/transaction': TransactionPage,
};
