import { declareNamespace, useTranslation } from '@dis/shared';

/** The words of the system section, in the `system` namespace. Only the shown language is loaded. */
export const SYSTEM_NS = declareNamespace('system', {
  'zh-cn': () => import(/* webpackChunkName: "system-words-zh-cn" */ './locales/zh-cn/system.json'),
  en: () => import(/* webpackChunkName: "system-words-en" */ './locales/en/system.json'),
});

/** `{ t, r, lang }` of the section; suspends until the shown language's words are in. */
export function useSystemTranslation() {
  return useTranslation(SYSTEM_NS);
}
