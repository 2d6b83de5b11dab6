import { i18n, type Language } from '@dis/shared';

type Bundle = Record<string, unknown>;

/**
 * The console's words (`console.*`, `home.*` of the `common` namespace) load with the console, in
 * the language shown only: the public site and the login page do not carry them. The few words
 * needed before they arrive (the session's loading and expiry texts) stay in `common.json`.
 */
const LOADERS: Record<Language, () => Promise<{ default: Bundle }>> = {
  'zh-cn': () => import(/* webpackChunkName: "console-words-zh-cn" */ '../../locales/zh-cn/console.json'),
  en: () => import(/* webpackChunkName: "console-words-en" */ '../../locales/en/console.json'),
};

const loading = new Map<Language, Promise<void>>();
const loaded = new Set<Language>();

/** Adds the console's words of `lang` to `common` once; the same promise for every caller. */
export function loadConsoleWords(lang: Language): Promise<void> {
  let pending = loading.get(lang);
  if (!pending) {
    pending = LOADERS[lang]().then((module) => {
      i18n.addResourceBundle(lang, 'common', module.default, true, false);
      loaded.add(lang);
    });
    loading.set(lang, pending);
    // a failed download may be tried again
    pending.catch(() => loading.delete(lang));
  }
  return pending;
}

export function consoleWordsLoaded(lang: Language): boolean {
  return loaded.has(lang);
}
