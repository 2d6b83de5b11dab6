import { expect, test, type Browser, type Page } from './support/test';
import { API, confirmQuestion, loginAs, snap } from './support/session';

/**
 * Live updates (docs/live-updates.md): two browser contexts. Admin publishes a notice in one and
 * ry's bell in the other lights without a reload; admin 强退s ry's session and ry's console shows
 * the 401 dialog at once, without ry doing anything (in English).
 */
test.describe.configure({ mode: 'serial' });

const RUN = Date.now().toString(36);

async function signedIn(browser: Browser, baseURL: string, who: 'admin' | 'ry', lang?: 'en') {
  const context = await browser.newContext();
  if (lang) await context.addInitScript((chosen) => localStorage.setItem('lang', chosen), lang);
  const page = await context.newPage();
  const token = await loginAs(page, baseURL, who);
  return { page, token };
}

/** Opens a console page and waits until its live stream is open (a few seconds after the load). */
async function openWithStream(page: Page, path: string) {
  const stream = page.waitForResponse((response) => response.url().endsWith(`${API}/live/stream`), {
    timeout: 30_000,
  });
  await page.goto(path);
  expect((await stream).status()).toBe(200);
  // the page is never reloaded from here on: this mark would be gone
  await page.evaluate(() => {
    (window as unknown as { liveMark: string }).liveMark = 'kept';
  });
}

const notReloaded = async (page: Page) =>
  expect(await page.evaluate(() => (window as unknown as { liveMark?: string }).liveMark)).toBe('kept');

test("a notice admin publishes lights ry's bell at once, without a reload", async ({ browser, baseURL }) => {
  const title = `E2E 实时公告 ${RUN}`;
  const ry = await signedIn(browser, baseURL!, 'ry');
  const admin = await signedIn(browser, baseURL!, 'admin');
  try {
    await openWithStream(ry.page, '/manage/index');
    const bell = ry.page.getByRole('button', { name: /^消息通知(，\d+ 条未读)?$/ });
    await expect(bell).toBeVisible();
    const unread = async () =>
      Number((await bell.getAttribute('aria-label'))!.match(/(\d+) 条未读/)?.[1] ?? 0);
    const before = await unread();

    await admin.page.goto('/system/notice');
    await admin.page.getByRole('button', { name: /新\s*增/ }).click();
    const dialog = admin.page.getByRole('dialog', { name: '添加公告' });
    await dialog.getByLabel('公告标题').fill(title);
    await dialog.getByLabel('公告类型').click();
    await admin.page.getByTitle('通知', { exact: true }).click();
    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    await expect(admin.page.getByText('新增成功')).toBeVisible();

    // ry did nothing: no route change, no focus, no reload
    await expect(
      ry.page.getByRole('button', { name: `消息通知，${before + 1} 条未读`, exact: true }),
    ).toBeVisible({
      timeout: 10_000,
    });
    await notReloaded(ry.page);
    await bell.click();
    await expect(
      ry.page.getByRole('dialog', { name: '通知公告' }).getByRole('button', { name: new RegExp(title) }),
    ).toBeVisible();
    await snap(ry.page, 'live-notice-bell');
  } finally {
    const list = await admin.page.request.get(
      `${API}/system/notice/list?noticeTitle=${encodeURIComponent(title)}`,
      { headers: { Authorization: `Bearer ${admin.token}` } },
    );
    for (const row of ((await list.json()).rows ?? []) as Array<{ noticeId: number }>)
      await admin.page.request.delete(`${API}/system/notice/${row.noticeId}`, {
        headers: { Authorization: `Bearer ${admin.token}` },
      });
    await admin.page.context().close();
    await ry.page.context().close();
  }
});

test("强退 of ry's session shows ry's console the 401 dialog at once (in English)", async ({
  browser,
  baseURL,
}) => {
  const ry = await signedIn(browser, baseURL!, 'ry', 'en');
  const admin = await signedIn(browser, baseURL!, 'admin');
  try {
    await openWithStream(ry.page, '/manage/index');
    await expect(ry.page.getByRole('button', { name: /^Notifications/ })).toBeVisible();
    const tokenId = JSON.parse(Buffer.from(ry.token.split('.')[1], 'base64url').toString()).login_user_key;

    await admin.page.goto('/monitor/online');
    await admin.page.getByLabel('用户名称').fill('ry');
    await admin.page.getByRole('button', { name: /^(search )?搜\s*索$/ }).click();
    const row = admin.page.locator('tr', { hasText: tokenId });
    await row.getByRole('button', { name: '强退' }).click();
    await confirmQuestion(admin.page);
    await expect(admin.page.getByText('强退成功')).toBeVisible();

    const expired = ry.page.getByRole('dialog').filter({ hasText: 'Your session has expired' });
    await expect(expired).toBeVisible({ timeout: 10_000 });
    await expect(expired.locator('.ant-modal-confirm-title')).toHaveText('System notice');
    await expect(expired.getByRole('button', { name: 'Log in again' })).toBeVisible();
    await notReloaded(ry.page);
    await snap(ry.page, 'live-session-ended');
    await expired.getByRole('button', { name: 'Log in again' }).click();
    await expect(ry.page).toHaveURL(/\/login/);
  } finally {
    await admin.page.context().close();
    await ry.page.context().close();
  }
});
