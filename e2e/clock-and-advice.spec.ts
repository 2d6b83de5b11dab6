import { expect, test, type Page } from './support/test';
import { API, apiLogin, loginAs, opened, setSessionCookie, snap } from './support/session';

/**
 * One clock (docs/product.md §3 and docs/system/user.md): with the browser in another zone than the
 * server, every time the console shows is the server's — 在线用户's 登录时间 and the lock screen's clock
 * read what the server's zone reads, not the browser's. And a user's first sign-in with the password
 * an administrator gave them asks them to change it.
 */

const BROWSER_ZONE = 'America/New_York';

/** `yyyy-MM-dd HH:mm:ss` of a moment in a zone. */
function inZone(ms: number, timeZone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(ms)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}:${parts.second}`;
}

async function serverZone(page: Page, token: string): Promise<string> {
  const info = await (
    await page.request.get(`${API}/getInfo`, { headers: { Authorization: `Bearer ${token}` } })
  ).json();
  expect(typeof info.timeZone).toBe('string');
  return info.timeZone as string;
}

test.describe('one clock, with the browser in another zone than the server', () => {
  test.use({ timezoneId: BROWSER_ZONE });

  test('在线用户 shows the login time in the server zone, and so does the lock screen clock', async ({
    page,
    baseURL,
  }) => {
    const token = await loginAs(page, baseURL!, 'admin');
    const zone = await serverZone(page, token);
    expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe(BROWSER_ZONE);
    expect(zone).not.toBe(BROWSER_ZONE);

    const online = await (
      await page.request.get(`${API}/monitor/online/list`, { headers: { Authorization: `Bearer ${token}` } })
    ).json();
    // the first row: the list shows it on its first page however many sessions other tests hold
    const mine = (online.rows as Array<{ tokenId: string; loginTime: number }>)[0];
    const shown = inZone(mine.loginTime, zone);
    // the two zones read differently, so the check below tells them apart
    expect(shown).not.toBe(inZone(mine.loginTime, BROWSER_ZONE));

    await page.goto('/monitor/online');
    const list = page.locator('.console-page:visible');
    await expect(list.getByRole('cell', { name: shown }).first()).toBeVisible();
    await expect(list.getByRole('cell', { name: inZone(mine.loginTime, BROWSER_ZONE) })).toHaveCount(0);
    await snap(page, 'clock-online');

    await page.locator('.console-user').click();
    await page.getByRole('menuitem', { name: '锁定屏幕' }).click();
    const time = page.locator('.lock-screen__time');
    await expect(time).toBeVisible();
    // the minute may turn between reading the clock and this line: either reading is the server's
    const now = Date.now();
    const serverMinutes = [now, now + 60_000].map((ms) => inZone(ms, zone).slice(11, 16));
    expect(serverMinutes).toContain(await time.textContent());
    expect(await page.locator('.lock-screen__day').textContent()).toBe(inZone(now, zone).slice(0, 10));
    await snap(page, 'clock-lock-screen');
  });
});

test('a first sign-in with the password an administrator gave asks to change it, and 确定 opens 修改密码', async ({
  page,
  baseURL,
}) => {
  const adminToken = await apiLogin(page.request, baseURL!, 'admin');
  const userName = `first${Date.now().toString(36)}`;
  const created = await (
    await page.request.post(`${API}/system/user`, {
      headers: { Authorization: `Bearer ${adminToken}` },
      data: {
        userName,
        nickName: '新同事 New colleague',
        password: 'Welcome#2026',
        deptId: 103,
        status: '0',
      },
    })
  ).json();
  expect(created.code).toBe(200);

  const login = await (
    await page.request.post(`${API}/login`, { data: { username: userName, password: 'Welcome#2026' } })
  ).json();
  expect(login.code).toBe(200);
  await setSessionCookie(page.context(), baseURL!, login.token as string);
  await page.goto('/manage/index');
  const advice = await opened(page.getByRole('dialog', { name: '安全提示' }));
  await expect(advice).toContainText('您的密码还是初始密码，请修改密码！');
  await snap(page, 'first-login-advice');
  await advice.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page).toHaveURL(/\/manageUser\/profile$/);
  await expect(page.getByRole('tab', { name: '修改密码', selected: true })).toBeVisible();

  // the user goes again: other tests count the seeded users
  const auth = { Authorization: `Bearer ${adminToken}` };
  const found = await (
    await page.request.get(`${API}/system/user/list?userName=${userName}`, { headers: auth })
  ).json();
  const removed = await (
    await page.request.delete(`${API}/system/user/${found.rows[0].userId}`, { headers: auth })
  ).json();
  expect(removed.code).toBe(200);
});
