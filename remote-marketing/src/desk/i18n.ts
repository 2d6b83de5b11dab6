import { declareNamespace, useTranslation } from '@dis/shared';

/** The words of the content desk (news, jobs, trial requests) in the console. Only the shown language is loaded. */
export const DESK_NS = declareNamespace('marketing-desk', {
  'zh-cn': () =>
    import(/* webpackChunkName: "marketing-desk-words-zh-cn" */ '../locales/zh-cn/marketing-desk.json'),
  en: () => import(/* webpackChunkName: "marketing-desk-words-en" */ '../locales/en/marketing-desk.json'),
});

/** `{ t, r, lang }` of the section; suspends until the shown language's words are in. */
export function useDeskTranslation() {
  return useTranslation(DESK_NS);
}
