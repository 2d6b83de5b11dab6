import { useSyncExternalStore } from 'react';

/** Whether the page is in full screen; follows the browser (F11 or Esc as well as the button). */
export function useFullscreen(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      document.addEventListener('fullscreenchange', onChange);
      return () => document.removeEventListener('fullscreenchange', onChange);
    },
    () => Boolean(document.fullscreenElement),
    // the server's render of the console (docs/site/rendering.md "The console's first view")
    () => false,
  );
}

/** Enters or leaves full screen; 'unsupported' when the browser cannot. */
export async function toggleFullscreen(
  doc: Document = document,
): Promise<'entered' | 'left' | 'unsupported'> {
  const root = doc.documentElement;
  if (!doc.fullscreenEnabled || typeof root.requestFullscreen !== 'function') return 'unsupported';
  if (doc.fullscreenElement) {
    await doc.exitFullscreen();
    return 'left';
  }
  await root.requestFullscreen();
  return 'entered';
}
