import { addNamespace, useTranslation } from '@dis/shared';
import zhCn from './locales/zh-cn/system.json';
import en from './locales/en/system.json';

/** The words of the system section, in the `system` namespace. */
export const SYSTEM_NS = 'system';

addNamespace(SYSTEM_NS, { 'zh-cn': zhCn, en });

export function useSystemTranslation() {
  return useTranslation(SYSTEM_NS);
}
