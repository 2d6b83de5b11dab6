import { useEffect, useState } from 'react';

/** The floating helper shows once the page is scrolled further than this (docs/product.md §9). */
export const HELPER_THRESHOLD_PX = 1000;

/** Whether the window is scrolled further than `threshold` pixels. */
export function useScrolledPast(threshold = HELPER_THRESHOLD_PX): boolean {
  const [past, setPast] = useState(() => window.scrollY > threshold);
  useEffect(() => {
    const update = () => setPast(window.scrollY > threshold);
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [threshold]);
  return past;
}
