/**
 * The one permission check (docs/product.md §6). The sidebar filter, the route guard, `<Can>` and `useCan()`
 * all call these; the server checks the same strings on every route.
 */

export const ALL_PERMISSION = '*:*:*';
export const SUPER_ROLE = 'admin';
export const DEFAULT_ROLE = 'ROLE_DEFAULT';

type OneOrMany = string | readonly string[];

function list(value: OneOrMany | undefined | null): string[] {
  if (value == null) return [];
  return (typeof value === 'string' ? [value] : [...value]).map((v) => v.trim()).filter(Boolean);
}

/** Passes if the user holds `*:*:*` or any of the wanted permissions. Empty input fails. */
export function hasPermiOr(permissions: readonly string[], wanted: OneOrMany | undefined | null): boolean {
  const want = list(wanted);
  if (want.length === 0) return false;
  if (permissions.includes(ALL_PERMISSION)) return true;
  return want.some((p) => permissions.includes(p));
}

/** Passes if the user holds `*:*:*` or every wanted permission. Empty input fails. */
export function hasPermiAnd(permissions: readonly string[], wanted: OneOrMany | undefined | null): boolean {
  const want = list(wanted);
  if (want.length === 0) return false;
  if (permissions.includes(ALL_PERMISSION)) return true;
  return want.every((p) => permissions.includes(p));
}

/** `hasPermi` of the reference: any-of. */
export const hasPermi = hasPermiOr;

/** Passes if the user has role `admin` or any of the wanted roles. Empty input fails. */
export function hasRoleOr(roles: readonly string[], wanted: OneOrMany | undefined | null): boolean {
  const want = list(wanted);
  if (want.length === 0) return false;
  if (roles.includes(SUPER_ROLE)) return true;
  return want.some((r) => roles.includes(r));
}

/** Passes if the user has role `admin` or every wanted role. Empty input fails. */
export function hasRoleAnd(roles: readonly string[], wanted: OneOrMany | undefined | null): boolean {
  const want = list(wanted);
  if (want.length === 0) return false;
  if (roles.includes(SUPER_ROLE)) return true;
  return want.every((r) => roles.includes(r));
}

export const hasRole = hasRoleOr;

/**
 * Front-end-only routes (docs/product.md §5 "Route filtering"): added only if the user holds any of the route's
 * permissions, otherwise any of its roles. A route that names neither is open to every user.
 */
export function canAccessRoute(
  route: { permissions?: readonly string[]; roles?: readonly string[] },
  user: { permissions: readonly string[]; roles: readonly string[] },
): boolean {
  if (route.permissions && route.permissions.length > 0)
    return hasPermiOr(user.permissions, route.permissions);
  if (route.roles && route.roles.length > 0) return hasRoleOr(user.roles, route.roles);
  return true;
}
