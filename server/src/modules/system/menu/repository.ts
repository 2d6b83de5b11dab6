import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../../db/connection';
import { sysMenu, sysRole, sysRoleMenu, sysUserRole } from '../../../db/schema';
import { isSuperAdmin } from '../../../security/permission';
import type { MenuNode } from './routers';

const routeColumns = {
  menuId: sysMenu.menuId,
  parentId: sysMenu.parentId,
  menuName: sysMenu.menuName,
  menuNameEn: sysMenu.menuNameEn,
  orderNum: sysMenu.orderNum,
  path: sysMenu.path,
  component: sysMenu.component,
  query: sysMenu.query,
  routeName: sysMenu.routeName,
  isFrame: sysMenu.isFrame,
  isCache: sysMenu.isCache,
  menuType: sysMenu.menuType,
  visible: sysMenu.visible,
  icon: sysMenu.icon,
};

/**
 * Directories and pages (types M and C, status 0) the user may open, ordered by parent then order:
 * all of them for the super admin, otherwise those of the user's enabled roles.
 */
export async function menusForRouters(db: Database, userId: number): Promise<MenuNode[]> {
  const visibleTypes = and(inArray(sysMenu.menuType, ['M', 'C']), eq(sysMenu.status, '0'));
  const order = [asc(sysMenu.parentId), asc(sysMenu.orderNum), asc(sysMenu.menuId)];
  if (isSuperAdmin(userId)) {
    return db
      .select(routeColumns)
      .from(sysMenu)
      .where(visibleTypes)
      .orderBy(...order);
  }
  return db
    .selectDistinct(routeColumns)
    .from(sysMenu)
    .innerJoin(sysRoleMenu, eq(sysRoleMenu.menuId, sysMenu.menuId))
    .innerJoin(sysUserRole, eq(sysUserRole.roleId, sysRoleMenu.roleId))
    .innerJoin(sysRole, eq(sysRole.roleId, sysUserRole.roleId))
    .where(
      and(visibleTypes, eq(sysUserRole.userId, userId), eq(sysRole.status, '0'), eq(sysRole.delFlag, '0')),
    )
    .orderBy(...order);
}
