import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** How long after the layout first shows the first view counts as settled. */
export const FIRST_VIEW_SETTLED_MS = 3000;

/**
 * A component whose code loads once the console's first view has settled (3 s after the console's
 * code runs), so it is not part of the first view's budget (README "Performance budgets"):
 * the watermark, the 下载中心 button.
 */
let settle: () => void = () => undefined;
/** Resolved 3 s after the console's code runs, or at once by `settleFirstView`. */
const settled = new Promise<void>((resolve) => {
  settle = resolve;
  setTimeout(resolve, FIRST_VIEW_SETTLED_MS);
});

/** Loads what waits for the first view now: a staff member already needs it (an early export). */
export function settleFirstView(): void {
  settle();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the constraint React's own lazy() takes
export function lazyAfterFirstView<T extends ComponentType<any>>(
  load: () => Promise<{ default: T }>,
): LazyExoticComponent<T> {
  return lazy(() => settled.then(load));
}
