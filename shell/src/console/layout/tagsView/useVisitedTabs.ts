import { useEffect, useRef } from 'react';
import type { Location } from '@dis/shared';
import {
  useAppDispatch,
  useAppSelector,
  useStore,
  viewAdded,
  viewUpdated,
  type RootState,
} from '@dis/shared/store';
import type { ConsoleRoute, PageRoute } from '../../routing/consoleRoutes';
import { initialTabs, visitedViewOf } from './tabs';
import { readTabs, sessionStore } from './tabsStorage';

/**
 * Keeps the tabs: on first show the affixed home and the tabs saved before a reload (those the
 * user may still open), then one tab per page visited; a tab follows its page's query.
 */
export function useVisitedTabs(routes: readonly ConsoleRoute[], page: PageRoute, location: Location): void {
  const dispatch = useAppDispatch();
  const userName = useAppSelector((s) => s.user.name);
  const store = useStore<RootState>();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    for (const view of initialTabs(routes, readTabs(sessionStore(), userName))) dispatch(viewAdded(view));
  }, [routes, userName, dispatch]);

  // on navigation only: closing the shown page's tab must not bring it back before the console moves on
  const { pathname, search } = location;
  useEffect(() => {
    if (!page.title) return;
    const view = visitedViewOf(page, { pathname, search });
    const existing = store.getState().tagsView.visitedViews.find((v) => v.path === view.path);
    if (!existing) dispatch(viewAdded(view));
    else if (existing.fullPath !== view.fullPath) dispatch(viewUpdated(view));
  }, [page, pathname, search, store, dispatch]);
}
