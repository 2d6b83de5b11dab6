import {
  expect,
  type APIRequestContext,
  type BrowserContext,
  type Locator,
  type Page,
} from '@playwright/test';

export const API = '/prod-api';

export const USERS = {
  admin: { username: 'admin', password: 'admin123' },
  ry: { username: 'ry', password: 'admin123' },
} as const;

/** Logs in through the API (captcha is off on the test server) and returns the token. */
export async function apiLogin(
  request: APIRequestContext,
  baseURL: string,
  who: keyof typeof USERS,
): Promise<string> {
  // a sign-in turned away while the server sheds load (503, Retry-After) wrote nothing: sent again
  // after the wait it names, as staff click 登录 again (docs/deploy.md "What is shed, and when")
  for (let attempt = 1; ; attempt += 1) {
    const response = await request.post(`${baseURL}${API}/login`, { data: USERS[who] });
    const body = await response.json();
    if (body.code === 200 && body.token) return body.token as string;
    if (response.status() !== 503 || attempt === 5)
      throw new Error(`login as ${who} failed: ${JSON.stringify(body)}`);
    await new Promise((resolve) =>
      setTimeout(resolve, 1000 * Math.max(1, Number(response.headers()['retry-after']) || 2)),
    );
  }
}

/** Puts a session token where the console looks for it (the Admin-Token cookie). */
export async function setSessionCookie(
  context: BrowserContext,
  baseURL: string,
  token: string,
): Promise<void> {
  await context.addCookies([{ name: 'Admin-Token', value: token, url: baseURL }]);
}

export async function loginAs(page: Page, baseURL: string, who: keyof typeof USERS): Promise<string> {
  const token = await apiLogin(page.request, baseURL, who);
  await setSessionCookie(page.context(), baseURL, token);
  return token;
}

/** Saves a screenshot for a person to look at (reports/screenshots, not committed). */
export async function snap(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `reports/screenshots/${name}.png`, fullPage: false });
}

/**
 * A dialog, drawer or dropdown list once it has finished opening: while its animation runs what it
 * holds moves under the pointer, and a click there can miss it on a busy machine.
 */
export async function opened(dialog: Locator): Promise<Locator> {
  await expect(dialog).toBeVisible();
  await expect(dialog).not.toHaveClass(/-(appear|enter)(\s|-|$)/);
  return dialog;
}

/**
 * Opens 布局设置 from the user menu and returns its drawer. On a loaded machine the click on the
 * menu item can land while the menu is still animating in and be lost, as a person's would be: the
 * menu is opened and the item clicked again, as they would.
 */
export async function openLayoutSettings(page: Page): Promise<Locator> {
  const drawer = page.getByRole('dialog', { name: '布局设置' });
  await expect(async () => {
    if (!(await page.getByRole('menuitem', { name: '布局设置' }).isVisible())) {
      await page.getByRole('button', { name: /用户菜单/ }).click({ timeout: 2_000 });
    }
    await page.getByRole('menuitem', { name: '布局设置' }).click({ timeout: 2_000 });
    await expect(drawer).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
  return drawer;
}

/** Answers 确定 to the one question the page asks (a confirm dialog), once it has finished opening. */
export async function confirmQuestion(page: Page): Promise<void> {
  await (await opened(page.getByRole('dialog'))).getByRole('button', { name: /确\s*定/ }).click();
}

/**
 * A server that has drawn the console page at `address` for `token` with its data (its render
 * builds loaded, the page's reads learned), as a running one has: the first document of a page
 * after a start may go without its drawn view and data (docs/site/rendering.md "The console's
 * first view").
 */
export async function warmDrawing(
  request: APIRequestContext,
  baseURL: string,
  token: string,
  address = '/system/user',
): Promise<void> {
  await expect
    .poll(
      async () =>
        (
          await (
            await request.get(`${baseURL}${address}`, { headers: { cookie: `Admin-Token=${token}` } })
          ).text()
        ).includes('id="dis-console-state"'),
      { timeout: 20_000 },
    )
    .toBe(true);
}
