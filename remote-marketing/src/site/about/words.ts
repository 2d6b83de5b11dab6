import type { NamespaceLoaders } from '@dis/shared';
import { useSiteNamespace } from '../words';

const ABOUT_NS = 'marketing-about';

const LOADERS: NamespaceLoaders = {
  'zh-cn': () =>
    import(/* webpackChunkName: "marketing-about-zh-cn" */ '../../locales/zh-cn/marketing-about.json'),
  en: () => import(/* webpackChunkName: "marketing-about-en" */ '../../locales/en/marketing-about.json'),
};

/** The words of /About, loaded in the shown language only. */
export function useAboutWords() {
  return useSiteNamespace(ABOUT_NS, LOADERS);
}
