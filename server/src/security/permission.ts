/** The permission strings of RuoYi (`@ss.hasPermi`). */

export const ALL_PERMISSION = '*:*:*';
export const SUPER_ADMIN_ROLE = 'admin';
/** user 1 is the super administrator */
export const SUPER_ADMIN_USER_ID = 1;
/** role 1, 超级管理员, whose key alone is `admin` */
export const SUPER_ADMIN_ROLE_ID = 1;

export function isSuperAdmin(userId: number): boolean {
  return userId === SUPER_ADMIN_USER_ID;
}

/** True when the set holds `*:*:*` or exactly `permission` (trimmed); an empty permission never passes. */
export function hasPermission(permissions: readonly string[], permission: string): boolean {
  const wanted = permission.trim();
  if (!wanted) return false;
  return permissions.includes(ALL_PERMISSION) || permissions.includes(wanted);
}

/** Splits `sys_menu.perms` values (comma lists) into a sorted set without blanks. */
export function collectPermissions(perms: ReadonlyArray<string | null>): string[] {
  const set = new Set<string>();
  for (const value of perms) {
    for (const part of (value ?? '').split(',')) {
      const p = part.trim();
      if (p) set.add(p);
    }
  }
  return [...set].sort();
}
