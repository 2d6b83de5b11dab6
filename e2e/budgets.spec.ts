import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from './support/test';
import { KiB, measureFirstLoad } from './support/firstLoad';
import { apiLogin, warmDrawing } from './support/session';

/**
 * Budgets of the production build (issue "The spine"): gzip bytes of every script a fresh browser
 * loads. The public site and the login page load no console code.
 */
test.describe('first-load JavaScript budgets', () => {
  test('the public home page stays within 160 KiB and loads only the marketing remote', async ({
    browser,
    baseURL,
  }) => {
    const load = await measureFirstLoad(browser, `${baseURL}/`, {
      ready: async (page) => {
        await expect(page.locator('main')).toBeVisible();
      },
    });
    console.log(`/  ${(load.totalGzip / KiB).toFixed(1)} KiB in ${load.scripts.length} scripts`);
    expect(load.totalGzip).toBeLessThanOrEqual(160 * KiB);
    expect(load.requests.some((u) => u.includes('/mf/marketing/remoteEntry.js'))).toBe(true);
    expect(load.requests.filter((u) => /\/mf\/(system|monitor|tools|sales)\//.test(u))).toEqual([]);
    expect(load.requests.filter((u) => u.includes('/prod-api/'))).toEqual([]);
  });

  test('the login page stays within 190 KiB', async ({ browser, baseURL }) => {
    const load = await measureFirstLoad(browser, `${baseURL}/login`, {
      ready: async (page) => {
        await expect(page.getByRole('button', { name: /登\s*录/ })).toBeVisible();
      },
    });
    console.log(`/login  ${(load.totalGzip / KiB).toFixed(1)} KiB in ${load.scripts.length} scripts`);
    expect(load.totalGzip).toBeLessThanOrEqual(190 * KiB);
    expect(load.requests.filter((u) => /\/mf\//.test(u))).toEqual([]);
  });

  test("the console's first view (user list) stays within 440 KiB", async ({ browser, baseURL, request }) => {
    const token = await apiLogin(request, baseURL!, 'admin');
    // as a running server has drawn it (the first document of a page after a start may go without)
    await warmDrawing(request, baseURL!, token);
    const load = await measureFirstLoad(browser, `${baseURL}/system/user`, {
      cookies: [{ name: 'Admin-Token', value: token, url: baseURL! }],
      // the first view: the rows with their status switches
      ready: async (page) => {
        await expect(page.getByRole('cell', { name: 'admin', exact: true })).toBeVisible();
        await expect(page.locator('.console-page:visible').getByRole('switch').first()).toBeVisible();
      },
    });
    console.log(`/system/user  ${(load.totalGzip / KiB).toFixed(1)} KiB in ${load.scripts.length} scripts`);
    // BUDGET_DETAIL=1 lists each script, largest first, to find what grew
    if (process.env.BUDGET_DETAIL)
      for (const script of [...load.scripts].sort((a, b) => b.gzip - a.gzip))
        console.log(`  ${(script.gzip / KiB).toFixed(2).padStart(7)}  ${new URL(script.url).pathname}`);
    if (process.env.BUDGET_DETAIL)
      for (const url of load.requests.filter((u) => u.includes('/prod-api/'))) console.log(`  asked ${url}`);
    expect(load.totalGzip).toBeLessThanOrEqual(440 * KiB);
    // its reads come with the document and the frame asks for its own once the view has settled, so
    // no call goes out and axios is not loaded (docs/site/speed.md "axios when the first call goes out")
    expect(load.requests.filter((u) => u.includes('/prod-api/'))).toEqual([]);
  });

  // docs/site/rendering.md "What a server keeps of a render build"
  test("the server's render builds are ASCII and compact: a server holds their text a byte a character", () => {
    const root = path.join(__dirname, '..');
    // every app's render build, whatever apps there are (a new section's among them)
    const builds = fs
      .readdirSync(root)
      .map((app) => path.join(root, app, 'dist', 'ssr', 'render.cjs'))
      .filter((file) => fs.existsSync(file));
    expect(builds.length).toBeGreaterThanOrEqual(5);
    for (const file of builds) {
      const text = fs.readFileSync(file, 'utf8');
      const wide = text.match(/[\u0080-\uffff]/g) ?? [];
      expect({ file: path.relative(root, file), wide: wide.length }).toEqual({
        file: path.relative(root, file),
        wide: 0,
      });
      // unminified they were 11–12.5 MB; without white space and comments about 7–7.7 MB
      expect(text.length, file).toBeLessThanOrEqual(9 * 1024 * 1024);
    }
  });

  // docs/site/speed.md "Paint first": V8 compiles the federation runtime while the file streams
  test('the entry files, and only they, ask V8 to compile them while they stream', async ({ request }) => {
    const remotes = (await (await request.get('/remotes.json')).json()) as Record<string, string>;
    const entries = ['/main.js', ...Object.values(remotes)];
    expect(entries.length).toBeGreaterThan(4);
    for (const entry of entries)
      expect(
        (await (await request.get(entry)).text()).startsWith('//# allFunctionsCalledOnLoad\n'),
        entry,
      ).toBe(true);
    const { bootstrap } = (await (await request.get('/chunks.json')).json()) as Record<
      string,
      { js: string[] }
    >;
    for (const chunk of bootstrap!.js)
      expect(await (await request.get(`/${chunk}`)).text(), chunk).not.toContain('allFunctionsCalledOnLoad');
  });
});
