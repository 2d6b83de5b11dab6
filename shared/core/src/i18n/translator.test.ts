import { createTranslator, type NamespaceLoaders } from './index';

function make() {
  const i18n = createTranslator('en');
  i18n.addResourceBundle('zh-cn', 'common', {
    hello: '你好，{{name}}',
    only: { zh: '仅中文' },
    list: ['甲', '乙'],
  });
  i18n.addResourceBundle('en', 'common', { hello: 'Hello, {{name}}', list: ['A', 'B'] });
  i18n.addResourceBundle('en', 'system', { user: { title: 'Users' } });
  return i18n;
}

describe('the i18next translator as configured for the product', () => {
  it('translates nested keys in the current language with interpolation', () => {
    const i18n = make();
    expect(i18n.t('hello', { name: 'Ann' })).toBe('Hello, Ann');
    expect(i18n.t('user.title', { ns: 'system' })).toBe('Users');
    expect(i18n.t('system:user.title')).toBe('Users');
  });

  it('falls back to zh-cn, then to the default value, then to the key', () => {
    const i18n = make();
    expect(i18n.t('only.zh')).toBe('仅中文');
    expect(i18n.t('missing.key', { defaultValue: 'Fallback' })).toBe('Fallback');
    expect(i18n.t('missing.key')).toBe('missing.key');
  });

  it('gives raw resources and keeps unknown placeholders', () => {
    const i18n = make();
    expect(i18n.t('list', { returnObjects: true })).toEqual(['A', 'B']);
    expect(i18n.t('hello')).toBe('Hello, {{name}}');
  });

  it('does not escape what React escapes', () => {
    const i18n = make();
    expect(i18n.t('hello', { name: '<b>&' })).toBe('Hello, <b>&');
  });

  it('changes language and tells listeners', async () => {
    const i18n = make();
    const seen: string[] = [];
    i18n.on('languageChanged', (l: string) => seen.push(l));
    await i18n.changeLanguage('zh-cn');
    expect(i18n.language).toBe('zh-cn');
    expect(i18n.t('hello', { name: '安' })).toBe('你好，安');
    expect(seen).toEqual(['zh-cn']);
  });

  it('merges bundles deeply without overwriting unless asked', () => {
    const i18n = make();
    i18n.addResourceBundle('en', 'system', { user: { add: 'Add', title: 'Other' } }, true, false);
    expect(i18n.t('system:user.title')).toBe('Users');
    expect(i18n.t('system:user.add')).toBe('Add');
    i18n.addResourceBundle('en', 'system', { user: { title: 'People' } }, true, true);
    expect(i18n.t('system:user.title')).toBe('People');
  });

  it('does not walk into prototype properties', () => {
    const i18n = make();
    expect(i18n.t('constructor')).toBe('constructor');
    expect(i18n.t('hello.length')).toBe('hello.length');
  });

  it('loads a declared namespace through its per-language loader, only in the language shown', async () => {
    const calls: string[] = [];
    const loaders: NamespaceLoaders = {
      'zh-cn': () => {
        calls.push('zh-cn');
        return Promise.resolve({ default: { title: '用户' } });
      },
      en: () => {
        calls.push('en');
        return Promise.resolve({ title: 'Users' });
      },
    };
    const i18n = createTranslator('zh-cn', new Map([['system', loaders]]));
    await i18n.loadNamespaces('system');
    expect(calls).toEqual(['zh-cn']);
    expect(i18n.t('system:title')).toBe('用户');
    // a switch loads the new language of the namespaces in use before it shows
    const switching = i18n.changeLanguage('en');
    expect(i18n.t('system:title')).toBe('用户');
    await switching;
    expect(calls).toEqual(['zh-cn', 'en']);
    expect(i18n.t('system:title')).toBe('Users');
  });
});
