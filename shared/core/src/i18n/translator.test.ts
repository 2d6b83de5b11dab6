import { Translator } from './translator';

function make() {
  const i18n = new Translator();
  i18n.init({ lng: 'en', fallbackLng: 'zh-cn', defaultNS: 'common' });
  i18n.addResourceBundle('zh-cn', 'common', {
    hello: '你好，{{name}}',
    only: { zh: '仅中文' },
    list: ['甲', '乙'],
  });
  i18n.addResourceBundle('en', 'common', { hello: 'Hello, {{name}}', list: ['A', 'B'] });
  i18n.addResourceBundle('en', 'system', { user: { title: 'Users' } });
  return i18n;
}

describe('Translator', () => {
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
    expect(i18n.resource('list')).toEqual(['A', 'B']);
    expect(i18n.t('hello')).toBe('Hello, {{name}}');
  });

  it('changes language, tells listeners and bumps its version', async () => {
    const i18n = make();
    const seen: string[] = [];
    i18n.on('languageChanged', (l) => seen.push(l));
    const before = i18n.version;
    await i18n.changeLanguage('zh-cn');
    expect(i18n.t('hello', { name: '安' })).toBe('你好，安');
    expect(seen).toEqual(['zh-cn']);
    expect(i18n.version).toBeGreaterThan(before);
  });

  it('merges bundles deeply without overwriting unless asked', () => {
    const i18n = make();
    i18n.addResourceBundle('en', 'system', { user: { add: 'Add', title: 'Other' } });
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
});
