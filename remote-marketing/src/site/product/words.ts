import type { NamespaceLoaders } from '@dis/shared';
import { useSiteNamespace } from '../words';

const PRODUCTS_NS = 'marketing-products';

const LOADERS: NamespaceLoaders = {
  'zh-cn': () =>
    import(/* webpackChunkName: "marketing-products-zh-cn" */ '../../locales/zh-cn/marketing-products.json'),
  en: () =>
    import(/* webpackChunkName: "marketing-products-en" */ '../../locales/en/marketing-products.json'),
};

/** The words of the four product pages, loaded in the shown language only. */
export function useProductWords() {
  return useSiteNamespace(PRODUCTS_NS, LOADERS);
}
