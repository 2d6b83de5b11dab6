import { useLayoutEffect, type ReactNode } from 'react';

/**
 * How many parts of the screen show a fallback while their code loads (`lazyComponent`), so the
 * console can tell when a page is drawn whole: the server's drawn copy of the first view
 * (docs/site/rendering.md "The console's first view") is taken away only then, not while a
 * switch or a dialog's code is still on its way and its place would show empty for a moment.
 */
let waiting = 0;
const settled = new Set<() => void>();

/** Shown in place of a part while its code loads; counted while it is on screen. */
export function WaitingPart({ children }: { children?: ReactNode }) {
  useLayoutEffect(() => {
    waiting += 1;
    return () => {
      waiting -= 1;
      // in the commit that draws the part: whoever waited acts before the browser paints
      if (waiting === 0) for (const run of [...settled]) run();
    };
  }, []);
  return <>{children}</>;
}

/**
 * Runs `run` once no part waits for its code: at once when none does, else in the commit that
 * draws the last one. Returns a function that cancels it.
 */
export function whenNothingWaits(run: () => void): () => void {
  if (waiting === 0) {
    run();
    return () => undefined;
  }
  const once = () => {
    settled.delete(once);
    run();
  };
  settled.add(once);
  return () => settled.delete(once);
}

/** The named parts a server render drew (`noteDrawnPart`), so its document can fetch their code early. */
let drawnParts: Set<string> | null = null;

/** Starts (a set) or ends (null) collecting the parts a server render draws. */
export function collectDrawnParts(parts: Set<string> | null): void {
  drawnParts = parts;
}

/**
 * A part whose code loads on its own (`lazyComponent`) was drawn by a server render: its chunk
 * (`name`, as the build names it) is one the browser's first view will load, so the document asks
 * for it with the rest (docs/site/rendering.md "The console's first view"). Nothing in the browser.
 */
export function noteDrawnPart(name: string): void {
  drawnParts?.add(name);
}

/**
 * The named parts the server's drawn view of the console's first view holds (its `data-parts`):
 * their code is taken before the page renders, so the console draws them at once too.
 */
export function partsOfDrawnView(): string[] {
  if (typeof document === 'undefined') return [];
  return (document.getElementById('console-drawn')?.dataset.parts ?? '').split(' ').filter(Boolean);
}

/**
 * The message of what a part the server does not draw throws there (it loads in the browser after
 * the first view): the server's render draws the fallback of its Suspense boundary instead, as
 * the browser first shows it (`prerenderMarkup` in `@dis/shared/ssr`).
 */
export const BROWSER_ONLY_PART = 'drawn in the browser only';
