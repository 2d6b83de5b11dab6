import { useEffect, useRef } from 'react';
import { useLocation } from '@dis/shared';
import { scrollForNavigation } from './scrollToTop';

/**
 * Scrolls to the top whenever the page (path or query) changes, or to the element the new
 * location's `#hash` names (`/#trial`); a hash-only change does not scroll here (the page does).
 * The page the browser loaded is not a navigation: where it stands is the browser's (a reload
 * keeps its place, and a visitor who scrolled while the page was coming alive stays where they
 * read); only its `#hash` is still looked for, for a target that shows once its code has loaded.
 */
export function ScrollToTop() {
  const { pathname, search, hash } = useLocation();
  const loaded = useRef(true);
  // the hash is read when the page changes; a change of the hash alone is the page's own business
  useEffect(() => {
    const first = loaded.current;
    loaded.current = false;
    if (first && !hash) return undefined;
    return scrollForNavigation(hash);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname, search]);
  return null;
}
