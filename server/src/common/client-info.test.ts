import { browserOf, clientInfo, fastifyTrustProxy, isPrivateIp, normalizeIp, osOf } from './client-info';
import { isIpListed } from './ip-list';

describe('addresses', () => {
  it('knows private, loopback and link-local addresses', () => {
    for (const ip of [
      '127.0.0.1',
      '10.2.3.4',
      '172.16.0.1',
      '172.31.255.255',
      '192.168.1.1',
      '169.254.0.5',
      '::1',
      'fd00::1',
      'fe80::1',
      '::ffff:10.0.0.8',
    ]) {
      expect([ip, isPrivateIp(ip)]).toEqual([ip, true]);
    }
    for (const ip of ['8.8.8.8', '172.32.0.1', '203.0.113.9', '2001:db8::1', 'garbage']) {
      expect([ip, isPrivateIp(ip)]).toEqual([ip, false]);
    }
  });

  it('unwraps IPv4-mapped addresses', () => {
    expect(normalizeIp('::ffff:192.0.2.1')).toBe('192.0.2.1');
    expect(normalizeIp('2001:db8::1')).toBe('2001:db8::1');
  });

  it('names the location as RuoYi does', () => {
    expect(clientInfo('::ffff:127.0.0.1', undefined)).toEqual({
      ipaddr: '127.0.0.1',
      loginLocation: '内网IP',
      browser: 'Unknown',
      os: 'Unknown',
    });
    expect(clientInfo('8.8.8.8', undefined).loginLocation).toBe('XX XX');
  });
});

describe('user agents', () => {
  const cases: Array<[string, string, string]> = [
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
      'Chrome 126',
      'Windows 10',
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.2592.87',
      'Edge 126',
      'Windows 10',
    ],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) Gecko/20100101 Firefox/127.0', 'Firefox 127', 'Mac OS X'],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      'Safari 17',
      'iOS 17',
    ],
    [
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/125.0.0.0 Mobile Safari/537.36',
      'Chrome 125',
      'Android 14',
    ],
    [
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36 OPR/110.0.0.0',
      'Opera 110',
      'Linux',
    ],
    ['Mozilla/5.0 (Windows NT 6.1; Trident/7.0; rv:11.0) like Gecko', 'Internet Explorer 11', 'Windows 7'],
    ['curl/8.5.0', 'curl 8', 'Unknown'],
  ];
  it.each(cases)('%s', (userAgent, browser, os) => {
    expect(browserOf(userAgent)).toBe(browser);
    expect(osOf(userAgent)).toBe(os);
  });
});

describe('isIpListed (sys.login.blackIPList)', () => {
  const list = '192.168.1.* ; 10.0.0.5;172.16.0.10-172.16.0.20;;2001:db8::7';
  it('matches exact addresses, wildcards and ranges', () => {
    for (const ip of [
      '192.168.1.77',
      '10.0.0.5',
      '172.16.0.10',
      '172.16.0.15',
      '172.16.0.20',
      '::ffff:10.0.0.5',
      '2001:db8::7',
    ]) {
      expect([ip, isIpListed(ip, list)]).toEqual([ip, true]);
    }
  });

  it('lets everything else through', () => {
    for (const ip of ['192.168.2.1', '10.0.0.50', '172.16.0.21', '172.16.0.9', '2001:db8::8']) {
      expect([ip, isIpListed(ip, list)]).toEqual([ip, false]);
    }
    expect(isIpListed('1.2.3.4', '')).toBe(false);
  });
});

describe('fastifyTrustProxy (TRUST_PROXY)', () => {
  it('trusts nobody, listed peers, or exactly the last N hops', () => {
    expect(fastifyTrustProxy(false)).toBe(false);
    expect(fastifyTrustProxy(['10.0.0.0/8'])).toEqual(['10.0.0.0/8']);
    const oneHop = fastifyTrustProxy(1) as (address: string, hop: number) => boolean;
    // the peer (hop 0) is the proxy; the address it appended (hop 1) is the client's
    expect([oneHop('127.0.0.1', 0), oneHop('203.0.113.7', 1), oneHop('198.51.100.1', 2)]).toEqual([
      true,
      false,
      false,
    ]);
    const twoHops = fastifyTrustProxy(2) as (address: string, hop: number) => boolean;
    expect([twoHops('x', 0), twoHops('x', 1), twoHops('x', 2)]).toEqual([true, true, false]);
  });
});
