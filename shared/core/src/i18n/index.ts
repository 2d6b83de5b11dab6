import { useCallback, useSyncExternalStore } from 'react';
import i18next, { type BackendModule, type i18n as I18nInstance, type ReadCallback } from 'i18next';
import { useTranslation as useI18nextTranslation } from 'react-i18next';
import {
  DEFAULT_LANGUAGE,
  isLanguage,
  resolveSiteLanguage,
  SITE_LANGUAGES,
  type Language,
} from '@dis/contract/site';
import { LANG_COOKIE, LANG_COOKIE_DAYS, LANG_STORAGE_KEY } from '../constants';
import { getCookie, setCookie } from '../utils/cookies';
import sharedZh from './locales/zh-cn.json';
import sharedEn from './locales/en.json';

/**
 * The one translator of the shell, every remote and the kit: an i18next instance that lives in the
 * `@dis/shared` federation singleton, with react-i18next for components. Words are registered one
 * way: an app, a remote or a part of the kit declares its namespace with one loader per language
 * (`declareNamespace`); i18next's backend calls the loader of the shown language when a component
 * first asks for the namespace (the component suspends meanwhile) and, on a language switch, the
 * loaders of every namespace in use before the new language shows.
 */

export const LANGUAGES: readonly Language[] = SITE_LANGUAGES;
export const SHARED_NS = 'shared';

/** The words of one namespace in one language: nested objects of strings (arrays for content). */
export type Bundle = Record<string, unknown>;

/** Per-namespace words given whole: `{ 'zh-cn': {...}, en: {...} }` (tests, tiny namespaces). */
export type NamespaceResources = Record<Language, Bundle>;

/**
 * One loader per language. Usually a dynamic import, so a page ships only the language it shows:
 * `{ 'zh-cn': () => import('./locales/zh-cn/x.json'), en: () => import('./locales/en/x.json') }`.
 * A loader may give the bundle itself for words needed before anything renders.
 */
export type NamespaceLoaders = Record<
  Language,
  () => Promise<{ default: Bundle } | Bundle> | { default: Bundle } | Bundle
>;

export interface TOptions {
  ns?: string | readonly string[];
  lng?: Language;
  defaultValue?: string;
  [variable: string]: unknown;
}

export type TFunction = (key: string, options?: TOptions) => string;

/** The i18next instance type, under the name the product used before. */
export type Translator = I18nInstance;

export { isLanguage };

/** The language a URL names with `?lang=zh-cn` / `?lang=en` (docs/site/document.md), if any. */
export function languageOfUrl(
  search: string = typeof location !== 'undefined' ? location.search : '',
): Language | null {
  const value = new URLSearchParams(search).get('lang');
  return isLanguage(value) ? value : null;
}

/**
 * The language the visitor chose, if any: the one a language URL names (`?lang=`,
 * docs/site/document.md); else the one stored under `lang`; else the one mirrored in cookie `lang`
 * (a browser whose storage is unavailable or was cleared still has the choice the server renders in).
 */
export function chosenLanguage(
  storage: Pick<Storage, 'getItem'> | undefined = typeof localStorage !== 'undefined'
    ? localStorage
    : undefined,
  search: string = typeof location !== 'undefined' ? location.search : '',
  cookie: string | undefined = getCookie(LANG_COOKIE),
): Language | null {
  const named = languageOfUrl(search);
  if (named) return named;
  let stored: string | null = null;
  try {
    stored = storage?.getItem(LANG_STORAGE_KEY) ?? null;
  } catch {
    stored = null;
  }
  if (isLanguage(stored)) return stored;
  return isLanguage(cookie) ? cookie : null;
}

/** The host name the page was loaded from ('' outside a browser). */
const pageHost = () => (typeof location !== 'undefined' ? location.hostname : '');

/**
 * docs/product.md §4: the visitor's choice (`chosenLanguage`; an argument left out reads the
 * browser's); if none, the host's language: `resolveSiteLanguage` of `@dis/contract/site`, the rule
 * the server renders with.
 */
export function resolveInitialLanguage(
  hostname: string = pageHost(),
  storage?: Pick<Storage, 'getItem'>,
  search?: string,
  cookie?: string,
): Language {
  return resolveSiteLanguage(hostname, chosenLanguage(storage, search, cookie));
}

function isThenable(value: unknown): value is PromiseLike<unknown> {
  return typeof (value as PromiseLike<unknown> | null)?.then === 'function';
}

function bundleOf(module: unknown): Bundle {
  const value = module as { default?: unknown } | null;
  if (value && typeof value === 'object' && value.default && typeof value.default === 'object')
    return value.default as Bundle;
  return (value ?? {}) as Bundle;
}

/**
 * An i18next backend reading the declared loaders. A loader that gives its bundle at once answers
 * at once (i18next then adds it synchronously); a namespace nobody declared is empty.
 */
function loaderBackend(registry: Map<string, NamespaceLoaders>): BackendModule {
  return {
    type: 'backend',
    init() {},
    read(language: string, namespace: string, callback: ReadCallback) {
      const loader = registry.get(namespace)?.[language as Language];
      if (!loader) {
        callback(null, {});
        return;
      }
      let result: ReturnType<typeof loader>;
      try {
        result = loader();
      } catch (error) {
        callback(error as Error, false);
        return;
      }
      if (isThenable(result)) {
        result.then(
          (module) => callback(null, bundleOf(module) as never),
          (error: unknown) => callback(error as Error, false),
        );
      } else callback(null, bundleOf(result) as never);
    },
  };
}

/**
 * A configured i18next instance (initialised synchronously in `lng`) reading namespaces from
 * `registry`. The product has one (`i18n`); tests make their own.
 */
export function createTranslator(
  lng: Language = DEFAULT_LANGUAGE,
  registry: Map<string, NamespaceLoaders> = new Map(),
): Translator {
  const instance = i18next.createInstance();
  instance.use(loaderBackend(registry));
  void instance.init({
    lng,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: LANGUAGES as Language[],
    // 'zh-cn' stays 'zh-cn' (i18next would say 'zh-CN' and also look for 'zh')
    lowerCaseLng: true,
    load: 'currentOnly',
    ns: [],
    defaultNS: 'common',
    fallbackNS: false,
    initAsync: false,
    returnNull: false,
    // React escapes; a `{{name}}` nobody gives stays visible rather than vanishing
    interpolation: { escapeValue: false },
    missingInterpolationHandler: (_text: string, match: string[]) => match[0],
    // a key whose value is an object or array: the key, as for a missing word (use `r` for those)
    returnedObjectHandler: (key: string) => key,
    react: { useSuspense: true },
  });
  return instance;
}

const registry = new Map<string, NamespaceLoaders>();
const fallbackNamespaces: string[] = [];

/** The one translator of the shell and every remote (it lives in the `@dis/shared` singleton). */
export const i18n: Translator = createTranslator(resolveInitialLanguage(), registry);

function setDocumentLanguage(lang: string) {
  if (typeof document !== 'undefined' && document.documentElement)
    document.documentElement.lang = lang === 'zh-cn' ? 'zh-CN' : 'en';
}

i18n.on('languageChanged', setDocumentLanguage);

// bumped on every change of language or words, so hooks give new `t`/`r` functions (memoised
// columns and texts of a page follow a language switch)
let version = 0;
const versionListeners = new Set<() => void>();
function touch() {
  version += 1;
  for (const listener of [...versionListeners]) listener();
}
i18n.on('languageChanged', touch);
i18n.store.on('added', touch);
function subscribe(listener: () => void) {
  versionListeners.add(listener);
  return () => {
    versionListeners.delete(listener);
  };
}
const getVersion = () => version;

export interface DeclareOptions {
  /**
   * Its words also answer keys missing from the namespace asked for (i18next `fallbackNS`): the
   * shell's `console` and `auth` words, read through `common` once loaded.
   */
  fallback?: boolean;
}

/**
 * THE way to register words: a namespace and one loader per language. Nothing is loaded yet:
 * `useTranslation(ns)` loads the shown language on first use, a language switch loads the new
 * language of every namespace in use, `loadNamespace` loads one ahead. The first declaration of a
 * namespace wins (a remote loaded twice declares the same loaders). Returns `ns`.
 */
export function declareNamespace(
  ns: string,
  loaders: NamespaceLoaders,
  options: DeclareOptions = {},
): string {
  if (!registry.has(ns)) registry.set(ns, loaders);
  if (options.fallback && !fallbackNamespaces.includes(ns)) {
    fallbackNamespaces.push(ns);
    i18n.options.fallbackNS = [...fallbackNamespaces];
  }
  return ns;
}

/** Whether `ns` was declared. */
export function isNamespaceDeclared(ns: string): boolean {
  return registry.has(ns);
}

/** Loaders giving the words of `resources` at once (tests, and words needed before anything renders). */
export function loadersOf(resources: NamespaceResources): NamespaceLoaders {
  return { 'zh-cn': () => resources['zh-cn'], en: () => resources.en };
}

declareNamespace(SHARED_NS, loadersOf({ 'zh-cn': sharedZh, en: sharedEn }));

const pendingBundles = new Map<string, Promise<void>>();
const READY = Promise.resolve();

/**
 * Loads the words of `ns` in `lang` (default: the current language) once; the same promise for
 * every caller while it loads. `loaders` declares the namespace first if it was not.
 */
export function loadNamespace(
  ns: string,
  lang: Language = currentLanguage(),
  loaders?: NamespaceLoaders,
): Promise<void> {
  if (loaders) declareNamespace(ns, loaders);
  // a language switch loads every namespace in i18next's list
  const used = i18n.options.ns;
  if (Array.isArray(used) && !used.includes(ns)) i18n.options.ns = [...used, ns];
  else if (!used) i18n.options.ns = [ns];
  if (i18n.hasResourceBundle(lang, ns)) return READY;
  const key = `${lang}|${ns}`;
  let pending = pendingBundles.get(key);
  if (!pending) {
    pending = new Promise<void>((resolve, reject) => {
      i18n.services.backendConnector.load([lang], [ns], (error: unknown) => {
        if (error || !i18n.hasResourceBundle(lang, ns)) reject(error ?? new Error(`words ${key}`));
        else resolve();
      });
    });
    pendingBundles.set(key, pending);
    // once settled, the store says whether the words are in (a failed download may be tried again)
    const settled = () => pendingBundles.delete(key);
    pending.then(settled, settled);
  }
  return pending;
}

/** Loads every declared namespace in the current language (tests do this before rendering). */
export function loadDeclaredNamespaces(lang: Language = currentLanguage()): Promise<void> {
  return Promise.all([...registry.keys()].map((ns) => loadNamespace(ns, lang))).then(() => undefined);
}

/**
 * Sets the language (default: the stored or host-derived one) and the default namespace. Words given
 * in `namespaces` are declared and loaded at once (tests). Idempotent: words already in stay.
 */
export function initI18n(
  options: { language?: Language; namespaces?: Record<string, NamespaceResources>; defaultNS?: string } = {},
): Translator {
  for (const [ns, byLang] of Object.entries(options.namespaces ?? {})) {
    for (const lang of LANGUAGES) i18n.addResourceBundle(lang, ns, byLang[lang], true, true);
    declareNamespace(ns, loadersOf(byLang));
  }
  i18n.options.defaultNS = options.defaultNS ?? 'common';
  const chosen = options.language ? null : chosenLanguage();
  const language = options.language ?? resolveSiteLanguage(pageHost(), chosen);
  // a language URL is the visitor's choice: the plain pages they go on to keep it; a stored choice
  // is mirrored in the cookie too, for a browser that stored it before the cookie existed
  if (chosen) rememberLanguage(chosen);
  void loadNamespace(SHARED_NS, language);
  void i18n.changeLanguage(language);
  setDocumentLanguage(i18n.language);
  return i18n;
}

export function currentLanguage(): Language {
  const lang = i18n.resolvedLanguage ?? i18n.language;
  return isLanguage(lang) ? lang : DEFAULT_LANGUAGE;
}

/** Keeps the visitor's choice under `lang` in local storage and in cookie `lang`; writes only what differs. */
function rememberLanguage(lang: Language): void {
  try {
    if (localStorage.getItem(LANG_STORAGE_KEY) !== lang) localStorage.setItem(LANG_STORAGE_KEY, lang);
  } catch {
    /* storage unavailable: the cookie below still keeps the choice */
  }
  // the server cannot read local storage: it renders plain public URLs in this cookie's language,
  // so the page a visitor opens is already in theirs (docs/site/document.md "Language URLs")
  if (getCookie(LANG_COOKIE) !== lang) setCookie(LANG_COOKIE, lang, { days: LANG_COOKIE_DAYS });
}

/**
 * Switches the language and remembers it under `lang`. Resolves once the words of every namespace
 * in use are in, in the new language (the page switches in one step).
 */
export async function changeLanguage(lang: Language): Promise<void> {
  rememberLanguage(lang);
  await i18n.changeLanguage(lang);
}

/**
 * Translations in components: `const { t, r, lang } = useTranslation('system')`. Suspends until the
 * namespace's words of the current language are in (react-i18next); re-renders when the language
 * changes or words are added. `r(key)` gives a raw value (arrays, objects) for content, undefined
 * for a missing key.
 */
export function useTranslation(ns?: string) {
  useI18nextTranslation(ns, { i18n });
  const current = useSyncExternalStore(subscribe, getVersion, getVersion);
  const lang = currentLanguage();
  const t: TFunction = useCallback(
    (key, options) => i18n.t(key, { ns, ...options } as never) as unknown as string,
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `current`/`lang` change the answers
    [ns, lang, current],
  );
  const r = useCallback(
    <T = unknown>(key: string) =>
      (i18n.exists(key, { ns } as never)
        ? i18n.t(key, { ns, returnObjects: true } as never)
        : undefined) as unknown as T,
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [ns, lang, current],
  );
  return { t, r, i18n, lang };
}

/**
 * `useTranslation` of a namespace that the caller declares on the way (the public site's pages).
 * Suspends until the current language's words are in.
 */
export function useNamespace(ns: string, loaders: NamespaceLoaders) {
  declareNamespace(ns, loaders);
  return useTranslation(ns);
}
