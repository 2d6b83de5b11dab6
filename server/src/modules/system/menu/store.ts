import type { SysMenu } from '@dis/contract';
import { and, asc, eq, getTableColumns, ilike, inArray, type SQL } from 'drizzle-orm';
import { likeContains } from '../../../common/paging';
import type { Database } from '../../../db/connection';
import { sysMenu, sysRole, sysRoleMenu, sysUserRole } from '../../../db/schema';
import { isSuperAdmin } from '../../../security/permission';

type MenuRow = typeof sysMenu.$inferSelect;

export interface MenuFilter {
  menuName?: string;
  visible?: string;
  status?: string;
}

/** A row as the wire carries it (`children` empty: the browser builds the tree). */
export function toSysMenu(row: MenuRow, parentName: string | null = null): SysMenu {
  return {
    menuId: row.menuId,
    menuName: row.menuName,
    menuNameEn: row.menuNameEn,
    parentName,
    parentId: row.parentId,
    orderNum: row.orderNum,
    path: row.path,
    component: row.component,
    query: row.query,
    routeName: row.routeName,
    isFrame: row.isFrame,
    isCache: row.isCache,
    menuType: row.menuType,
    visible: row.visible,
    status: row.status,
    perms: row.perms,
    icon: row.icon,
    children: [],
    createBy: row.createBy,
    createTime: row.createTime,
    updateBy: row.updateBy,
    updateTime: row.updateTime,
    remark: row.remark,
  };
}

const ORDER = [asc(sysMenu.parentId), asc(sysMenu.orderNum), asc(sysMenu.menuId)];

/**
 * The flat menu list of the menu page: every menu for the super admin, otherwise the menus of the
 * user's live, enabled roles (the menus they hold); filtered by name (contains), visibility and status.
 */
export async function listMenus(db: Database, userId: number, filter: MenuFilter): Promise<MenuRow[]> {
  const conditions: SQL[] = [];
  if (filter.menuName) conditions.push(ilike(sysMenu.menuName, likeContains(filter.menuName)));
  if (filter.visible) conditions.push(eq(sysMenu.visible, filter.visible));
  if (filter.status) conditions.push(eq(sysMenu.status, filter.status));
  if (isSuperAdmin(userId)) {
    return db
      .select()
      .from(sysMenu)
      .where(and(...conditions))
      .orderBy(...ORDER);
  }
  return db
    .selectDistinct(getTableColumns(sysMenu))
    .from(sysMenu)
    .innerJoin(sysRoleMenu, eq(sysRoleMenu.menuId, sysMenu.menuId))
    .innerJoin(sysUserRole, eq(sysUserRole.roleId, sysRoleMenu.roleId))
    .innerJoin(sysRole, eq(sysRole.roleId, sysUserRole.roleId))
    .where(
      and(eq(sysUserRole.userId, userId), eq(sysRole.delFlag, '0'), eq(sysRole.status, '0'), ...conditions),
    )
    .orderBy(...ORDER);
}

export async function findMenu(db: Database, menuId: number): Promise<MenuRow | undefined> {
  const [row] = await db.select().from(sysMenu).where(eq(sysMenu.menuId, menuId)).limit(1);
  return row;
}

/** What the write rules compare against: every menu's id, parent, type, name and route. */
export async function menuOutlines(db: Database) {
  return db
    .select({
      menuId: sysMenu.menuId,
      parentId: sysMenu.parentId,
      menuName: sysMenu.menuName,
      menuType: sysMenu.menuType,
      path: sysMenu.path,
      routeName: sysMenu.routeName,
    })
    .from(sysMenu);
}

export async function hasChildMenu(db: Database, menuId: number): Promise<boolean> {
  const rows = await db
    .select({ id: sysMenu.menuId })
    .from(sysMenu)
    .where(eq(sysMenu.parentId, menuId))
    .limit(1);
  return rows.length > 0;
}

export async function menuAssigned(db: Database, menuId: number): Promise<boolean> {
  const rows = await db
    .select({ id: sysRoleMenu.menuId })
    .from(sysRoleMenu)
    .where(eq(sysRoleMenu.menuId, menuId))
    .limit(1);
  return rows.length > 0;
}

/** How many of these ids are menus. */
export async function countMenus(db: Database, menuIds: number[]): Promise<number> {
  if (menuIds.length === 0) return 0;
  const rows = await db.select({ id: sysMenu.menuId }).from(sysMenu).where(inArray(sysMenu.menuId, menuIds));
  return rows.length;
}
