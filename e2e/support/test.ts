import { test as base, type Browser, type BrowserContext, type Page } from '@playwright/test';

export { expect } from '@playwright/test';
export type { APIRequestContext, Browser, BrowserContext, Locator, Page, Response } from '@playwright/test';

/**
 * A console address reloaded with a session first shows the server's drawn copy of the page, inert
 * and over the console, until the console's own page takes over in place (docs/site/rendering.md
 * "The console's first view"). The tests act on the console's own page, as a person's clicks do:
 * a navigation here is done once the copy has gone (at once where there is none).
 * `e2e/console-drawn.spec.ts` looks at the copy itself, with Playwright's own `test`.
 */
export async function consoleTakenOver(page: Page): Promise<void> {
  await page.locator('#console-drawn').waitFor({ state: 'detached', timeout: 30_000 });
}

const NAVIGATIONS = ['goto', 'reload', 'goBack', 'goForward'] as const;
const watched = new WeakSet<Page>();

function waitsForTheConsole(page: Page): void {
  if (watched.has(page)) return;
  watched.add(page);
  for (const name of NAVIGATIONS) {
    const navigate = page[name].bind(page) as (...args: unknown[]) => Promise<unknown>;
    Object.assign(page, {
      [name]: async (...args: unknown[]) => {
        const response = await navigate(...args);
        await consoleTakenOver(page);
        return response;
      },
    });
  }
}

function watch(context: BrowserContext): BrowserContext {
  context.on('page', waitsForTheConsole);
  for (const page of context.pages()) waitsForTheConsole(page);
  return context;
}

export const test = base.extend<{ context: BrowserContext }, { browser: Browser }>({
  context: async ({ context }, provide) => {
    await provide(watch(context));
  },
  browser: [
    async ({ browser }, provide) => {
      const newContext = browser.newContext.bind(browser);
      Object.assign(browser, {
        newContext: async (...args: Parameters<Browser['newContext']>) => watch(await newContext(...args)),
      });
      await provide(browser);
    },
    { scope: 'worker' },
  ],
});
