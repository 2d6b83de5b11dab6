import { useSyncExternalStore } from 'react';
import { MOBILE_BREAKPOINT_PX } from '@dis/shared';

/** Spec §4: mobile is a body width (minus 1) below 992 px. */
const QUERY = `(max-width: ${MOBILE_BREAKPOINT_PX}px)`;

function subscribe(onChange: () => void): () => void {
  const list = window.matchMedia(QUERY);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

export function useIsMobile(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(QUERY).matches,
    () => false,
  );
}
