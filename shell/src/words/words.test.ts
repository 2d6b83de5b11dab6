import { i18n, initI18n } from '@dis/shared';
import { loadWords, switchLanguageWith, wordsLoaded } from './words';

beforeAll(() => {
  // start from none of the shell's word bundles (the test setup loads every declared namespace)
  for (const lang of ['zh-cn', 'en'])
    for (const ns of ['console', 'auth']) i18n.removeResourceBundle(lang, ns);
  initI18n({
    language: 'en',
    namespaces: { common: { 'zh-cn': { app: { name: 'DIS 数字免疫系统' } }, en: { app: { name: 'DIS' } } } },
  });
});

describe("the shell's word bundles", () => {
  it('join the common namespace in one language, once, beside the words already there', async () => {
    expect(wordsLoaded('console', 'en')).toBe(false);
    const first = loadWords('console', 'en');
    expect(loadWords('console', 'en')).toBe(first);
    await first;
    expect(wordsLoaded('console', 'en')).toBe(true);
    expect(wordsLoaded('console', 'zh-cn')).toBe(false);
    expect(i18n.t('console.tags.refresh', { ns: 'common' })).toBe('Refresh page');
    expect(i18n.t('app.name', { ns: 'common' })).toBe('DIS');
  });

  it('keeps the login and error texts out of the start-up words until asked for', async () => {
    expect(i18n.t('login.title', { ns: 'common' })).toBe('login.title');
    await loadWords('auth', 'en');
    expect(i18n.t('login.title', { ns: 'common' })).toBe('Log in to the console');
    expect(wordsLoaded('auth', 'zh-cn')).toBe(false);
  });

  it('switch the language once the words in it are in', async () => {
    await switchLanguageWith('console', 'zh-cn');
    expect(wordsLoaded('console', 'zh-cn')).toBe(true);
    expect(i18n.language).toBe('zh-cn');
    expect(i18n.t('console.tags.refresh', { ns: 'common' })).toBe('刷新页面');
  });
});
