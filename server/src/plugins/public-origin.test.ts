import { isValidHost } from './public-origin';

describe('isValidHost', () => {
  it('takes names, IPv4 and bracketed IPv6 addresses, with a port', () => {
    for (const host of [
      '',
      'localhost',
      'localhost:8080',
      'www.example.com',
      'WWW.Example.COM.',
      'dis_server:8080',
      '127.0.0.1',
      '127.0.0.1:0',
      '[::1]',
      '[::1]:65535',
      '[2001:db8::7]:443',
      'xn--fiqs8s.example',
    ]) {
      expect([host, isValidHost(host)]).toEqual([host, true]);
    }
  });

  it('refuses anything a URL must not be built on', () => {
    for (const host of [
      'a b',
      '[::1',
      '::1',
      '[zz::1]',
      'x:99999',
      'x:',
      'x:80:80',
      'evil.example/path',
      'evil.example?x',
      'evil.example#x',
      'user@evil.example',
      'evil.example\\x',
      'a\u0000b',
      '中文.example',
      `${'a'.repeat(256)}`,
    ]) {
      expect([host, isValidHost(host)]).toEqual([host, false]);
    }
  });
});
