import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from './support/test';
import { API, apiLogin } from './support/session';

/**
 * Every page that declares its first reads (`firstRequests.json` beside its `index.tsx`) gets their
 * answers with the document of its address (docs/site/document.md "A console document"): opened
 * cold with a session, it shows its rows without asking the API for any read of its own. A read
 * the file misses, or one the page asks differently, is asked here and fails the test.
 */
const ROOT = path.resolve(__dirname, '..');
const SECTIONS: Record<string, string> = { 'remote-system': 'system', 'remote-monitor': 'monitor' };

const declared = Object.entries(SECTIONS).flatMap(([remote, section]) => {
  const pages = path.join(ROOT, remote, 'src', 'pages');
  return fs
    .readdirSync(pages)
    .filter((folder) => fs.existsSync(path.join(pages, folder, 'firstRequests.json')))
    .map((folder) => ({
      address: `/${section}/${folder}`,
      reads: JSON.parse(fs.readFileSync(path.join(pages, folder, 'firstRequests.json'), 'utf8')) as string[],
    }));
});

// the console's frame reads these on every page (the navbar, the bell, the lock screen, the
// download centre, live updates): not the page's own
const FRAME = /^\/(system\/config\/configKey\/|system\/notice\/listTop|system\/export\/list|live\/)/;

test('each page that declares its first reads shows its rows without asking for them', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  expect(declared.map((page) => page.address)).toEqual(
    expect.arrayContaining(['/system/user', '/system/role']),
  );
  const context = await browser.newContext();
  const token = await apiLogin(context.request, baseURL!, 'admin');
  await context.addCookies([{ name: 'Admin-Token', value: token, url: baseURL! }]);
  for (const { address, reads } of declared) {
    const page = await context.newPage();
    const asked: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (request.method() === 'GET' && url.pathname.startsWith(`${API}/`))
        asked.push(`${url.pathname.slice(API.length)}${url.search}`);
    });
    await page.goto(address);
    await expect(page.locator('.ant-table-row').first()).toBeVisible();
    // reads that come a moment after the rows (a dictionary, the column settings) have had time
    await page.waitForTimeout(1500);
    const own = asked.filter((read) => !FRAME.test(read));
    expect({ address, asked: own }).toEqual({ address, asked: [] });
    expect(reads.length).toBeGreaterThan(0);
    await page.close();
  }
  await context.close();
});
