import { expect, type APIRequestContext, type BrowserContext, type Page } from './support/test';
import { API, snap } from './support/session';
import { goesLive, test } from './support/site';

/**
 * The public site and its content desk (issue "The public marketing site and its content desk").
 * This file runs against a server of its own (own port and DATA_DIR, captcha off): it sends trial
 * requests, which are rate-limited per address, and creates and deletes content, so it neither
 * competes with nor disturbs the other spec files.
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

type Lang = 'zh-cn' | 'en';

/** A fresh context in one language (the `lang` the site keeps in localStorage). */
async function visitorIn(context: BrowserContext, lang: Lang): Promise<Page> {
  await context.addInitScript((chosen) => localStorage.setItem('lang', chosen), lang);
  return goesLive(await context.newPage());
}

/** The sections (`/mf/<name>/`) a page loads. */
function recordRemotes(page: Page): string[] {
  const remotes: string[] = [];
  page.on('request', (request) => {
    const match = request.url().match(/\/mf\/([a-z]+)\//);
    if (match && !remotes.includes(match[1])) remotes.push(match[1]);
  });
  return remotes;
}

async function adminToken(request: APIRequestContext): Promise<string> {
  const answer = await (
    await request.post(`${server.url}${API}/login`, { data: { username: 'admin', password: 'admin123' } })
  ).json();
  expect(answer.code).toBe(200);
  return answer.token as string;
}

async function asAdmin(context: BrowserContext, token: string): Promise<void> {
  await context.addCookies([{ name: 'Admin-Token', value: token, url: server.url }]);
}

const PAGES: Array<{ path: string; zh: [string, string]; en: [string, string] }> = [
  {
    path: '/',
    zh: ['DIS 数字免疫 · 金融系统稳定性专家', 'DIS 数字免疫 · 金融系统稳定性专家'],
    en: [
      'DIS Digital Immunity · Stability for financial systems',
      'DIS Digital Immunity · Stability for financial systems',
    ],
  },
  {
    path: '/Solution',
    zh: ['数字免疫解决方案 · DIS 数字免疫', '数字免疫解决方案'],
    en: ['Digital Immunity Solution · DIS Digital Immunity', 'Digital Immunity Solution'],
  },
  {
    path: '/News',
    zh: ['新闻中心 · DIS 数字免疫', '新闻中心'],
    en: ['News · DIS Digital Immunity', 'News centre'],
  },
  {
    path: '/About',
    zh: ['关于我们 · DIS 数字免疫', '让金融系统拥有数字免疫力'],
    en: ['About us · DIS Digital Immunity', 'Digital immunity for financial systems'],
  },
  {
    path: '/Joinus',
    zh: ['加入我们 · DIS 数字免疫', '和我们一起，守护每一笔交易'],
    en: ['Join us · DIS Digital Immunity', 'Help us protect every trade'],
  },
  {
    path: '/Product/Chaotic',
    zh: ['混沌工程平台 · DIS 数字免疫', '混沌工程平台'],
    en: ['Chaos Engineering Platform · DIS Digital Immunity', 'Chaos Engineering Platform'],
  },
  {
    path: '/Product/Intelligence',
    zh: ['智能感知平台 · DIS 数字免疫', '智能感知平台'],
    en: ['Intelligent Perception Platform · DIS Digital Immunity', 'Intelligent Perception Platform'],
  },
  {
    path: '/Product/Inversion',
    zh: ['回放比对测试平台 · DIS 数字免疫', '回放比对测试平台'],
    en: ['Inversion Comparison Platform · DIS Digital Immunity', 'Inversion Comparison Platform'],
  },
  {
    path: '/Product/Transaction',
    zh: ['仿真交易所 · DIS 数字免疫', '仿真交易所'],
    en: ['Simulated Exchange · DIS Digital Immunity', 'Simulated Exchange'],
  },
];

test.describe('every public page, in both languages', () => {
  for (const lang of ['zh-cn', 'en'] as const) {
    test(`${lang}: title, main heading, description, and no console code`, async ({ browser, request }) => {
      test.setTimeout(120_000);
      const context = await browser.newContext();
      const page = await visitorIn(context, lang);
      const remotes = recordRemotes(page);
      const news = (
        await (await request.get(`${server.url}${API}/portal/news?lang=${lang}&pageSize=1`)).json()
      ).rows[0];
      const job = (await (await request.get(`${server.url}${API}/portal/jobs?lang=${lang}`)).json()).rows[0];
      const suffix = lang === 'zh-cn' ? ' · DIS 数字免疫' : ' · DIS Digital Immunity';
      const pages = [
        ...PAGES.map((entry) => ({
          path: entry.path,
          title: entry[lang === 'zh-cn' ? 'zh' : 'en'][0],
          h1: entry[lang === 'zh-cn' ? 'zh' : 'en'][1],
        })),
        { path: `/News/${news.newsId}`, title: `${news.title}${suffix}`, h1: news.title },
        {
          path: `/Joinus/${job.jobId}`,
          title: `${job.title}${lang === 'zh-cn' ? ' · 加入我们' : ' · Join us'}${suffix}`,
          h1: job.title,
        },
      ];
      for (const entry of pages) {
        await page.goto(`${server.url}${entry.path}`);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(entry.h1);
        await expect(page).toHaveTitle(entry.title);
        expect(await page.locator('meta[name="description"]').getAttribute('content')).toBeTruthy();
        await expect(page.locator('html')).toHaveAttribute('lang', lang === 'zh-cn' ? 'zh-CN' : 'en');
        await snap(page, `site-${lang}${entry.path === '/' ? '-home' : entry.path.replace(/\//g, '-')}`);
      }
      expect(remotes).toEqual(['marketing']);
      await context.close();
    });
  }

  test('a phone-width screen gets the menu behind a button and no sideways scrolling', async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await visitorIn(context, 'zh-cn');
    for (const path of [
      '/',
      '/About',
      '/News',
      '/Solution',
      '/Joinus',
      '/Product/Chaotic',
      '/Product/Intelligence',
      '/Product/Inversion',
      '/Product/Transaction',
    ]) {
      await page.goto(`${server.url}${path}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeAttached();
      await expect(page.locator('.site-footer')).toBeVisible();
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect({ path, width, sideways: width > 390 }).toEqual({ path, width, sideways: false });
    }
    // the menu: 核心产品's links always show there, so it says it is expanded; Escape closes the menu
    const burger = page.getByRole('button', { name: '打开菜单' });
    await burger.click();
    const nav = page.getByRole('navigation', { name: '主导航' });
    await expect(nav.getByRole('button', { name: '核心产品' })).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: '仿真交易所' })).toBeVisible();
    await nav.getByRole('link', { name: '关于我们' }).focus();
    await page.keyboard.press('Escape');
    await expect(nav).toBeHidden();
    await expect(page.getByRole('button', { name: '打开菜单' })).toBeFocused();
    await page.getByRole('button', { name: '打开菜单' }).click();
    await page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '加入我们' }).click();
    await expect(page).toHaveURL(/\/Joinus$/);
    await expect(page.locator('.job-card').first()).toBeVisible();
    await snap(page, 'site-phone-joinus');
    await context.close();
  });
});

test.describe('site furniture', () => {
  test('the product submenu stays open for a moment after the pointer leaves, and closes after 1 s', async ({
    browser,
  }) => {
    const context = await browser.newContext();
    const page = await visitorIn(context, 'zh-cn');
    await page.goto(`${server.url}/`);
    const trigger = page.getByRole('button', { name: '核心产品' });
    const submenu = page.getByRole('link', { name: '仿真交易所' }).first();
    await trigger.hover();
    await expect(submenu).toBeVisible();
    await page.mouse.move(5, 600);
    const left = Date.now();
    await page.waitForTimeout(500);
    expect(Date.now() - left).toBeLessThan(1000);
    await expect(page.locator('.site-nav__submenu')).toBeVisible();
    await page.waitForTimeout(700);
    await expect(page.locator('.site-nav__submenu')).toBeHidden();
    await trigger.hover();
    await page.locator('.site-nav__submenu').getByRole('link', { name: '回放比对测试平台' }).click();
    await expect(page).toHaveURL(/\/Product\/Inversion$/);
    await context.close();
  });

  test('tabbing past 核心产品 does not open its submenu; Enter and ArrowDown do', async ({ browser }) => {
    const context = await browser.newContext();
    const page = await visitorIn(context, 'zh-cn');
    await page.goto(`${server.url}/About`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const nav = page.getByRole('navigation', { name: '主导航' });
    const trigger = nav.getByRole('button', { name: '核心产品' });
    await nav.getByRole('link', { name: '首页' }).focus();
    await page.keyboard.press('Tab');
    await expect(trigger).toBeFocused();
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Tab');
    // the next Tab stop is 新闻中心, not the four product links
    await expect(nav.getByRole('link', { name: '新闻中心' })).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Enter');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator('.site-nav__submenu')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.locator('.site-nav__submenu')).toBeHidden();
    await expect(trigger).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(
      page.locator('.site-nav__submenu').getByRole('link', { name: '混沌工程平台' }),
    ).toBeFocused();
    await context.close();
  });

  test('the floating helper is hidden at 999 px of scrolling and shown past 1000 px', async ({ browser }) => {
    const context = await browser.newContext();
    const page = await visitorIn(context, 'zh-cn');
    await page.goto(`${server.url}/About`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const helper = page.getByRole('complementary', { name: '咨询与快捷操作' });
    await page.evaluate(() => window.scrollTo(0, 999));
    await page.waitForTimeout(200);
    await expect(helper).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 1001));
    await expect(helper).toBeVisible();
    // 在线咨询: a QR code of its own (the consultation form), not the footer's website QR code
    await helper.getByRole('button', { name: '在线咨询' }).click();
    const consultQr = helper.getByRole('img', { name: '方案咨询表单的二维码' });
    await expect(consultQr).toBeVisible();
    const footerQr = await page.locator('.site-footer__qr img').getAttribute('src');
    expect(await consultQr.getAttribute('src')).not.toBe(footerQr);
    await snap(page, 'site-helper');
    await helper.getByRole('button', { name: '返回顶部' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(helper).toBeHidden();
    // the focus is at the top of the page, not lost on <body>
    await expect(page.locator('#site-main')).toBeFocused();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('#site-main') !== null)).toBe(true);
    await context.close();
  });

  test('on a phone the helper’s English labels stay on one line, under their icons', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await visitorIn(context, 'en');
    await page.goto(`${server.url}/About?lang=en`);
    await page.evaluate(() => window.scrollTo(0, 1500));
    const helper = page.getByRole('complementary', { name: 'Contact and shortcuts' });
    await expect(helper).toBeVisible();
    const labels = await helper.locator('.site-helper__label').evaluateAll((spans) =>
      spans.map((span) => {
        const label = span.getBoundingClientRect();
        const button = span.closest('.site-helper__button')!.getBoundingClientRect();
        return {
          text: span.textContent,
          lines: Math.round(label.height / parseFloat(getComputedStyle(span).lineHeight)),
          inside: label.left >= button.left && label.right <= button.right,
        };
      }),
    );
    expect(labels).toEqual([
      { text: 'Call us', lines: 1, inside: true },
      { text: 'Chat online', lines: 1, inside: true },
      { text: 'Back to top', lines: 1, inside: true },
    ]);
    await snap(page, 'site-helper-phone-en');
    await context.close();
  });

  test('免费试用 on another page ends at the trial form of the home page', async ({ browser }) => {
    const context = await browser.newContext();
    const page = await visitorIn(context, 'zh-cn');
    const trialForm = page.locator('#trial form');
    const settled = () =>
      expect
        .poll(
          async () => {
            const before = await page.evaluate(() => window.scrollY);
            await page.waitForTimeout(300);
            return before === (await page.evaluate(() => window.scrollY));
          },
          { timeout: 5000 },
        )
        .toBe(true);
    // the home page's code is already there (the visitor came from it): the page shows at once,
    // which is when the 800 ms scroll to the top used to cancel the scroll to the form
    await page.goto(`${server.url}/`);
    await expect(trialForm).toBeAttached();
    await page.getByRole('button', { name: '核心产品' }).hover();
    await page.locator('.site-nav__submenu').getByRole('link', { name: '混沌工程平台' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('混沌工程平台');
    await settled();

    // the call to action at the bottom of the product page
    await page.locator('.cta-band__button').scrollIntoViewIfNeeded();
    await page.locator('.cta-band__button').click();
    await expect(page).toHaveURL(/\/#trial$/);
    await settled();
    await expect(trialForm).toBeInViewport();
    // the visitor came from the chaos-engineering page: the form knows their product of interest
    await expect(trialForm.getByLabel('意向产品')).toHaveValue('chaos');

    // the sticky header's button, from the middle of a product page
    await page.goto(`${server.url}/Product/Chaotic`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 1500));
    await page.locator('.site-header__trial').click();
    await expect(page).toHaveURL(/\/#trial$/);
    await settled();
    await expect(trialForm).toBeInViewport();
    await context.close();
  });

  test('the solution page is reachable: from the home page products and the footer; its button goes to the products', async ({
    browser,
  }) => {
    const context = await browser.newContext();
    const page = await visitorIn(context, 'zh-cn');
    await page.goto(`${server.url}/`);
    await page
      .locator('#products')
      .getByRole('link', { name: /数字免疫解决方案/ })
      .click();
    await expect(page).toHaveURL(/\/Solution$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('数字免疫解决方案');
    await page.getByRole('link', { name: '浏览核心产品' }).click();
    await expect(page).toHaveURL(/\/#products$/);
    await expect(page.locator('#products h2')).toBeInViewport();
    await page.locator('.site-footer').getByRole('link', { name: '数字免疫解决方案' }).click();
    await expect(page).toHaveURL(/\/Solution$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('数字免疫解决方案');
    await context.close();
  });

  test('the news centre has more than one page in both languages', async ({ browser }) => {
    for (const [lang, next, page2] of [
      ['zh-cn', '下一页', '第 2 页'],
      ['en', 'Next', 'Page 2'],
    ] as const) {
      const context = await browser.newContext();
      const page = await visitorIn(context, lang);
      await page.goto(`${server.url}/News`);
      const titles = page.locator('.news-card__title');
      await expect(titles).toHaveCount(6);
      const first = await titles.allTextContents();
      const pager = page.locator('nav.pager');
      await expect(pager.getByRole('link', { name: page2 })).toBeVisible();
      await pager.getByRole('link', { name: next }).click();
      await expect(page).toHaveURL(/\/News\?page=2$/);
      await expect(pager.getByRole('link', { name: page2 })).toHaveAttribute('aria-current', 'page');
      await expect(titles.first()).not.toHaveText(first[0]);
      const second = await titles.allTextContents();
      expect(second.length).toBeGreaterThan(0);
      expect(second.filter((title) => first.includes(title))).toEqual([]);
      await snap(page, `site-${lang}-news-page-2`);
      // one category has a second page too
      await page.goto(`${server.url}/News?category=1`);
      await expect(titles).toHaveCount(6);
      await expect(pager.getByRole('link', { name: page2 })).toBeVisible();
      await context.close();
    }
  });

  test("an article in the other language says so in the visitor's language, with the list in it", async ({
    browser,
    request,
  }) => {
    const zhNews = (await (await request.get(`${server.url}${API}/portal/news?lang=zh-cn&pageSize=1`)).json())
      .rows[0];
    const context = await browser.newContext();
    const page = await visitorIn(context, 'zh-cn');
    await page.goto(`${server.url}/News/${zhNews.newsId}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(zhNews.title);
    await expect(page.getByRole('note')).toHaveCount(0);
    await page.getByRole('button', { name: 'Switch to English' }).click();
    const notice = page.getByRole('note');
    await expect(notice).toContainText('This article is only available in Chinese.');
    await snap(page, 'site-en-news-in-chinese');
    await notice.getByRole('link', { name: /See the news in English/ }).click();
    await expect(page).toHaveURL(/\/News$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('News centre');
    await context.close();
  });
});

test.describe('the request forms', () => {
  test('trial form (home): messages in both languages, then stored as a lead with a follow-up saved in the console', async ({
    browser,
    request,
  }) => {
    test.setTimeout(90_000);
    const visitorName = `访客${Date.now() % 100000}`;

    const en = await browser.newContext();
    const english = await visitorIn(en, 'en');
    await english.goto(`${server.url}/`);
    const enForm = english.locator('#trial form');
    await enForm.getByRole('button', { name: 'Submit' }).click();
    await expect(enForm.getByText('Please enter your name and phone number')).toBeVisible();
    await enForm.getByLabel(/Mobile phone/).fill('12345');
    await enForm.getByLabel(/Company email/).fill('not-an-email');
    await enForm.getByRole('button', { name: 'Submit' }).click();
    await expect(enForm.getByText('Please enter a valid phone number')).toBeVisible();
    await expect(enForm.getByText('Please enter a valid email address')).toBeVisible();
    await en.close();

    const zh = await browser.newContext();
    const chinese = await visitorIn(zh, 'zh-cn');
    await chinese.goto(`${server.url}/`);
    const zhForm = chinese.locator('#trial form');
    await zhForm.getByRole('button', { name: '提交申请' }).click();
    await expect(zhForm.getByText('请输入姓名和手机号')).toBeVisible();
    await zhForm.getByLabel(/手机号/).fill('1380013');
    await zhForm.getByRole('button', { name: '提交申请' }).click();
    await expect(zhForm.getByText('请输入正确的手机号码')).toBeVisible();
    await zhForm.getByLabel(/姓名/).fill(visitorName);
    await zhForm.getByLabel(/手机号/).fill('13800138000');
    await zhForm.getByLabel(/公司名称/).fill('某某证券');
    await zhForm.getByLabel(/需求与痛点/).fill('核心交易系统容灾演练');
    await zhForm.getByRole('button', { name: '提交申请' }).click();
    await expect(zhForm.getByText('获取成功')).toBeVisible();
    await zh.close();

    // the request reaches the console's list of trial requests; the follow-up is saved
    const token = await adminToken(request);
    const staff = await browser.newContext();
    await asAdmin(staff, token);
    const desk = await visitorIn(staff, 'zh-cn');
    await desk.goto(`${server.url}/marketing/lead`);
    await desk.getByLabel('姓名').fill(visitorName);
    await desk
      .getByRole('search')
      .getByRole('button', { name: /搜\s*索/ })
      .click();
    const row = desk.locator('.ant-table-tbody tr.ant-table-row', { hasText: visitorName });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('某某证券');
    await expect(row).toContainText('新申请');
    await row.getByRole('button', { name: /跟进/ }).click();
    const dialog = desk.getByRole('dialog', { name: '跟进试用申请' });
    await expect(dialog).toContainText('核心交易系统容灾演练');
    await dialog.getByText('已联系', { exact: true }).click();
    await dialog.getByLabel('跟进记录').fill('已电话沟通，约定下周演示');
    await snap(desk, 'desk-lead-follow-up');
    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    await expect(desk.getByText('修改成功')).toBeVisible();
    await expect(row).toContainText('已联系');
    await expect(row).toContainText('已电话沟通，约定下周演示');
    const list = await (
      await request.get(`${server.url}${API}/marketing/lead/list?name=${encodeURIComponent(visitorName)}`, {
        headers: { Authorization: `Bearer ${token}` },
      })
    ).json();
    expect(list.rows[0]).toMatchObject({
      status: '1',
      followUp: '已电话沟通，约定下周演示',
      source: 'trial',
      updateBy: 'admin',
    });
    await staff.close();
  });

  test('solution form (/Solution): its own fields and messages in both languages, stored as a solution lead', async ({
    browser,
    request,
  }) => {
    const zh = await browser.newContext();
    const chinese = await visitorIn(zh, 'zh-cn');
    await chinese.goto(`${server.url}/Solution`);
    const zhForm = chinese.locator('#solution-form form');
    await zhForm.getByRole('button', { name: '提交咨询' }).click();
    await expect(zhForm.getByText('请输入姓名和手机号')).toBeVisible();
    await zhForm.getByLabel(/公司邮箱/).fill('ops@');
    await zhForm.getByRole('button', { name: '提交咨询' }).click();
    await expect(zhForm.getByText('请输入正确的邮箱地址')).toBeVisible();
    await zh.close();

    const en = await browser.newContext();
    const english = await visitorIn(en, 'en');
    await english.goto(`${server.url}/Solution`);
    await english.getByRole('button', { name: 'Request a consultation' }).click();
    const enForm = english.locator('#solution-form form');
    await enForm.getByRole('button', { name: 'Send' }).click();
    await expect(enForm.getByText('Please enter your name and phone number')).toBeVisible();
    const visitorName = `Grace ${Date.now() % 100000}`;
    await enForm.getByLabel(/Name/).fill(visitorName);
    await enForm.getByLabel(/Mobile phone/).fill('13900139000');
    await enForm.getByLabel(/Company$/).fill('Harbor Bank');
    await enForm.getByLabel(/Company email/).fill('grace@harbor.example');
    await enForm.getByLabel(/Current pain points/).fill('No routine drills');
    await enForm.getByRole('button', { name: 'Send' }).click();
    await expect(enForm.getByText('Acquisition successful')).toBeVisible();
    await snap(english, 'site-en-solution-sent');
    await en.close();

    const token = await adminToken(request);
    const list = await (
      await request.get(`${server.url}${API}/marketing/lead/list?name=${encodeURIComponent(visitorName)}`, {
        headers: { Authorization: `Bearer ${token}` },
      })
    ).json();
    expect(list.rows[0]).toMatchObject({
      company: 'Harbor Bank',
      email: 'grace@harbor.example',
      remark: 'No routine drills',
      source: 'solution',
    });
  });
});

test.describe('console ⇄ site', () => {
  test('news written in the console is on the site once published, and a draft is not', async ({
    browser,
    request,
  }) => {
    test.setTimeout(90_000);
    const token = await adminToken(request);
    const auth = { Authorization: `Bearer ${token}` };
    const title = `演练周报 ${Date.now() % 100000}`;
    const staff = await browser.newContext();
    await asAdmin(staff, token);
    const desk = await visitorIn(staff, 'zh-cn');
    await desk.goto(`${server.url}/marketing/news`);
    await desk.getByRole('button', { name: /新\s*增/ }).click();
    const dialog = desk.getByRole('dialog', { name: '添加新闻' });
    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    await expect(dialog.getByText('新闻标题不能为空')).toBeVisible();
    await dialog.getByLabel('新闻标题').fill(title);
    // the category, chosen from its open list and shown in the field
    await expect(async () => {
      await dialog.getByLabel('新闻分类').click();
      await desk.locator('.ant-select-item-option[title="行业动态"]').click({ timeout: 2000 });
      await expect(dialog.locator('.ant-select', { hasText: '行业动态' })).toBeVisible({ timeout: 2000 });
    }).toPass({ timeout: 20_000 });
    await dialog.getByText('已发布', { exact: true }).click();
    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    await expect(dialog.getByText('发布的新闻必须有正文')).toBeVisible();
    await dialog.locator('.ql-editor').click();
    await desk.keyboard.type('本周完成三次核心交易系统演练。');
    await snap(desk, 'desk-news-dialog');
    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    await expect(desk.getByText('新增成功')).toBeVisible();
    await expect(desk.locator('.ant-table-tbody tr', { hasText: title })).toContainText('行业动态');
    await snap(desk, 'desk-news-list');

    const visitor = await browser.newContext();
    const site = await visitorIn(visitor, 'zh-cn');
    await site.goto(`${server.url}/News?category=3`);
    await site.getByRole('link', { name: title }).click();
    await expect(site.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(site.getByText('本周完成三次核心交易系统演练。')).toBeVisible();
    const newsId = Number(new URL(site.url()).pathname.split('/').pop());

    // back to draft in the console: the article is gone from the site
    const row = desk.locator('.ant-table-tbody tr', { hasText: title });
    await row.getByRole('switch').click();
    await desk.getByRole('button', { name: /确\s*定/ }).click();
    await expect(desk.getByText('已转为草稿')).toBeVisible();
    await site.reload();
    await expect(site.getByRole('heading', { level: 1 })).toHaveText('新闻不存在或已下线');
    await site.getByRole('link', { name: '返回新闻中心' }).click();
    await expect(site).toHaveURL(/\/News$/);
    await expect(site.getByRole('link', { name: title })).toHaveCount(0);

    expect(
      (await (await request.delete(`${server.url}${API}/marketing/news/${newsId}`, { headers: auth })).json())
        .code,
    ).toBe(200);
    await visitor.close();
    await staff.close();
  });

  test('a job added in the console is on the Join Us page, with a detail page and the way back', async ({
    browser,
    request,
  }) => {
    test.setTimeout(90_000);
    const token = await adminToken(request);
    const title = `Site Reliability Engineer ${Date.now() % 100000}`;
    const staff = await browser.newContext();
    await asAdmin(staff, token);
    const desk = await visitorIn(staff, 'en');
    await desk.goto(`${server.url}/marketing/job`);
    await desk.getByRole('button', { name: /Add/ }).first().click();
    const dialog = desk.getByRole('dialog', { name: 'Add a job' });
    await dialog.getByLabel('Job title').fill(title);
    await dialog.getByLabel('City').fill('Shenzhen');
    await dialog.getByLabel('Department').fill('Delivery Center');
    await dialog.getByLabel('Responsibilities').fill('Keep client systems stable\nRun fault drills');
    await dialog.getByLabel('Language').click();
    await desk.getByTitle('English').click();
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(desk.getByText('Added')).toBeVisible();

    const visitor = await browser.newContext();
    const site = await visitorIn(visitor, 'en');
    await site.goto(`${server.url}/Joinus`);
    await site.getByRole('button', { name: 'Shenzhen' }).click();
    await site.getByRole('link', { name: title }).click();
    await expect(site.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(site.getByRole('region', { name: 'Responsibilities' }).getByRole('listitem')).toHaveText([
      'Keep client systems stable',
      'Run fault drills',
    ]);
    await snap(site, 'site-en-job-detail-new');
    await site
      .getByRole('link', { name: /Back to the job list/ })
      .first()
      .click();
    await expect(site).toHaveURL(/\/Joinus$/);

    const list = await (
      await request.get(`${server.url}${API}/marketing/job/list?title=${encodeURIComponent(title)}`, {
        headers: { Authorization: `Bearer ${token}` },
      })
    ).json();
    expect(list.rows[0]).toMatchObject({ city: 'Shenzhen', lang: 'en', status: '0' });
    const deleted = await request.delete(`${server.url}${API}/marketing/job/${list.rows[0].jobId}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect((await deleted.json()).code).toBe(200);
    await visitor.close();
    await staff.close();
  });
});
