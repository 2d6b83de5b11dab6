import { collectPermissions, hasPermission, isSuperAdmin } from './permission';

describe('hasPermission', () => {
  it('passes on the exact permission', () => {
    expect(hasPermission(['system:user:list', 'system:user:query'], 'system:user:list')).toBe(true);
  });

  it('passes on the wildcard of the super admin', () => {
    expect(hasPermission(['*:*:*'], 'monitor:online:forceLogout')).toBe(true);
  });

  it('fails on anything else, including prefixes and blanks', () => {
    expect(hasPermission(['system:user:list'], 'system:user:remove')).toBe(false);
    expect(hasPermission(['system:user'], 'system:user:list')).toBe(false);
    expect(hasPermission(['system:user:list'], '')).toBe(false);
    expect(hasPermission(['*:*:*'], '   ')).toBe(false);
    expect(hasPermission([], 'system:user:list')).toBe(false);
  });

  it('trims the asked permission', () => {
    expect(hasPermission(['system:user:list'], ' system:user:list ')).toBe(true);
  });
});

describe('collectPermissions', () => {
  it('splits comma lists, trims, drops blanks and duplicates', () => {
    expect(collectPermissions(['system:user:list', ' a:b:c , system:user:list ', null, '', ' , '])).toEqual([
      'a:b:c',
      'system:user:list',
    ]);
  });
});

describe('isSuperAdmin', () => {
  it('is user 1 only', () => {
    expect(isSuperAdmin(1)).toBe(true);
    expect(isSuperAdmin(2)).toBe(false);
  });
});
