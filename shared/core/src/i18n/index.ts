import i18next, { type i18n as I18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANG_STORAGE_KEY } from '../constants';
import type { Language } from '../types';
import sharedZh from './locales/zh-cn.json';
import sharedEn from './locales/en.json';

export const LANGUAGES: readonly Language[] = ['zh-cn', 'en'];
export const SHARED_NS = 'shared';

/** Per-namespace resources as each app ships them: `{ 'zh-cn': {...}, en: {...} }`. */
export type NamespaceResources = Record<Language, Record<string, unknown>>;

export function isLanguage(value: unknown): value is Language {
  return value === 'zh-cn' || value === 'en';
}

/**
 * Spec §4: the language stored under `lang`; if none, `en` when the host name contains `dis`,
 * otherwise `zh-cn`.
 */
export function resolveInitialLanguage(
  hostname: string = typeof location !== 'undefined' ? location.hostname : '',
  storage: Pick<Storage, 'getItem'> | undefined = typeof localStorage !== 'undefined' ? localStorage : undefined,
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

/** The one i18next instance (a federation singleton), initialised once by the shell. */
export const i18n: I18n = i18next;

/** Translations in components: `const { t } = useTranslation('system')`. */
export { useTranslation } from 'react-i18next';

export async function initI18n(options: {
  language?: Language;
  namespaces?: Record<string, NamespaceResources>;
  defaultNS?: string;
}): Promise<I18n> {
  const lng = options.language ?? resolveInitialLanguage();
  const resources: Resource = { 'zh-cn': { [SHARED_NS]: sharedZh }, en: { [SHARED_NS]: sharedEn } };
  for (const [ns, byLang] of Object.entries(options.namespaces ?? {})) {
    for (const lang of LANGUAGES) resources[lang][ns] = byLang[lang];
  }
  if (!i18n.isInitialized) {
    await i18n.use(initReactI18next).init({
      lng,
      fallbackLng: 'zh-cn',
      supportedLngs: LANGUAGES as Language[],
      lowerCaseLng: true,
      load: 'currentOnly',
      resources,
      defaultNS: options.defaultNS ?? 'common',
      ns: Object.keys(resources['zh-cn']),
      interpolation: { escapeValue: false },
      returnNull: false,
    });
  }
  if (typeof document !== 'undefined') document.documentElement.lang = lng === 'zh-cn' ? 'zh-CN' : 'en';
  return i18n;
}

/** A remote adds its namespace when its module loads (idempotent). */
export function addNamespace(ns: string, byLang: NamespaceResources): void {
  for (const lang of LANGUAGES) {
    if (!i18n.hasResourceBundle(lang, ns)) i18n.addResourceBundle(lang, ns, byLang[lang], true, false);
  }
}

export function currentLanguage(): Language {
  const lng = i18n.resolvedLanguage ?? i18n.language;
  return isLanguage(lng) ? lng : 'zh-cn';
}

/** Switches the language and remembers it under `lang`. */
export async function changeLanguage(lang: Language): Promise<void> {
  try {
    localStorage.setItem(LANG_STORAGE_KEY, lang);
  } catch {
    /* storage unavailable: the choice lasts for this page only */
  }
  await i18n.changeLanguage(lang);
  if (typeof document !== 'undefined') document.documentElement.lang = lang === 'zh-cn' ? 'zh-CN' : 'en';
}
