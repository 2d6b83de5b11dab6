import { use, useCallback, useSyncExternalStore } from 'react';
import { LANG_STORAGE_KEY } from '../constants';
import type { Language } from '../types';
import { Translator, type Bundle, type TOptions } from './translator';
import sharedZh from './locales/zh-cn.json';
import sharedEn from './locales/en.json';

export { Translator, type TOptions };

export const LANGUAGES: readonly Language[] = ['zh-cn', 'en'];
export const SHARED_NS = 'shared';

/** Per-namespace resources as each app ships them: `{ 'zh-cn': {...}, en: {...} }`. */
export type NamespaceResources = Record<Language, Bundle>;

export function isLanguage(value: unknown): value is Language {
  return value === 'zh-cn' || value === 'en';
}

/**
 * Spec §4: the language stored under `lang`; if none, `en` when the host name contains `dis`,
 * otherwise `zh-cn`.
 */
export function resolveInitialLanguage(
  hostname: string = typeof location !== 'undefined' ? location.hostname : '',
  storage: Pick<Storage, 'getItem'> | undefined = typeof localStorage !== 'undefined'
    ? localStorage
    : undefined,
): Language {
  let stored: string | null = null;
  try {
    stored = storage?.getItem(LANG_STORAGE_KEY) ?? null;
  } catch {
    stored = null;
  }
  if (isLanguage(stored)) return stored;
  return hostname.toLowerCase().includes('dis') ? 'en' : 'zh-cn';
}

/** The one translator of the shell and every remote (it lives in the `@dis/shared` singleton). */
export const i18n = new Translator();

function setDocumentLanguage(lang: Language) {
  if (typeof document !== 'undefined') document.documentElement.lang = lang === 'zh-cn' ? 'zh-CN' : 'en';
}

export function initI18n(
  options: { language?: Language; namespaces?: Record<string, NamespaceResources>; defaultNS?: string } = {},
): Translator {
  const lng = options.language ?? resolveInitialLanguage();
  addNamespace(SHARED_NS, { 'zh-cn': sharedZh, en: sharedEn });
  for (const [ns, byLang] of Object.entries(options.namespaces ?? {})) addNamespace(ns, byLang);
  i18n.init({ lng, fallbackLng: 'zh-cn', defaultNS: options.defaultNS ?? 'common' });
  setDocumentLanguage(lng);
  return i18n;
}

/** A remote adds its namespace when its module loads (idempotent). */
export function addNamespace(ns: string, byLang: NamespaceResources): void {
  for (const lang of LANGUAGES) {
    if (!i18n.hasResourceBundle(lang, ns)) i18n.addResourceBundle(lang, ns, byLang[lang], true, false);
  }
}

export function currentLanguage(): Language {
  return i18n.language;
}

/** Switches the language and remembers it under `lang`. */
export async function changeLanguage(lang: Language): Promise<void> {
  try {
    localStorage.setItem(LANG_STORAGE_KEY, lang);
  } catch {
    /* storage unavailable: the choice lasts for this page only */
  }
  await i18n.changeLanguage(lang);
  setDocumentLanguage(lang);
}

export type TFunction = (key: string, options?: TOptions) => string;

/**
 * Translations in components: `const { t, lang } = useTranslation('system')`. Re-renders when the
 * language changes or words are added. `r(key)` gives a raw value (arrays, objects) for content.
 */
export function useTranslation(ns?: string) {
  const version = useSyncExternalStore(
    i18n.subscribe,
    () => i18n.version,
    () => i18n.version,
  );
  const lang = i18n.language;
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `version`/`lang` change the answers
  const t: TFunction = useCallback((key, options) => i18n.t(key, { ns, ...options }), [ns, lang, version]);
  const r = useCallback(
    <T = unknown>(key: string) => i18n.resource(key, { ns }) as T,
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [ns, lang, version],
  );
  return { t, r, i18n, lang };
}

/** Loads one language of a namespace on demand: `{ 'zh-cn': () => import('./locales/zh-cn/x.json'), en: … }`. */
export type NamespaceLoaders = Record<Language, () => Promise<{ default: Bundle } | Bundle>>;

const pendingBundles = new Map<string, Promise<void>>();
const READY = Promise.resolve();

/** Adds the bundle of `ns` for `lang` once; the same promise for every caller while it loads. */
export function loadNamespace(ns: string, lang: Language, loaders: NamespaceLoaders): Promise<void> {
  if (i18n.hasResourceBundle(lang, ns)) return READY;
  const key = `${lang}|${ns}`;
  let pending = pendingBundles.get(key);
  if (!pending) {
    pending = loaders[lang]().then((module) => {
      const bundle =
        'default' in module && typeof module.default === 'object' ? (module.default as Bundle) : module;
      i18n.addResourceBundle(lang, ns, bundle, true, false);
    });
    pendingBundles.set(key, pending);
    pending.catch(() => pendingBundles.delete(key));
  }
  return pending;
}

/**
 * `useTranslation` for a namespace whose words are loaded per language on demand, so a page ships
 * only the language it shows. Suspends until the current language's bundle is in.
 */
export function useNamespace(ns: string, loaders: NamespaceLoaders) {
  const translation = useTranslation(ns);
  use(loadNamespace(ns, translation.lang, loaders));
  return translation;
}
