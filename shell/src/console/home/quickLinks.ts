import type { MenuNode } from '../layout/sidebar/menuTree';
import { menuLeaves } from '../layout/sidebar/menuTree';

export interface QuickLinkGroup {
  key: string;
  title: string;
  icon?: string;
  links: MenuNode[];
}

/**
 * The sections the user can open, from the sidebar: one group per top-level submenu with every
 * link inside it; top-level links (but the excluded ones, such as the home itself) go to "other".
 */
export function quickLinkGroups(
  tree: readonly MenuNode[],
  other: { key: string; title: string },
  exclude: readonly string[],
): QuickLinkGroup[] {
  const groups: QuickLinkGroup[] = [];
  const loose: MenuNode[] = [];
  for (const node of tree) {
    if (exclude.includes(node.key)) continue;
    if (node.children)
      groups.push({ key: node.key, title: node.title, icon: node.icon, links: menuLeaves(node.children) });
    else loose.push(node);
  }
  if (loose.length > 0) groups.push({ key: other.key, title: other.title, links: loose });
  return groups;
}

/** Greeting by the hour: morning before 12, afternoon before 18, evening after. */
export function greetingKey(hour: number): 'home.morning' | 'home.afternoon' | 'home.evening' {
  if (hour < 12) return 'home.morning';
  if (hour < 18) return 'home.afternoon';
  return 'home.evening';
}
