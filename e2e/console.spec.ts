import { expect, test } from './support/test';
import { API, apiLogin, confirmQuestion, loginAs, snap } from './support/session';

test.describe('the console', () => {
  test('系统管理 → 用户管理 lists real users, pages, searches and filters by department', async ({
    page,
    baseURL,
  }) => {
    await loginAs(page, baseURL!, 'admin');
    await page.goto('/manage/index');
    await page.getByRole('menuitem', { name: /系统管理/ }).click();
    await page.getByRole('menuitem', { name: /用户管理/ }).click();
    await expect(page).toHaveURL(/\/system\/user$/);
    // the two seeded users (other browser tests add and remove users of their own meanwhile)
    const user = (name: string) => page.getByRole('cell', { name, exact: true });
    const bothSeeded = async () => {
      await expect(user('admin')).toBeVisible();
      await expect(user('ry')).toBeVisible();
    };
    await bothSeeded();
    await expect(page.getByText(/共 \d+ 条/)).toBeVisible();

    await page.getByLabel('用户名称').fill('ry');
    await page
      .getByRole('search')
      .getByRole('button', { name: /搜\s*索/ })
      .click();
    // ry, and not admin (another test's user may match "ry" too)
    await expect(user('admin')).toHaveCount(0);
    await expect(user('ry')).toBeVisible();

    await page
      .getByRole('search')
      .getByRole('button', { name: /重\s*置/ })
      .click();
    await bothSeeded();

    // 研发部 holds admin, not ry
    await page.getByRole('treeitem', { name: '研发部 R&D' }).first().click();
    await expect(user('ry')).toHaveCount(0);
    await expect(user('admin')).toBeVisible();
    await snap(page, 'user-list-dept');

    // a second click on the department shows everybody again
    await page.getByRole('treeitem', { name: '研发部 R&D' }).first().click();
    await bothSeeded();
  });

  test('the status dictionary filters the list', async ({ page, baseURL }) => {
    await loginAs(page, baseURL!, 'admin');
    await page.goto('/system/user');
    // the search form's 状态, not the rows' switches (状态: admin)
    await page.getByRole('combobox', { name: '状态', exact: true }).click();
    await page.getByTitle('停用').click();
    await page
      .getByRole('search')
      .getByRole('button', { name: /搜\s*索/ })
      .click();
    // neither seeded user is disabled (users other tests disable may show meanwhile)
    await expect(page.getByRole('cell', { name: 'admin', exact: true })).toHaveCount(0);
    await expect(page.getByRole('cell', { name: 'ry', exact: true })).toHaveCount(0);
  });

  test('the API answers 403 to a user without the permission and 401 without a token', async ({
    request,
    baseURL,
  }) => {
    const none = await request.get(`${baseURL}${API}/system/user/list`);
    expect(await none.json()).toMatchObject({ code: 401 });
    const token = await apiLogin(request, baseURL!, 'ry');
    const allowed = await request.get(`${baseURL}${API}/system/user/list`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(await allowed.json()).toMatchObject({ code: 200, total: 1 });
  });

  test('在线用户 lists sessions and forces one out', async ({ page, baseURL, request }) => {
    const victim = await apiLogin(request, baseURL!, 'ry');
    // the session id is the JWT's login_user_key
    const tokenId = JSON.parse(Buffer.from(victim.split('.')[1], 'base64url').toString())
      .login_user_key as string;
    await loginAs(page, baseURL!, 'admin');
    await page.goto('/monitor/online');
    await page.getByLabel('用户名称').fill('ry');
    await page
      .getByRole('search')
      .getByRole('button', { name: /搜\s*索/ })
      .click();
    const row = page.locator('.ant-table-row', { hasText: tokenId });
    await expect(row).toBeVisible();
    await snap(page, 'online-users');
    const before = await request.get(`${baseURL}${API}/getInfo`, {
      headers: { Authorization: `Bearer ${victim}` },
    });
    expect((await before.json()).code).toBe(200);

    await row.getByRole('button', { name: '强退' }).click();
    await expect(page.getByText('是否确认强退名称为"ry"的用户？')).toBeVisible();
    await confirmQuestion(page);
    await expect(page.getByText('强退成功').first()).toBeVisible();
    await expect(row).toHaveCount(0);
    const after = await request.get(`${baseURL}${API}/getInfo`, {
      headers: { Authorization: `Bearer ${victim}` },
    });
    expect((await after.json()).code).toBe(401);
  });

  test('系统接口 shows the API reference from the server', async ({ page, baseURL }) => {
    await loginAs(page, baseURL!, 'admin');
    await page.goto('/tool/swagger');
    await expect(page.getByText('/prod-api/getRouters').first()).toBeVisible();
    await expect(page.getByText('/prod-api/system/user/list').first()).toBeVisible();
    await snap(page, 'api-docs');
  });

  test('a remote that is down is named in its outlet while the rest keeps working', async ({
    page,
    baseURL,
  }) => {
    await loginAs(page, baseURL!, 'admin');
    await page.route('**/mf/system/**', (route) => route.abort('connectionrefused'));
    await page.goto('/system/user');
    const outlet = page.getByRole('alert');
    await expect(outlet).toContainText('该功能暂时不可用');
    await snap(page, 'remote-down');
    // the layout works: another section from another remote opens
    await page.getByRole('menuitem', { name: /系统监控/ }).click();
    await page.getByRole('menuitem', { name: /在线用户/ }).click();
    await expect(page).toHaveURL(/\/monitor\/online$/);
    await expect(page.getByRole('cell', { name: 'admin', exact: true }).first()).toBeVisible();

    // the remote comes back: 重试 loads it without reloading the page
    await page.unroute('**/mf/system/**');
    await page.getByRole('menuitem', { name: /系统管理/ }).click();
    await page.getByRole('menuitem', { name: /用户管理/ }).click();
    await page.getByRole('alert').getByRole('button', { name: '重试' }).click();
    await expect(page.getByRole('cell', { name: 'admin', exact: true })).toBeVisible();
  });
});
