import { useCallback, useSyncExternalStore } from 'react';

/** The floating helper shows once the page is scrolled further than this (docs/product.md §9). */
export const HELPER_THRESHOLD_PX = 1000;

const subscribe = (onChange: () => void) => {
  window.addEventListener('scroll', onChange, { passive: true });
  return () => window.removeEventListener('scroll', onChange);
};

/**
 * Whether the window is scrolled further than `threshold` pixels. The server's answer (and the
 * first render over the server's markup) is "not scrolled" (docs/site/rendering.md).
 */
export function useScrolledPast(threshold = HELPER_THRESHOLD_PX): boolean {
  const past = useCallback(() => window.scrollY > threshold, [threshold]);
  return useSyncExternalStore(subscribe, past, () => false);
}
