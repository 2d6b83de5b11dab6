import { useCallback, useEffect, useRef, useState } from 'react';

/** The product submenu closes this long after the pointer leaves (docs/product.md §9). */
export const SUBMENU_HIDE_DELAY_MS = 1000;

/** Open/closed state that can close at once or after a delay (cancelled when it opens again). */
export function useDelayedClose(delay = SUBMENU_HIDE_DELAY_MS) {
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const cancel = useCallback(() => clearTimeout(timer.current), []);
  const show = useCallback(() => {
    cancel();
    setOpen(true);
  }, [cancel]);
  const hide = useCallback(() => {
    cancel();
    setOpen(false);
  }, [cancel]);
  const hideLater = useCallback(() => {
    cancel();
    timer.current = setTimeout(() => setOpen(false), delay);
  }, [cancel, delay]);
  useEffect(() => cancel, [cancel]);
  return { open, show, hide, hideLater };
}
