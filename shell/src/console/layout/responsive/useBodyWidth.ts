import { useEffect, useState } from 'react';
import { bodyWidth, debounce, RESIZE_DEBOUNCE_MS } from './device';

/**
 * What `select` makes of the body's width, re-read 300 ms after resizing stops, not while the
 * page is hidden. The component renders again only when that changes (not on every resize).
 */
export function useBodyWidth<T>(select: (width: number) => T): T {
  const [value, setValue] = useState(() => select(bodyWidth()));
  useEffect(() => {
    const update = debounce(() => {
      if (!document.hidden) setValue(select(bodyWidth()));
    }, RESIZE_DEBOUNCE_MS);
    window.addEventListener('resize', update);
    return () => {
      window.removeEventListener('resize', update);
      update.cancel();
    };
  }, [select]);
  return value;
}
