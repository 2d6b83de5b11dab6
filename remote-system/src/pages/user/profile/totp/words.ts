import { declareNamespace, useTranslation } from '@dis/shared';

/** The two-factor section's words (namespace `profileTotp`), loaded with the section. */
export const PROFILE_TOTP_NS = declareNamespace('profileTotp', {
  'zh-cn': () => import(/* webpackChunkName: "profile-totp-words-zh-cn" */ './locales/zh-cn.json'),
  en: () => import(/* webpackChunkName: "profile-totp-words-en" */ './locales/en.json'),
});

export function useTotpWords() {
  return useTranslation(PROFILE_TOTP_NS);
}
