import { expect, test } from './support/test';
import { API, apiLogin, warmDrawing } from './support/session';

/**
 * Every list page the system and monitor remotes' render builds draw gets its reads with the
 * document of its address (docs/site/document.md "A console document"): the server renders the
 * page, learning what it reads by rendering it, and the document carries the cache that render
 * filled. Opened cold with a session, the page shows its rows without asking the API for any read
 * of its own; a read the server's render did not make, or one the browser keys otherwise, is asked
 * here and fails the test. Nothing is declared per page.
 */
const DRAWN = [
  ...['user', 'role', 'menu', 'dept', 'post', 'dict', 'config', 'notice'].map((page) => `/system/${page}`),
  ...['online', 'job'].map((page) => `/monitor/${page}`),
  ...['operlog', 'logininfor'].map((page) => `/system/log/${page}`),
];

// the console's frame reads these on every page (the navbar, the bell, the lock screen, the
// download centre, live updates): not the page's own
const FRAME = /^\/(system\/config\/configKey\/|system\/notice\/listTop|system\/export\/list|live\/)/;

test('each drawn list page shows its rows without asking for them', async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  const context = await browser.newContext();
  const token = await apiLogin(context.request, baseURL!, 'admin');
  await context.addCookies([{ name: 'Admin-Token', value: token, url: baseURL! }]);
  for (const address of DRAWN) {
    // the first document of a page after the server started may not wait for its render (the
    // render builds load, the page's reads are learned): as a running server has drawn it
    await warmDrawing(context.request, baseURL!, token, address);
    const page = await context.newPage();
    const asked: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (request.method() === 'GET' && url.pathname.startsWith(`${API}/`))
        asked.push(`${url.pathname.slice(API.length)}${url.search}`);
    });
    await page.goto(address);
    // its rows, or its table's empty row (no operation is logged on a fresh server)
    await expect(page.locator('.ant-table-row, .ant-table-placeholder').first()).toBeVisible();
    // reads that come a moment after the rows (a dictionary, the column settings) have had time
    await page.waitForTimeout(1500);
    const own = asked.filter((read) => !FRAME.test(read));
    expect({ address, asked: own }).toEqual({ address, asked: [] });
    await page.close();
  }
  await context.close();
});
