import { loginReturningTo, redirectTarget } from './redirectTarget';

describe('redirectTarget', () => {
  it('keeps same-site paths', () => {
    expect(redirectTarget('/system/user?pageNum=2')).toBe('/system/user?pageNum=2');
  });

  it('falls back to the console home for anything else', () => {
    for (const bad of [
      null,
      undefined,
      '',
      'system/user',
      '//evil.example',
      'https://evil.example',
      '/\\evil.example',
      '/a\nb',
    ]) {
      expect(redirectTarget(bad)).toBe('/manage/index');
    }
  });
});

describe('loginReturningTo', () => {
  it('adds the path as the redirect query', () => {
    expect(loginReturningTo('/system/user?pageNum=2')).toBe('/login?redirect=%2Fsystem%2Fuser%3FpageNum%3D2');
    expect(
      redirectTarget(new URLSearchParams(loginReturningTo('/system/user').split('?')[1]).get('redirect')),
    ).toBe('/system/user');
  });
});
