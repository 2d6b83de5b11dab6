import { i18n, initI18n } from '@dis/shared';
import { consoleWordsLoaded, loadConsoleWords } from './consoleWords';

beforeAll(() => {
  initI18n({
    language: 'en',
    namespaces: { common: { 'zh-cn': { app: { name: 'DIS 数字免疫系统' } }, en: { app: { name: 'DIS' } } } },
  });
});

describe("the console's words", () => {
  it('join the common namespace in one language, once, beside the words already there', async () => {
    expect(consoleWordsLoaded('en')).toBe(false);
    const first = loadConsoleWords('en');
    expect(loadConsoleWords('en')).toBe(first);
    await first;
    expect(consoleWordsLoaded('en')).toBe(true);
    expect(consoleWordsLoaded('zh-cn')).toBe(false);
    expect(i18n.t('console.tags.refresh', { ns: 'common' })).toBe('Refresh page');
    expect(i18n.t('app.name', { ns: 'common' })).toBe('DIS');
  });
});
