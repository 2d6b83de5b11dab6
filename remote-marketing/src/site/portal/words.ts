import type { NamespaceLoaders } from '@dis/shared';
import { useSiteNamespace } from '../words';

const PORTAL_NS = 'marketing-news';

const LOADERS: NamespaceLoaders = {
  'zh-cn': () =>
    import(/* webpackChunkName: "marketing-news-zh-cn" */ '../../locales/zh-cn/marketing-news.json'),
  en: () => import(/* webpackChunkName: "marketing-news-en" */ '../../locales/en/marketing-news.json'),
};

/** The words of the news centre and the job pages, loaded in the shown language only. */
export function usePortalWords() {
  return useSiteNamespace(PORTAL_NS, LOADERS);
}
