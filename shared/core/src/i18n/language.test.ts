import { languageOfUrl, resolveInitialLanguage } from './index';

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
