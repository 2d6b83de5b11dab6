import { eq } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { sysDept } from '../../db/schema';
import type { RoleScope } from '../../security/data-scope';
import { ALL_PERMISSION, SUPER_ADMIN_ROLE, isSuperAdmin } from '../../security/permission';
import { permissionsByRole, rolesOfUser, toSysRole } from '../system/role/repository';
import { loadUserProfile } from '../system/user/repository';
import type { SysUser } from '../system/user/schema';

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
  const [rights, deptName] = await Promise.all([loadRights(db, user.userId), deptNameOf(db, user.deptId)]);
  return { deptName, ...rights };
}

/**
 * The signed-in user as `GET /getInfo` and the personal centre show it (with dept and roles) and
 * their rights, the department named from the same row; undefined once the account is gone.
 */
export async function loadSignedInUser(
  db: Database,
  userId: number,
): Promise<{ user: SysUser; identity: Identity } | undefined> {
  const [rights, profile] = await Promise.all([loadRights(db, userId), loadUserProfile(db, userId, [])]);
  if (!profile) return undefined;
  return {
    user: { ...profile, roles: rights.roleRows.map((row) => toSysRole(row)) },
    identity: { deptName: profile.dept?.deptName ?? null, ...rights },
  };
}

async function deptNameOf(db: Database, deptId: number | null): Promise<string | null> {
  if (deptId === null) return null;
  const [dept] = await db
    .select({ deptName: sysDept.deptName })
    .from(sysDept)
    .where(eq(sysDept.deptId, deptId));
  return dept?.deptName ?? null;
}

async function loadRights(db: Database, userId: number): Promise<Omit<Identity, 'deptName'>> {
  const roleRows = await rolesOfUser(db, userId);
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
  if (isSuperAdmin(userId)) {
    return { roles: [SUPER_ADMIN_ROLE], permissions: [ALL_PERMISSION], roleScopes, roleRows };
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
  return { roles, permissions, roleScopes, roleRows };
}
