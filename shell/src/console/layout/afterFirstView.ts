import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { BROWSER_ONLY_PART } from '@dis/shared';

/** How long after the console's code runs its first view counts as settled. */
const FIRST_VIEW_SETTLED_MS = 3000;

let settle: () => void = () => undefined;
const settled = new Promise<void>((resolve) => {
  settle = resolve;
  setTimeout(resolve, FIRST_VIEW_SETTLED_MS);
});

/**
 * What the console adds around a page but nobody needs in its first seconds waits for this, so it
 * is not part of the first view's budget (README "Performance budgets"): the watermark, the 下载中心
 * button, the live-updates stream. Resolved 3 s after the console's code runs, or at once by
 * `settleFirstView`.
 */
export function afterFirstView(): Promise<void> {
  return settled;
}

/** Loads what waits for the first view now: a staff member already needs it (an early export). */
export function settleFirstView(): void {
  settle();
}

/**
 * A component whose code loads once the first view has settled (`afterFirstView`). The server's
 * render of the console (docs/site/rendering.md "The console's first view") draws its fallback,
 * as the browser's first view shows it.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the constraint React's own lazy() takes
export function lazyAfterFirstView<T extends ComponentType<any>>(
  load: () => Promise<{ default: T }>,
): LazyExoticComponent<T> {
  return lazy(() =>
    typeof window === 'undefined' ? Promise.reject(new Error(BROWSER_ONLY_PART)) : settled.then(load),
  );
}
