import { useCallback, useEffect, useReducer, useRef } from 'react';
import { getToken, noteDrawnPart, partsOfDrawnView, type AjaxResultOf } from '@dis/shared';
import { carriedAnswer, http } from '@dis/shared/request';
import type { ColumnPrefs } from '@dis/contract';
import { ACTIONS_COLUMN_KEY } from '../crud/actionsColumn';

export type { ColumnPrefs };

// docs/product.md §2 "Lists": a staff member's columns of each list follow them, kept by the server.
// This file is on the console's first view: the panel and the resizable headers load on use.

/** Orders, hides and widens columns (loaded with the first preferences that are not the defaults). */
let kit: typeof import('./columnKit') | undefined;
const loadKit = () =>
  import(/* webpackChunkName: "ui-columns" */ './columnKit').then((loaded) => {
    kit = loaded;
  });

/**
 * The kit is a part of the server's drawn first view where it applied saved preferences
 * (docs/site/rendering.md "The console's first view"): the console takes it before the page
 * renders, so the columns' widths and order do not change at the take-over.
 */
const KIT_PART = 'ui-columns';
if (partsOfDrawnView().includes(KIT_PART)) loadKit().catch(() => undefined);

/** The kit in, before a server render of a list draws it (`@dis/ui/ssr`). */
export function loadColumnKit(): Promise<void> {
  return kit ? Promise.resolve() : loadKit();
}

/** What each list's preferences were when last read or changed, per session (token) and list. */
const cache = new Map<string, ColumnPrefs | null>();
const cacheKey = (pageKey: string) => `${getToken() ?? ''}|${pageKey}`;
const prefUrl = (pageKey: string) => `/system/columnPref/${pageKey}`;

/** Forgets the preferences read so far (tests). */
export function clearColumnPrefsCache(): void {
  cache.clear();
}

/** How long a change waits for the next one before it is saved. */
export const SAVE_DELAY_MS = 500;

/**
 * A list's column preferences (null: the list's defaults), read from the server when the list
 * first mounts in the session (beside the list's own request, never before it) and kept in memory
 * after; a change shows at once and is saved ~500 ms after the last one; null resets (DELETE).
 * Without a key the list has no preferences.
 */
export function useColumnPrefs(
  pageKey: string | undefined,
): [ColumnPrefs | null, (next: ColumnPrefs | null) => void] {
  // the cache is the one copy; a render reads it, a change or an answer re-renders
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  if (pageKey && !cache.has(cacheKey(pageKey))) {
    // the answer the console's document carries (`carriedAnswer`), read by this first render
    const answer = carriedAnswer<AjaxResultOf<ColumnPrefs | null>>(prefUrl(pageKey));
    if (answer) cache.set(cacheKey(pageKey), answer.data ?? null);
  }
  useEffect(() => {
    const key = pageKey && cacheKey(pageKey);
    if (!key) return;
    if (cache.has(key)) {
      // carried preferences apply once the kit that applies them is in
      if (cache.get(key) && !kit) void loadKit().then(rerender);
      return;
    }
    let live = true;
    http
      .get<AjaxResultOf<ColumnPrefs | null>>(prefUrl(pageKey), undefined, { silent: true })
      .then(
        async (answer) => {
          if (answer.data && !kit) await loadKit();
          // a change made while the answer travelled wins over it
          if (!cache.has(key)) cache.set(key, answer.data ?? null);
          if (live) rerender();
        },
        () => undefined, // unreadable: the defaults, asked again next time
      )
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [pageKey]);
  const change = useCallback(
    (next: ColumnPrefs | null) => {
      if (!pageKey) return;
      cache.set(cacheKey(pageKey), next);
      if (next && !kit) void loadKit().then(rerender);
      else rerender();
      clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        (next ? http.put(prefUrl(pageKey), next) : http.delete(prefUrl(pageKey))).catch(() => undefined);
      }, SAVE_DELAY_MS);
    },
    [pageKey],
  );
  const prefs = pageKey ? (cache.get(cacheKey(pageKey)) ?? null) : null;
  // drawn by the server with saved preferences: the view names their kit
  if (prefs) noteDrawnPart(KIT_PART);
  return [prefs, change];
}

/** A column the staff member may hide, move and widen: keyed, and not the row actions. */
export const isChoosable = (column: { key?: unknown }) =>
  column.key !== undefined && column.key !== ACTIONS_COLUMN_KEY;

/**
 * The table's columns as the preferences say (`columnKit.ts`): in the saved order, without the
 * hidden ones, with the saved widths; as they are without preferences.
 */
export function applyColumnPrefs<C extends { key?: unknown; width?: unknown }>(
  columns: readonly C[],
  prefs: ColumnPrefs | null,
): C[] {
  return prefs && kit ? kit.applyColumnPrefs(columns, prefs) : [...columns];
}
