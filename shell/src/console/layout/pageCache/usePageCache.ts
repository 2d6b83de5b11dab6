import { useMemo, useState } from 'react';
import type { Location } from '@dis/shared';
import type { PageRoute } from '../../routing/consoleRoutes';
import { cacheWith, EMPTY_CACHE, refreshed, refreshedAlone, type CachedPage } from './pageCache';
import type { PageActions } from './PageActions';

/**
 * The mounted pages while `page` shows at `location`: it and the cacheable tabs in `keep`. The
 * cache is brought up to date during render, so a page change never renders an empty outlet.
 */
export function usePageCache(
  page: PageRoute,
  location: Location,
  keep: ReadonlySet<string>,
): { pages: CachedPage[]; actions: PageActions } {
  const [state, setState] = useState(EMPTY_CACHE);
  const next = cacheWith(state, { route: page, location }, keep);
  if (next !== state) setState(next);
  const shownPath = location.pathname;
  const actions = useMemo<PageActions>(
    () => ({
      refresh: (path) => setState((current) => refreshed(current, path)),
      refreshShown: () => setState((current) => refreshedAlone(current, shownPath)),
    }),
    [shownPath],
  );
  return { pages: next.pages, actions };
}
