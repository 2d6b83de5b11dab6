import { paramsAreDigits } from './digitParams';

describe('paramsAreDigits', () => {
  const path = '/system/user-auth/role/:userId';

  it('accepts digits only', () => {
    expect(paramsAreDigits(path, { userId: '42' })).toBe(true);
    expect(paramsAreDigits(path, { userId: '4a' })).toBe(false);
    expect(paramsAreDigits(path, { userId: '-1' })).toBe(false);
    expect(paramsAreDigits(path, { userId: '' })).toBe(false);
    expect(paramsAreDigits(path, {})).toBe(false);
  });

  it('looks only at the parameters of the route itself', () => {
    expect(paramsAreDigits(path, { '*': 'system/user-auth/role/42', userId: '42' })).toBe(true);
    expect(paramsAreDigits('/system/user', { '*': 'system/user' })).toBe(true);
  });
});
