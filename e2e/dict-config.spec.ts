import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Browser, type Page } from './support/test';
import { API, snap } from './support/session';

/**
 * 字典管理 and 参数设置 (docs/system/dict-config.md), against a server of their own whose captcha
 * follows the setting `sys.account.captchaEnabled` (no CAPTCHA_ENABLED override). The data folder
 * is prepared by a first start with the override off, which turns the setting off, so this file
 * can log in without solving a captcha.
 */
type Server = { url: string; stop: () => Promise<void> };
type Start = (o: object) => Promise<Server>;
let server: Server;
let dataDir: string;

test.describe.configure({ mode: 'serial' });

async function apiToken(page: Page, baseURL: string): Promise<string> {
  const response = await page.request.post(`${baseURL}${API}/login`, {
    data: { username: 'admin', password: 'admin123' },
  });
  const body = await response.json();
  expect(body.token, JSON.stringify(body)).toBeTruthy();
  return body.token as string;
}

test.beforeAll(async ({ browser }) => {
  test.setTimeout(180_000);
  const { startServer } = (await import('../scripts/lib/server.mjs')) as { startServer: Start };
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'dis-e2e-dict-config-'));
  const first = await startServer({ env: { CAPTCHA_ENABLED: 'false', DATA_DIR: dataDir } });
  try {
    const page = await browser.newPage();
    const token = await apiToken(page, first.url);
    const headers = { Authorization: `Bearer ${token}` };
    const current = await (await page.request.get(`${first.url}${API}/system/config/4`, { headers })).json();
    const put = await page.request.put(`${first.url}${API}/system/config`, {
      headers,
      data: { ...current.data, configValue: 'false' },
    });
    expect((await put.json()).code).toBe(200);
    await page.close();
  } finally {
    await first.stop();
  }
  server = await startServer({ env: { CAPTCHA_ENABLED: '', DATA_DIR: dataDir } });
});

test.afterAll(async () => {
  await server?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

async function openAsAdmin(page: Page, route: string): Promise<string> {
  const token = await apiToken(page, server.url);
  await page.context().addCookies([{ name: 'Admin-Token', value: token, url: server.url }]);
  await page.goto(`${server.url}${route}`);
  return token;
}

/** the login page of a visitor asks for the captcha, or does not, once the server has answered */
async function expectLoginCaptcha(browser: Browser, shown: boolean): Promise<void> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const answered = page.waitForResponse((response) => response.url().includes('/captchaImage'));
  await page.goto(`${server.url}/login`);
  await answered;
  await expect(page.getByRole('textbox', { name: /账号|用户名/ }).first()).toBeVisible();
  const captcha = page.getByRole('textbox', { name: '验证码' });
  if (shown) await expect(captcha).toBeVisible();
  else await expect(captcha).toBeHidden();
  await snap(page, shown ? 'dict-config-login-captcha' : 'dict-config-login-no-captcha');
  await context.close();
}

test('a dictionary entry added with an English label shows as a tag in both languages', async ({ page }) => {
  const token = await openAsAdmin(page, '/system/dict');
  // the type's 列表 opens its entries (the type itself opens its detail drawer)
  await page
    .getByRole('row', { name: /sys_user_sex/ })
    .getByRole('button', { name: /列\s*表/ })
    .click();
  await expect(page).toHaveURL(/\/system\/dict-data\/index\/1$/);
  await expect(page.getByRole('cell', { name: '未知', exact: true })).toBeVisible();
  await page.getByRole('button', { name: /新\s*增/ }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('数据标签').fill('保密');
  await dialog.getByLabel('英文标签').fill('Undisclosed');
  await dialog.getByLabel('数据键值').fill('3');
  await dialog.getByLabel('回显样式').click();
  await page.getByTitle('警告(warning)').click();
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  const tag = page.locator('.ant-tag', { hasText: '保密' });
  await expect(tag).toBeVisible();
  await snap(page, 'dict-data-zh');
  await page.getByRole('button', { name: 'Switch to English' }).click();
  await expect(page.locator('.ant-tag', { hasText: 'Undisclosed' })).toBeVisible();
  await snap(page, 'dict-data-en');
  // every dictionary-driven control gets it from the server at once, in both languages
  const labels = async (language: string) =>
    (
      await (
        await page.request.get(`${server.url}${API}/system/dict/data/type/sys_user_sex`, {
          headers: { 'accept-language': language, Authorization: `Bearer ${token}` },
        })
      ).json()
    ).data.map((entry: { dictLabel: string }) => entry.dictLabel);
  expect(await labels('zh-cn')).toContain('保密');
  expect(await labels('en')).toContain('Undisclosed');
  await page.getByRole('button', { name: '切换到中文' }).click();
});

test('the captcha switch of 参数设置 shows on the login page at once', async ({ page, browser }) => {
  await expectLoginCaptcha(browser, false);
  await openAsAdmin(page, '/system/config');
  const setCaptcha = async (value: 'true' | 'false') => {
    await page.getByPlaceholder('请输入参数键名').fill('sys.account.captchaEnabled');
    await page
      .getByRole('search')
      .getByRole('button', { name: /搜\s*索/ })
      .click();
    const row = page.getByRole('row', { name: /sys\.account\.captchaEnabled/ });
    await expect(row).toHaveCount(1);
    await row.getByRole('button', { name: /修\s*改/ }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByLabel('参数键值')).toHaveValue(/true|false/);
    await dialog.getByLabel('参数键值').fill(value);
    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    await expect(dialog).toBeHidden();
    await expect(row.getByRole('cell', { name: value, exact: true })).toBeVisible();
  };
  await setCaptcha('true');
  await expectLoginCaptcha(browser, true);
  await setCaptcha('false');
  await snap(page, 'config-list');
  await expectLoginCaptcha(browser, false);
  await setCaptcha('true');
  await expectLoginCaptcha(browser, true);
});
