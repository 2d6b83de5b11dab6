/** Spec §2: navigation scrolls to the top, taking 800 ms. */
export const SCROLL_DURATION_MS = 800;

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

/**
 * Scrolls the window to the top: smoothly over `duration` ms, or at once when the user prefers
 * reduced motion. Returns a function that stops a scroll still under way (the next navigation).
 */
export function scrollToTop(win: ScrollWindow = window, duration = SCROLL_DURATION_MS): () => void {
  const start = win.scrollY;
  if (start <= 0) return () => undefined;
  if (win.matchMedia('(prefers-reduced-motion: reduce)').matches || duration <= 0) {
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
