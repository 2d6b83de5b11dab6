import { expect, test, type APIRequestContext } from './support/test';
import { API, apiLogin, loginAs, snap } from './support/session';

async function callApi(
  request: APIRequestContext,
  baseURL: string,
  token: string,
  method: 'get' | 'post' | 'put',
  url: string,
  data?: object,
) {
  const response = await request[method](`${baseURL}${API}${url}`, {
    headers: { Authorization: `Bearer ${token}` },
    ...(data ? { data } : {}),
  });
  return response.json();
}

test.describe('roles', () => {
  test('a custom data scope hides the users of other departments from ry', async ({ page, baseURL }) => {
    const admin = await apiLogin(page.request, baseURL!, 'admin');
    // ry's role (common, 2) sees 测试部 (105) only: admin (研发部 103) is outside it
    const changed = await callApi(page.request, baseURL!, admin, 'put', '/system/role/dataScope', {
      roleId: 2,
      dataScope: '2',
      deptIds: [105],
    });
    expect(changed.code).toBe(200);

    await loginAs(page, baseURL!, 'ry');
    await page.goto('/system/user');
    await expect(page.getByRole('cell', { name: 'ry', exact: true })).toBeVisible();
    await expect(page.getByRole('cell', { name: 'admin', exact: true })).toHaveCount(0);

    await page.goto('/system/user-auth/role/1');
    await expect(page.getByText('没有权限访问用户数据！').first()).toBeVisible();
    await snap(page, 'role-scope-refused');
  });

  test('admin gives ry a new role from the AuthUser page', async ({ page, baseURL }) => {
    const admin = await loginAs(page, baseURL!, 'admin');
    const added = await callApi(page.request, baseURL!, admin, 'post', '/system/role', {
      roleName: 'E2E角色',
      roleKey: 'e2e_role',
      roleSort: 9,
      menuIds: [],
    });
    expect(added.code).toBe(200);
    const list = await callApi(page.request, baseURL!, admin, 'get', '/system/role/list?roleKey=e2e_role');
    const roleId = list.rows[0].roleId as number;

    await page.goto(`/system/role-auth/user/${roleId}`);
    await page.getByRole('button', { name: '添加用户' }).click();
    const dialog = page.getByRole('dialog');
    const ryRow = dialog
      .getByRole('row')
      .filter({ has: page.getByRole('cell', { name: 'ry', exact: true }) });
    await ryRow.getByRole('checkbox').check();
    await snap(page, 'role-auth-user-select');
    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('cell', { name: 'ry', exact: true })).toBeVisible();
    const allocated = await callApi(
      page.request,
      baseURL!,
      admin,
      'get',
      `/system/role/authUser/allocatedList?roleId=${roleId}`,
    );
    expect(allocated.rows.map((row: { userName: string }) => row.userName)).toEqual(['ry']);
  });

  test('a search the server refuses names the field by its label, once, in both languages', async ({
    page,
    baseURL,
  }) => {
    await loginAs(page, baseURL!, 'admin');
    await page.goto('/system/role');
    await expect(page.locator('.ant-table-row').first()).toBeVisible();
    const form = page.locator('form').first();
    await form.getByLabel('角色名称').fill('x'.repeat(31));
    await form.getByRole('button', { name: /搜\s*索/ }).click();
    await expect(page.getByText('角色名称长度不能超过30个字符')).toHaveCount(1);
    await expect(page.locator('.ant-table-row')).toHaveCount(0);
    // the table's own line with 重试 is for a list that could not be had, not for a refusal
    await expect(page.getByText('数据加载失败')).toHaveCount(0);
    await snap(page, 'role-search-refused-zh-cn');

    await page.getByRole('button', { name: 'Switch to English' }).click();
    const english = page.locator('form').first();
    await english.getByLabel('Role name').fill('y'.repeat(31));
    await english.getByRole('button', { name: /search/i }).click();
    await expect(page.getByText('Role name must be at most 30 characters long')).toBeVisible();
    await expect(page.getByText('roleName', { exact: false })).toHaveCount(0);
  });
});
