import { classifyPath, decideRoute, serverSaid404 } from './decideRoute';

describe('classifyPath', () => {
  it('knows the public pages, including the detail pages', () => {
    for (const path of [
      '/',
      '/Solution',
      '/News',
      '/News/12',
      '/About',
      '/Joinus',
      '/Joinus/3',
      '/Product/Chaotic',
      '/Product/Transaction',
    ]) {
      expect(classifyPath(path)).toBe('public');
    }
  });

  it('knows the shell pages and hands everything else to the console', () => {
    expect(classifyPath('/login')).toBe('login');
    expect(classifyPath('/register')).toBe('register');
    expect(classifyPath('/404')).toBe('error');
    expect(classifyPath('/401')).toBe('error');
    expect(classifyPath('/redirect/system/user')).toBe('redirect');
    expect(classifyPath('/manage/index')).toBe('console');
    expect(classifyPath('/Product')).toBe('console');
    expect(classifyPath('/News/12/extra')).toBe('console');
  });
});

describe('decideRoute', () => {
  it('opens public pages, login, register and error pages without a token', () => {
    for (const path of ['/', '/News/7', '/login', '/register', '/404', '/401']) {
      expect(decideRoute(path, false)).toEqual({ kind: 'allow' });
    }
  });

  it('sends every other path to / without a token', () => {
    expect(decideRoute('/manage/index', false)).toEqual({ kind: 'redirect', to: '/' });
    expect(decideRoute('/no/such/page', false)).toEqual({ kind: 'redirect', to: '/' });
  });

  it('with a token sends /login to / and lets the console take the rest', () => {
    expect(decideRoute('/login', true)).toEqual({ kind: 'redirect', to: '/' });
    expect(decideRoute('/register', true)).toEqual({ kind: 'allow' });
    expect(decideRoute('/manage/index', true)).toEqual({ kind: 'allow' });
    expect(decideRoute('/About', true)).toEqual({ kind: 'allow' });
  });
});

describe('a path the server answered 404 for (docs/site/document.md)', () => {
  it('shows the 404 page to a visitor instead of sending them home', () => {
    expect(decideRoute('/no-such-page', false, true)).toEqual({ kind: 'redirect', to: '/404' });
    expect(decideRoute('/no-such-page', false, false)).toEqual({ kind: 'redirect', to: '/' });
  });

  it('reads what the page document said, for its own path only', () => {
    const page = { path: '/no-such-page', status: 404 };
    expect(serverSaid404('/no-such-page', page)).toBe(true);
    expect(serverSaid404('/no-such-page/', page)).toBe(true);
    expect(serverSaid404('/other', page)).toBe(false);
    expect(serverSaid404('/no-such-page', { path: '/no-such-page', status: 200 })).toBe(false);
    expect(serverSaid404('/no-such-page', undefined)).toBe(false);
  });
});
