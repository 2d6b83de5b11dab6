import { addNamespace, useTranslation } from '@dis/shared';
import zhCn from './locales/zh-cn/ui.json';
import en from './locales/en/ui.json';

/** The kit's own words, in the `ui` namespace. */
export const UI_NS = 'ui';

addNamespace(UI_NS, { 'zh-cn': zhCn, en });

export function useUiTranslation() {
  return useTranslation(UI_NS);
}
