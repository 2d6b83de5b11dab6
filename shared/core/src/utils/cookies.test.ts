import { getCookie, removeCookie, setCookie } from './cookies';

afterEach(() => {
  for (const name of ['lang', 'size', 'odd']) removeCookie(name);
});

describe('cookies', () => {
  it('reads back what was set, encoded and decoded', () => {
    setCookie('size', 'a b;c', { days: 1 });
    expect(getCookie('size')).toBe('a b;c');
    expect(getCookie('missing')).toBeUndefined();
  });

  it('gives a value that is not valid percent-encoding as it is, instead of failing', () => {
    document.cookie = 'lang=%E0%A4%A; path=/';
    expect(getCookie('lang')).toBe('%E0%A4%A');
  });
});
