import ExcelJS from 'exceljs';
import { expect, test, type Page } from './support/test';
import { API, confirmQuestion, loginAs, snap } from './support/session';

/**
 * 用户管理 (/system/user): a user's whole life, and an import that is refused as a whole. Every
 * account made here has a name of its own (never admin / ry, which other files sign in with).
 */
test.describe.configure({ mode: 'serial' });

const suffix = Date.now().toString(36).slice(-5);
const userName = `e2e_${suffix}`;
const password = 'life12345';

async function openUsers(page: Page) {
  await page.goto('/system/user');
  await expect(page.getByRole('cell', { name: 'ry', exact: true })).toBeVisible();
}

async function loginForm(page: Page, name: string, secret: string) {
  await page.goto('/login');
  await page.getByLabel('账号').fill(name);
  await page.getByLabel('密码', { exact: true }).fill(secret);
  await page.getByRole('button', { name: /登\s*录/ }).click();
}

test('a user is created with 普通角色, signs in and sees what the role permits, then is disabled and cannot sign in', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await loginAs(page, baseURL!, 'admin');
  await openUsers(page);

  // admin adds the user
  await page.getByRole('button', { name: /新\s*增/ }).click();
  const dialog = page.getByRole('dialog', { name: '添加用户' });
  await expect(dialog).toBeVisible();
  // the empty form is refused with RuoYi's words
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  await expect(dialog.getByText('用户昵称不能为空')).toBeVisible();
  await expect(dialog.getByText('用户名称不能为空')).toBeVisible();
  await dialog.getByLabel('用户昵称').fill('生命周期');
  await dialog.getByLabel('用户名称').fill(userName);
  await dialog.getByLabel('用户密码').fill('12');
  await expect(dialog.getByText('用户密码长度必须介于 6 和 20 之间')).toBeVisible();
  await dialog.getByLabel('用户密码').fill(password);
  await dialog.getByLabel('角色').click();
  await page.locator('.ant-select-item-option', { hasText: '普通角色' }).click();
  await dialog.getByLabel('用户昵称').click();
  await snap(page, 'user-add-dialog');
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.getByText('新增成功')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('cell', { name: userName, exact: true })).toBeVisible();

  // the new user signs in elsewhere and finds the role's menus and buttons, within its data scope
  const theirs = await browser.newContext();
  const them = await theirs.newPage();
  await loginForm(them, userName, password);
  await expect(them).toHaveURL(/\/manage\/index$/);
  await expect(them.getByRole('menuitem', { name: /系统管理/ })).toBeVisible();
  await them.goto('/system/user');
  await expect(them.getByRole('cell', { name: 'ry', exact: true })).toBeVisible();
  await expect(them.getByRole('button', { name: /新\s*增/ })).toBeVisible();
  // admin works in 研发部, outside 普通角色's departments
  await expect(them.getByRole('cell', { name: 'admin', exact: true })).toHaveCount(0);
  await snap(them, 'user-as-common-role');
  await theirs.close();

  // admin disables the user after RuoYi's question
  const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name: userName, exact: true }) });
  await row.getByRole('switch').click();
  await expect(page.getByText(`确认要"停用""${userName}"用户吗？`)).toBeVisible();
  // once the question has finished opening: a click during its opening animation was lost on a loaded machine
  await confirmQuestion(page);
  await expect(page.getByText('停用成功')).toBeVisible();

  // the disabled user cannot sign in
  const again = await browser.newContext();
  const blocked = await again.newPage();
  await loginForm(blocked, userName, password);
  await expect(blocked.getByText('用户已封禁，请联系管理员')).toBeVisible();
  await expect(blocked).toHaveURL(/\/login/);
  await again.close();
});

async function workbook(rows: string[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('用户数据');
  sheet.addRow(['部门编号', '登录名称', '用户名称', '用户邮箱', '手机号码', '用户性别', '账号状态']);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

test('an import with one bad row shows the per-row report and creates nobody', async ({ page, baseURL }) => {
  const token = await loginAs(page, baseURL!, 'admin');
  await openUsers(page);
  const good = `imp_ok_${suffix}`;
  const bad = `imp_bad_${suffix}`;
  const buffer = await workbook([
    ['105', good, '导入好', `${good}@example.com`, '', '男', '正常'],
    ['105', bad, '导入坏', 'not-an-email', '', '女', '正常'],
  ]);

  await page.getByRole('button', { name: /导\s*入/ }).click();
  const dialog = page.getByRole('dialog', { name: '用户导入' });
  await expect(dialog.getByText('是否更新已经存在的用户数据')).toBeVisible();
  await expect(dialog.getByRole('button', { name: '下载模板' })).toBeVisible();
  await page.getByTestId('import-file').setInputFiles({
    name: 'users.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer,
  });
  await expect(dialog.getByText('users.xlsx')).toBeVisible();
  await dialog.getByRole('button', { name: /确\s*定/ }).click();

  const report = page.getByTestId('import-result');
  await expect(report).toContainText('很抱歉，导入失败！共 1 条数据格式不正确，错误如下：');
  await expect(report).toContainText(`1、账号 ${bad} 导入失败：邮箱格式不正确`);
  await snap(page, 'user-import-report');
  await page
    .getByRole('dialog', { name: '导入结果' })
    .getByRole('button', { name: /确\s*定/ })
    .click();

  // nothing was written, not even the good row
  const answer = await page.request.get(`${baseURL}${API}/system/user/list?userName=imp_`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(await answer.json()).toMatchObject({ code: 200, total: 0 });
});
