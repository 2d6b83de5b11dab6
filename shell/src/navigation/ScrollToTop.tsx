import { useEffect } from 'react';
import { useLocation } from '@dis/shared';
import { scrollToTop } from './scrollToTop';

/** Scrolls to the top whenever the page (path or query) changes; a hash-only change does not. */
export function ScrollToTop() {
  const { pathname, search } = useLocation();
  useEffect(() => scrollToTop(), [pathname, search]);
  return null;
}
