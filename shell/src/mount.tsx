import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { currentLanguage, i18n } from '@dis/shared';
import { App } from './App';
import { onUncaughtError } from './errors/staleChunk';
import { ConsoleApp } from './routes/lazyPages';

/**
 * The code of the first view, taken before the first render when the document says what it is: a
 * console address's document carries the session (`window.__DIS_SESSION__`) and names the
 * console's chunk among its start-up files, so the console renders at once instead of through
 * a fallback React would hold for 300 ms (docs/site/speed.md "No fallback for code that is in").
 * A failure is left to the render, which shows it as it always does.
 */
export function firstViewCode(): Promise<void> {
  return window.__DIS_SESSION__ ? ConsoleApp.preload().catch(() => undefined) : Promise.resolve();
}

/**
 * A page the server rendered in the language shown here is hydrated: its markup stays and comes
 * alive, with the words it was made with, so nothing is fetched again or shifts. Markup in another
 * language (a choice the server could not see: stored before cookie `lang` mirrored it,
 * docs/site/rendering.md) is replaced.
 */
export function mount(container: HTMLElement) {
  const seed = window.__DIS_SITE__;
  if (seed && container.firstElementChild && seed.lang === currentLanguage()) {
    for (const [ns, bundle] of Object.entries(seed.words))
      i18n.addResourceBundle(seed.lang, ns, bundle, true, true);
    // as a transition, hydration yields to the browser every few milliseconds instead of holding
    // the main thread for the whole page (docs/site/speed.md "Paint first"): the markup is
    // already on screen, so nothing waits for it but the page's handlers
    startTransition(() => {
      hydrateRoot(container, <App />, {
        // a mismatch makes React draw the page anew: said loudly, the browser tests fail on it
        onRecoverableError: (error) => console.error('[hydration]', error),
        onUncaughtError,
      });
    });
    return;
  }
  container.replaceChildren();
  // a chunk of the shell gone after releases (docs/architecture.md "Releases"): reload once
  createRoot(container, { onUncaughtError }).render(<App />);
}
