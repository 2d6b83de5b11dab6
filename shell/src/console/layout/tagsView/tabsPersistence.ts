import type { AppStore } from '@dis/shared/store';
import { localStore, saveTabs, sessionStore, TABS_STORAGE_KEY } from './tabsStorage';

type Store = Pick<Storage, 'setItem' | 'removeItem'> | undefined;

/**
 * Saves the open tabs whenever they change: in this browser tab's session storage (emptied when
 * logging out empties them), and with 持久化标签页 in local storage too, where signing out leaves
 * them for the same user's next sign-in. Turning 持久化标签页 off forgets the local copy. The console
 * starts it once; tabs are restored when the layout first shows (`useVisitedTabs`).
 */
export function persistTabs(
  store: AppStore,
  session: Store = sessionStore(),
  local: Store = localStore(),
): () => void {
  let last = store.getState().tagsView.visitedViews;
  let persisting = store.getState().settings.tagsViewPersist;
  return store.subscribe(() => {
    const state = store.getState();
    const views = state.tagsView.visitedViews;
    const persist = state.settings.tagsViewPersist;
    if (persist !== persisting) {
      persisting = persist;
      if (persist) saveTabs(local, state.user.name, views);
      else {
        try {
          local?.removeItem(TABS_STORAGE_KEY);
        } catch {
          // unavailable storage holds nothing to forget
        }
      }
    }
    if (views === last) return;
    last = views;
    saveTabs(session, state.user.name, views);
    if (persist && state.user.name) saveTabs(local, state.user.name, views);
  });
}
