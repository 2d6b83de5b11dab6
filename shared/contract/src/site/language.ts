/**
 * The language rule of the site and the console (docs/product.md §4, docs/site/document.md
 * "Language URLs"): the languages, the cookie that mirrors a visitor's choice, and the one function
 * browser and server resolve a page's language with.
 */

/** The languages of the site and the console, as the `?lang=` of a language URL names them. */
export const SITE_LANGUAGES = ['zh-cn', 'en'] as const;

/** A language the product speaks: the site, the console, the server's answers and messages. */
export type Language = (typeof SITE_LANGUAGES)[number];

/** The language when nothing names one (docs/product.md §4). */
export const DEFAULT_LANGUAGE: Language = 'zh-cn';

/**
 * The cookie in which the browser mirrors the visitor's language choice; the server renders plain
 * public URLs in it (docs/site/document.md "Language URLs").
 */
export const SITE_LANGUAGE_COOKIE = 'lang';

/** Whether a value (a `?lang=`, a stored choice, a cookie) names one of the languages. */
export function isLanguage(value: unknown): value is Language {
  return SITE_LANGUAGES.some((code) => code === value);
}

/** The language of a visitor who chose none: `en` when the host name contains `dis`, else `zh-cn`. */
export function hostLanguage(hostname: string): Language {
  return hostname.toLowerCase().includes('dis') ? 'en' : DEFAULT_LANGUAGE;
}

/**
 * The language a page is shown in (docs/product.md §4, docs/site/document.md "Language URLs"), the
 * one rule of the browser and the server: the first of the visitor's choices, most precise first
 * (the `?lang=` of the URL, then the choice the browser stored, then cookie `lang`), that names one
 * of the languages; else the host's language.
 */
export function resolveSiteLanguage(hostname: string, ...choices: readonly unknown[]): Language {
  return choices.find(isLanguage) ?? hostLanguage(hostname);
}
