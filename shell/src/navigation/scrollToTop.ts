/** docs/product.md §2: navigation scrolls to the top, taking 800 ms. */
export const SCROLL_DURATION_MS = 800;

/**
 * How long a page that is still loading (a lazily loaded screen, its words) may take to show the
 * element a `#hash` names before the navigation gives up on it and scrolls to the top instead.
 */
export const HASH_TARGET_WAIT_MS = 3000;

export function easeInOutCubic(progress: number): number {
  return progress < 0.5 ? 4 * progress ** 3 : 1 - (-2 * progress + 2) ** 3 / 2;
}

export interface ScrollWindow {
  scrollY: number;
  scrollTo(x: number, y: number): void;
  matchMedia(query: string): { matches: boolean };
  requestAnimationFrame(callback: (time: number) => void): number;
  cancelAnimationFrame(handle: number): void;
  performance: { now(): number };
}

/** Where the element a `#hash` names is looked up (the document). */
export interface ScrollDocument {
  getElementById(id: string): { scrollIntoView(options?: ScrollIntoViewOptions): void } | null;
}

const prefersReducedMotion = (win: ScrollWindow) =>
  win.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * Scrolls the window to the top: smoothly over `duration` ms, or at once when the user prefers
 * reduced motion. Returns a function that stops a scroll still under way (the next navigation).
 */
export function scrollToTop(win: ScrollWindow = window, duration = SCROLL_DURATION_MS): () => void {
  const start = win.scrollY;
  if (start <= 0) return () => undefined;
  if (prefersReducedMotion(win) || duration <= 0) {
    win.scrollTo(0, 0);
    return () => undefined;
  }
  const began = win.performance.now();
  let handle = 0;
  const step = (now: number) => {
    const progress = Math.min(1, (now - began) / duration);
    win.scrollTo(0, Math.round(start * (1 - easeInOutCubic(progress))));
    if (progress < 1) handle = win.requestAnimationFrame(step);
  };
  handle = win.requestAnimationFrame(step);
  return () => win.cancelAnimationFrame(handle);
}

/** The element id a location's hash names (`#trial` → `trial`), or null for no hash. */
export function hashTargetId(hash: string): string | null {
  const raw = hash.startsWith('#') ? hash.slice(1) : hash;
  if (!raw) return null;
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/**
 * Where a navigation ends. A location with a `#hash` (免费试用 from another page goes to `/#trial`)
 * ends at the element it names: at once when the page already shows it, else as soon as the page
 * (still loading) does, within `wait` ms; a target that never appears, and a location without a
 * hash, end at the top (docs/product.md §2). Never both: the animation to the top would cancel the scroll to
 * the target. Returns a function that stops whatever is still under way.
 */
export function scrollForNavigation(
  hash: string,
  win: ScrollWindow = window,
  doc: ScrollDocument = document,
  wait = HASH_TARGET_WAIT_MS,
): () => void {
  const id = hashTargetId(hash);
  if (id === null) return scrollToTop(win);
  const began = win.performance.now();
  let handle = 0;
  let stopScrolling: () => void = () => undefined;
  const look = (now: number) => {
    const target = doc.getElementById(id);
    if (target) {
      target.scrollIntoView({ behavior: prefersReducedMotion(win) ? 'auto' : 'smooth', block: 'start' });
    } else if (now - began >= wait) {
      stopScrolling = scrollToTop(win);
    } else {
      handle = win.requestAnimationFrame(look);
    }
  };
  look(began);
  return () => {
    win.cancelAnimationFrame(handle);
    stopScrolling();
  };
}
