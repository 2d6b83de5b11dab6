import type { AppStore } from '@dis/shared/store';
import { saveTabs, sessionStore } from './tabsStorage';

/**
 * Saves the open tabs whenever they change, including when logging out empties them. The
 * console starts it once; tabs are restored when the layout first shows (`useVisitedTabs`).
 */
export function persistTabs(
  store: AppStore,
  storage: Pick<Storage, 'setItem' | 'removeItem'> | undefined = sessionStore(),
): () => void {
  let last = store.getState().tagsView.visitedViews;
  return store.subscribe(() => {
    const state = store.getState();
    const views = state.tagsView.visitedViews;
    if (views === last) return;
    last = views;
    saveTabs(storage, state.user.name, views);
  });
}
