import { useSiteRender } from './rendering';
import { i18n, loadNamespace, useNamespace, type Language, type NamespaceLoaders } from '@dis/shared';

/** The words of the public site, in the `marketing` namespace; only the shown language is loaded. */
export const MARKETING_NS = 'marketing';

export const MARKETING_LOADERS: NamespaceLoaders = {
  'zh-cn': () => import(/* webpackChunkName: "marketing-zh-cn" */ '../locales/zh-cn/marketing.json'),
  en: () => import(/* webpackChunkName: "marketing-en" */ '../locales/en/marketing.json'),
};

/** Every namespace of the site a page has used, so a language switch can load all of them first. */
const usedNamespaces = new Map<string, NamespaceLoaders>([[MARKETING_NS, MARKETING_LOADERS]]);

/** `{ t, r, lang }` of one namespace of the site; suspends until the current language is loaded. */
export function useSiteNamespace(ns: string, loaders: NamespaceLoaders) {
  if (!usedNamespaces.has(ns)) usedNamespaces.set(ns, loaders);
  useSiteRender()?.noteWords(ns);
  return useNamespace(ns, loaders);
}

/** `{ t, r, lang }` of the marketing words; suspends until the current language is loaded. */
export function useMarketingWords() {
  return useSiteNamespace(MARKETING_NS, MARKETING_LOADERS);
}

/** Loads, in `next`, the words of every namespace shown so far, so the page switches in one step. */
export function loadSiteWords(current: Language, next: Language): Promise<void> {
  const shown = [...usedNamespaces].filter(([ns]) => i18n.hasResourceBundle(current, ns));
  return Promise.all(shown.map(([ns, loaders]) => loadNamespace(ns, next, loaders))).then(() => undefined);
}
