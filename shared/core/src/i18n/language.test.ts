import {
  changeLanguage,
  chosenLanguage,
  currentLanguage,
  initI18n,
  languageOfUrl,
  resolveInitialLanguage,
} from './index';

const storage = (value: string | null) => ({ getItem: () => value });

describe('resolveInitialLanguage (docs/product.md §4)', () => {
  it('uses the stored language first', () => {
    expect(resolveInitialLanguage('www.dis-tech.com', storage('zh-cn'))).toBe('zh-cn');
    expect(resolveInitialLanguage('localhost', storage('en'))).toBe('en');
  });

  it('defaults to en when the host name contains dis, else zh-cn', () => {
    expect(resolveInitialLanguage('www.dis-tech.com', storage(null))).toBe('en');
    expect(resolveInitialLanguage('localhost', storage(null))).toBe('zh-cn');
  });

  it('ignores a stored value that is not a language', () => {
    expect(resolveInitialLanguage('localhost', storage('fr'))).toBe('zh-cn');
  });
});

describe('a language URL (docs/site/document.md)', () => {
  it('names the language whatever is stored or the host', () => {
    expect(resolveInitialLanguage('localhost', storage('zh-cn'), '?lang=en')).toBe('en');
    expect(resolveInitialLanguage('www.dis-tech.com', storage('en'), '?x=1&lang=zh-cn')).toBe('zh-cn');
  });

  it('ignores a lang that is not a language', () => {
    expect(resolveInitialLanguage('localhost', storage('en'), '?lang=fr')).toBe('en');
    expect(languageOfUrl('?lang=')).toBeNull();
  });
});

describe('the choice mirrored in cookie lang (docs/site/document.md "Language URLs")', () => {
  const clear = () => {
    document.cookie = 'lang=; path=/; max-age=0';
    localStorage.clear();
  };
  beforeEach(clear);
  afterAll(async () => {
    clear();
    await changeLanguage('zh-cn');
    clear();
  });

  it('is read when nothing is stored, and a stored choice wins over it', () => {
    expect(resolveInitialLanguage('localhost', storage(null), '', 'en')).toBe('en');
    expect(resolveInitialLanguage('www.dis-tech.com', storage(null), '', 'zh-cn')).toBe('zh-cn');
    expect(resolveInitialLanguage('localhost', storage('zh-cn'), '', 'en')).toBe('zh-cn');
    expect(resolveInitialLanguage('localhost', storage(null), '', 'fr')).toBe('zh-cn');
    expect(chosenLanguage(storage(null), '', undefined)).toBeNull();
  });

  it('is written when the visitor switches', async () => {
    await changeLanguage('en');
    expect(document.cookie).toContain('lang=en');
    expect(localStorage.getItem('lang')).toBe('en');
    await changeLanguage('zh-cn');
    expect(document.cookie).toContain('lang=zh-cn');
  });

  it('follows a choice stored before the cookie existed when the product starts', () => {
    localStorage.setItem('lang', 'en');
    initI18n();
    expect(document.cookie).toContain('lang=en');
    expect(currentLanguage()).toBe('en');
  });

  it('is not written when the visitor chose nothing (the host decides, as on the server)', () => {
    initI18n();
    expect(document.cookie).not.toContain('lang=');
    expect(localStorage.getItem('lang')).toBeNull();
  });
});
