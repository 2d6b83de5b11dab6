import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from './support/test';
import { loginAs, opened, openLayoutSettings, snap } from './support/session';
import { test } from './support/site';

/**
 * 主题模式 (docs/product.md §2 "Layout settings"): 深色 makes the whole console dark at once and
 * survives a reload with no white first paint; 跟随系统 follows the system live. The public site
 * follows the system with its own palette (docs/site/visuals.md "Dark"), axe 0. The watermark
 * (docs/security.md "Watermark") covers the content area and comes back when removed.
 * Screenshots: reports/screenshots/dark-*.png.
 */

/** Relative luminance of a computed CSS colour (`rgb(…)` / `rgba(…)`), 0 black … 1 white. */
function luminance(colour: string): number {
  const [r, g, b] = (colour.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number);
  const linear = (c: number) => {
    const v = c / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r!) + 0.7152 * linear(g!) + 0.0722 * linear(b!);
}

/** The background an element shows: its own, else that of the first element inside it that paints one. */
const backgroundOf = (locator: Locator) =>
  locator.first().evaluate((element) => {
    const painted = (node: Element) => {
      const colour = getComputedStyle(node).backgroundColor;
      return colour !== 'transparent' && colour !== 'rgba(0, 0, 0, 0)';
    };
    const found = painted(element) ? element : Array.from(element.querySelectorAll('*')).find(painted);
    return getComputedStyle(found ?? element).backgroundColor;
  });

async function expectDark(locator: Locator, what: string) {
  await expect
    .poll(async () => luminance(await backgroundOf(locator)), { message: `${what} is dark` })
    .toBeLessThan(0.05);
}
async function expectLight(locator: Locator, what: string) {
  await expect
    .poll(async () => luminance(await backgroundOf(locator)), { message: `${what} is light` })
    .toBeGreaterThan(0.8);
}

/** What axe finds against WCAG 2.1 AA on the page as shown, one line per element. */
async function axeViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze();
  return violations.flatMap((v) => v.nodes.map((node) => `${v.id} ${node.target.join(' ')}`));
}

const shownPage = (page: Page) => page.locator('.console-page:visible');

async function openUserList(page: Page, baseURL: string) {
  await loginAs(page, baseURL, 'admin');
  await page.goto('/system/user');
  await expect(shownPage(page).getByRole('cell', { name: 'admin', exact: true })).toBeVisible();
}

async function chooseThemeMode(page: Page, label: '浅色' | '深色' | '跟随系统') {
  const drawer = await openLayoutSettings(page);
  await drawer.getByRole('radiogroup', { name: '主题模式' }).getByText(label, { exact: true }).click();
  return drawer;
}

/** antd's mark inside the watermark's container: the element carrying the drawn image. */
const watermarkMark = (page: Page) => page.locator('.console-watermark > div[style*="background-image"]');

test.describe('dark mode', () => {
  test.use({ viewport: { width: 1366, height: 768 } });

  test('深色 in 布局设置: page, table and dialog dark at once; kept by 保存配置 and dark from the first paint after a reload', async ({
    page,
    baseURL,
  }) => {
    await openUserList(page, baseURL!);
    const header = page.locator('.console-header');
    const table = shownPage(page).locator('.ant-table');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await expectLight(header, 'the navbar');
    await expectLight(table, 'the table');

    const drawer = await chooseThemeMode(page, '深色');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expectDark(page.locator('html'), 'the page');
    await expectDark(header, 'the navbar');
    await expectDark(page.locator('.tags-view'), 'the tabs bar');
    await expectDark(table, 'the table');
    await expectDark(drawer, 'the settings drawer');
    await snap(page, 'dark-settings');
    await drawer.getByRole('button', { name: '保存配置' }).click();
    await expect(page.getByText('正在保存到本地，请稍候...')).toHaveCount(0, { timeout: 3000 });
    expect(
      JSON.parse((await page.evaluate(() => localStorage.getItem('layout-setting'))) ?? '{}'),
    ).toMatchObject({ themeMode: 'dark' });
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();

    // the text of the table is light on the dark rows
    const cell = shownPage(page).getByRole('cell', { name: 'admin', exact: true });
    expect(luminance(await cell.evaluate((element) => getComputedStyle(element).color))).toBeGreaterThan(0.5);
    await expect(watermarkMark(page)).toHaveCount(1, { timeout: 15_000 });
    await snap(page, 'dark-console');

    await shownPage(page)
      .getByRole('button', { name: /新\s*增$/ })
      .first()
      .click();
    const dialog = await opened(page.getByRole('dialog').last());
    await expectDark(dialog, 'the dialog');
    await expectDark(dialog.locator('.ant-input-affix-wrapper, input.ant-input'), 'an input of the dialog');
    expect(
      luminance(
        await dialog
          .locator('.ant-modal-title')
          .first()
          .evaluate((element) => getComputedStyle(element).color),
      ),
    ).toBeGreaterThan(0.5);
    // a field's label and hint (the password rule) are light text too, not the light theme's
    const textOf = (selector: string) =>
      dialog
        .locator(selector)
        .first()
        .evaluate((element) => getComputedStyle(element).color);
    const light = (colour: string) => {
      const [red, , , alpha = 1] = (colour.match(/[\d.]+/g) ?? []).map(Number);
      return `${colour}: ${red! > 200 && alpha >= 0.4}`;
    };
    await expect.poll(async () => light(await textOf('.ant-form-item-label label'))).toMatch(/true$/);
    await expect.poll(async () => light(await textOf('.ant-form-item-extra'))).toMatch(/true$/);
    await snap(page, 'dark-dialog');
    await dialog.getByRole('button', { name: '关闭' }).first().click();
    await expect(dialog).toBeHidden();

    // reload: the document marks <html> dark in its head, before any of the console's code runs
    await page.addInitScript(() => {
      document.addEventListener('readystatechange', () => {
        if (document.readyState !== 'interactive') return;
        const root = document.documentElement;
        (window as { themeAtParse?: string }).themeAtParse =
          `${root.dataset.theme} ${getComputedStyle(root).backgroundColor}`;
      });
    });
    await page.reload();
    expect(await page.evaluate(() => (window as { themeAtParse?: string }).themeAtParse)).toBe(
      'dark rgb(0, 0, 0)',
    );
    await expect(shownPage(page).getByRole('cell', { name: 'admin', exact: true })).toBeVisible();
    await expectDark(page.locator('.console-header'), 'the navbar after the reload');
    await expectDark(shownPage(page).locator('.ant-table'), 'the table after the reload');

    // the home dashboard, its figures and chart
    await page.goto('/manage/index');
    await expect(page.locator('.dashboard-figure').first()).toBeVisible();
    await expectDark(page.locator('.dashboard-figure'), 'a figure of the dashboard');
    await page.waitForLoadState('networkidle');
    await snap(page, 'dark-home-dashboard');

    // the monitor's charts take ECharts' dark theme
    await page.goto('/monitor/cache');
    const cachePage = page.getByTestId('cache-page');
    await expect(cachePage.getByRole('img', { name: '命令统计' }).locator('canvas')).toBeVisible();
    await expectDark(cachePage.locator('.ant-card').first(), 'a card of the cache page');
    await page.waitForLoadState('networkidle');
    await snap(page, 'dark-monitor-cache');
  });

  test('跟随系统 follows the system appearance live, with no reload', async ({ page, baseURL }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await openUserList(page, baseURL!);
    const drawer = await chooseThemeMode(page, '跟随系统');
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await expectLight(page.locator('.console-header'), 'the navbar');

    await page.emulateMedia({ colorScheme: 'dark' });
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expectDark(page.locator('.console-header'), 'the navbar');
    await expectDark(shownPage(page).locator('.ant-table'), 'the table');

    await page.emulateMedia({ colorScheme: 'light' });
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await expectLight(shownPage(page).locator('.ant-table'), 'the table');
  });

  test('the login, register, 401 and 404 pages follow the saved 深色 from the first paint, axe 0; light again on the public site', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.addInitScript(() => {
      localStorage.setItem('layout-setting', JSON.stringify({ themeMode: 'dark' }));
      document.addEventListener('readystatechange', () => {
        if (document.readyState === 'interactive')
          (window as { themeAtParse?: string }).themeAtParse = document.documentElement.dataset.theme;
      });
    });
    const pages = [
      { path: '/login', shown: '.auth-panel', name: 'login' },
      { path: '/register', shown: '.auth-panel', name: 'register' },
      { path: '/401', shown: '.dis-error', name: '401' },
      { path: '/404', shown: '.dis-error', name: '404' },
    ];
    for (const lang of ['zh-cn', 'en'] as const) {
      for (const { path, shown, name } of pages) {
        await page.goto(`${path}?lang=${lang}`);
        await expect(page.locator(shown)).toBeVisible();
        expect(await page.evaluate(() => (window as { themeAtParse?: string }).themeAtParse), path).toBe(
          'dark',
        );
        await page.waitForLoadState('networkidle');
        await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
        await expectDark(page.locator(shown === '.auth-panel' ? '.auth' : shown), `the page ${path}`);
        // (self-registration is closed on this server: its page shows the notice alone)
        if (path === '/login')
          await expectDark(page.locator('.auth-field__input').first(), 'a field of the login');
        expect(await axeViolations(page), `${path} ${lang}`).toEqual([]);
        if (lang === 'zh-cn') await snap(page, `dark-${name}`);
      }
    }
    // a refused sign-in's message reads on the dark panel (an account that does not exist)
    await page.goto('/login?lang=zh-cn');
    await page.getByLabel('账号').fill('nobody-dark');
    await page.getByLabel('密码', { exact: true }).fill('wrong-password');
    await page.getByRole('button', { name: /登\s*录/ }).click();
    await expect(page.locator('.auth-alert--error')).toBeVisible();
    await expectDark(page.locator('.auth-alert--error'), 'the error message');
    await snap(page, 'dark-login-error');
    // the way back to the site leaves the console's theme behind
    await page.getByRole('link', { name: '← 返回官网' }).click();
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    // (the login page lets go of it in its effect's cleanup, which may run just after the paint)
    await expect.poll(() => page.evaluate(() => document.documentElement.dataset.theme)).toBeUndefined();
  });

  test('the public site follows the system: dark palette, axe 0 in both languages', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    for (const lang of ['zh-cn', 'en'] as const) {
      for (const path of ['/', '/Product/Chaotic']) {
        await page.goto(`${path}?lang=${lang}`);
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
        await page.waitForLoadState('networkidle');
        await expectDark(page.locator('.site'), `the page ${path}`);
        expect(await axeViolations(page), `${path} ${lang}`).toEqual([]);
        await snap(page, `dark-${path === '/' ? 'home' : 'product'}-${lang}`);
        if (path !== '/')
          await page
            .locator('.diagram')
            .first()
            .screenshot({ path: `reports/screenshots/dark-product-diagram-${lang}.png` });
        if (path === '/') {
          await page.locator('.suite').first().scrollIntoViewIfNeeded();
          await snap(page, `dark-home-cards-${lang}`);
        }
      }
    }
    // no console theme on the public site: the attribute is the console's alone
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBeUndefined();
  });

  test('the watermark covers the content area, takes no clicks and comes back when removed', async ({
    page,
    baseURL,
  }) => {
    await openUserList(page, baseURL!);
    const mark = watermarkMark(page);
    await expect(mark).toHaveCount(1, { timeout: 15_000 });
    // over the content area, not the navbar or the sidebar
    const main = (await page.locator('.console-main').boundingBox())!;
    const box = (await page.locator('.console-watermark').boundingBox())!;
    expect(Math.abs(box.x - main.x)).toBeLessThan(2);
    expect(Math.abs(box.y - main.y)).toBeLessThan(2);
    expect(Math.abs(box.width - main.width)).toBeLessThan(2);
    await expect(page.locator('.console-watermark')).toHaveCSS('pointer-events', 'none');

    // removed from the page (as from the developer tools): antd's Watermark draws it again
    await page.evaluate(() =>
      document.querySelector('.console-watermark > div[style*="background-image"]')?.remove(),
    );
    await expect(mark).toHaveCount(1);
    // hidden by a changed style: drawn again
    await page.evaluate(() =>
      document
        .querySelector('.console-watermark > div[style*="background-image"]')
        ?.setAttribute('style', 'display: none'),
    );
    await expect(mark).toHaveCount(1);
    await expect(mark).not.toHaveCSS('display', 'none');

    // clicks go through it to the page
    await shownPage(page)
      .getByRole('button', { name: /新\s*增$/ })
      .first()
      .click();
    const dialog = await opened(page.getByRole('dialog').last());
    await dialog.getByRole('button', { name: '关闭' }).first().click();
    await expect(dialog).toBeHidden();
  });
});
