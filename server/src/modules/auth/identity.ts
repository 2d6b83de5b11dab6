import { eq } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { sysDept } from '../../db/schema';
import type { RoleScope } from '../../security/data-scope';
import { ALL_PERMISSION, SUPER_ADMIN_ROLE, isSuperAdmin } from '../../security/permission';
import { permissionsByRole, rolesOfUser } from '../system/role/repository';

type RoleRow = Awaited<ReturnType<typeof rolesOfUser>>[number];

/** What a session knows about the user's rights. */
export interface Identity {
  deptName: string | null;
  /** role keys (getInfo `roles`) */
  roles: string[];
  permissions: string[];
  roleScopes: RoleScope[];
  roleRows: RoleRow[];
}

const ROLE_ENABLED = '0';

/**
 * RuoYi's rules: user 1 → `["admin"]` and `["*:*:*"]`; others → the keys of their (not deleted)
 * roles and the permissions of the enabled menus of their enabled roles.
 */
export async function loadIdentity(
  db: Database,
  user: { userId: number; deptId: number | null },
): Promise<Identity> {
  const roleRows = await rolesOfUser(db, user.userId);
  const perms = await permissionsByRole(
    db,
    roleRows.map((r) => r.roleId),
  );
  const roleScopes: RoleScope[] = roleRows.map((r) => ({
    roleId: r.roleId,
    dataScope: r.dataScope ?? '1',
    status: r.status,
    permissions: perms.get(r.roleId) ?? [],
  }));
  let deptName: string | null = null;
  if (user.deptId !== null) {
    const [dept] = await db
      .select({ deptName: sysDept.deptName })
      .from(sysDept)
      .where(eq(sysDept.deptId, user.deptId));
    deptName = dept?.deptName ?? null;
  }
  if (isSuperAdmin(user.userId)) {
    return { deptName, roles: [SUPER_ADMIN_ROLE], permissions: [ALL_PERMISSION], roleScopes, roleRows };
  }
  const roles = [
    ...new Set(
      roleRows.flatMap((r) =>
        r.roleKey
          .split(',')
          .map((k) => k.trim())
          .filter(Boolean),
      ),
    ),
  ];
  const permissions = [
    ...new Set(roleRows.filter((r) => r.status === ROLE_ENABLED).flatMap((r) => perms.get(r.roleId) ?? [])),
  ].sort();
  return { deptName, roles, permissions, roleScopes, roleRows };
}
