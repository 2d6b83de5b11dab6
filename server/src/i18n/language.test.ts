/** @jest-environment ./server/test/native-modules-environment.cjs */
import { format, localized, pickLanguage, translate } from './language';
import '../../test/native-modules';
import '../app';
import { registeredMessages } from './catalogue';

describe('pickLanguage', () => {
  it('answers English for en and its regions', () => {
    for (const header of ['en', 'en-US', 'EN-gb', 'en-US,en;q=0.9', 'en;q=0.5'])
      expect(pickLanguage(header)).toBe('en');
  });

  it('answers Chinese when absent, Chinese or unknown', () => {
    for (const header of [undefined, '', 'zh-CN', 'zh', 'zh-CN,zh;q=0.9,en;q=0.8', 'fr', 'de-DE', '*']) {
      expect(pickLanguage(header)).toBe('zh-cn');
    }
  });

  it('follows the preference weights', () => {
    expect(pickLanguage('zh;q=0.4, en;q=0.8')).toBe('en');
    expect(pickLanguage('fr, en;q=0.8, zh;q=0.7')).toBe('en');
    expect(pickLanguage('en;q=0, zh')).toBe('zh-cn');
  });
});

describe('messages', () => {
  it('exist in both languages, with the same placeholders', () => {
    for (const [key, { 'zh-cn': zh, en }] of registeredMessages()) {
      expect([key, zh.length > 0, en.length > 0]).toEqual([key, true, true]);
      const placeholders = (text: string) => (text.match(/\{\w+\}/g) ?? []).sort();
      expect([key, placeholders(zh)]).toEqual([key, placeholders(en)]);
    }
  });

  it('keep the exact RuoYi wording', () => {
    expect(translate('zh-cn', 'login.badCredentials')).toBe('用户不存在/密码错误');
    expect(translate('zh-cn', 'login.locked', { count: 5, minutes: 10 })).toBe(
      '密码输入错误5次，帐户锁定10分钟',
    );
    expect(translate('zh-cn', 'auth.unauthenticated', { uri: '/getInfo' })).toBe(
      '请求访问：/getInfo，认证失败，无法访问系统资源',
    );
    expect(translate('zh-cn', 'auth.forbidden')).toBe('没有权限，请联系管理员授权');
    expect(translate('zh-cn', 'error.unknown')).toBe('系统未知错误，请反馈给管理员');
    expect(translate('en', 'login.badCredentials')).toBe('User does not exist or the password is wrong');
  });
});

describe('format and localized', () => {
  it('fills known placeholders only', () => {
    expect(format('{a} and {b}', { a: 1 })).toBe('1 and {b}');
  });

  it('falls back to Chinese when no English is stored', () => {
    expect(localized('en', '用户管理', 'Users')).toBe('Users');
    expect(localized('en', '用户管理', '')).toBe('用户管理');
    expect(localized('zh-cn', '用户管理', 'Users')).toBe('用户管理');
  });
});
