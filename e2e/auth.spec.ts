import { expect, test } from './support/test';
import { API, apiLogin, confirmQuestion, snap, USERS, warmDrawing } from './support/session';

test.describe('logging in and out', () => {
  test('the login page shows a raster math captcha that refreshes on click', async ({ page }) => {
    const captchaServer = process.env.E2E_CAPTCHA_URL;
    expect(captchaServer, 'E2E_CAPTCHA_URL names the server with the captcha on').toBeTruthy();
    await page.goto(`${captchaServer}/login`);
    await expect(page.getByRole('textbox', { name: '验证码' })).toBeVisible();
    const image = page.getByRole('button', { name: /验证码/ }).locator('img');
    await expect(image).toBeVisible();
    const first = await image.getAttribute('src');
    expect(first).toMatch(/^data:image\/png;base64,/);
    expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(100);
    await snap(page, 'login-captcha');
    await image.click();
    await expect.poll(() => image.getAttribute('src')).not.toBe(first);
  });

  test('a wrong password is refused with a message that does not reveal the user', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('账号').fill('admin');
    await page.getByLabel('密码', { exact: true }).fill('wrong-password');
    await page.getByRole('button', { name: /登\s*录/ }).click();
    await expect(page.getByText('用户不存在/密码错误')).toBeVisible();
    await expect(page).toHaveURL(/\/login/);
  });

  test('empty fields are named before anything is sent', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: /登\s*录/ }).click();
    await expect(page.getByText('请输入您的账号')).toBeVisible();
    await expect(page.getByText('请输入您的密码')).toBeVisible();
  });

  test('admin logs in, lands on the console home, survives a refresh and logs out with confirmation', async ({
    page,
    baseURL,
  }) => {
    await page.goto('/login');
    await page.getByLabel('账号').fill(USERS.admin.username);
    await page.getByLabel('密码', { exact: true }).fill(USERS.admin.password);
    await page.getByRole('button', { name: /登\s*录/ }).click();
    await expect(page).toHaveURL(/\/manage\/index$/);
    const sidebar = page.getByRole('navigation').first();
    await expect(page.getByRole('menuitem', { name: /系统管理/ })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: /系统监控/ })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: /网站管理/ })).toBeVisible();
    await snap(page, 'console-home-admin');

    // refresh: still logged in, same page
    await page.goto('/system/user');
    await expect(page.getByRole('cell', { name: 'admin', exact: true })).toBeVisible();
    await page.reload();
    await expect(page).toHaveURL(/\/system\/user$/);
    await expect(page.getByRole('cell', { name: 'admin', exact: true })).toBeVisible();
    await expect(sidebar).toBeVisible();

    const token = (await page.context().cookies()).find((c) => c.name === 'Admin-Token')?.value;
    expect(token).toBeTruthy();

    // logout: cancel does nothing, confirm ends the session on the server too
    await page.getByRole('button', { name: /用户菜单|管理员 Admin/ }).click();
    await page.getByRole('menuitem', { name: '退出登录' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText('确定注销并退出系统吗？')).toBeVisible();
    await snap(page, 'logout-confirm');
    await dialog.getByRole('button', { name: /取\s*消/ }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/system\/user$/);

    await page.getByRole('button', { name: /用户菜单|管理员 Admin/ }).click();
    await page.getByRole('menuitem', { name: '退出登录' }).click();
    await confirmQuestion(page);
    await expect(page).toHaveURL(/\/login$/);
    expect((await page.context().cookies()).find((c) => c.name === 'Admin-Token')).toBeUndefined();

    const afterLogout = await page.request.get(`${baseURL}${API}/getInfo`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect((await afterLogout.json()).code).toBe(401);
  });

  test('once 登录 is accepted, the user, the routes, the section and the first page with its words are asked for while the console code is held back', async ({
    page,
    baseURL,
  }) => {
    const exposes = await (await page.request.get(`${baseURL}/mf/system/exposes.json`)).json();
    const userPage = exposes['./user/index'] as { js: string[]; words: Record<string, string[]> };
    const expected = [
      `${API}/getInfo`,
      `${API}/getRouters`,
      '/mf/system/remoteEntry.js',
      ...userPage.js.map((file) => `/mf/system/${file}`),
      ...userPage.words['zh-cn'].map((file) => `/mf/system/${file}`),
    ];
    const asked: string[] = [];
    page.on('request', (request) => asked.push(new URL(request.url()).pathname));
    // the console's code waits, once the login is sent, until the test lets it go
    let sent = false;
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/chunks\/console\.[0-9a-f]+\.js$/, async (route) => {
      if (sent) await held;
      await route.continue();
    });
    await page.goto('/login?redirect=%2Fsystem%2Fuser');
    await page.getByLabel('账号').fill(USERS.admin.username);
    await page.getByLabel('密码', { exact: true }).fill(USERS.admin.password);
    const send = page.getByRole('button', { name: /登\s*录/ });
    await expect(send).toBeEnabled();
    sent = true;
    await send.click();
    await expect.poll(() => expected.filter((path) => !asked.includes(path))).toEqual([]);
    release();
    await expect(page.getByRole('cell', { name: 'admin', exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/system\/user$/);
    expect(userPage.words.en.some((file) => asked.includes(`/mf/system/${file}`))).toBe(false);
  });
});

test.describe('guard rules', () => {
  test('without a token a console path goes to the public home', async ({ page }) => {
    await page.goto('/manage/index');
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/system/user');
    await expect(page).toHaveURL(/\/$/);
  });

  test('with a token /login goes to /, /manage to the console home, unknown paths to /404', async ({
    page,
    baseURL,
  }) => {
    const token = await apiLogin(page.request, baseURL!, 'admin');
    await page.context().addCookies([{ name: 'Admin-Token', value: token, url: baseURL! }]);
    await page.goto('/login');
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/manage');
    await expect(page).toHaveURL(/\/manage\/index$/);
    await page.goto('/system/no-such-page');
    await expect(page).toHaveURL(/\/404$/);
    await snap(page, 'not-found');
    await page.goto('/system/user-auth/role/abc');
    await expect(page).toHaveURL(/\/404$/);
  });

  test('ry sees only what role common allows: users of its own departments', async ({ page, baseURL }) => {
    const token = await apiLogin(page.request, baseURL!, 'ry');
    await page.context().addCookies([{ name: 'Admin-Token', value: token, url: baseURL! }]);
    await page.goto('/system/user');
    await expect(page.getByRole('cell', { name: 'ry', exact: true })).toBeVisible();
    await expect(page.getByRole('cell', { name: 'admin', exact: true })).toHaveCount(0);
    await snap(page, 'user-list-ry');
  });

  test('a console address opened with a session starts from what its document carries; an ended one goes to login', async ({
    page,
    baseURL,
  }) => {
    const token = await apiLogin(page.request, baseURL!, 'admin');
    await page.context().addCookies([{ name: 'Admin-Token', value: token, url: baseURL! }]);
    // as a running server has drawn the page (the first document after a start may go without)
    await warmDrawing(page.request, baseURL!, token);
    const asked: string[] = [];
    page.on('request', (request) => asked.push(new URL(request.url()).pathname));
    await page.goto('/system/user');
    await expect(page.getByRole('cell', { name: 'admin', exact: true })).toBeVisible();
    // the document had the user and the routes (docs/site/document.md "A console document")
    expect(asked).not.toContain(`${API}/getInfo`);
    expect(asked).not.toContain(`${API}/getRouters`);
    // … and the page's data, read by the server's render of it: its rows and tree came without asking
    await expect(page.getByRole('treeitem').first()).toBeVisible();
    for (const read of [
      '/system/user/list',
      '/system/user/deptTree',
      '/system/dict/data/type/sys_normal_disable',
    ])
      expect(asked).not.toContain(`${API}${read}`);
    // the next read of the list asks the server
    const searched = page.waitForRequest((request) => request.url().includes(`${API}/system/user/list?`));
    await page.getByRole('button', { name: 'search 搜索' }).click();
    await searched;
    // ended on the server: the document carries nothing, the shell asks and is sent to log in
    await page.request.post(`${baseURL}${API}/logout`, { headers: { Authorization: `Bearer ${token}` } });
    await page.goto('/system/user');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fsystem%2Fuser$/);
    expect(asked).toContain(`${API}/getInfo`);
  });
});
