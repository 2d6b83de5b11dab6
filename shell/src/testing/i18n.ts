import { initI18n, type Language } from '@dis/shared';
import commonEn from '../locales/en/common.json';
import commonZh from '../locales/zh-cn/common.json';

/** The shell's real words, for tests that look for the exact strings of the spec. */
export function initTestI18n(language: Language = 'zh-cn') {
  return initI18n({ language, namespaces: { common: { 'zh-cn': commonZh, en: commonEn } } });
}
