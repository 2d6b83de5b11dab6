import { type Language } from '@dis/contract/site';
import type { MenuCreate, MenuUpdate, RouterMeta, RouterVo as WireRouterVo, TreeSelect } from '@dis/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CacheKeys, getJson, type CacheStore } from '../../../cache/store';
import { checkedKeys } from '../../../common/checked-keys';
import { formatDateTime } from '../../../common/datetime';
import { ServiceError } from '../../../common/errors';
import { checkUnique } from '../../../common/resource';
import { parseSortPairs } from '../../../common/sort-pairs';
import { cleanText, requiredText } from '../../../common/text-fields';
import type { Database } from '../../../db/connection';
import { localized } from '../../../i18n/language';
import { heldMenuIds, permissionsNotHeld } from '../../../security/grants';
import { collectPermissions } from '../../../security/permission';
import { requireLoginUser } from '../../../security/session-store';
import { menuLabel } from './messages';
import {
  countMenus,
  deleteMenu,
  findMenu,
  hasChildMenu,
  insertMenu,
  menuAssigned,
  menuOutlines,
  menusForRouters,
  menusOfCaller,
  MENU_TABLE,
  MENU_UNIQUE,
  roleMenuCheckStrictly,
  roleMenus,
  rolesGrantingMenu,
  updateMenu,
  updateMenuOrders,
  type MenuNode,
} from './repository';

/**
 * The rules of menus (docs/system/menu.md): the `getRouters` tree and its cache, the route rules
 * of menu writes (which address an external link needs, when two menus would give the shell the
 * same route), the menus a caller holds, and the writes themselves.
 */

/** The warning code RuoYi's `AjaxResult.warn` answers with. */
const WARN = 601;

// ---- the getRouters tree -------------------------------------------------------------------

export type { RouterMeta };

/** The wire's RouterVo (`@dis/contract`) as this builder makes it: `hidden` is always present. */
export type RouterVo = WireRouterVo & { hidden: boolean; children?: RouterVo[] };

const LAYOUT = 'Layout';
const PARENT_VIEW = 'ParentView';
const INNER_LINK = 'InnerLink';
const TYPE_DIR = 'M';
const TYPE_MENU = 'C';
const NO_FRAME = '1';

interface MenuTreeNode extends MenuNode {
  children: MenuTreeNode[];
}

/** The route tree's test of a link: `http://` or `https://` as written (case-sensitive, unlike `isHttp`). */
const startsWithHttp = (path: string) => path.startsWith('http://') || path.startsWith('https://');

/** A top-level page without a directory. */
const isMenuFrame = (m: MenuNode) => m.parentId === 0 && m.menuType === TYPE_MENU && m.isFrame === NO_FRAME;
/** A link rendered inside the console (iframe). */
const isInnerLink = (m: MenuNode) => m.isFrame === NO_FRAME && startsWithHttp(m.path);
/** A nested directory. */
const isParentView = (m: MenuNode) => m.parentId !== 0 && m.menuType === TYPE_DIR;

/** `https://www.baidu.com:8080` → `baidu/com/8080` */
export function innerLinkPath(path: string): string {
  return path.replace(/https?:\/\/|www\.|[.:]/g, (match) => (match === '.' || match === ':' ? '/' : ''));
}

/** Route names are the route_name, or else the path, with a capital first letter. */
export function routeName(name: string, path: string): string {
  const base = name || path;
  return base.charAt(0).toUpperCase() + base.slice(1);
}

function routerPath(m: MenuNode): string {
  let path = m.path;
  if (m.parentId !== 0 && isInnerLink(m)) path = innerLinkPath(path);
  if (m.parentId === 0 && m.menuType === TYPE_DIR && m.isFrame === NO_FRAME) return `/${m.path}`;
  if (isMenuFrame(m)) return '/';
  return path;
}

function componentOf(m: MenuNode): string {
  if (m.component && !isMenuFrame(m)) return m.component;
  if (!m.component && m.parentId !== 0 && isInnerLink(m)) return INNER_LINK;
  if (!m.component && isParentView(m)) return PARENT_VIEW;
  return LAYOUT;
}

function meta(title: string, icon: string | null, noCache: boolean, link: string | null): RouterMeta {
  return { title, icon, noCache, link: link !== null && startsWithHttp(link) ? link : null };
}

/** Drops the fields RuoYi's NON_EMPTY rule leaves out, keeping Jackson's field order. */
function compact(route: RouterVo): RouterVo {
  const out = {} as RouterVo;
  if (route.name) out.name = route.name;
  if (route.path) out.path = route.path;
  out.hidden = route.hidden;
  if (route.redirect) out.redirect = route.redirect;
  if (route.component) out.component = route.component;
  if (route.query) out.query = route.query;
  if (route.alwaysShow !== undefined) out.alwaysShow = route.alwaysShow;
  if (route.meta) out.meta = route.meta;
  if (route.children && route.children.length > 0) out.children = route.children;
  return out;
}

/** Nests the flat, ordered menu list under root 0, keeping the order. */
function buildMenuTree(menus: MenuNode[]): MenuTreeNode[] {
  const nodes = new Map<number, MenuTreeNode>(menus.map((m) => [m.menuId, { ...m, children: [] }]));
  const roots: MenuTreeNode[] = [];
  for (const menu of menus) {
    const node = nodes.get(menu.menuId)!;
    if (menu.parentId === 0) roots.push(node);
    else nodes.get(menu.parentId)?.children.push(node);
  }
  return roots;
}

function buildRoutes(menus: MenuTreeNode[], lang: Language): RouterVo[] {
  return menus.map((m) => {
    const title = localized(lang, m.menuName, m.menuNameEn);
    const route: RouterVo = {
      hidden: m.visible === '1',
      name: isMenuFrame(m) ? '' : routeName(m.routeName, m.path),
      path: routerPath(m),
      component: componentOf(m),
      query: m.query ?? undefined,
      meta: meta(title, m.icon, m.isCache === '1', m.path),
    };
    if (m.children.length > 0 && m.menuType === TYPE_DIR) {
      route.alwaysShow = true;
      route.redirect = 'noRedirect';
      route.children = buildRoutes(m.children, lang);
    } else if (isMenuFrame(m)) {
      route.meta = undefined;
      route.children = [
        compact({
          hidden: false,
          path: m.path,
          component: m.component ?? undefined,
          name: routeName(m.routeName, m.path),
          meta: meta(title, m.icon, m.isCache === '1', m.path),
          query: m.query ?? undefined,
        }),
      ];
    } else if (m.parentId === 0 && isInnerLink(m)) {
      const linkPath = innerLinkPath(m.path);
      route.meta = meta(title, m.icon, false, null);
      route.path = '/';
      route.children = [
        compact({
          hidden: false,
          path: linkPath,
          component: INNER_LINK,
          name: routeName(m.routeName, linkPath),
          meta: meta(title, m.icon, false, m.path),
        }),
      ];
    }
    return compact(route);
  });
}

/**
 * `GET /getRouters`: turns the user's menus (ordered by parent, then order) into RuoYi's route
 * tree (ruoyi-menus.md §4), titles in the answer language.
 */
export function buildRouters(menus: MenuNode[], lang: Language): RouterVo[] {
  return buildRoutes(buildMenuTree(menus), lang);
}

// ---- the cached getRouters tree --------------------------------------------------------------

/**
 * How long a user's built route tree is reused. Every change to menus, roles or a user's roles
 * must call `clearRoutersCache`; the time limit only bounds what a missed call could cost.
 */
const ROUTERS_TTL_SECONDS = 300;

const keyOf = (userId: number, lang: Language) => `${CacheKeys.routers}${userId}:${lang}`;

/** The `getRouters` tree of a user in a language, built once and then served from the cache. */
export async function routersFor(
  ctx: { db: Database; cache: CacheStore },
  userId: number,
  lang: Language,
): Promise<RouterVo[]> {
  const key = keyOf(userId, lang);
  const cached = await getJson<RouterVo[]>(ctx.cache, key);
  if (cached) return cached;
  const routers = buildRouters(await menusForRouters(ctx.db, userId), lang);
  await ctx.cache.set(key, JSON.stringify(routers), ROUTERS_TTL_SECONDS);
  return routers;
}

/**
 * The pages of one console section the user may open, from their route tree: the visible pages
 * below the section's directory (`/<section>`), nested directories flattened, each with its
 * title in `lang` and its console address (`GET /<section>/overview`, docs/architecture.md
 * "Adding a section").
 */
export async function sectionPages(
  ctx: { db: Database; cache: CacheStore },
  userId: number,
  lang: Language,
  section: string,
): Promise<Array<{ title: string; path: string; icon: string | null }>> {
  const root = (await routersFor(ctx, userId, lang)).find((router) => router.path === `/${section}`);
  const pages: Array<{ title: string; path: string; icon: string | null }> = [];
  const walk = (routers: readonly RouterVo[], base: string) => {
    for (const router of routers) {
      if (router.hidden || !router.path) continue;
      const address = router.path.startsWith('/') ? router.path : `${base}/${router.path}`;
      if (router.children?.length) walk(router.children, address);
      else if (router.meta && !router.meta.link)
        pages.push({ title: router.meta.title, path: address, icon: router.meta.icon ?? null });
    }
  };
  walk(root?.children ?? [], `/${section}`);
  return pages;
}

/** Forgets every cached route tree (after menus, roles or role grants change). */
export async function clearRoutersCache(cache: CacheStore): Promise<void> {
  const keys = await cache.keys(CacheKeys.routers);
  if (keys.length > 0) await cache.del(...keys);
}

/** Forgets one user's cached route trees, in every language (at each login of that user). */
export async function forgetUserRouters(cache: CacheStore, userId: number): Promise<void> {
  const keys = await cache.keys(`${CacheKeys.routers}${userId}:`);
  if (keys.length > 0) await cache.del(...keys);
}

// ---- the route rules of menu writes --------------------------------------------------------

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

// ---- the menu trees of the role dialog ------------------------------------------------------

interface MenuLeaf {
  menuId: number;
  parentId: number;
  menuName: string;
  menuNameEn: string;
  status: string;
}

/** Menus as a TreeSelect: roots are the menus whose parent is not in the list. */
export function buildMenuSelectTree(menus: MenuLeaf[], lang: Language): TreeSelect[] {
  const ids = new Set(menus.map((m) => m.menuId));
  const build = (parentId: number | null): TreeSelect[] =>
    menus
      .filter((m) => (parentId === null ? !ids.has(m.parentId) : m.parentId === parentId))
      .map((m) => {
        const children = build(m.menuId);
        const label = lang === 'en' && m.menuNameEn ? m.menuNameEn : m.menuName;
        const node: TreeSelect = { id: m.menuId, label, disabled: false };
        if (children.length > 0) node.children = children;
        return node;
      });
  return build(null);
}

/** `GET /system/menu/treeselect`: the menus the caller holds, as a tree. */
export async function callerMenuTree(
  app: FastifyInstance,
  request: FastifyRequest,
  filter: { menuName?: string; status?: string },
): Promise<TreeSelect[]> {
  const menus = await menusOfCaller(app.db, requireLoginUser(request).userId, filter);
  return buildMenuSelectTree(menus, request.lang);
}

/** `GET /system/menu/roleMenuTreeselect/{roleId}`: the role's menus checked in the caller's tree. */
export async function roleMenuTree(app: FastifyInstance, request: FastifyRequest, roleId: number) {
  const strictly = await roleMenuCheckStrictly(app.db, roleId);
  const rows = await roleMenus(app.db, roleId);
  const menus = await menusOfCaller(app.db, requireLoginUser(request).userId, {});
  return {
    checkedKeys: checkedKeys(rows, strictly ?? true),
    menus: buildMenuSelectTree(menus, request.lang),
  };
}

// ---- menu writes ---------------------------------------------------------------------------

/**
 * The columns of a menu from a create or update body, after RuoYi's checks (docs/system/menu.md):
 * name unique under its parent, an external link's address starts with http(s)://, no route clash,
 * and (edit) a parent that exists and is neither the menu itself nor below it.
 */
async function menuValues(app: FastifyInstance, request: FastifyRequest, body: MenuCreate | MenuUpdate) {
  const mode = 'menuId' in body ? 'edit' : 'add';
  const menuId = 'menuId' in body ? body.menuId : -1;
  const menuName = requiredText(menuLabel(request.lang, 'menuName'), body.menuName);
  const values = {
    parentId: body.parentId,
    menuName,
    menuNameEn: cleanText(body.menuNameEn) ?? '',
    orderNum: body.orderNum,
    menuType: body.menuType,
    path: cleanText(body.path) ?? '',
    component: cleanText(body.component),
    query: cleanText(body.query),
    routeName: cleanText(body.routeName) ?? '',
    isFrame: body.isFrame ?? '1',
    isCache: body.isCache ?? '0',
    visible: body.visible ?? '0',
    status: body.status ?? '0',
    perms: cleanText(body.perms),
    icon: cleanText(body.icon) ?? '#',
    remark: cleanText(body.remark),
  };
  const name = { name: menuName };
  const caller = requireLoginUser(request);
  // rights are handed on, never invented (docs/security.md): a permission string the editor does not
  // hold may not be written unless the menu carries it already, and a menu goes only under a menu
  // the editor holds (or stays where it is)
  const before = mode === 'edit' ? await findMenu(app.db, menuId) : undefined;
  const current = collectPermissions([before?.perms ?? null]);
  const invented = permissionsNotHeld(caller, values.perms).filter((perm) => !current.includes(perm));
  if (invented.length > 0) throw new ServiceError('system.menu.permsNotHeld', { perms: invented.join(', ') });
  if (values.parentId !== 0 && values.parentId !== before?.parentId)
    await checkHeld(app, request, [values.parentId]);
  const menus = await menuOutlines(app.db);
  if (values.menuType !== 'F' && values.path === '')
    throw new ServiceError('validation.required', { field: menuLabel(request.lang, 'path') });
  await checkUnique(app.db, MENU_TABLE, MENU_UNIQUE, mode, values, {
    rowId: mode === 'edit' ? menuId : undefined,
  });
  if (values.isFrame === '0' && !isHttp(values.path))
    throw new ServiceError(mode === 'add' ? 'system.menu.addNotHttp' : 'system.menu.editNotHttp', name);
  if (routeClash({ ...values, menuId }, menus))
    throw new ServiceError(
      mode === 'add' ? 'system.menu.addRouteExists' : 'system.menu.editRouteExists',
      name,
    );
  if (mode === 'edit' && values.parentId === menuId) throw new ServiceError('system.menu.parentSelf', name);
  if (values.parentId !== 0) {
    if (!menus.some((m) => m.menuId === values.parentId)) throw new ServiceError('system.menu.parentMissing');
    const parents = new Map(menus.map((m) => [m.menuId, m.parentId]));
    if (mode === 'edit' && isSelfOrBelow(menuId, values.parentId, parents))
      throw new ServiceError('system.menu.parentDescendant', name);
  }
  return values;
}

/**
 * Refuses menus the caller does not hold (docs/security.md): a caller reads and changes only the
 * menus of their own enabled roles, as the menu list shows them; the super administrator all.
 */
export async function checkHeld(app: FastifyInstance, request: FastifyRequest, menuIds: readonly number[]) {
  const held = await heldMenuIds(app.db, requireLoginUser(request).userId);
  if (held && menuIds.some((menuId) => !held.has(menuId))) throw new ServiceError('system.menu.notHeld');
}

/** 保存排序: menus that exist and the caller holds; forgets the cached route trees. */
export async function saveMenuOrder(
  app: FastifyInstance,
  request: FastifyRequest,
  body: { menuIds: string; orderNums: string },
): Promise<void> {
  const pairs = parseSortPairs(body.menuIds, body.orderNums);
  const ids = pairs ? [...new Set(pairs.map((pair) => pair.id))] : [];
  if (!pairs || (await countMenus(app.db, ids)) !== ids.length)
    throw new ServiceError('system.menu.sortFailed');
  await checkHeld(app, request, ids);
  await updateMenuOrders(app.db, pairs, {
    updateBy: requireLoginUser(request).userName,
    updateTime: formatDateTime(),
  });
  await clearRoutersCache(app.cache);
}

/** A menu the caller holds, with its parent's name; undefined when unknown. */
export async function menuWithParentName(app: FastifyInstance, request: FastifyRequest, menuId: number) {
  const row = await findMenu(app.db, menuId);
  if (!row) return undefined;
  await checkHeld(app, request, [menuId]);
  const parent = row.parentId === 0 ? undefined : await findMenu(app.db, row.parentId);
  return { row, parentName: parent?.menuName ?? null };
}

export async function addMenu(
  app: FastifyInstance,
  request: FastifyRequest,
  body: MenuCreate,
): Promise<void> {
  const values = await menuValues(app, request, body);
  await insertMenu(app.db, {
    ...values,
    createBy: requireLoginUser(request).userName,
    createTime: formatDateTime(),
  });
  await clearRoutersCache(app.cache);
}

/** The menu, refused when unknown (system.menu.missing). */
async function existingMenu(app: FastifyInstance, menuId: number) {
  const row = await findMenu(app.db, menuId);
  if (row === undefined) throw new ServiceError('system.menu.missing');
  return row;
}

export async function editMenu(
  app: FastifyInstance,
  request: FastifyRequest,
  body: MenuUpdate,
): Promise<void> {
  await existingMenu(app, body.menuId);
  await checkHeld(app, request, [body.menuId]);
  const values = await menuValues(app, request, body);
  await updateMenu(app.db, body.menuId, {
    ...values,
    updateBy: requireLoginUser(request).userName,
    updateTime: formatDateTime(),
  });
  // its permission string or status may have changed: the holders of the roles granting it
  // are judged by the new rights at their next request (docs/system/role.md)
  await app.rights.get().refresh({ roleIds: await rolesGrantingMenu(app.db, body.menuId) });
}

export async function removeMenu(
  app: FastifyInstance,
  request: FastifyRequest,
  menuId: number,
): Promise<void> {
  await existingMenu(app, menuId);
  await checkHeld(app, request, [menuId]);
  if (await hasChildMenu(app.db, menuId)) throw new ServiceError('system.menu.hasChildren', {}, WARN);
  if (await menuAssigned(app.db, menuId)) throw new ServiceError('system.menu.assigned', {}, WARN);
  await deleteMenu(app.db, menuId);
  await clearRoutersCache(app.cache);
}
