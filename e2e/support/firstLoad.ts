import { gzipSync } from 'node:zlib';
import type { Browser, Page } from '@playwright/test';

export interface FirstLoad {
  /** gzip bytes (level 9) of every script the page loaded */
  totalGzip: number;
  scripts: Array<{ url: string; gzip: number }>;
  /** every URL requested, scripts or not */
  requests: string[];
}

/**
 * The JavaScript a fresh browser loads for a page: a new context (empty cache), every script
 * response counted as its gzip size, until the network is idle and `ready` resolves.
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
  page.on('request', (request) => requests.push(request.url()));
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
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
  if (options.ready) await options.ready(page);
  await page.waitForLoadState('networkidle');
  await Promise.all(pending);
  await context.close();
  return { totalGzip: scripts.reduce((sum, s) => sum + s.gzip, 0), scripts, requests };
}

export const KiB = 1024;
