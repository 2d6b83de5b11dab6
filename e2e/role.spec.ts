import { expect, test, type APIRequestContext } from '@playwright/test';
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
});
