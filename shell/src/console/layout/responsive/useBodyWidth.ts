import { useEffect, useState } from 'react';
import { bodyWidth, debounce, RESIZE_DEBOUNCE_MS } from './device';

/** The body's width, re-read 300 ms after resizing stops, not while the page is hidden. */
export function useBodyWidth(): number {
  const [width, setWidth] = useState(() => bodyWidth());
  useEffect(() => {
    const update = debounce(() => {
      if (!document.hidden) setWidth(bodyWidth());
    }, RESIZE_DEBOUNCE_MS);
    window.addEventListener('resize', update);
    return () => {
      window.removeEventListener('resize', update);
      update.cancel();
    };
  }, []);
  return width;
}
