import { gzipSync } from 'node:zlib';
import type { Browser, Page, Request } from '@playwright/test';

export interface FirstLoad {
  /** gzip bytes (level 9) of every script the page loaded */
  totalGzip: number;
  scripts: Array<{ url: string; gzip: number }>;
  /** every URL requested, scripts or not */
  requests: string[];
}

/**
 * The JavaScript a fresh browser loads for a page: a new context (empty cache), every script
 * response counted as its gzip size, until the network is idle and `ready` resolves. With `ready`,
 * a script asked for after it resolved is not counted: what a page loads once its first view is
 * shown (the console's `afterFirstView`, 3 s on) is not part of it, however slow the machine.
 */
export async function measureFirstLoad(
  browser: Browser,
  url: string,
  options: {
    cookies?: Array<{ name: string; value: string; url: string }>;
    ready?: (page: Page) => Promise<void>;
  } = {},
): Promise<FirstLoad> {
  const context = await browser.newContext();
  if (options.cookies) await context.addCookies(options.cookies);
  const page = await context.newPage();
  const scripts: FirstLoad['scripts'] = [];
  const requests: string[] = [];
  const pending: Promise<void>[] = [];
  const firstView = new WeakSet<Request>();
  let shown = false;
  page.on('request', (request) => {
    requests.push(request.url());
    if (!shown) firstView.add(request);
  });
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script' || !firstView.has(response.request())) return;
    pending.push(
      response.body().then(
        (body) => {
          scripts.push({ url: response.url(), gzip: gzipSync(body, { level: 9 }).length });
        },
        () => undefined,
      ),
    );
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  if (options.ready) {
    await options.ready(page);
    shown = true;
  }
  await page.waitForLoadState('networkidle');
  await Promise.all(pending);
  await context.close();
  return { totalGzip: scripts.reduce((sum, s) => sum + s.gzip, 0), scripts, requests };
}

export const KiB = 1024;
