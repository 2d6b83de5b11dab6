import { expect, test, type Browser, type BrowserContext } from '@playwright/test';
import { apiLogin, snap, warmDrawing } from './support/session';

/**
 * A reload of a console list page shows its rows before the console's code has run: the server
 * draws the page and its frame for the signed-in user, and the console takes over in place
 * (docs/site/rendering.md "The console's first view").
 */

/**
 * A new page of a fresh browser context (1366 px) with admin's session, and the number of rows of
 * the user list's first page, as the API answers it.
 */
async function signedInPage(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
  const rows = await signedIn(context, baseURL);
  return { context, rows, page: await context.newPage() };
}

/** Signs admin in and gives the number of rows of the user list's first page, as the API answers it. */
async function signedIn(context: BrowserContext, baseURL: string): Promise<number> {
  const token = await apiLogin(context.request, baseURL, 'admin');
  await context.addCookies([{ name: 'Admin-Token', value: token, url: baseURL }]);
  await warmDrawing(context.request, baseURL, token);
  const list = await context.request.get(`${baseURL}/prod-api/system/user/list?pageNum=1&pageSize=20`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const rows = ((await list.json()) as { rows: unknown[] }).rows.length;
  // other tests add users: at least the two the seed has
  expect(rows).toBeGreaterThanOrEqual(2);
  return rows;
}

test('the rows are on screen before any script has run, drawn by the server', async ({
  browser,
  baseURL,
}) => {
  const { context, rows, page } = await signedInPage(browser, baseURL!);
  await page.route(/\.js(\?|$)/, (route) => route.abort());
  await page.goto('/system/user');
  const drawn = page.locator('#console-drawn');
  await expect(drawn.locator('.ant-table-row')).toHaveCount(rows);
  await expect(drawn.locator('.ant-table-row').first()).toBeVisible();
  await expect(drawn.locator('.ant-table-row', { hasText: 'ry' })).toContainText('测试员');
  // the frame: the user's menus, the breadcrumb and the tabs
  await expect(drawn.locator('.ant-menu-item-selected')).toContainText('用户管理');
  await expect(drawn.getByText('组织机构', { exact: true })).toBeVisible();
  // a copy to look at, not to use: no focus, no clicks, nothing for a screen reader
  await expect(drawn).toHaveAttribute('inert', '');
  await expect(drawn).toHaveAttribute('aria-hidden', 'true');
  await snap(page, 'console-drawn-before-scripts');
  await context.close();
});

test('the console takes over in place: the rows never leave the screen, and the page answers', async ({
  browser,
  baseURL,
}) => {
  const { context, rows, page } = await signedInPage(browser, baseURL!);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  // what the console had drawn of its own when the server's copy went
  await page.addInitScript(`(() => {
    const observer = new MutationObserver(() => {
      if (window.__swap || !document.getElementById('app')?.firstChild) return;
      if (document.getElementById('console-drawn')) { window.__drawnSeen = true; return; }
      window.__swap = {
        rows: document.querySelectorAll('#app .ant-table-row').length,
        switches: document.querySelectorAll('#app .ant-table-row .ant-switch').length,
      };
      observer.disconnect();
    });
    observer.observe(document, { childList: true, subtree: true });
  })();`);
  await page.goto('/system/user');
  await expect(page.locator('#console-drawn')).toHaveCount(0);
  expect(await page.evaluate(() => (window as { __drawnSeen?: boolean }).__drawnSeen)).toBe(true);
  // in the same frame as the copy went, the console's own page had its rows and their switches
  expect(await page.evaluate(() => (window as { __swap?: object }).__swap)).toEqual({ rows, switches: rows });
  // the page is the console's own: a search asks the server
  const listed = page.waitForResponse((response) => response.url().includes('/system/user/list'));
  await page.getByPlaceholder('请输入用户名称').fill('ry');
  await page
    .getByRole('search')
    .getByRole('button', { name: /搜\s*索/ })
    .click();
  await listed;
  // the server's answer: only users whose name holds "ry", ry among them
  await expect(page.locator('.ant-table-row', { hasText: '测试员' })).toHaveCount(1);
  await expect(page.locator('.ant-table-row', { hasText: '管理员' })).toHaveCount(0);
  expect(errors).toEqual([]);
  await snap(page, 'console-drawn-taken-over');
  await context.close();
});

test('a locked screen, layout settings the server cannot see and a phone never show it', async ({
  browser,
  baseURL,
}) => {
  const cases: Array<{ name: string; width: number; storage?: [string, string] }> = [
    { name: 'locked', width: 1366, storage: ['screen-lock', 'locked'] },
    // saved before their cookie existed: the server drew the defaults
    {
      name: 'layout settings without their cookie',
      width: 1366,
      storage: ['layout-setting', '{"tagsView":false}'],
    },
    { name: 'phone', width: 390 },
  ];
  for (const { name, width, storage } of cases) {
    const context = await browser.newContext({ viewport: { width, height: 800 } });
    await signedIn(context, baseURL!);
    if (storage) await context.addInitScript(([key, value]) => localStorage.setItem(key, value), storage);
    const page = await context.newPage();
    // no script of the console's: only the document's own
    await page.route(/\.js(\?|$)/, (route) => route.abort());
    await page.goto('/system/user');
    await expect(page.locator('body')).toBeAttached();
    expect({ name, drawn: await page.locator('#console-drawn').count() }).toEqual({ name, drawn: 0 });
    expect({ name, rows: await page.locator('.ant-table-row').count() }).toEqual({ name, rows: 0 });
    await context.close();
  }
});

/** The relative luminance (0 black … 1 white) of a CSS colour `rgb(…)`/`rgba(…)`. */
const luminance = (colour: string) => {
  const [r, g, b] = (colour.match(/[\d.]+/g) ?? ['255', '255', '255']).map(Number);
  return (0.2126 * r! + 0.7152 * g! + 0.0722 * b!) / 255;
};

test('with 深色 and 顶部菜单 saved, the view is drawn as the staff member sees it, and taken over so', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
  const rows = await signedIn(context, baseURL!);
  // as 布局设置 → 保存配置 keeps them: local storage, and its cookie, which the document reads
  const saved = JSON.stringify({ navType: 3, themeMode: 'dark', tagsView: true, sidebarLogo: true });
  await context.addInitScript((value) => localStorage.setItem('layout-setting', value), saved);
  await context.addCookies([{ name: 'layout-setting', value: encodeURIComponent(saved), url: baseURL! }]);

  // before any script of the console's has run
  const bare = await context.newPage();
  await bare.route(/\.js(\?|$)/, (route) => route.abort());
  await bare.goto('/system/user');
  const drawn = bare.locator('#console-drawn');
  await expect(drawn.locator('.ant-table-row')).toHaveCount(rows);
  // 顶部菜单: the sections in the navbar, no sidebar
  await expect(drawn.locator('.console-topbar')).toBeVisible();
  await expect(drawn.locator('.console-topbar')).toContainText('系统管理');
  await expect(drawn.locator('.console-sider')).toHaveCount(0);
  // 深色: the page and the table are dark, not a black page with a spinner
  await expect(bare.locator('html')).toHaveAttribute('data-theme', 'dark');
  const ground = await drawn
    .locator('.ant-table')
    .first()
    .evaluate((table) => getComputedStyle(table).backgroundColor);
  expect(luminance(ground)).toBeLessThan(0.3);
  // 状态 is never empty: every row has its switch
  await expect(drawn.locator('.ant-table-row .ant-switch')).toHaveCount(rows);
  await snap(bare, 'console-drawn-dark-top-menu-before-scripts');
  await bare.close();

  // and the console takes it over in the same settings
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/system/user');
  await expect(page.locator('#console-drawn')).toHaveCount(0);
  await expect(page.locator('#app .console-topbar')).toContainText('系统管理');
  await expect(page.locator('#app .ant-table-row')).toHaveCount(rows);
  await expect(page.locator('#app .ant-table-row .ant-switch')).toHaveCount(rows);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  expect(errors).toEqual([]);
  await snap(page, 'console-drawn-dark-top-menu-taken-over');
  await context.close();
});
