import type { SysMenu } from '@dis/contract';

/** The title of a menu in the console's language: the English title when there is one. */
export function menuTitle(menu: Pick<SysMenu, 'menuName' | 'menuNameEn'>, language: string): string {
  return language === 'en' && menu.menuNameEn.trim() !== '' ? menu.menuNameEn : menu.menuName;
}

/** The tag of a menu's type: 目录 / 菜单 / 按钮, or 外链 for a directory that is an external link. */
export function menuTypeKey(menu: Pick<SysMenu, 'menuType' | 'isFrame'>): string {
  if (menu.menuType === 'M' && menu.isFrame === '0') return 'menu.typeLink';
  return `menu.type${menu.menuType}`;
}

/**
 * The rows whose order was changed on the page (`edits`: id → new order), as `updateSort` takes
 * them: ids and orders joined by commas; null when nothing changed.
 */
export function sortChanges<Row extends { orderNum: number | null }>(
  rows: readonly Row[],
  idOf: (row: Row) => number,
  edits: ReadonlyMap<number, number>,
): { ids: string; orders: string } | null {
  const changed = rows.filter((row) => {
    const next = edits.get(idOf(row));
    return next !== undefined && next !== row.orderNum;
  });
  if (changed.length === 0) return null;
  return {
    ids: changed.map(idOf).join(','),
    orders: changed.map((row) => edits.get(idOf(row))).join(','),
  };
}

/** The form of the menu dialog. */
export interface MenuFormValues {
  parentId: number;
  menuType: 'M' | 'C' | 'F';
  icon: string;
  menuName: string;
  menuNameEn: string;
  orderNum: number | null;
  isFrame: '0' | '1';
  path: string;
  component: string;
  perms: string;
  query: string;
  routeName: string;
  isCache: '0' | '1';
  visible: '0' | '1';
  status: '0' | '1';
}

export const NEW_MENU: MenuFormValues = {
  parentId: 0,
  menuType: 'M',
  icon: '',
  menuName: '',
  menuNameEn: '',
  orderNum: null,
  isFrame: '1',
  path: '',
  component: '',
  perms: '',
  query: '',
  routeName: '',
  isCache: '0',
  visible: '0',
  status: '0',
};

const text = (value: string | null | undefined) => (value ?? '').trim();
const orNull = (value: string | null | undefined) => text(value) || null;

/** A loaded menu as form values. */
export function formOfMenu(menu: SysMenu): MenuFormValues {
  return {
    parentId: menu.parentId,
    menuType: menu.menuType as MenuFormValues['menuType'],
    icon: menu.icon && menu.icon !== '#' ? menu.icon : '',
    menuName: menu.menuName,
    menuNameEn: menu.menuNameEn,
    orderNum: menu.orderNum,
    isFrame: menu.isFrame === '0' ? '0' : '1',
    path: menu.path,
    component: menu.component ?? '',
    perms: menu.perms ?? '',
    query: menu.query ?? '',
    routeName: menu.routeName,
    isCache: menu.isCache === '1' ? '1' : '0',
    visible: menu.visible === '1' ? '1' : '0',
    status: menu.status === '1' ? '1' : '0',
  };
}

/**
 * The body of `POST` / `PUT /system/menu`: trimmed, and without the fields the menu's type does
 * not show (a button has no address, icon or component; only a page has a component, route
 * parameters, route name and cache).
 */
export function menuBody(values: MenuFormValues, menuId?: number) {
  const type = values.menuType;
  const routed = type !== 'F';
  const page = type === 'C';
  return {
    ...(menuId === undefined ? {} : { menuId }),
    parentId: values.parentId ?? 0,
    menuType: type,
    menuName: text(values.menuName),
    menuNameEn: text(values.menuNameEn),
    orderNum: values.orderNum ?? 0,
    icon: routed ? orNull(values.icon) : null,
    isFrame: routed ? values.isFrame : '1',
    path: routed ? text(values.path) : '',
    component: page ? orNull(values.component) : null,
    query: page ? orNull(values.query) : null,
    routeName: page ? text(values.routeName) : '',
    isCache: page ? values.isCache : '0',
    perms: type === 'M' ? null : orNull(values.perms),
    visible: routed ? values.visible : '0',
    status: values.status,
  };
}
