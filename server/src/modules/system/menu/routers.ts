import type { RouterMeta, RouterVo as WireRouterVo } from '@dis/contract';
import { localized, type Lang } from '../../../i18n/language';

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

const isHttp = (path: string) => path.startsWith('http://') || path.startsWith('https://');

/** A top-level page without a directory. */
const isMenuFrame = (m: MenuNode) => m.parentId === 0 && m.menuType === TYPE_MENU && m.isFrame === NO_FRAME;
/** A link rendered inside the console (iframe). */
const isInnerLink = (m: MenuNode) => m.isFrame === NO_FRAME && isHttp(m.path);
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
  return { title, icon, noCache, link: link !== null && isHttp(link) ? link : null };
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

function buildRoutes(menus: MenuTreeNode[], lang: Lang): RouterVo[] {
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
export function buildRouters(menus: MenuNode[], lang: Lang): RouterVo[] {
  return buildRoutes(buildMenuTree(menus), lang);
}
