import { initI18n, type Language } from '@dis/shared';
import commonEn from '../locales/en/common.json';
import commonZh from '../locales/zh-cn/common.json';
import consoleEn from '../locales/en/console.json';
import consoleZh from '../locales/zh-cn/console.json';

/**
 * The shell's real words, for tests that look for the exact strings of the spec: `common` with
 * the console's words merged in, as the console has them once loaded. Added by merging, so the
 * order in which a test file's modules load them does not matter.
 */
export function initTestI18n(language: Language = 'zh-cn') {
  const translator = initI18n({ language });
  const words: Array<[Language, object[]]> = [
    ['zh-cn', [commonZh, consoleZh]],
    ['en', [commonEn, consoleEn]],
  ];
  for (const [lang, bundles] of words) {
    for (const bundle of bundles) translator.addResourceBundle(lang, 'common', bundle as Record<string, unknown>, true, true);
  }
  return translator;
}
