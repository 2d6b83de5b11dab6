import { expect, test, type APIRequestContext, type Browser, type Page } from './support/test';
import { API, apiLogin, loginAs, opened, setSessionCookie, snap } from './support/session';

/**
 * The console's keyboard (docs/product.md §2 "Keyboard") and 我的设备 in 个人中心
 * (docs/security.md "Sessions"). Chromium here runs on Linux: the command key is Ctrl, the
 * others Alt. Each test has its own browser context, so settings start fresh; the devices story
 * uses a user of its own, removed at the end.
 */

const searchBox = (page: Page) => page.getByRole('combobox', { name: /^(搜索菜单|Search menus)$/ });

async function openHome(page: Page, baseURL: string) {
  await loginAs(page, baseURL, 'admin');
  await page.goto('/manage/index');
  await expect(page.getByRole('heading', { name: '快捷入口' })).toBeVisible();
}

/** Moves the search's highlight with the arrow keys onto `label`, then opens it with Enter. */
async function chooseWithArrows(page: Page, label: string) {
  await expect(page.locator('.ant-select-item-option', { hasText: label }).first()).toBeVisible();
  const active = page.locator('.ant-select-item-option-active');
  for (let moves = 0; moves < 10 && (await active.textContent()) !== label; moves++)
    await page.keyboard.press('ArrowDown');
  await expect(active).toHaveText(label);
  await page.keyboard.press('Enter');
}

test('Ctrl+K opens the menu search from anywhere; arrows and Enter open 用户管理; Esc gives the focus back', async ({
  page,
  baseURL,
}) => {
  await openHome(page, baseURL!);
  // the focus somewhere in the navbar; Esc brings it back there
  await page.getByRole('button', { name: /^(用户菜单|User menu)/ }).focus();
  const trigger = await page.evaluate(() => document.activeElement?.className ?? '');
  await page.keyboard.press('Control+K');
  await expect(searchBox(page)).toBeFocused();
  await expect(page.locator('.header-search__box')).toContainText('Ctrl+K');
  await page.keyboard.press('Escape');
  await expect(searchBox(page)).toHaveCount(0);
  expect(await page.evaluate(() => document.activeElement?.className ?? '')).toBe(trigger);

  await page.keyboard.press('Control+K');
  await page.keyboard.type('用户');
  await expect(page.locator('.ant-select-item-option').first()).toBeVisible();
  await snap(page, 'keyboard-search');
  await chooseWithArrows(page, '系统管理 > 用户管理');
  await expect(page).toHaveURL(/\/system\/user$/);
  await expect(
    page.locator('.console-page:visible').getByRole('cell', { name: 'admin', exact: true }),
  ).toBeVisible();

  // typing in a field: ? is a character there, Ctrl+K still opens the search
  const field = page.locator('.console-page:visible').getByRole('search').getByLabel('用户名称');
  await field.click();
  await page.keyboard.press('Shift+Slash');
  await expect(field).toHaveValue('?');
  await expect(page.getByRole('dialog', { name: '快捷键' })).toHaveCount(0);
  await page.keyboard.press('Control+K');
  await expect(searchBox(page)).toBeFocused();
  await expect(field).toHaveValue('?');
});

test('? lists every shortcut; Alt+L locks the screen; the user menu shows the keys', async ({
  page,
  baseURL,
}) => {
  await openHome(page, baseURL!);
  await page.getByRole('button', { name: /^用户菜单/ }).click();
  await expect(page.getByRole('menuitem', { name: /锁定屏幕/ })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: /锁定屏幕/ })).toContainText('Alt+L');
  await expect(page.getByRole('menuitem', { name: /退出登录/ })).toContainText('Alt+Q');
  await expect(page.getByRole('menuitem', { name: /布局设置/ })).toContainText('Alt+,');
  await snap(page, 'keyboard-user-menu');
  await page.keyboard.press('Escape');

  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.keyboard.press('Shift+Slash');
  const help = await opened(page.getByRole('dialog', { name: '快捷键' }));
  await expect(help.getByRole('row')).toHaveText([
    /功能\s*按键/,
    /搜索菜单\s*Ctrl\+K/,
    /锁定屏幕\s*Alt\+L/,
    /退出登录\s*Alt\+Q/,
    /布局设置\s*Alt\+,/,
    /显示快捷键\s*\?/,
  ]);
  await snap(page, 'keyboard-help');
  // nothing else fires while it is open
  await page.keyboard.press('Alt+L');
  await expect(page.getByText('屏幕已锁定').first()).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(help).toBeHidden();

  // a closed dialog left in the page does not hold the keys back
  await page.keyboard.press('Alt+Q');
  const question = await opened(page.getByRole('dialog').filter({ hasText: '确定注销并退出系统吗？' }));
  await question.getByRole('button', { name: /取\s*消/ }).click();
  await expect(question).toBeHidden();
  await page.keyboard.press('Alt+L');
  await expect(page.getByText('屏幕已锁定').first()).toBeVisible();
  await snap(page, 'keyboard-locked');
  await page.getByPlaceholder('请输入登录密码').fill('admin123');
  await page.getByRole('button', { name: /解\s*锁/ }).click();
  await expect(page.getByRole('heading', { name: '快捷入口' })).toBeVisible();
});

test('键盘快捷键 off in 布局设置: Ctrl+K, ? and Alt+L do nothing', async ({ page, baseURL }) => {
  await openHome(page, baseURL!);
  await page.keyboard.press('Alt+Comma');
  const drawer = await opened(page.getByRole('dialog', { name: '布局设置' }));
  const toggle = drawer.getByRole('switch', { name: '键盘快捷键' });
  await expect(toggle).toBeChecked();
  await toggle.click();
  await expect(toggle).not.toBeChecked();
  await snap(page, 'keyboard-settings-off');
  await drawer.getByRole('button', { name: /close|关闭/i }).click();
  await expect(drawer).toBeHidden();

  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.keyboard.press('Control+K');
  await page.keyboard.press('Shift+Slash');
  await page.keyboard.press('Alt+L');
  await page.waitForTimeout(500);
  await expect(searchBox(page)).toHaveCount(0);
  await expect(page.getByRole('dialog', { name: '快捷键' })).toHaveCount(0);
  await expect(page.getByText('屏幕已锁定')).toHaveCount(0);
  await page.getByRole('button', { name: /^用户菜单/ }).click();
  await expect(page.getByRole('menuitem', { name: /锁定屏幕/ })).not.toContainText('Alt+L');
});

// ---- 我的设备 ---------------------------------------------------------------------------------

const DEVICE_USER = `kbdev${Date.now().toString(36)}`;
const FIRST_PASSWORD = 'admin123';
const PASSWORD = 'Devices#2026';

async function adminCall(
  request: APIRequestContext,
  baseURL: string,
  method: string,
  url: string,
  data?: object,
) {
  const token = await apiLogin(request, baseURL, 'admin');
  const response = await request.fetch(`${baseURL}${API}${url}`, {
    method,
    data,
    headers: { Authorization: `Bearer ${token}` },
  });
  return response.json();
}

/** A fresh browser signed in as the devices user, on 个人中心. */
async function deviceBrowser(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  const login = await (
    await page.request.post(`${baseURL}${API}/login`, { data: { username: DEVICE_USER, password: PASSWORD } })
  ).json();
  expect(login.code).toBe(200);
  await setSessionCookie(context, baseURL, login.token);
  await page.goto('/manageUser/profile');
  return page;
}

test('我的设备: the first browser signs the second out; the second’s next action meets the 401 dialog (in English)', async ({
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(120_000);
  const created = await adminCall(request, baseURL!, 'POST', '/system/user', {
    userName: DEVICE_USER,
    nickName: DEVICE_USER,
    password: FIRST_PASSWORD,
    deptId: 105,
    roleIds: [2],
    status: '0',
  });
  expect(created.code).toBe(200);
  const listed = await adminCall(request, baseURL!, 'GET', `/system/user/list?userName=${DEVICE_USER}`);
  const userId = listed.rows[0].userId as number;
  try {
    // the initial password changed first, so no reminder stands in the way
    const first = await (
      await request.post(`${baseURL}${API}/login`, {
        data: { username: DEVICE_USER, password: FIRST_PASSWORD },
      })
    ).json();
    const changed = await (
      await request.put(`${baseURL}${API}/system/user/profile/updatePwd`, {
        data: { oldPassword: FIRST_PASSWORD, newPassword: PASSWORD },
        headers: { Authorization: `Bearer ${first.token}` },
      })
    ).json();
    expect(changed.code).toBe(200);
    await request.post(`${baseURL}${API}/logout`, { headers: { Authorization: `Bearer ${first.token}` } });

    // the laptop signs in first, so the office's list shows both
    const laptop = await deviceBrowser(browser, baseURL!);
    const office = await deviceBrowser(browser, baseURL!);
    // the first one in English
    await office.getByRole('button', { name: 'Switch to English' }).click();
    const card = office.locator('.profile-devices');
    await expect(card.getByText('My devices')).toBeVisible();
    await expect(card.getByRole('row')).toHaveCount(3); // header and two devices
    const rows = card.locator('tr.ant-table-row');
    await expect(rows.filter({ hasText: 'This device' })).toHaveCount(1);
    await expect(
      rows.filter({ hasText: 'This device' }).getByRole('button', { name: 'Sign out' }),
    ).toHaveCount(0);
    await expect(rows.first()).toContainText('This device');
    await expect(rows.first()).toContainText(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/);
    const other = rows.filter({ hasNotText: 'This device' });
    await expect(other).toContainText('127.0.0.1');
    await snap(office, 'devices-english');

    await other.getByRole('button', { name: 'Sign out' }).click();
    const question = await opened(office.getByRole('dialog').filter({ hasText: 'Sign out the device' }));
    await question.getByRole('button', { name: /OK|确\s*定/ }).click();
    await expect(office.getByText('Signed out')).toBeVisible();
    await expect(rows).toHaveCount(1);

    // the second browser's next action meets the end of its session (the live stream, where it
    // runs, may show the dialog at once: then the keys below do nothing)
    const expired = laptop.getByText('登录状态已过期，您可以继续留在该页面，或者重新登录');
    await expect(laptop.getByText('我的设备')).toBeVisible();
    if (!(await expired.isVisible())) {
      await laptop.keyboard.press('Control+K');
      await laptop.keyboard.type('用户');
      await laptop.keyboard.press('Enter');
    }
    await expect(expired).toBeVisible();
    await snap(laptop, 'devices-signed-out');
    await office.context().close();
    await laptop.context().close();
  } finally {
    await adminCall(request, baseURL!, 'DELETE', `/system/user/${userId}`);
  }
});
