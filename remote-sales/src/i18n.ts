import { declareNamespace, useTranslation } from '@dis/shared';

/** The words of the sales section, in the `sales` namespace. Only the shown language is loaded. */
export const SALES_NS = declareNamespace('sales', {
  'zh-cn': () => import(/* webpackChunkName: "sales-words-zh-cn" */ './locales/zh-cn/sales.json'),
  en: () => import(/* webpackChunkName: "sales-words-en" */ './locales/en/sales.json'),
});

/** `{ t, r, lang }` of the section; suspends until the shown language's words are in. */
export function useSalesTranslation() {
  return useTranslation(SALES_NS);
}
