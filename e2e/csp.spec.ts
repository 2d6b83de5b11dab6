import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, type Page } from './support/test';
import { expectPolicy, watchPolicy as watch } from './support/csp';
import { API, apiLogin, USERS, snap } from './support/session';
import { test } from './support/site';

/**
 * The pages under their Content-Security-Policy (docs/security.md "Headers"): every public page,
 * the login page with its captcha, and the console's pages (an InnerLink frame and the API docs
 * among them) load, show and run without one violation of the policy and without a page error.
 * The policy is enforced here as for any visitor: Playwright's `bypassCSP` is off.
 */

/** A page shown, not the console's "not available" or crash notice. */
async function expectShown(page: Page) {
  await page.waitForLoadState('networkidle');
  await expect(page.getByText(/该功能暂时不可用|该页面出现错误|页面出现错误/)).toHaveCount(0);
  expect((await page.locator('#app').innerText()).trim().length).toBeGreaterThan(20);
}

/** A page of another origin for the InnerLink frame (a port of its own on this machine). */
async function otherOrigin(): Promise<{ url: string; close: () => Promise<void> }> {
  const server = http.createServer((_request, response) => {
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    response.end('<!doctype html><title>Framed</title><h1>A page of another origin</h1>');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

test.describe('the pages under their Content-Security-Policy', () => {
  test('every public page, in both languages, and the login page with its captcha', async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    const problems = await watch(page);
    const news = await (await request.get(`${API}/portal/news?lang=zh-cn&pageSize=1`)).json();
    const jobs = await (await request.get(`${API}/portal/jobs?lang=zh-cn`)).json();
    expect(news.rows.length && jobs.rows.length).toBeTruthy();
    const paths = [
      '/',
      '/Solution',
      '/News',
      `/News/${news.rows[0].newsId}`,
      '/About',
      '/Joinus',
      `/Joinus/${jobs.rows[0].jobId}`,
      '/Product/Chaotic',
      '/Product/Intelligence',
      '/Product/Inversion',
      '/Product/Transaction',
      '/?lang=en',
      '/News?lang=en',
      '/login',
      '/register',
    ];
    for (const path of paths) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      expectPolicy(response);
      await expectShown(page);
      expect(problems, path).toEqual([]);
      if (path === '/') await snap(page, 'csp-home');
    }
    // a page shown by the browser router after the first one (no new document)
    await page.goto('/?lang=zh-cn');
    await page
      .getByRole('navigation')
      .getByRole('link', { name: /关于我们/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/About$/);
    await expectShown(page);

    // the captcha is a data: picture
    const captchaServer = process.env.E2E_CAPTCHA_URL;
    expect(captchaServer).toBeTruthy();
    expectPolicy(await page.goto(`${captchaServer}/login`));
    const captcha = page.getByRole('button', { name: /验证码/ }).locator('img');
    await expect(captcha).toBeVisible();
    expect(await captcha.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(100);
    expect(problems).toEqual([]);
  });

  test('the console: login, its pages, an InnerLink frame of another origin and the API docs', async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(240_000);
    const problems = await watch(page);
    const framed = await otherOrigin();
    const token = await apiLogin(page.request, baseURL!, 'admin');
    const headers = { Authorization: `Bearer ${token}` };
    const menuName = `CSP 内链 ${Date.now()}`;
    const added = await page.request.post(`${API}/system/menu`, {
      headers,
      data: {
        parentId: 3,
        menuName,
        orderNum: 99,
        menuType: 'C',
        path: framed.url,
        isFrame: '1',
        isCache: '0',
        visible: '0',
        status: '0',
        icon: 'link',
      },
    });
    expect((await added.json()).code).toBe(200);
    try {
      // the login page, filled in as a person does (the captcha is off on this server)
      expectPolicy(await page.goto('/login'));
      await page.getByLabel('账号').fill(USERS.admin.username);
      await page.getByLabel('密码', { exact: true }).fill(USERS.admin.password);
      await page.getByRole('button', { name: /登\s*录/ }).click();
      await expect(page).toHaveURL(/\/manage\/index$/);
      await expectShown(page);
      expect(problems).toEqual([]);

      for (const path of [
        '/system/user',
        '/system/role',
        '/system/menu',
        '/system/dict',
        '/system/notice',
        '/monitor/online',
        '/monitor/job',
        '/monitor/druid',
        '/monitor/server',
        '/monitor/cache',
        '/marketing/news',
        '/marketing/job',
        '/marketing/lead',
        '/manageUser/profile',
      ]) {
        const response = await page.goto(path);
        expectPolicy(response);
        await expect(page.locator('.console-page:visible')).toBeVisible();
        await page.waitForLoadState('networkidle');
        expect(problems, path).toEqual([]);
        await expectShown(page);
      }

      // the news editor: its rich-text editor is loaded when the dialog opens
      await page.goto('/marketing/news');
      await page
        .locator('.console-page:visible')
        .getByRole('button', { name: /新\s*增/ })
        .first()
        .click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(problems, 'news editor').toEqual([]);

      // the API docs (系统接口): the OpenAPI document drawn by the page itself
      await page.goto('/tool/swagger');
      await expect(
        page
          .locator('.console-page:visible')
          .getByText(/\/system\/user/)
          .first(),
      ).toBeVisible();
      await expectShown(page);
      await snap(page, 'csp-console-swagger');
      expect(problems, 'API docs').toEqual([]);

      // the InnerLink menu: another origin's page inside the console
      await page.goto('/manage/index');
      const sidebar = page.locator('.console-sider');
      await expect(async () => {
        const link = sidebar.getByRole('menuitem', { name: menuName });
        if (!(await link.isVisible())) await sidebar.getByRole('menuitem', { name: /系统工具/ }).click();
        await link.click({ timeout: 2_000 });
        await expect(page.locator('iframe.inner-link__frame')).toBeVisible({ timeout: 2_000 });
      }).toPass({ timeout: 20_000 });
      await expect(
        page
          .frameLocator('iframe.inner-link__frame')
          .getByRole('heading', { name: 'A page of another origin' }),
      ).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: /加载/ })).toHaveCount(0);
      await snap(page, 'csp-console-inner-link');
      expect(problems, 'InnerLink').toEqual([]);
    } finally {
      const list = await (
        await page.request.get(`${API}/system/menu/list?menuName=${encodeURIComponent(menuName)}`, {
          headers,
        })
      ).json();
      for (const menu of list.data ?? [])
        await page.request.delete(`${API}/system/menu/${menu.menuId}`, { headers });
      await framed.close();
    }
  });
});
