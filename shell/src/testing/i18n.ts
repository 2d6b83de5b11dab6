import { initI18n, type Language } from '@dis/shared';
import commonEn from '../locales/en/common.json';
import commonZh from '../locales/zh-cn/common.json';
import consoleEn from '../locales/en/console.json';
import consoleZh from '../locales/zh-cn/console.json';
import authEn from '../locales/en/auth.json';
import authZh from '../locales/zh-cn/auth.json';

/**
 * The shell's real words, for tests that look for the exact strings of the spec: `common` with
 * the console's and the login pages' words merged in, as they are once loaded. Added by merging, so the
 * order in which a test file's modules load them does not matter.
 */
export function initTestI18n(language: Language = 'zh-cn') {
  const translator = initI18n({ language });
  const words: Array<[Language, object[]]> = [
    ['zh-cn', [commonZh, consoleZh, authZh]],
    ['en', [commonEn, consoleEn, authEn]],
  ];
  for (const [lang, bundles] of words) {
    for (const bundle of bundles)
      translator.addResourceBundle(lang, 'common', bundle as Record<string, unknown>, true, true);
  }
  return translator;
}
