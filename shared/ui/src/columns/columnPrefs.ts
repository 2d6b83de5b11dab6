import { useCallback, useEffect, useReducer, useRef } from 'react';
import { noteDrawnPart, partsOfDrawnView, useTranslation, type AjaxResultOf } from '@dis/shared';
import { getQueryClient, useQuery } from '@dis/shared/query';
import { http } from '@dis/shared/request';
import { COLUMN_PREF_PATH, queryKeys } from '@dis/contract/resources';
import type { ColumnPrefs } from '@dis/contract';
import { ACTIONS_COLUMN_KEY } from '../crud/actionsColumn';
import { useKitQueryClient } from '../query/carried';

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

type PrefsAnswer = AjaxResultOf<ColumnPrefs | null>;

/**
 * `GET /system/columnPref/{pageKey}` as a query of the console's cache (`queryKeys.columnPref`):
 * read once a session (the console clears the cache when a session ends), then the cache holds what
 * the staff member changed.
 */
function prefsQuery(pageKey: string, lang: string) {
  return {
    queryKey: queryKeys.columnPref(pageKey, lang),
    queryFn: () => http.get<PrefsAnswer>(prefUrl(pageKey), undefined, { silent: true }),
    staleTime: Infinity,
  };
}
const prefUrl = (pageKey: string) => `${COLUMN_PREF_PATH}/${pageKey}`;

/** Forgets the preferences read so far (tests). */
export function clearColumnPrefsCache(): void {
  getQueryClient().removeQueries({ queryKey: queryKeys.all('system/columnPref') });
}

/** How long a change waits for the next one before it is saved. */
export const SAVE_DELAY_MS = 500;

/**
 * A list's column preferences (null: the list's defaults), read from the server when the list
 * first mounts in the session (beside the list's own request, never before it) and kept in the
 * cache after; a change shows at once and is saved ~500 ms after the last one; null resets (DELETE).
 * Without a key the list has no preferences. Unreadable preferences are the defaults, asked again
 * by the list's next visit.
 */
export function useColumnPrefs(
  pageKey: string | undefined,
): [ColumnPrefs | null, (next: ColumnPrefs | null) => void] {
  const client = useKitQueryClient();
  const { lang } = useTranslation();
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const read = useQuery({ ...prefsQuery(pageKey ?? '', lang), enabled: Boolean(pageKey) }, client);
  const prefs = (pageKey && !read.isError && read.data?.data) || null;
  useEffect(() => {
    // saved preferences apply once the kit that applies them is in
    if (prefs && !kit) void loadKit().then(rerender);
  }, [prefs]);
  const change = useCallback(
    (next: ColumnPrefs | null) => {
      if (!pageKey) return;
      const { queryKey } = prefsQuery(pageKey, lang);
      // a change made while the answer travels wins over it
      void client.cancelQueries({ queryKey, exact: true });
      client.setQueryData<PrefsAnswer>(queryKey, { code: 200, msg: '', data: next });
      // shown in this very commit (the cache tells its readers a moment later)
      rerender();
      clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        (next ? http.put(prefUrl(pageKey), next) : http.delete(prefUrl(pageKey))).catch(() => undefined);
      }, SAVE_DELAY_MS);
    },
    [pageKey, lang, client],
  );
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
