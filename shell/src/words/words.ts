import { changeLanguage, i18n, type Language } from '@dis/shared';

type Bundle = Record<string, unknown>;

/**
 * Words of the shell that not every page needs, loaded per language when a page needs them and
 * merged into the `common` namespace (so `t('login.title')` works as before): `console` (the
 * console's texts) and `auth` (login, register and the error pages). The public site loads
 * neither; `common.json` keeps only what every page needs at start.
 */
const LOADERS = {
  console: {
    'zh-cn': () => import(/* webpackChunkName: "console-words-zh-cn" */ '../locales/zh-cn/console.json'),
    en: () => import(/* webpackChunkName: "console-words-en" */ '../locales/en/console.json'),
  },
  auth: {
    'zh-cn': () => import(/* webpackChunkName: "auth-words-zh-cn" */ '../locales/zh-cn/auth.json'),
    en: () => import(/* webpackChunkName: "auth-words-en" */ '../locales/en/auth.json'),
  },
} satisfies Record<string, Record<Language, () => Promise<{ default: Bundle }>>>;

export type WordBundle = keyof typeof LOADERS;

const loading = new Map<string, Promise<void>>();
const loaded = new Set<string>();

/** Adds a bundle's words of `lang` to `common` once; the same promise for every caller. */
export function loadWords(bundle: WordBundle, lang: Language): Promise<void> {
  const key = `${bundle}|${lang}`;
  let pending = loading.get(key);
  if (!pending) {
    pending = LOADERS[bundle][lang]().then((module) => {
      i18n.addResourceBundle(lang, 'common', module.default, true, false);
      loaded.add(key);
    });
    loading.set(key, pending);
    // a failed download may be tried again
    pending.catch(() => loading.delete(key));
  }
  return pending;
}

export function wordsLoaded(bundle: WordBundle, lang: Language): boolean {
  return loaded.has(`${bundle}|${lang}`);
}

/**
 * Switches the language once the bundle's words in it are in (or could not be had), so the page
 * stays on screen in the old language meanwhile instead of showing keys.
 */
export async function switchLanguageWith(bundle: WordBundle, lang: Language): Promise<void> {
  await loadWords(bundle, lang).catch(() => undefined);
  await changeLanguage(lang);
}
