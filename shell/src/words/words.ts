import { changeLanguage, declareNamespace, i18n, loadNamespace, type Language } from '@dis/shared';

/**
 * The shell's words, one namespace each, one loader per language:
 * - `common`: what every page needs at start (loaded before the first render);
 * - `console` (the console's texts) and `auth` (login, register and the error pages): loaded when
 *   a page needs them. Both answer keys missing from `common` (i18next `fallbackNS`), so
 *   `t('login.title')` of `useTranslation('common')` works once `auth` is in. The public site
 *   loads neither.
 */
export const COMMON_NS = declareNamespace('common', {
  'zh-cn': () => import(/* webpackChunkName: "common-words-zh-cn" */ '../locales/zh-cn/common.json'),
  en: () => import(/* webpackChunkName: "common-words-en" */ '../locales/en/common.json'),
});

const BUNDLES = {
  console: declareNamespace(
    'console',
    {
      'zh-cn': () => import(/* webpackChunkName: "console-words-zh-cn" */ '../locales/zh-cn/console.json'),
      en: () => import(/* webpackChunkName: "console-words-en" */ '../locales/en/console.json'),
    },
    { fallback: true },
  ),
  auth: declareNamespace(
    'auth',
    {
      'zh-cn': () => import(/* webpackChunkName: "auth-words-zh-cn" */ '../locales/zh-cn/auth.json'),
      en: () => import(/* webpackChunkName: "auth-words-en" */ '../locales/en/auth.json'),
    },
    { fallback: true },
  ),
};

export type WordBundle = keyof typeof BUNDLES;

/** Loads a bundle's words in `lang` once; the same promise for every caller. */
export function loadWords(bundle: WordBundle, lang: Language): Promise<void> {
  return loadNamespace(BUNDLES[bundle], lang);
}

export function wordsLoaded(bundle: WordBundle, lang: Language): boolean {
  return i18n.hasResourceBundle(lang, BUNDLES[bundle]);
}

/**
 * Switches the language once the bundle's words in it are in (or could not be had), so the page
 * stays on screen in the old language meanwhile instead of showing keys. (i18next loads the new
 * language of every namespace in use before it switches.)
 */
export async function switchLanguageWith(bundle: WordBundle, lang: Language): Promise<void> {
  await loadWords(bundle, lang).catch(() => undefined);
  await changeLanguage(lang);
}
