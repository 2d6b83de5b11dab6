import { TRIAL_ID } from './company';

export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

export const prefersReducedMotion = (): boolean =>
  typeof window.matchMedia === 'function' && window.matchMedia(REDUCED_MOTION_QUERY).matches;

/** Brings a section of the page into view; with `focusHeading`, its heading takes the focus. */
export function scrollToSection(id: string, focusHeading = false): boolean {
  const section = document.getElementById(id);
  if (!section) return false;
  section.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
  if (focusHeading) section.querySelector<HTMLElement>('h2')?.focus({ preventScroll: true });
  return true;
}

/** Brings the trial form into view and moves the focus to its heading. */
export function scrollToTrial(): boolean {
  return scrollToSection(TRIAL_ID, true);
}

/** Back to top as the spec has it: every 20 ms a fifth of the remaining distance. Returns a stop function. */
export function scrollToTop(): () => void {
  const timer = setInterval(() => {
    const y = window.scrollY;
    if (y <= 1) {
      window.scrollTo(0, 0);
      clearInterval(timer);
      return;
    }
    window.scrollTo(0, Math.floor(y - y / 5));
  }, 20);
  return () => clearInterval(timer);
}
