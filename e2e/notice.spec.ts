import { expect, test, type Browser, type Page } from './support/test';
import { loginAs, snap } from './support/session';

/**
 * 通知公告 end to end (docs/system/notice.md): admin publishes a notice, ry sees it unread in the
 * navbar bell and opens it, admin finds ry among its readers; then ry locks the screen, which
 * survives a reload, refuses a wrong password and opens with the right one.
 */
test.describe.configure({ mode: 'serial' });

async function signedIn(browser: Browser, baseURL: string, who: 'admin' | 'ry'): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await loginAs(page, baseURL, who);
  return page;
}

const title = `E2E 停机维护通知 ${Date.now().toString(36)}`;

test('admin publishes a notice; ry reads it from the bell; admin sees ry among its readers', async ({
  browser,
  baseURL,
}) => {
  const admin = await signedIn(browser, baseURL!, 'admin');
  await admin.goto('/system/notice');
  await expect(admin.getByRole('button', { name: '账号安全提示 / Keeping your account safe' })).toBeVisible();
  await admin.getByRole('button', { name: /新\s*增/ }).click();
  const dialog = admin.getByRole('dialog', { name: '添加公告' });
  await dialog.getByLabel('公告标题').fill(title);
  await dialog.getByLabel('公告类型').click();
  await admin.getByTitle('公告', { exact: true }).click();
  const editor = dialog.locator('.ql-editor');
  await editor.click();
  await admin.keyboard.type('今晚 22:00 停机维护，请提前保存工作。');
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  await expect(admin.getByText('新增成功')).toBeVisible();
  const row = admin.locator('tr', { has: admin.getByRole('button', { name: title }) });
  await expect(row).toBeVisible();

  const ry = await signedIn(browser, baseURL!, 'ry');
  await ry.goto('/manage/index');
  const bell = ry.getByRole('button', { name: /^消息通知，\d+ 条未读$/ });
  await expect(bell).toBeVisible();
  const before = Number((await bell.getAttribute('aria-label'))!.match(/(\d+) 条未读/)![1]);
  await bell.click();
  const panel = ry.getByRole('dialog', { name: '通知公告' });
  const item = panel.getByRole('button', { name: new RegExp(title) });
  await expect(item.getByRole('img', { name: '未读' })).toBeVisible();
  await snap(ry, 'notice-bell');
  await item.click();
  await expect(ry.getByText('公告详情')).toBeVisible();
  await expect(ry.getByRole('heading', { name: title })).toBeVisible();
  await expect(ry.getByText('今晚 22:00 停机维护，请提前保存工作。')).toBeVisible();
  await snap(ry, 'notice-detail');
  await expect(
    ry.getByRole('button', {
      name: before > 1 ? `消息通知，${before - 1} 条未读` : '消息通知',
      exact: true,
    }),
  ).toBeVisible();

  await row.getByRole('button', { name: /阅读用户/ }).click();
  const readers = admin.getByRole('dialog', { name: `「${title}」已读用户` });
  await expect(readers.getByRole('cell', { name: 'ry', exact: true })).toBeVisible();
  await expect(readers.getByRole('cell', { name: '测试员 Tester', exact: true })).toBeVisible();
  await snap(admin, 'notice-readers');
  await admin.context().close();
  await ry.context().close();
});

test('ry locks the screen; a reload keeps it locked; a wrong password is refused, the right one unlocks', async ({
  browser,
  baseURL,
}) => {
  const ry = await signedIn(browser, baseURL!, 'ry');
  await ry.goto('/manage/index');
  // the console has settled: what loads after its first view (the 下载中心 button) is in
  await expect(ry.getByRole('button', { name: /^下载中心/ })).toBeVisible({ timeout: 15_000 });
  await ry.locator('.console-user').click();
  await ry.getByRole('menuitem', { name: '锁定屏幕' }).click();
  const password = ry.getByLabel('登录密码');
  await expect(password).toBeVisible();
  await expect(ry.locator('.console-header')).toHaveCount(0);

  await ry.reload();
  await expect(password).toBeVisible();
  await expect(ry.locator('.console-header')).toHaveCount(0);
  await expect(ry).toHaveURL(/\/manage\/index$/);

  await password.fill('not-the-password');
  await password.press('Enter');
  await expect(ry.getByText('密码错误，请重新输入')).toBeVisible();
  await snap(ry, 'lock-screen');

  await password.fill('admin123');
  await ry.getByRole('button', { name: /解\s*锁/ }).click();
  await expect(ry.locator('.console-header')).toBeVisible();
  await expect(password).toHaveCount(0);
  await ry.context().close();
});
