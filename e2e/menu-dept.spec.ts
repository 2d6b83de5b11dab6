import { expect, test, type Page } from './support/test';
import { confirmQuestion, loginAs, snap } from './support/session';

/** 菜单管理 and 部门管理 against the real server (docs/system/menu.md, docs/system/dept.md). */

const sidebarOf = (page: Page) => page.locator('.console-sider');
const shownPage = (page: Page) => page.locator('.console-page:visible');
const rowOf = (page: Page, text: string) =>
  shownPage(page).locator('tr.ant-table-row').filter({ hasText: text }).first();

test.describe('menus and departments', () => {
  test('a menu added with an English title is in the sidebar in both languages after reload', async ({
    page,
    baseURL,
  }) => {
    await loginAs(page, baseURL!, 'admin');
    await page.goto('/system/menu');
    await rowOf(page, '系统管理')
      .getByRole('button', { name: /新\s*增/ })
      .click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText('添加菜单')).toBeVisible();
    await dialog.getByRole('radio', { name: '菜单', exact: true }).check();
    await dialog.getByLabel('菜单名称').fill('使用手册');
    await dialog.getByLabel('英文名称').fill('Manual');
    await dialog.getByLabel('显示排序').fill('9');
    await dialog.getByLabel('路由地址').fill('manual');
    await dialog.getByLabel('组件路径').fill('system/post/index');
    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    await expect(page.getByText('新增成功')).toBeVisible();
    await expect(dialog).toBeHidden();

    await page.reload();
    await expect(sidebarOf(page).getByRole('menuitem', { name: /使用手册/ })).toBeVisible();
    await page.getByRole('button', { name: 'Switch to English' }).click();
    await expect(sidebarOf(page).getByRole('menuitem', { name: /Manual/ })).toBeVisible();
    await page.reload();
    await expect(sidebarOf(page).getByRole('menuitem', { name: /Manual/ })).toBeVisible();
    // the menu page names menus in English too
    await expect(rowOf(page, 'System').getByRole('button', { name: /Delete/ })).toBeVisible();
    await snap(page, 'menu-english');
    await page.getByRole('button', { name: '切换到中文' }).click();
    await expect(sidebarOf(page).getByRole('menuitem', { name: /使用手册/ })).toBeVisible();
  });

  test('a refused delete says why', async ({ page, baseURL }) => {
    await loginAs(page, baseURL!, 'admin');
    await page.goto('/system/menu');
    await rowOf(page, '系统管理')
      .getByRole('button', { name: /删\s*除/ })
      .click();
    await expect(page.getByText('是否确认删除名称为"系统管理"的数据项？')).toBeVisible();
    await confirmQuestion(page);
    await expect(page.getByText('存在子菜单,不允许删除')).toBeVisible();
    await expect(rowOf(page, '系统管理')).toBeVisible();
  });

  test('a department moved under another branch shows there in the tree', async ({ page, baseURL }) => {
    await loginAs(page, baseURL!, 'admin');
    await page.goto('/system/dept');
    const names = shownPage(page).locator('tr.ant-table-row td:first-child');
    await expect(names.first()).toContainText('数字免疫科技 DIS Technology');
    const before = await names.allInnerTexts();
    expect(before.findIndex((name) => name.includes('研发部 R&D'))).toBeLessThan(
      before.findIndex((name) => name.includes('上海办公室 Shanghai Office')),
    );

    await rowOf(page, '研发部 R&D')
      .getByRole('button', { name: /修\s*改/ })
      .click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByLabel('部门名称')).toHaveValue('研发部 R&D');
    // the new parent, chosen from the open tree and shown in the field, before the form is sent
    await expect(async () => {
      await dialog.getByLabel('上级部门').click();
      await page
        .locator('.ant-select-tree-node-content-wrapper', { hasText: '上海办公室 Shanghai Office' })
        .click({ timeout: 2000 });
      await expect(dialog.getByTitle('上海办公室 Shanghai Office', { exact: true })).toBeVisible({
        timeout: 2000,
      });
    }).toPass({ timeout: 20_000 });
    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    await expect(page.getByText('修改成功')).toBeVisible();

    await expect
      .poll(async () => {
        const after = await names.allInnerTexts();
        return (
          after.findIndex((name) => name.includes('研发部 R&D')) >
          after.findIndex((name) => name.includes('上海办公室 Shanghai Office'))
        );
      })
      .toBe(true);
    await snap(page, 'dept-moved');
  });
});
