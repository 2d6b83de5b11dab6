import { addNamespace, i18n, useTranslation, type TOptions } from '@dis/shared';
import zhCn from './locales/zh-cn/ui.json';
import en from './locales/en/ui.json';

/** The kit's own words, in the `ui` namespace. */
export const UI_NS = 'ui';

addNamespace(UI_NS, { 'zh-cn': zhCn, en });

export function useUiTranslation() {
  return useTranslation(UI_NS);
}

/**
 * One of the kit's words in the current language, outside a component (confirm dialogs,
 * column builders that the page memoises on its own `t`).
 */
export function uiText(key: string, options?: TOptions): string {
  return i18n.t(key, { ns: UI_NS, ...options });
}
