import { expect, type Page } from './support/test';
import { API } from './support/session';
import { test } from './support/site';

/**
 * The public site looks made, not templated (docs/site/visuals.md): each product page has its own
 * banner picture and a diagram named in the page's language, every card's icon is a real glyph
 * unlike its neighbours', phone-sized tap targets, and a sent trial request says what happens next.
 */

const LANGS = ['zh-cn', 'en'] as const;
type Lang = (typeof LANGS)[number];

/** Each product page and the accessible name of its diagram, in both languages. */
const PRODUCTS: { path: string; diagram: Record<Lang, string> }[] = [
  {
    path: '/Product/Chaotic',
    diagram: {
      'zh-cn': '混沌工程：向交易链路受控注入故障',
      en: 'Chaos engineering: faults injected into a trading chain, under control',
    },
  },
  {
    path: '/Product/Intelligence',
    diagram: {
      'zh-cn': '智能感知：真实终端从多地拨测证券交易 App',
      en: 'Intelligent perception: real devices probe the trading app from many places',
    },
  },
  {
    path: '/Product/Inversion',
    diagram: {
      'zh-cn': '回放比对：生产流量回放到两个版本并比对差异',
      en: 'Inversion comparison: production traffic replayed on two versions and diffed',
    },
  },
  {
    path: '/Product/Transaction',
    diagram: {
      'zh-cn': '仿真交易所：委托的撮合、回报、行情与清算',
      en: 'Simulated exchange: orders matched and cleared, market data out',
    },
  },
];

const PHONE = { width: 375, height: 812 };
const DESKTOP = { width: 1366, height: 860 };

/** The icon names (`data-icon` of each slot's svg) of the cards a locator finds, in page order. */
async function iconsOf(page: Page, slots: string): Promise<string[]> {
  const slot = page.locator(slots);
  const count = await slot.count();
  const names: string[] = [];
  for (let i = 0; i < count; i++) {
    await expect(slot.nth(i)).toHaveAttribute('aria-hidden', 'true');
    const svg = slot.nth(i).locator('svg');
    await expect(svg).toHaveCount(1);
    await expect(svg).toBeVisible();
    names.push((await svg.getAttribute('data-icon')) ?? '');
  }
  return names;
}

/** Every icon is a named glyph and no two neighbours (in reading order) share one. */
function expectDistinctNeighbours(names: string[], where: string): void {
  for (const name of names) expect(name, `${where}: an icon without a glyph`).not.toBe('');
  for (let i = 1; i < names.length; i++)
    expect(names[i], `${where}: cards ${i} and ${i + 1} have the same icon`).not.toBe(names[i - 1]);
}

/** The layout shift the page has had since it started loading (the CLS of a short visit). */
function layoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
          })[])
            if (!entry.hadRecentInput) total += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 300);
      }),
  );
}

test.describe('the public site’s pictures, icons and targets', () => {
  for (const lang of LANGS)
    test(`each product page has its own banner picture and diagram, named in ${lang}`, async ({ page }) => {
      const arts = new Set<string>();
      for (const product of PRODUCTS) {
        await page.setViewportSize(DESKTOP);
        await page.goto(`${product.path}?lang=${lang}`);
        const diagram = page.getByRole('img', { name: product.diagram[lang], exact: true });
        await expect(diagram).toHaveCount(1);
        await expect(diagram).toBeVisible();
        // described as well as named, and the words are the page's language
        const description = await diagram.evaluate(
          (svg) => document.getElementById(svg.getAttribute('aria-describedby')!)?.textContent ?? '',
        );
        await expect(diagram).toHaveAccessibleDescription(description);
        expect(description.length).toBeGreaterThan(40);
        expect(/[\u4e00-\u9fff]/.test(description)).toBe(lang === 'zh-cn');
        await expect(diagram.locator('text').first()).toBeVisible();
        // no other product's diagram here
        for (const other of PRODUCTS.filter((p) => p !== product))
          await expect(page.getByRole('img', { name: other.diagram[lang] })).toHaveCount(0);
        // the banner's picture is the product's own, hidden from assistive technology
        const art = page.locator('.page-banner__art--drawn');
        await expect(art).toHaveAttribute('aria-hidden', 'true');
        await expect(art.locator('svg')).toBeVisible();
        arts.add(await art.innerHTML());

        // on a phone the tall drawing, with the same name, fits the screen
        await expect(diagram).toHaveClass(/diagram__svg--wide/);
        await page.setViewportSize(PHONE);
        await expect(page.locator('.diagram__svg--wide')).toBeHidden();
        const tall = page.getByRole('img', { name: product.diagram[lang], exact: true });
        await expect(tall).toHaveCount(1);
        await expect(tall).toHaveClass(/diagram__svg--tall/);
        await tall.scrollIntoViewIfNeeded();
        const box = (await tall.boundingBox())!;
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
          PHONE.width,
        );
      }
      expect(arts.size).toBe(PRODUCTS.length);
    });

  test('home, product and careers cards each show a real icon, unlike their neighbours’', async ({
    page,
  }) => {
    await page.goto('/?lang=zh-cn');
    const suite = await iconsOf(page, '.suite__icon');
    expect(suite).toHaveLength(6);
    expectDistinctNeighbours(suite, 'home products');

    const capabilities: string[][] = [];
    for (const product of PRODUCTS) {
      await page.goto(`${product.path}?lang=en`);
      const names = await iconsOf(page, '.page-card__icon');
      expect(names).toHaveLength(6);
      expectDistinctNeighbours(names, product.path);
      capabilities.push(names);
    }
    // each product has icons of its own, not one set for all
    expect(new Set(capabilities.map((names) => names.join())).size).toBe(PRODUCTS.length);

    await page.goto('/Joinus?lang=zh-cn');
    const reasons = await iconsOf(page, '.page-card__icon');
    expect(reasons).toHaveLength(4);
    expectDistinctNeighbours(reasons, '/Joinus');
  });

  test('on a 375 px phone the carousel dots, the subscribe box and the footer links are 44 px targets', async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/?lang=en');
    const targets = [
      ...(await page.locator('.hero__controls button').all()),
      page.locator('.trial__subscribe'),
      ...(await page.locator('footer a').all()),
    ];
    expect(targets.length).toBeGreaterThan(12);
    for (const target of targets) {
      await target.scrollIntoViewIfNeeded();
      const box = (await target.boundingBox())!;
      const name = (await target.getAttribute('aria-label')) ?? (await target.innerText());
      expect(box.height, `${name}: height`).toBeGreaterThanOrEqual(44);
      expect(box.width, `${name}: width`).toBeGreaterThanOrEqual(44);
    }
    // the whole line ticks the box
    const subscribe = page.getByRole('checkbox', { name: /product news/ });
    await page.locator('.trial__subscribe').click({ position: { x: 200, y: 22 } });
    await expect(subscribe).toBeChecked();
  });

  test('after a trial request the form says it was received and how we follow up, in both languages', async ({
    page,
  }) => {
    // Chinese: a real request, stored
    await page.goto('/?lang=zh-cn');
    const zhForm = page.locator('#trial');
    await zhForm.getByLabel(/姓名/).fill('视觉验收访客');
    await zhForm.getByLabel(/手机号/).fill('13800138011');
    const followUpZh =
      '我们已收到您的试用申请，解决方案顾问将在 1 个工作日内通过您留下的电话或邮箱与您联系。';
    await expect(zhForm.getByText(followUpZh)).toHaveCount(0);
    await zhForm.getByRole('button', { name: '提交申请' }).click();
    await expect(zhForm.getByText('获取成功')).toBeVisible();
    const zhNote = zhForm.getByText(followUpZh);
    await expect(zhNote).toBeVisible();
    await expect(zhNote.locator('xpath=..')).toHaveAttribute('aria-live', 'polite');
    await page.screenshot({ path: 'reports/screenshots/visuals-trial-sent-zh-cn.png' });

    // English: the server's answer is stood in for, so the suite stays under the per-address
    // limit of trial requests (docs/api-contract.md); the page's words are what is checked
    await page.route(`**${API}/portal/trial`, (route) =>
      route.fulfill({ json: { code: 200, msg: 'Acquisition successful' } }),
    );
    await page.goto('/?lang=en');
    const enForm = page.locator('#trial');
    await enForm.getByLabel(/Name/).fill('Visual Check');
    await enForm.getByLabel(/Mobile phone/).fill('13800138012');
    await enForm.getByRole('button', { name: 'Submit' }).click();
    await expect(enForm.getByText('Acquisition successful')).toBeVisible();
    await expect(
      enForm.getByText(
        'We have received your trial request. A solutions consultant will contact you by phone or email within one business day.',
      ),
    ).toBeVisible();
  });

  test('screenshots of home and the product pages at 375 and 1366 px, without layout shift', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    for (const viewport of [PHONE, DESKTOP])
      for (const lang of LANGS)
        for (const path of ['/', ...PRODUCTS.map((p) => p.path)]) {
          await page.setViewportSize(viewport);
          await page.goto(`${path}?lang=${lang}`);
          await expect(page.getByRole('heading', { level: 1 })).toBeAttached();
          const shift = await layoutShift(page);
          const name = `${path === '/' ? 'home' : path.split('/').pop()!.toLowerCase()}-${lang}-${viewport.width}`;
          expect(shift, `${name}: layout shift`).toBeLessThanOrEqual(0.05);
          expect(await page.evaluate(() => document.documentElement.scrollWidth), name).toBeLessThanOrEqual(
            viewport.width,
          );
          await page.screenshot({ path: `reports/screenshots/visuals-${name}.png`, fullPage: true });
        }
  });
});
