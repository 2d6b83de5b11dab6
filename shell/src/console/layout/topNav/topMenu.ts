import type { RouteEntry } from '@dis/shared';
import { joinPath } from '../../routing/paths';
import { ancestorKeys, type MenuNode } from '../sidebar/menuTree';

/** docs/product.md §2: the top menu shows one item per 85 px of a third of the body's width. */
export const TOP_MENU_ITEM_WIDTH = 85;

export function visibleTopMenuCount(bodyWidth: number): number {
  return Math.max(0, Math.floor(bodyWidth / 3 / TOP_MENU_ITEM_WIDTH));
}

/** The first `count` items show; the rest go under 更多菜单. */
export function splitTopMenu<T>(items: readonly T[], count: number): { shown: T[]; more: T[] } {
  return { shown: items.slice(0, count), more: items.slice(count) };
}

/** The top-level item the page `selectedKey` belongs to, if any. */
export function sectionOf(tree: readonly MenuNode[], selectedKey: string): MenuNode | undefined {
  const [top] = ancestorKeys(tree, selectedKey);
  return tree.find((node) => node.key === (top ?? selectedKey));
}

/**
 * The sidebar of a section in top-nav mode: the section's visible child routes, their paths
 * made absolute so the sidebar links them as in the full menu. Empty for a plain link.
 */
export function sectionSidebarRoutes(routes: readonly RouteEntry[], sectionKey: string): RouteEntry[] {
  const section = routes.find(
    (route) =>
      !route.hidden &&
      joinPath('/', route.path) === sectionKey &&
      route.children?.some((child) => !child.hidden),
  );
  if (!section?.children) return [];
  return section.children
    .filter((child) => !child.hidden)
    .map((child) => ({ ...child, path: joinPath(sectionKey, child.path) }));
}
