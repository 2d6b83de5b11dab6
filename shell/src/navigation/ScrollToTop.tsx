import { useEffect } from 'react';
import { useLocation } from '@dis/shared';
import { scrollForNavigation } from './scrollToTop';

/**
 * Scrolls to the top whenever the page (path or query) changes, or to the element the new
 * location's `#hash` names (`/#trial`); a hash-only change does not scroll here (the page does).
 */
export function ScrollToTop() {
  const { pathname, search, hash } = useLocation();
  // the hash is read when the page changes; a change of the hash alone is the page's own business
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(() => scrollForNavigation(hash), [pathname, search]);
  return null;
}
