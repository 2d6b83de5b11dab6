import { expect, test, type Page } from './support/test';
import { API, apiLogin, confirmQuestion, loginAs, snap } from './support/session';

// a failure here keeps its trace (reports/e2e-artifacts): what the page asked and was answered
test.use({ trace: 'retain-on-failure' });

/** 定时任务 and 调度日志 through the console (docs/monitor/job.md "The pages"). */
test.describe('scheduled jobs', () => {
  const search = (page: Page) =>
    page
      .getByRole('search')
      .getByRole('button', { name: /搜\s*索/ })
      .click();

  test('a job added with the form runs once and its run shows in 调度日志', async ({
    page,
    baseURL,
    request,
  }) => {
    // many steps, and the wait for the run below: a loaded machine needs more than the default minute
    test.setTimeout(150_000);
    const name = `e2e巡检${Date.now() % 100000}`;
    await loginAs(page, baseURL!, 'admin');
    await page.goto('/monitor/job');
    await expect(page.locator('.ant-table-row').first()).toBeVisible();
    await snap(page, 'jobs-list-zh-cn');

    await page.getByRole('button', { name: /新\s*增/ }).click();
    const dialog = page.getByRole('dialog', { name: '添加任务' });
    await dialog.getByLabel('任务名称').fill(name);
    await dialog.getByLabel('调用方法').fill('ryTask.ryNoParams');
    await dialog.getByRole('button', { name: '生成表达式' }).click();
    const builder = page.getByRole('dialog', { name: 'Cron表达式生成器' });
    await expect(builder.getByText('最近5次运行时间')).toBeVisible();
    await snap(page, 'jobs-cron-builder-zh-cn');
    await builder.getByRole('button', { name: /确\s*定/ }).click();
    await expect(dialog.getByLabel('cron执行表达式')).toHaveValue('* * * * * ?');
    await dialog.getByLabel('cron执行表达式').fill('0 0 3 * * ?');
    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    await expect(page.getByText('新增成功').first()).toBeVisible();

    await page.getByRole('textbox', { name: '任务名称' }).fill(name);
    await search(page);
    const row = page.locator('.ant-table-row', { hasText: name });
    await expect(row).toContainText('0 0 3 * * ?');
    // a new job is stored paused
    await expect(row.getByRole('switch')).not.toBeChecked();

    await row.getByRole('button', { name: /更多/ }).click();
    await page.getByRole('menuitem', { name: '执行一次' }).click();
    await expect(page.getByText(`确认要立即执行一次"${name}"任务吗？`)).toBeVisible();
    await confirmQuestion(page);
    await expect(page.getByText('执行成功').first()).toBeVisible();

    await row.getByRole('button', { name: /更多/ }).click();
    await page.getByRole('menuitem', { name: '调度日志' }).click();
    await expect(page).toHaveURL(/\/monitor\/job-log\/index\/\d+$/);
    await expect(page.getByRole('textbox', { name: '任务名称' })).toHaveValue(name);
    // the rows of the page on screen: the 定时任务 tab stays mounted, hidden, behind this one
    const run = page.locator('.console-page:visible .ant-table-row', { hasText: `${name} 总共耗时` });
    // the run is written as it ends, which may be after the list was first read: 搜索 reads the
    // list again, as staff would click it, until the run is there (on a loaded machine one read
    // alone can take some seconds)
    await expect(async () => {
      await search(page);
      await expect(run).toBeVisible({ timeout: 5000 });
    }).toPass({ timeout: 60_000 });
    await expect(run).toContainText('成功');
    await snap(page, 'jobs-log-zh-cn');
    await run.getByRole('button', { name: /详\s*细/ }).click();
    await expect(page.getByRole('dialog', { name: '调度日志详细' })).toContainText('ryTask.ryNoParams');
    await page.getByRole('button', { name: '关闭', exact: true }).last().click();

    await page.getByRole('button', { name: 'Switch to English' }).click();
    await expect(page.getByRole('columnheader', { name: 'Message' })).toBeVisible();
    await snap(page, 'jobs-log-en');
    await page.goto('/monitor/job');
    await expect(page.getByRole('columnheader', { name: 'Invoke target' })).toBeVisible();
    // each job's pause / resume switch, named by its job
    await expect(page.getByRole('switch', { name: /系统默认（无参）/ })).toBeVisible();
    await snap(page, 'jobs-list-en');

    // leave the shared server as it was
    const token = await apiLogin(request, baseURL!, 'admin');
    const headers = { Authorization: `Bearer ${token}` };
    const found = await (
      await request.get(`${baseURL}${API}/monitor/job/list?jobName=${encodeURIComponent(name)}`, { headers })
    ).json();
    for (const job of found.rows)
      await request.delete(`${baseURL}${API}/monitor/job/${job.jobId}`, { headers });
  });

  test('a target outside the registry is refused with the server’s words and stored nowhere', async ({
    page,
    baseURL,
    request,
  }) => {
    await loginAs(page, baseURL!, 'admin');
    await page.goto('/monitor/job');
    await page.getByRole('button', { name: /新\s*增/ }).click();
    const dialog = page.getByRole('dialog', { name: '添加任务' });
    await dialog.getByLabel('任务名称').fill('e2e拒绝');
    await dialog.getByLabel('调用方法').fill('process.exit(1)');
    await dialog.getByLabel('cron执行表达式').fill('0/1 * * * * ?');
    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    await expect(page.getByText(/新增任务'e2e拒绝'失败，目标字符串不在白名单内/)).toBeVisible();
    await snap(page, 'jobs-refused-zh-cn');
    await expect(dialog).toBeVisible();

    const token = await apiLogin(request, baseURL!, 'admin');
    const found = await (
      await request.get(`${baseURL}${API}/monitor/job/list?jobName=e2e`, {
        headers: { Authorization: `Bearer ${token}` },
      })
    ).json();
    expect(found.rows.map((job: { jobName: string }) => job.jobName)).not.toContain('e2e拒绝');
  });
});

test.describe('数据监控', () => {
  test('shows the database and the statements the server ran, in both languages', async ({
    page,
    baseURL,
  }) => {
    await loginAs(page, baseURL!, 'admin');
    await page.goto('/monitor/druid');
    const shown = page.getByTestId('druid-page');
    await expect(shown.getByText(/^PostgreSQL \d+/)).toBeVisible();
    await expect(shown.getByText('最慢的语句')).toBeVisible();
    await expect(shown.locator('.ant-table-row', { hasText: 'sys_menu' }).first()).toBeVisible();
    await expect(shown.locator('code', { hasText: /select/i }).first()).toBeVisible();
    await snap(page, 'monitor-druid-zh-cn');
    await page.getByRole('button', { name: 'Switch to English' }).click();
    await expect(shown.getByText('Slowest statements')).toBeVisible();
    await snap(page, 'monitor-druid-en');
  });
});
