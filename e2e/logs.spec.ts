import { expect, test } from './support/test';
import { API, apiLogin, loginAs, opened, snap } from './support/session';

/** 登录日志 and 操作日志 (docs/monitor/logs.md): what the console did, and who tried to log in. */
test.describe('the logs', () => {
  test('an edit in the console shows in 操作日志 with its details', async ({ page, baseURL, request }) => {
    const token = await apiLogin(request, baseURL!, 'admin');
    const headers = { Authorization: `Bearer ${token}` };
    const posts = await (
      await request.get(`${baseURL}${API}/system/post/list?postCode=user`, { headers })
    ).json();
    const post = posts.rows[0];

    await loginAs(page, baseURL!, 'admin');
    await page.goto('/system/post');
    const row = page.locator('.ant-table-row', { hasText: post.postName });
    await row.getByRole('button', { name: '修改' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    await expect(page.getByText('修改成功').first()).toBeVisible();

    await page.goto('/system/log/operlog');
    await page.getByLabel('系统模块').fill('岗位管理');
    await page
      .getByRole('search')
      .getByRole('button', { name: /搜\s*索/ })
      .click();
    const logged = page.locator('.ant-table-row', { hasText: '岗位管理' }).first();
    await expect(logged).toContainText('修改');
    await expect(logged).toContainText('admin');
    await expect(logged).toContainText('毫秒');
    await snap(page, 'logs-operlog-zh-cn');
    await logged.getByRole('button', { name: '详细' }).click();
    const detail = page.getByRole('dialog', { name: '操作日志详细' });
    await expect(detail).toContainText('PUT /prod-api/system/post');
    await expect(detail).toContainText(`"postCode": "${post.postCode}"`);
    await expect(detail).toContainText('正常');
    await snap(page, 'logs-operlog-detail-zh-cn');
    await detail.getByRole('button', { name: '关 闭' }).click();

    // 清空 keeps what the retention period keeps, and says so; the check finds the log whole
    await page.getByRole('button', { name: '清空' }).click();
    await (await opened(page.getByRole('dialog'))).getByRole('button', { name: /确\s*定/ }).click();
    await expect(
      page.getByText(/^已删除\d+条超过180天的日志，保留\d+条：操作日志和登录日志须保留180天$/),
    ).toBeVisible();
    await page.getByRole('button', { name: '完整性校验' }).click();
    const verdict = await opened(page.getByRole('dialog', { name: '日志完整性校验' }));
    await expect(verdict.getByTestId('log-check-verdict')).toContainText(/操作日志完整：已校验\d+条记录/);
    await snap(page, 'logs-operlog-check-zh-cn');
    await verdict.getByRole('button', { name: '关 闭' }).click();

    await page.getByRole('button', { name: 'Switch to English' }).click();
    await expect(page.getByRole('columnheader', { name: 'Module' })).toBeVisible();
    await expect(page.locator('.ant-table-row').first()).toContainText(' ms');
    await snap(page, 'logs-operlog-en');
    await page.getByRole('button', { name: 'Check integrity' }).click();
    const english = await opened(page.getByRole('dialog', { name: 'Log integrity check' }));
    await expect(english.getByTestId('log-check-verdict')).toContainText(
      /Operation log is intact: \d+ entries checked/,
    );
    await snap(page, 'logs-operlog-check-en');
    await english.locator('.ant-modal-footer').getByRole('button', { name: 'Close' }).click();
  });

  test('a failed login shows in 登录日志', async ({ page, baseURL, request }) => {
    const failed = await request.post(`${baseURL}${API}/login`, {
      data: { username: 'ry', password: 'not-the-password' },
    });
    expect((await failed.json()).code).toBe(500);

    await loginAs(page, baseURL!, 'admin');
    await page.goto('/system/log/logininfor');
    await page.getByRole('textbox', { name: '用户名称' }).fill('ry');
    await page
      .getByRole('search')
      .getByRole('button', { name: /搜\s*索/ })
      .click();
    const row = page.locator('.ant-table-row', { hasText: '密码输入错误' }).first();
    await expect(row).toContainText('ry');
    await expect(row).toContainText('失败');
    await snap(page, 'logs-logininfor-zh-cn');

    await page.getByRole('button', { name: 'Switch to English' }).click();
    await expect(page.getByRole('columnheader', { name: 'Message' })).toBeVisible();
    await snap(page, 'logs-logininfor-en');
  });
});
