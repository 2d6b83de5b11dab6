import { useCallback, useEffect, useState } from 'react';
import type { RouteEntry } from '@dis/shared';
import { sidebarHidden, sidebarRoutesSet, useAppDispatch } from '@dis/shared/store';
import { useGoTo } from '../../../navigation/useGoTo';
import type { MenuNode } from '../sidebar/menuTree';
import { sectionOf, sectionSidebarRoutes } from './topMenu';

export interface TopNavState {
  /** the top-level item whose children the sidebar shows (or the page's own item) */
  activeKey: string | undefined;
  choose(key: string): void;
}

/**
 * Top-nav mode (docs/product.md §2): the sidebar shows the children of the chosen section, or hides for a
 * section without children; a chosen section holds until the page changes, then the page's own
 * section shows. Turning the mode off restores the full sidebar and shows it again.
 */
export function useTopNav(
  enabled: boolean,
  menuRoutes: RouteEntry[],
  tree: readonly MenuNode[],
  selectedKey: string,
  pathname: string,
): TopNavState {
  const dispatch = useAppDispatch();
  const goTo = useGoTo();
  const [chosen, setChosen] = useState<{ key: string; onPath: string } | null>(null);
  const activeKey = chosen && chosen.onPath === pathname ? chosen.key : sectionOf(tree, selectedKey)?.key;

  useEffect(() => {
    if (!enabled) {
      dispatch(sidebarRoutesSet(menuRoutes));
      dispatch(sidebarHidden(false));
      return;
    }
    const routes = activeKey ? sectionSidebarRoutes(menuRoutes, activeKey) : [];
    dispatch(sidebarRoutesSet(routes));
    dispatch(sidebarHidden(routes.length === 0));
  }, [enabled, activeKey, menuRoutes, dispatch]);

  const choose = useCallback(
    (key: string) => {
      const node = tree.find((item) => item.key === key);
      if (!node) return;
      if (node.href) window.open(node.href, '_blank', 'noopener,noreferrer');
      else if (node.children) setChosen({ key, onPath: pathname });
      else goTo(node.to ?? node.key);
    },
    [tree, pathname, goTo],
  );

  return { activeKey, choose };
}
