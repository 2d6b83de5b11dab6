import { Activity } from 'react';
import { Route, Routes } from '@dis/shared';
import { ConsolePage } from '../../routing/ConsolePage';
import type { CachedPage } from './pageCache';

/**
 * The mounted pages: the shown one visible, the others hidden (`display: none`) with their state
 * kept and their effects paused (React's `Activity`), each seeing the location it was last shown
 * at, so its parameters and query do not change while hidden.
 */
export function CachedPages({ pages, shownPath }: { pages: readonly CachedPage[]; shownPath: string }) {
  return (
    <>
      {pages.map((page) => (
        <Activity
          key={`${page.path}#${page.generation}`}
          mode={page.path === shownPath ? 'visible' : 'hidden'}
        >
          <div className="console-page" data-path={page.path}>
            <Routes location={page.location}>
              <Route path={page.route.path} element={<ConsolePage route={page.route} />} />
            </Routes>
          </div>
        </Activity>
      ))}
    </>
  );
}
