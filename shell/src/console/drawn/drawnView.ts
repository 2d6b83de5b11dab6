import { useEffect, useLayoutEffect } from 'react';
import { useLocation, whenNothingWaits } from '@dis/shared';

/**
 * The console's first view as the server drew it (docs/site/rendering.md "The console's first
 * view"): an inert copy over the console while its code starts, removed in the same frame as the
 * console draws the page itself, so the rows stay on screen throughout.
 */
const DRAWN_ID = 'console-drawn';

/** At the latest after this long the drawn view goes, whatever the console shows by then. */
const AT_THE_LATEST_MS = 15_000;

function drawnView(): HTMLElement | null {
  return typeof document === 'undefined' ? null : document.getElementById(DRAWN_ID);
}

/** Removes the drawn view: the console's own page is on screen from this frame on. */
export function removeDrawnView(): void {
  drawnView()?.remove();
}

/**
 * In a page's boundary: the page has been drawn, so the drawn copy goes before the browser
 * paints; where a part of the page still waits for its code (a status switch), in the commit
 * that draws it.
 */
export function usePageDrawn(): void {
  useLayoutEffect(() => (drawnView() ? whenNothingWaits(removeDrawnView) : undefined), []);
}

/**
 * At the router's root: the drawn view goes as soon as the browser shows another address than
 * the one it was drawn for (the session was refused and the login shows, a redirect), and after
 * 15 s in any case.
 */
export function DrawnViewWatch() {
  const { pathname } = useLocation();
  useLayoutEffect(() => {
    const view = drawnView();
    if (view && view.dataset.path !== pathname) view.remove();
  }, [pathname]);
  useEffect(() => {
    if (!drawnView()) return undefined;
    const timer = setTimeout(removeDrawnView, AT_THE_LATEST_MS);
    return () => clearTimeout(timer);
  }, []);
  return null;
}
