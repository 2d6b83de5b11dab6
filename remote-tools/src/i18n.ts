import { addNamespace, useTranslation } from '@dis/shared';
import zhCn from './locales/zh-cn/tools.json';
import en from './locales/en/tools.json';

/** The words of the tools section, in the `tools` namespace. */
export const TOOLS_NS = 'tools';

addNamespace(TOOLS_NS, { 'zh-cn': zhCn, en });

export function useToolsTranslation() {
  return useTranslation(TOOLS_NS);
}
