import { canAccessRoute, hasPermiAnd, hasPermiOr, hasRoleAnd, hasRoleOr } from './permission';

describe('permission checks', () => {
  const perms = ['system:user:list', 'system:user:add'];

  it('passes on the exact string or any-of', () => {
    expect(hasPermiOr(perms, 'system:user:add')).toBe(true);
    expect(hasPermiOr(perms, ['system:role:list', 'system:user:list'])).toBe(true);
    expect(hasPermiOr(perms, 'system:user:remove')).toBe(false);
  });

  it('all-of needs every permission', () => {
    expect(hasPermiAnd(perms, ['system:user:list', 'system:user:add'])).toBe(true);
    expect(hasPermiAnd(perms, ['system:user:list', 'system:user:remove'])).toBe(false);
  });

  it('the wildcard passes everything; empty input fails', () => {
    expect(hasPermiOr(['*:*:*'], 'anything:at:all')).toBe(true);
    expect(hasPermiAnd(['*:*:*'], ['a', 'b'])).toBe(true);
    expect(hasPermiOr(['*:*:*'], [])).toBe(false);
    expect(hasPermiOr(perms, '')).toBe(false);
    expect(hasPermiOr(perms, null)).toBe(false);
  });

  it('role admin passes every role check', () => {
    expect(hasRoleOr(['admin'], 'common')).toBe(true);
    expect(hasRoleOr(['common'], 'common')).toBe(true);
    expect(hasRoleOr(['common'], 'editor')).toBe(false);
    expect(hasRoleAnd(['common'], ['common', 'editor'])).toBe(false);
    expect(hasRoleOr(['common'], [])).toBe(false);
  });

  it('routes: any permission, else any role, else open', () => {
    const user = { permissions: ['system:user:edit'], roles: ['common'] };
    expect(canAccessRoute({ permissions: ['system:user:edit'] }, user)).toBe(true);
    expect(canAccessRoute({ permissions: ['system:role:edit'] }, user)).toBe(false);
    expect(canAccessRoute({ roles: ['common'] }, user)).toBe(true);
    expect(canAccessRoute({ roles: ['editor'] }, user)).toBe(false);
    expect(canAccessRoute({}, user)).toBe(true);
  });
});
