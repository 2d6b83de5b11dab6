import { expect, test, type APIRequestContext, type Browser, type Page } from './support/test';
import { API, apiLogin, setSessionCookie, snap } from './support/session';

/**
 * 用户管理's columns follow the staff member (docs/product.md §2 "Lists"): hidden, moved and widened
 * in one browser, the same in another; 重置 restores the defaults. Only 手机号码 is hidden (other
 * files look for the user names), and admin's preferences are reset before and after.
 */
test.describe.configure({ mode: 'serial' });

const PREF = `${API}/system/columnPref/system.user`;
const DEFAULT_ZH = ['用户编号', '用户名称', '用户昵称', '部门', '手机号码', '状态', '创建时间', '操作'];
const CHOSEN_ZH = ['用户编号', '用户昵称', '用户名称', '部门', '状态', '创建时间', '操作'];

async function adminPrefs(request: APIRequestContext, baseURL: string, method: 'GET' | 'DELETE') {
  const token = await apiLogin(request, baseURL, 'admin');
  const response = await request.fetch(`${baseURL}${PREF}`, {
    method,
    headers: { Authorization: `Bearer ${token}` },
  });
  return (await response.json()) as { code: number; data?: unknown };
}

/** A browser of its own (a new context: no cache, no storage) signed in as admin with a new session. */
async function anotherBrowser(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await setSessionCookie(context, baseURL, await apiLogin(page.request, baseURL, 'admin'));
  return page;
}

async function openUsers(page: Page) {
  await page.goto('/system/user');
  await expect(page.getByRole('cell', { name: 'admin', exact: true })).toBeVisible();
}

const headerTexts = (page: Page) =>
  page
    .locator('.dis-page-table thead th')
    .evaluateAll((cells) => cells.map((cell) => cell.textContent?.trim() ?? '').filter(Boolean));
const header = (page: Page, title: string) => page.locator('.dis-page-table thead th', { hasText: title });
const widthOf = async (page: Page, title: string) => (await header(page, title).boundingBox())!.width;

test.beforeAll(async ({ request, baseURL }) => {
  await adminPrefs(request, baseURL!, 'DELETE');
});
test.afterAll(async ({ request, baseURL }) => {
  await adminPrefs(request, baseURL!, 'DELETE');
});

test('hidden, moved and widened columns follow admin to another browser; 重置 restores them', async ({
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(120_000);
  const page = await anotherBrowser(browser, baseURL!);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await openUsers(page);
  await expect.poll(() => headerTexts(page)).toEqual(DEFAULT_ZH);

  // 列显隐: hide 手机号码, move 用户昵称 up
  await page.getByRole('button', { name: '显隐列' }).click();
  await page.getByRole('checkbox', { name: '手机号码' }).uncheck();
  await page.getByRole('button', { name: '上移 用户昵称' }).click();
  await expect.poll(() => headerTexts(page)).toEqual(CHOSEN_ZH);
  await snap(page, 'column-prefs-panel');
  await page.getByRole('button', { name: '显隐列' }).click();
  await expect(page.locator('.dis-column-picker')).toBeHidden();

  // widen 用户名称 by its header's right edge (the resizable header loads on the pointer's arrival)
  const before = await widthOf(page, '用户名称');
  await header(page, '用户名称').hover();
  const edge = header(page, '用户名称').locator('.dis-resize-handle');
  await expect(edge).toBeVisible({ timeout: 10_000 });
  const box = (await edge.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 + 60, box.y + box.height / 2, { steps: 4 });
  await page.mouse.move(box.x + box.width / 2 + 120, box.y + box.height / 2, { steps: 4 });
  await page.mouse.up();
  const widened = await widthOf(page, '用户名称');
  expect(widened).toBeGreaterThan(before + 80);
  // the other columns keep their widths (none is squeezed to its title)
  expect(await widthOf(page, '状态')).toBeGreaterThanOrEqual(70);

  // saved on the server, half a second after the last change
  await expect
    .poll(async () => (await adminPrefs(request, baseURL!, 'GET')).data, { timeout: 10_000 })
    .toMatchObject({
      hidden: ['phonenumber'],
      order: ['userId', 'nickName', 'userName', 'deptName', 'phonenumber', 'status', 'createTime'],
      widths: { userName: expect.any(Number) },
    });
  await snap(page, 'column-prefs-chosen');

  // another browser, same user: the same layout
  const other = await anotherBrowser(browser, baseURL!);
  await openUsers(other);
  await expect.poll(() => headerTexts(other)).toEqual(CHOSEN_ZH);
  expect(Math.abs((await widthOf(other, '用户名称')) - widened)).toBeLessThanOrEqual(2);
  expect(await widthOf(other, '状态')).toBeGreaterThanOrEqual(70);
  await snap(other, 'column-prefs-other-browser');

  // 重置 there: the defaults, and nothing saved
  await other.getByRole('button', { name: '显隐列' }).click();
  await other
    .locator('.dis-column-picker')
    .getByRole('button', { name: /重\s*置/ })
    .click();
  await expect.poll(() => headerTexts(other)).toEqual(DEFAULT_ZH);
  await expect
    .poll(async () => (await adminPrefs(request, baseURL!, 'GET')).data, { timeout: 10_000 })
    .toBeNull();
  await other.getByRole('button', { name: '显隐列' }).click();
  await expect(other.locator('.dis-column-picker')).toBeHidden();

  // in English: hide a column, then Reset
  await other.getByRole('button', { name: 'Switch to English' }).click();
  await expect(other.getByRole('button', { name: 'Columns' })).toBeVisible();
  await other.getByRole('button', { name: 'Columns' }).click();
  await other.getByRole('checkbox', { name: 'Department' }).uncheck();
  await expect(header(other, 'Department')).toHaveCount(0);
  await other.getByRole('button', { name: 'Move Status up' }).click();
  await expect
    .poll(() => headerTexts(other))
    .toEqual(['User ID', 'User name', 'Nickname', 'Status', 'Phone number', 'Created', 'Actions']);
  await snap(other, 'column-prefs-en');
  await other.locator('.dis-column-picker').getByRole('button', { name: 'Reset' }).click();
  await expect(header(other, 'Department')).toHaveCount(1);
  await expect
    .poll(async () => (await adminPrefs(request, baseURL!, 'GET')).data, { timeout: 10_000 })
    .toBeNull();

  // the first browser, reloaded, shows the defaults too
  await openUsers(page);
  await expect.poll(() => headerTexts(page)).toEqual(DEFAULT_ZH);
  expect(errors).toEqual([]);
  await page.context().close();
  await other.context().close();
});
