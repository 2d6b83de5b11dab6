import { expect } from './support/test';
import { snap } from './support/session';
import { test } from './support/site';

test.describe('the public site', () => {
  test('home is served by the marketing remote in Chinese by default', async ({ page }) => {
    const remotes: string[] = [];
    page.on('request', (request) => {
      const match = request.url().match(/\/mf\/([a-z]+)\//);
      if (match) remotes.push(match[1]);
    });
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: '主导航' });
    for (const entry of ['首页', '核心产品', '新闻中心', '关于我们', '加入我们']) {
      await expect(nav.getByText(entry, { exact: true }).first()).toBeVisible();
    }
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.getByRole('heading', { name: '免费试用 / 定制方案' })).toBeVisible();
    await expect(page).toHaveTitle(/DIS/);
    await snap(page, 'home-zh');
    expect([...new Set(remotes)]).toEqual(['marketing']);
  });

  test('English when chosen, and the choice is remembered', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Switch to English' }).click();
    await expect(
      page.getByRole('navigation', { name: /main/i }).getByText('News', { exact: true }).first(),
    ).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { name: /trial/i }).first()).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('en');
    await snap(page, 'home-en');
  });

  test('the trial form names missing fields, then stores the request', async ({ page }) => {
    await page.goto('/');
    const form = page.locator('form', { has: page.getByRole('button', { name: '提交申请' }) });
    await form.getByRole('button', { name: '提交申请' }).click();
    await expect(page.getByText('请输入姓名和手机号')).toBeVisible();
    await form.getByLabel(/姓名/).fill('测试访客');
    await form.getByLabel(/手机号/).fill('13800138000');
    await form.getByLabel(/公司名称/).fill('某某证券');
    await form.getByRole('button', { name: '提交申请' }).click();
    await expect(page.getByText('获取成功')).toBeVisible();
    await expect(form.getByLabel(/姓名/)).toHaveValue('');
  });

  test('a language URL shows the page in that language and says so to crawlers', async ({ page }) => {
    const response = await page.goto('/About?lang=en');
    expect(response?.status()).toBe(200);
    const html = await response!.text();
    expect(html).toContain('<html lang="en"');
    expect(html).toMatch(/<link rel="alternate" hreflang="zh-CN" href="[^"]+\/About\?lang=zh-cn">/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('button', { name: /Switch to Chinese|切换到中文/ })).toBeVisible();
    await snap(page, 'about-lang-en');
  });

  test('an unknown path answers 404 and shows the 404 page; a console path without a token goes home', async ({
    page,
  }) => {
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    await expect(page).toHaveURL(/\/404$/);
    await expect(page.getByText('404').first()).toBeVisible();
    await snap(page, 'public-404-zh-cn');

    const console = await page.goto('/system/user');
    expect(console?.status()).toBe(200);
    await expect(page).toHaveURL(/\/$/);
  });
});
