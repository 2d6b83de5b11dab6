import { expect, test, type Browser, type Page } from './support/test';
import { API, snap } from './support/session';

/**
 * 个人中心 (/manageUser/profile). The password story changes a real account's password, so this
 * file runs against a server of its own (own port, own DATA_DIR, captcha off): the shared test
 * server's `ry` and `admin`, which other spec files log in with at the same time, are never
 * touched. Here `ry` is changed freely.
 */
type Server = { url: string; stop: () => Promise<void> };
let server: Server;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  const { startServer } = (await import('../scripts/lib/server.mjs')) as {
    startServer: (o: object) => Promise<Server>;
  };
  server = await startServer({ env: { CAPTCHA_ENABLED: 'false' } });
});

test.afterAll(async () => {
  await server?.stop();
});

async function apiLogin(
  page: Page,
  username: string,
  password: string,
): Promise<{ code: number; token?: string; msg: string }> {
  const response = await page.request.post(`${server.url}${API}/login`, { data: { username, password } });
  return response.json();
}

async function openProfileAs(page: Page, username: string, password: string) {
  const { token } = await apiLogin(page, username, password);
  expect(token).toBeTruthy();
  await page.context().addCookies([{ name: 'Admin-Token', value: token!, url: server.url }]);
  await page.goto(`${server.url}/manageUser/profile`);
  await expect(page.getByText('个人信息', { exact: true })).toBeVisible();
}

/** A real 64×48 PNG drawn by the browser, so the cropper has something to show. */
async function pngFile(browser: Browser): Promise<Buffer> {
  const page = await browser.newPage();
  const base64 = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 64;
    canvas.height = 48;
    const ctx = canvas.getContext('2d')!;
    ctx.fillStyle = '#1890ff';
    ctx.fillRect(0, 0, 64, 48);
    ctx.fillStyle = '#fadb14';
    ctx.fillRect(16, 12, 32, 24);
    return canvas.toDataURL('image/png').split(',')[1];
  });
  await page.close();
  return Buffer.from(base64, 'base64');
}

test('基本资料: edit the profile, see it saved, read it back after a reload', async ({ page }) => {
  await openProfileAs(page, 'ry', 'admin123');
  await expect(page.getByText('测试部 QA / 项目经理')).toBeVisible();
  await expect(page.getByText('普通角色')).toBeVisible();

  await page.getByLabel('用户昵称').fill('测试小若');
  await page.getByLabel('手机号码').fill('13912345678');
  await page.getByLabel('邮箱').fill('xiaoruo@example.com');
  await page.getByRole('radio', { name: '男' }).check();
  await page
    .getByRole('button', { name: /保\s*存/ })
    .first()
    .click();
  await expect(page.getByText('修改成功')).toBeVisible();
  await expect(page.locator('.console-user__name')).toHaveText('测试小若');

  // a bad phone is refused in place, nothing sent
  await page.getByLabel('手机号码').fill('12345');
  await page
    .getByRole('button', { name: /保\s*存/ })
    .first()
    .click();
  await expect(page.getByText('请输入正确的手机号码')).toBeVisible();

  await page.reload();
  await expect(page.getByLabel('用户昵称')).toHaveValue('测试小若');
  await expect(page.getByLabel('手机号码')).toHaveValue('13912345678');
  await expect(page.getByText('xiaoruo@example.com')).toBeVisible();
  await expect(page.getByRole('radio', { name: '男' })).toBeChecked();
  await snap(page, 'profile-basic');
});

test('修改密码: a wrong old password is refused; the new one logs in, the old one no longer', async ({
  page,
  browser,
}) => {
  await openProfileAs(page, 'ry', 'admin123');
  await page.getByRole('tab', { name: '修改密码' }).click();
  await page.getByLabel('旧密码').fill('not-my-password');
  await page.getByLabel('新密码').fill('Secret2026');
  await page.getByLabel('确认密码').fill('Secret2026');
  await page
    .getByRole('tabpanel')
    .getByRole('button', { name: /保\s*存/ })
    .click();
  await expect(page.getByText('修改密码失败，旧密码错误')).toBeVisible();
  await snap(page, 'profile-password-refused');

  await page.getByLabel('旧密码').fill('admin123');
  await page
    .getByRole('tabpanel')
    .getByRole('button', { name: /保\s*存/ })
    .click();
  await expect(page.getByText('修改成功')).toBeVisible();

  expect((await apiLogin(page, 'ry', 'admin123')).msg).toBe('用户不存在/密码错误');
  const fresh = await browser.newContext();
  const login = await fresh.newPage();
  await login.goto(`${server.url}/login`);
  await login.getByLabel('账号').fill('ry');
  await login.getByLabel('密码', { exact: true }).fill('Secret2026');
  await login.getByRole('button', { name: /登\s*录/ }).click();
  await expect(login).not.toHaveURL(/\/login/);
  await login.goto(`${server.url}/manageUser/profile`);
  await expect(login.getByText('测试部 QA / 项目经理')).toBeVisible();
  await fresh.close();
});

test('头像: a non-image is refused; a cropped picture becomes the avatar in the card and the navbar', async ({
  page,
  browser,
}) => {
  await openProfileAs(page, 'ry', 'Secret2026');
  await page.getByRole('button', { name: '点击上传头像' }).click();
  const dialog = page.getByRole('dialog', { name: '修改头像' });
  await expect(dialog).toBeVisible();

  await dialog
    .getByLabel('选择')
    .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') });
  await expect(page.getByText('文件格式错误，请上传图片类型,如：JPG，PNG后缀的文件。')).toBeVisible();

  await dialog
    .getByLabel('选择')
    .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: await pngFile(browser) });
  await dialog.getByRole('button', { name: '放大' }).click();
  await dialog.getByRole('button', { name: '向右旋转' }).click();
  await snap(page, 'profile-avatar-crop');
  await dialog.getByRole('button', { name: /提\s*交/ }).click();
  await expect(page.getByText('修改成功')).toBeVisible();
  await expect(dialog).toBeHidden();

  const navbarAvatar = page.locator('.console-user img');
  await expect(navbarAvatar).toHaveAttribute(
    'src',
    /\/prod-api\/profile\/avatar\/\d{4}\/\d{2}\/\d{2}\/[0-9a-f]{32}\.png$/,
  );
  const src = await navbarAvatar.getAttribute('src');
  await expect(page.locator('.profile-card img')).toHaveAttribute('src', src!);
  const served = await page.request.get(`${server.url}${src}`);
  expect(served.headers()['content-type']).toBe('image/png');
  await snap(page, 'profile-avatar-saved');

  // the server checks too: a text file named .png is refused
  const token = (await apiLogin(page, 'ry', 'Secret2026')).token!;
  const refused = await page.request.post(`${server.url}${API}/system/user/profile/avatar`, {
    headers: { Authorization: `Bearer ${token}` },
    multipart: { avatarfile: { name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('<svg/>') } },
  });
  expect(await refused.json()).toEqual({ code: 500, msg: '文件内容与文件格式(png)不符' });
});

test('opened with state activeTab resetPwd, the page shows 修改密码', async ({ page }) => {
  await openProfileAs(page, 'ry', 'Secret2026');
  await page.goto(`${server.url}/manage/index`);
  await page.evaluate(() => {
    history.pushState({ usr: { activeTab: 'resetPwd' }, key: 'e2e', idx: 1 }, '', '/manageUser/profile');
    dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
  });
  await expect(page.getByRole('tab', { name: '修改密码', selected: true })).toBeVisible();
  await expect(page.getByLabel('旧密码')).toBeVisible();
});
