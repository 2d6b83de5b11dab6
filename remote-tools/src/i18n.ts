import { declareNamespace, useTranslation } from '@dis/shared';

/** The words of the tools section, in the `tools` namespace. Only the shown language is loaded. */
export const TOOLS_NS = declareNamespace('tools', {
  'zh-cn': () => import(/* webpackChunkName: "tools-words-zh-cn" */ './locales/zh-cn/tools.json'),
  en: () => import(/* webpackChunkName: "tools-words-en" */ './locales/en/tools.json'),
});

/** `{ t, r, lang }` of the section; suspends until the shown language's words are in. */
export function useToolsTranslation() {
  return useTranslation(TOOLS_NS);
}
