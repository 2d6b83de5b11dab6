import { declareNamespace, useTranslation } from '@dis/shared';

/** The second step's words (namespace `loginTotp`): their own chunks, loaded with the step only. */
export const LOGIN_TOTP_NS = declareNamespace('loginTotp', {
  'zh-cn': () =>
    import(/* webpackChunkName: "login-totp-words-zh-cn" */ '../../locales/zh-cn/loginTotp.json'),
  en: () => import(/* webpackChunkName: "login-totp-words-en" */ '../../locales/en/loginTotp.json'),
});

export function useLoginTotpWords() {
  return useTranslation(LOGIN_TOTP_NS);
}
