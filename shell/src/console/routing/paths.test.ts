import { isExternal, joinPath, routeSearch } from './paths';

describe('route paths', () => {
  it('recognises external links', () => {
    expect(isExternal('http://ruoyi.vip')).toBe(true);
    expect(isExternal('https://example.com/a')).toBe(true);
    expect(isExternal('mailto:ops@example.com')).toBe(true);
    expect(isExternal('tel:+8625')).toBe(true);
    expect(isExternal('/system/user')).toBe(false);
    expect(isExternal('user')).toBe(false);
  });

  it('joins relative paths onto the parent and keeps absolute ones', () => {
    expect(joinPath('/system', 'user')).toBe('/system/user');
    expect(joinPath('/system', 'log/operlog')).toBe('/system/log/operlog');
    expect(joinPath('/', 'baidu/com/8080')).toBe('/baidu/com/8080');
    expect(joinPath('/system', '/monitor/job')).toBe('/monitor/job');
    expect(joinPath('/system/', '')).toBe('/system');
    expect(joinPath('/system', 'https://example.com')).toBe('https://example.com');
  });

  it('turns the query JSON string into a search string, ignoring bad JSON', () => {
    expect(routeSearch('{"id":1,"tab":"a b"}')).toBe('?id=1&tab=a+b');
    expect(routeSearch('{"empty":""}')).toBe('');
    expect(routeSearch('not json')).toBe('');
    expect(routeSearch('[1]')).toBe('');
    expect(routeSearch(undefined)).toBe('');
  });
});
