import type { Page } from '@playwright/test';
import { test as base } from './test';

/**
 * Waits until a page the server rendered is live (docs/site/rendering.md): its markup shows before
 * the scripts arrive, and a click before hydration would find no handler. Pages without the
 * server's seed (console pages) go on at once.
 */
export async function untilHydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    if (!(window as { __DIS_SITE__?: unknown }).__DIS_SITE__) return true;
    const root = document.querySelector('#app > *');
    return Boolean(root && Object.keys(root).some((key) => key.startsWith('__reactFiber')));
  });
}

/** `page.goto` that also waits for the page to be live, as a visitor's first click would. */
export function goesLive(page: Page): Page {
  const goto = page.goto.bind(page);
  page.goto = (async (url: string, options?: Parameters<Page['goto']>[1]) => {
    const response = await goto(url, options);
    await untilHydrated(page);
    return response;
  }) as Page['goto'];
  return page;
}

/**
 * The browser tests' `test` (`./test`: a console page once its own page has taken over), with a
 * `page` whose `goto` also waits for a server-rendered public page to be live.
 */
export const test = base.extend({
  page: async ({ page }, provide) => {
    await provide(goesLive(page));
  },
});
