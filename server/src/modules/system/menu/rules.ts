/**
 * The pure rules of menu writes (docs/system/menu.md): which address an external link needs and
 * when two menus would give the shell the same route.
 */

/** What the route rules need of a menu. */
export interface RouteMenu {
  menuId: number;
  parentId: number;
  menuType: string;
  path: string;
  routeName: string;
}

/** An address starting with `http://` or `https://` (case-insensitive). */
export function isHttp(path: string): boolean {
  return /^https?:\/\//i.test(path);
}

/** The name the shell's route gets: the route name, or the address when it is blank. */
export function effectiveRouteName(menu: Pick<RouteMenu, 'path' | 'routeName'>): string {
  return menu.routeName.trim() === '' ? menu.path : menu.routeName;
}

/** Only directories and pages become routes; buttons never clash. */
const isRoute = (menu: Pick<RouteMenu, 'menuType'>) => menu.menuType === 'M' || menu.menuType === 'C';

/**
 * RuoYi's route-config uniqueness: another directory or page with the same address under the same
 * parent (top level included), or with the same effective route name anywhere, compared without
 * case. Answers the first clashing menu.
 */
export function routeClash<M extends RouteMenu>(menu: RouteMenu, others: readonly M[]): M | undefined {
  if (!isRoute(menu)) return undefined;
  const path = menu.path.toLowerCase();
  const name = effectiveRouteName(menu).toLowerCase();
  return others.find((other) => {
    if (other.menuId === menu.menuId || !isRoute(other)) return false;
    const samePath = other.path.toLowerCase() === path;
    if (samePath && other.parentId === menu.parentId) return true;
    return name !== '' && effectiveRouteName(other).toLowerCase() === name;
  });
}

/** Whether `candidateId` is `menuId` itself or lies below it (the flat list gives the parents). */
export function isSelfOrBelow(
  menuId: number,
  candidateId: number,
  parents: ReadonlyMap<number, number>,
): boolean {
  const seen = new Set<number>();
  let current: number | undefined = candidateId;
  while (current !== undefined && current !== 0 && !seen.has(current)) {
    if (current === menuId) return true;
    seen.add(current);
    current = parents.get(current);
  }
  return false;
}

/**
 * `{ids: "1,2", orders: "3,4"}` as pairs; undefined when the lists are malformed or of different
 * lengths (RuoYi: "保存排序异常，请联系管理员").
 */
export function parseSortPairs(
  ids: string,
  orders: string,
): Array<{ id: number; order: number }> | undefined {
  const split = (text: string) => (text.trim() === '' ? [] : text.split(',').map((part) => part.trim()));
  const idParts = split(ids);
  const orderParts = split(orders);
  if (idParts.length === 0 || idParts.length !== orderParts.length) return undefined;
  const pairs: Array<{ id: number; order: number }> = [];
  for (let i = 0; i < idParts.length; i += 1) {
    if (!/^\d{1,15}$/.test(idParts[i]) || !/^\d{1,4}$/.test(orderParts[i])) return undefined;
    pairs.push({ id: Number(idParts[i]), order: Number(orderParts[i]) });
  }
  return pairs;
}
