import type { SysMenu } from '@dis/contract';
import { and, asc, eq, ilike, inArray, type SQL } from 'drizzle-orm';
import { likeContains } from '../../../common/paging';
import type { UniqueRule } from '../../../common/resource';
import type { Database } from '../../../db/connection';
import { sysMenu, sysRole, sysRoleMenu } from '../../../db/schema';
import { heldMenuCondition } from '../../../security/grants';

/** The queries of menus (`sys_menu`, and the role links `sys_role_menu`): docs/system/menu.md. */

export type MenuRow = typeof sysMenu.$inferSelect;

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
 * The menus a user holds, with these columns, filtered and ordered by parent then order: every
 * menu for the super admin, otherwise the menus of the user's live, enabled roles.
 */
async function heldMenus(db: Database, userId: number, conditions: SQL[]): Promise<MenuRow[]> {
  return db
    .select()
    .from(sysMenu)
    .where(and(heldMenuCondition(userId), ...conditions))
    .orderBy(...ORDER);
}

/**
 * The flat menu list of the menu page: every menu for the super admin, otherwise the menus of the
 * user's live, enabled roles (the menus they hold); filtered by name (contains), visibility and status.
 */
export async function listMenus(db: Database, userId: number, filter: MenuFilter): Promise<MenuRow[]> {
  const conditions: SQL[] = [];
  if (filter.menuName) conditions.push(ilike(sysMenu.menuName, likeContains(filter.menuName)));
  if (filter.visible) conditions.push(eq(sysMenu.visible, filter.visible));
  if (filter.status) conditions.push(eq(sysMenu.status, filter.status));
  return heldMenus(db, userId, conditions);
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

/** The menu columns the route tree is built from (types M and C only). */
export interface MenuNode {
  menuId: number;
  parentId: number;
  menuName: string;
  menuNameEn: string;
  orderNum: number;
  path: string;
  component: string | null;
  query: string | null;
  routeName: string;
  /** "0" external link, "1" not */
  isFrame: string;
  /** "0" cached, "1" not cached */
  isCache: string;
  /** "M" directory, "C" page */
  menuType: string;
  /** "0" shown, "1" hidden */
  visible: string;
  icon: string | null;
}

/**
 * Directories and pages (types M and C, status 0) the user may open, ordered by parent then order:
 * all of them for the super admin, otherwise those of the user's enabled roles.
 */
export async function menusForRouters(db: Database, userId: number): Promise<MenuNode[]> {
  const visibleTypes = and(inArray(sysMenu.menuType, ['M', 'C']), eq(sysMenu.status, '0'));
  return db
    .select(routeColumns)
    .from(sysMenu)
    .where(and(visibleTypes, heldMenuCondition(userId)))
    .orderBy(...ORDER);
}

/** The menus the user may hand on (the trees of the role dialog): all for the super admin, else those of the user's enabled roles. */
export async function menusOfCaller(
  db: Database,
  userId: number,
  filter: { menuName?: string; status?: string },
) {
  const conditions: SQL[] = [];
  if (filter.menuName?.trim()) conditions.push(ilike(sysMenu.menuName, likeContains(filter.menuName.trim())));
  if (filter.status) conditions.push(eq(sysMenu.status, filter.status));
  const rows = await heldMenus(db, userId, conditions);
  return rows.map(({ menuId, parentId, menuName, menuNameEn, status, orderNum }) => ({
    menuId,
    parentId,
    menuName,
    menuNameEn,
    status,
    orderNum,
  }));
}

/** Whether a role links parents and children in its menu tree (`menu_check_strictly`). */
export async function roleMenuCheckStrictly(db: Database, roleId: number): Promise<boolean | undefined> {
  const [role] = await db
    .select({ menuCheckStrictly: sysRole.menuCheckStrictly })
    .from(sysRole)
    .where(eq(sysRole.roleId, roleId));
  return role?.menuCheckStrictly ?? undefined;
}

/** A role's menus (id and parent), ordered by parent then order. */
export async function roleMenus(db: Database, roleId: number) {
  return db
    .select({ id: sysMenu.menuId, parentId: sysMenu.parentId })
    .from(sysRoleMenu)
    .innerJoin(sysMenu, eq(sysMenu.menuId, sysRoleMenu.menuId))
    .where(inArray(sysRoleMenu.roleId, [roleId]))
    .orderBy(asc(sysMenu.parentId), asc(sysMenu.orderNum));
}

/** The roles granting a menu. */
export async function rolesGrantingMenu(db: Database, menuId: number): Promise<number[]> {
  const rows = await db
    .select({ roleId: sysRoleMenu.roleId })
    .from(sysRoleMenu)
    .where(eq(sysRoleMenu.menuId, menuId));
  return rows.map((row) => row.roleId);
}

/** The table and id of the uniqueness checks. */
export const MENU_TABLE = { table: sysMenu, id: sysMenu.menuId };

/** A menu's name is unique under its parent. */
export const MENU_UNIQUE: ReadonlyArray<UniqueRule<{ menuName: string; parentId: number }>> = [
  {
    column: sysMenu.menuName,
    value: (values) => values.menuName,
    where: (values) => eq(sysMenu.parentId, values.parentId),
    refusal: { add: 'system.menu.addNameExists', edit: 'system.menu.editNameExists' },
  },
];

type MenuValues = Omit<MenuRow, 'menuId' | 'createBy' | 'createTime' | 'updateBy' | 'updateTime'>;

export async function insertMenu(
  db: Database,
  values: MenuValues & Pick<MenuRow, 'createBy' | 'createTime'>,
): Promise<void> {
  await db.insert(sysMenu).values(values);
}

export async function updateMenu(
  db: Database,
  menuId: number,
  values: MenuValues & Pick<MenuRow, 'updateBy' | 'updateTime'>,
): Promise<void> {
  await db.update(sysMenu).set(values).where(eq(sysMenu.menuId, menuId));
}

/** Saves new orders (`id` → `order`) in one transaction. */
export async function updateMenuOrders(
  db: Database,
  pairs: ReadonlyArray<{ id: number; order: number }>,
  stamp: Pick<MenuRow, 'updateBy' | 'updateTime'>,
): Promise<void> {
  await db.transaction(async (tx) => {
    for (const { id, order } of pairs)
      await tx
        .update(sysMenu)
        .set({ orderNum: order, ...stamp })
        .where(eq(sysMenu.menuId, id));
  });
}

export async function deleteMenu(db: Database, menuId: number): Promise<void> {
  await db.delete(sysMenu).where(eq(sysMenu.menuId, menuId));
}

/** The paths of the top-level menus and pages (the console's first path segments, docs/site/document.md). */
export async function topLevelMenuPaths(db: Database): Promise<string[]> {
  const rows = await db
    .select({ path: sysMenu.path })
    .from(sysMenu)
    .where(and(eq(sysMenu.parentId, 0), inArray(sysMenu.menuType, ['M', 'C'])));
  return rows.map((row) => row.path ?? '');
}
