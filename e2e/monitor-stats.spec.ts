import { expect, test, type Page } from './support/test';
import { confirmQuestion, loginAs, opened, snap } from './support/session';

/**
 * 服务监控, 缓存监控 and 缓存列表 through the console, in Chinese and English. The shared test
 * server's sessions must survive: 清理全部 is only opened and cancelled here (it logs everyone out);
 * the name cleared is 路由菜单 (built menu routes, rebuilt on demand).
 */
test.describe('monitoring: server and cache', () => {
  test('服务监控 shows the host, the runtime and the disks', async ({ page, baseURL }) => {
    await loginAs(page, baseURL!, 'admin');
    await page.goto('/monitor/server');
    const shown = page.getByTestId('server-page');
    await expect(shown.getByText('核心数')).toBeVisible();
    await expect(shown.getByText('Node.js', { exact: true })).toBeVisible();
    // the runtime's 运行时长, and the same figure in the replicas' table above it
    await expect(shown.getByRole('definition').filter({ hasText: /^\d+天\d+小时\d+分钟$/ })).toBeVisible();
    await expect(
      shown
        .locator('td')
        .filter({ hasText: /^\d+天\d+小时\d+分钟$/ })
        .first(),
    ).toBeVisible();
    await expect(shown.locator('.ant-table-row').filter({ hasText: /GB|MB/ }).first()).toBeVisible();
    await snap(page, 'monitor-server-zh');
  });

  test('缓存监控 draws the command pie and the memory gauge', async ({ page, baseURL }) => {
    await loginAs(page, baseURL!, 'admin');
    const chartChunks: string[] = [];
    page.on('request', (r) => r.url().includes('cache-charts') && chartChunks.push(r.url()));
    await page.goto('/monitor/cache');
    const shown = page.getByTestId('cache-page');
    await expect(shown.getByText('Key数量')).toBeVisible();
    await expect(shown.getByRole('img', { name: '命令统计' }).locator('canvas')).toBeVisible();
    await expect(shown.getByRole('img', { name: '使用内存' }).locator('canvas')).toBeVisible();
    expect(chartChunks.length).toBeGreaterThan(0);
    await snap(page, 'monitor-cache-zh');
  });

  test('缓存列表 shows names, keys and a value, and clears a name after confirmation', async ({
    page,
    baseURL,
  }) => {
    await loginAs(page, baseURL!, 'admin');
    await page.goto('/monitor/cacheList');
    const shown = page.getByTestId('cache-list-page');
    await shown.getByText('数据字典').click();
    const key = shown.locator('.ant-table-row', { hasText: 'sys_normal_disable' });
    await key.click();
    await expect(shown.getByLabel('缓存内容')).toHaveValue(/dictLabel/);
    await snap(page, 'monitor-cache-list-zh');

    const routers = shown.locator('.ant-table-row', { hasText: '路由菜单' });
    await routers.getByRole('button').click();
    await expect(page.getByText('确认清理缓存名称"sys_routers:"的全部键吗？')).toBeVisible();
    await confirmQuestion(page);
    await expect(page.getByText('清理缓存名称[sys_routers:]成功')).toBeVisible();
    // the first question is gone before the next is asked
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await shown.getByRole('button', { name: '清理全部' }).click();
    const question = page.getByRole('dialog').filter({ hasText: /确认清理全部缓存吗/ });
    await (await opened(question)).getByRole('button', { name: /取\s*消/ }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('the pages in English: server, cache, cache list, online users', async ({ page, baseURL }) => {
    await loginAs(page, baseURL!, 'admin');
    await page.goto('/monitor/server');
    await page.getByRole('button', { name: 'Switch to English' }).click();
    // the choice is kept once the page has switched (its English words are in): then go on
    await expect(page.getByText('Node.js runtime', { exact: true }).first()).toBeVisible();
    const check = async (path: string, text: string, shot: string, p: Page = page) => {
      await p.goto(path);
      await expect(p.getByText(text, { exact: true }).first()).toBeVisible();
      await snap(p, shot);
    };
    await check('/monitor/server', 'Node.js runtime', 'monitor-server-en');
    await expect(page.getByRole('definition').filter({ hasText: /^\d+ d \d+ h \d+ min$/ })).toBeVisible();
    await check('/monitor/cache', 'Command calls', 'monitor-cache-en');
    await check('/monitor/cacheList', 'Cache names', 'monitor-cache-list-en');
    await expect(page.getByText('Dictionaries')).toBeVisible();
    await page.goto('/monitor/online');
    await expect(page.getByRole('columnheader', { name: 'Session ID' })).toBeVisible();
    // the admin's own session, with its force-logout action
    await expect(page.getByRole('button', { name: 'Force logout' }).first()).toBeVisible();
    await snap(page, 'online-users-en');
  });
});
