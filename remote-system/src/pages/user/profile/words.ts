import { declareNamespace, useTranslation } from '@dis/shared';

/** The personal centre's words (namespace `profile`), loaded with its page in the shown language. */
export const PROFILE_NS = declareNamespace('profile', {
  'zh-cn': () => import(/* webpackChunkName: "profile-words-zh-cn" */ './locales/zh-cn.json'),
  en: () => import(/* webpackChunkName: "profile-words-en" */ './locales/en.json'),
});

export function useProfileWords() {
  return useTranslation(PROFILE_NS);
}
