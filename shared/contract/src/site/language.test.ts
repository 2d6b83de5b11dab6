import { hostLanguage, isLanguage, resolveSiteLanguage, SITE_LANGUAGES } from './language';

describe('the language rule (docs/product.md §4)', () => {
  it('knows the languages and nothing else', () => {
    for (const code of SITE_LANGUAGES) expect(isLanguage(code)).toBe(true);
    for (const other of ['fr', 'zh-CN', 'EN', '', null, undefined, 1]) expect(isLanguage(other)).toBe(false);
  });

  it('speaks en on a host whose name contains dis, zh-cn elsewhere', () => {
    expect(hostLanguage('www.dis-tech.com')).toBe('en');
    expect(hostLanguage('WWW.DIS-TECH.COM')).toBe('en');
    expect(hostLanguage('localhost')).toBe('zh-cn');
    expect(hostLanguage('')).toBe('zh-cn');
  });

  it('takes the first choice that names a language, most precise first, else the host', () => {
    expect(resolveSiteLanguage('localhost')).toBe('zh-cn');
    expect(resolveSiteLanguage('www.dis-tech.com')).toBe('en');
    expect(resolveSiteLanguage('localhost', 'en', 'zh-cn')).toBe('en');
    expect(resolveSiteLanguage('www.dis-tech.com', undefined, null, 'zh-cn')).toBe('zh-cn');
    expect(resolveSiteLanguage('localhost', 'fr', '', 'en')).toBe('en');
    expect(resolveSiteLanguage('www.dis-tech.com', 'fr', 42)).toBe('en');
  });
});
