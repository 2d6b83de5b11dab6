import type { VisitedView } from '@dis/shared/store';

/**
 * Open tabs survive a page reload (not in RuoYi): kept per browser tab, for the user who opened them.
 * With 持久化标签页 they are also kept in the browser's local storage, so they come back in a new
 * window and after signing in again (docs/product.md §3).
 */
export const TABS_STORAGE_KEY = 'tags-view';

/** The browser tab's session storage, when the browser lets the page use it. */
export function sessionStore(): Storage | undefined {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    return undefined;
  }
}

/** The browser's local storage (持久化标签页), when the browser lets the page use it. */
export function localStore(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

interface SavedTabs {
  user: string;
  views: Array<Pick<VisitedView, 'path' | 'fullPath' | 'title'>>;
}

export function saveTabs(
  storage: Pick<Storage, 'setItem' | 'removeItem'> | undefined,
  user: string,
  views: readonly VisitedView[],
): void {
  try {
    if (!user || views.length === 0) {
      storage?.removeItem(TABS_STORAGE_KEY);
      return;
    }
    const saved: SavedTabs = {
      user,
      views: views.map(({ path, fullPath, title }) => ({ path, fullPath, title })),
    };
    storage?.setItem(TABS_STORAGE_KEY, JSON.stringify(saved));
  } catch {
    // storage full or unavailable: the tabs last until the next reload
  }
}

const isText = (value: unknown): value is string => typeof value === 'string' && value.length > 0;

/** The tabs `user` had open; nothing for another user, or when the saved value is unreadable. */
export function readTabs(storage: Pick<Storage, 'getItem'> | undefined, user: string): VisitedView[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(storage?.getItem(TABS_STORAGE_KEY) ?? 'null');
  } catch {
    return [];
  }
  if (!parsed || typeof parsed !== 'object') return [];
  const saved = parsed as Partial<SavedTabs>;
  if (saved.user !== user || !Array.isArray(saved.views)) return [];
  return saved.views
    .filter(
      (view) =>
        view && isText(view.path) && view.path.startsWith('/') && isText(view.fullPath) && isText(view.title),
    )
    .map(({ path, fullPath, title }) => ({ path, fullPath, title }));
}
