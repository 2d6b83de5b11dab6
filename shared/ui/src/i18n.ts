import {
  currentLanguage,
  declareNamespace,
  i18n,
  loadNamespace,
  useTranslation,
  type Language,
  type TOptions,
} from '@dis/shared';

/** The kit's own words, in the `ui` namespace (the shown language is loaded by `UiProvider`). */
export const UI_NS = declareNamespace('ui', {
  'zh-cn': () => import(/* webpackChunkName: "ui-words-zh-cn" */ './locales/zh-cn/ui.json'),
  en: () => import(/* webpackChunkName: "ui-words-en" */ './locales/en/ui.json'),
});

/**
 * The kit's words in `lang`, asked for before a first render that will read them: otherwise the
 * first component to ask suspends until they are in (the shell's `firstViewCode`).
 */
export function loadUiWords(lang: Language = currentLanguage()): Promise<void> {
  return loadNamespace(UI_NS, lang);
}

export function useUiTranslation() {
  return useTranslation(UI_NS);
}

/**
 * One of the kit's words in the current language, outside a component (confirm dialogs,
 * column builders that the page memoises on its own `t`).
 */
export function uiText(key: string, options?: TOptions): string {
  return i18n.t(key, { ns: UI_NS, ...options } as never) as unknown as string;
}
