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
import { localStore, readTabs, sessionStore } from './tabsStorage';

/**
 * Keeps the tabs: on first show the affixed home and the tabs saved before a reload, or kept by
 * 持久化标签页 (those the user may still open), then one tab per page visited; a tab follows its page's query.
 */
export function useVisitedTabs(routes: readonly ConsoleRoute[], page: PageRoute, location: Location): void {
  const dispatch = useAppDispatch();
  const userName = useAppSelector((s) => s.user.name);
  const persist = useAppSelector((s) => s.settings.tagsViewPersist);
  const store = useStore<RootState>();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    // this browser tab's own tabs first; a new window or sign-in gets the kept ones (持久化标签页)
    let saved = readTabs(sessionStore(), userName);
    if (saved.length === 0 && persist) saved = readTabs(localStore(), userName);
    for (const view of initialTabs(routes, saved)) dispatch(viewAdded(view));
  }, [routes, userName, persist, dispatch]);

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
