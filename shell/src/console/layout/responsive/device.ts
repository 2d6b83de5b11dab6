import { MOBILE_BREAKPOINT_PX } from '@dis/shared';

/** docs/product.md §4: resize handling is debounced by 300 ms. */
export const RESIZE_DEBOUNCE_MS = 300;

/** docs/product.md §4: mobile is a body width minus 1 below 992 px. */
export function isMobileWidth(bodyWidth: number): boolean {
  return bodyWidth - 1 < MOBILE_BREAKPOINT_PX;
}

/** The width the server draws the console at: a desktop's. */
const DRAWN_WIDTH = 1366;

/** The body's width; the window's where the body has not been laid out (width 0). */
export function bodyWidth(
  doc: Document | undefined = typeof document === 'undefined' ? undefined : document,
  win: Window | undefined = typeof window === 'undefined' ? undefined : window,
): number {
  // the server draws the console wide (docs/site/rendering.md "The console's first view")
  if (!doc || !win) return DRAWN_WIDTH;
  return doc.body.getBoundingClientRect().width || win.innerWidth;
}

/** What the sidebar does when the device is known again. */
export function sidebarOnDevice(wasMobile: boolean | undefined, mobile: boolean): 'closeAtOnce' | 'leave' {
  // on first load as mobile, and whenever the device becomes mobile: close without animation
  return mobile && wasMobile !== true ? 'closeAtOnce' : 'leave';
}

/** `fn` runs once calls have paused for `wait` ms; `cancel()` drops a pending call. */
export function debounce<A extends unknown[]>(fn: (...args: A) => void, wait: number) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const debounced = (...args: A) => {
    if (timer !== undefined) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = undefined;
      fn(...args);
    }, wait);
  };
  debounced.cancel = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
  return debounced;
}
