import type { RouteEntry } from '@dis/shared';
import { isExternal, joinPath, routeSearch } from '../../routing/paths';

/** One entry of the sidebar: a link (internal `to` or external `href`) or a submenu. */
export interface MenuNode {
  /** the full path (the URL for external links); the menu's selection and open keys */
  key: string;
  title: string;
  icon?: string;
  to?: string;
  href?: string;
  children?: MenuNode[];
}

function leaf(route: RouteEntry, path: string, fallbackIcon?: string): MenuNode | null {
  const title = route.meta?.title;
  if (!title) return null;
  const icon = route.meta?.icon || fallbackIcon;
  if (isExternal(path)) return { key: path, title, icon, href: path };
  return { key: path, title, icon, to: `${path}${routeSearch(route.query)}` };
}

function toNode(route: RouteEntry, parentPath: string | null): MenuNode | null {
  if (route.hidden) return null;
  const path = parentPath === null ? route.path : joinPath(parentPath, route.path);
  const visible = (route.children ?? []).filter((child) => !child.hidden);
  if (!route.alwaysShow) {
    if (visible.length === 0) return leaf(route, path);
    const [only] = visible;
    if (visible.length === 1 && !(only.children && only.children.length > 0)) {
      return leaf(only, joinPath(path, only.path), route.meta?.icon);
    }
  }
  const title = route.meta?.title;
  if (!title) return null;
  const children = visible
    .map((child) => toNode(child, path))
    .filter((node): node is MenuNode => node !== null);
  if (children.length === 0) return null;
  return { key: path, title, icon: route.meta?.icon, children };
}

/**
 * The sidebar of docs/product.md §2 from the permitted routes: hidden routes are skipped; a parent with
 * exactly one visible child collapses to that child unless `alwaysShow`; external paths become
 * `href` links (opened in a new tab); a route's `query` JSON joins its link.
 */
export function buildMenuTree(routes: readonly RouteEntry[]): MenuNode[] {
  return routes.map((route) => toNode(route, null)).filter((node): node is MenuNode => node !== null);
}

/** Keys of the submenus that contain `key`, outermost first. */
export function ancestorKeys(tree: readonly MenuNode[], key: string): string[] {
  for (const node of tree) {
    if (node.key === key) return [];
    if (node.children) {
      const inner = ancestorKeys(node.children, key);
      if (inner.length > 0 || node.children.some((child) => child.key === key)) return [node.key, ...inner];
    }
  }
  return [];
}

/** Only one submenu open at a time: opening one closes the others that do not contain it. */
export function nextOpenKeys(
  tree: readonly MenuNode[],
  current: readonly string[],
  requested: readonly string[],
): string[] {
  const opened = requested.find((key) => !current.includes(key));
  if (opened === undefined) return [...requested];
  return [...ancestorKeys(tree, opened), opened];
}

/** Every link of the tree, in menu order. */
export function menuLeaves(nodes: readonly MenuNode[]): MenuNode[] {
  return nodes.flatMap((node) => (node.children ? menuLeaves(node.children) : [node]));
}
