import { useNamespace, type NamespaceLoaders } from '@dis/shared';

/** The words of the public site, in the `marketing` namespace; only the shown language is loaded. */
export const MARKETING_NS = 'marketing';

export const MARKETING_LOADERS: NamespaceLoaders = {
  'zh-cn': () => import(/* webpackChunkName: "marketing-zh-cn" */ '../locales/zh-cn/marketing.json'),
  en: () => import(/* webpackChunkName: "marketing-en" */ '../locales/en/marketing.json'),
};

/** `{ t, r, lang }` of the marketing words; suspends until the current language is loaded. */
export function useMarketingWords() {
  return useNamespace(MARKETING_NS, MARKETING_LOADERS);
}
