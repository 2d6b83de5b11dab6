import { readFileSync } from 'node:fs';
import { expect, test, type Locator, type Page } from './support/test';
import { API, apiLogin, opened, snap } from './support/session';

/** The number of entries in a zip's central directory (its end record), or 0 when it is not a zip. */
function zipEntries(bytes: Buffer): number {
  if (bytes.subarray(0, 4).toString('binary') !== 'PK\u0003\u0004') return 0;
  const end = bytes.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  return end < 0 ? 0 : bytes.readUInt16LE(end + 10);
}

/** Waits for the dialog to close, failing with the server's refusal when one shows instead. */
async function refusalOr(page: Page, dialog: Locator): Promise<void> {
  const refusal = page.locator('.ant-message-error, .ant-notification-notice-error').first();
  await Promise.race([dialog.waitFor({ state: 'hidden' }), refusal.waitFor()]);
  if (await refusal.isVisible()) throw new Error(`refused: ${await refusal.textContent()}`);
}

const search = (page: Page) =>
  page
    .getByRole('search')
    .getByRole('button', { name: /搜\s*索|Search/ })
    .click();

/** 代码生成 (tool/gen): create from SQL, preview, zip, edit and back (docs/tool/gen.md). */
test.describe('code generator', () => {
  test('admin creates a table from SQL, previews, zips and edits its generation settings', async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    const name = `e2e_gen_${Date.now() % 100_000_000}`;
    const token = await apiLogin(page.request, baseURL!, 'admin');
    await page.context().addCookies([{ name: 'Admin-Token', value: token, url: baseURL! }]);
    await page.goto('/tool/gen');
    await expect(page.getByRole('columnheader', { name: '表名称' })).toBeVisible();

    // 创建: CREATE TABLE from SQL (the super administrator's button)
    await page.getByRole('button', { name: /创\s*建/ }).click();
    const create = await opened(page.getByRole('dialog', { name: '创建表' }));
    await create
      .getByLabel('建表语句')
      .fill(
        `CREATE TABLE ${name} (\n  product_id bigserial PRIMARY KEY,\n  product_name varchar(64) NOT NULL,\n` +
          `  status char(1) DEFAULT '0',\n  price numeric(10,2),\n  create_time timestamp\n);\n` +
          `COMMENT ON TABLE ${name} IS 'E2E 产品';\nCOMMENT ON COLUMN ${name}.product_name IS '产品名称';`,
      );
    await snap(page, 'gen-create-zh-cn');
    await create.getByRole('button', { name: /确\s*定/ }).click();
    await refusalOr(page, create);

    await page.getByRole('textbox', { name: '表名称' }).fill(name);
    await search(page);
    // 创建 imports what it created
    const row = page.locator('.ant-table-row', { hasText: name });
    await expect(row).toBeVisible();

    // 导入 no longer offers it; 确定 with nothing ticked says so
    await page.getByRole('button', { name: /导\s*入/ }).click();
    const importing = await opened(page.getByRole('dialog', { name: '导入表' }));
    await importing.getByRole('textbox', { name: '表名称' }).fill(name);
    await importing.getByRole('button', { name: /搜\s*索/ }).click();
    await expect(importing.locator('.ant-empty-description')).toBeVisible();
    await importing.getByRole('button', { name: /确\s*定/ }).click();
    await expect(page.getByText('请选择要导入的表')).toBeVisible();
    await importing.getByRole('button', { name: /取\s*消/ }).click();
    await expect(importing).toBeHidden();
    await expect(row).toBeVisible();
    await expect(row).toContainText('E2E 产品');
    await snap(page, 'gen-list-zh-cn');

    // 预览: one tab per file with highlighted code
    await row.getByRole('button', { name: /预\s*览/ }).click();
    const preview = await opened(page.getByRole('dialog', { name: /代码预览/ }));
    // formatting runs in a process of its own, which the page waits up to a minute for
    // (FORMAT_TIMEOUT_MS, docs/tool/gen-output.md); on a loaded machine it takes more than 10 s
    await expect(preview.getByRole('tab').first()).toBeVisible({ timeout: 60_000 });
    expect(await preview.getByRole('tab').count()).toBeGreaterThan(2);
    await expect(preview.locator('.gen-preview__code .hljs-keyword').first()).toBeVisible();
    // no two tabs of one name: the two locale files are told apart by their folders, the path on hover
    const tabNames = await preview.getByRole('tab').allTextContents();
    expect(new Set(tabNames).size).toBe(tabNames.length);
    await expect(preview.getByRole('tab', { name: 'zh-cn/system.json' })).toBeVisible();
    await expect(preview.getByTitle('remote-system/src/locales/en/system.json')).toBeVisible();
    await snap(page, 'gen-preview-zh-cn');
    await preview.locator('.ant-modal-close').click();
    await expect(preview).toBeHidden();

    // 生成代码: the zip of the table
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      row.getByRole('button', { name: /生成代码/ }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`${name}.zip`);
    const bytes = readFileSync((await download.path())!);
    expect(zipEntries(bytes)).toBeGreaterThan(2);

    // 编辑: the three tabs, 提交 back to the list
    await row.getByRole('button', { name: /编\s*辑/ }).click();
    await expect(page).toHaveURL(/\/tool\/gen-edit\/index\/\d+$/);
    await expect(page.getByRole('tab', { name: '字段信息' })).toBeVisible();
    await expect(page.getByRole('cell', { name: 'product_name', exact: true })).toBeVisible();
    // whole types and query kinds, never cut to `numeric(1…` or `BET…`
    const whole = async (locator: Locator) =>
      locator.evaluate((element) => element.scrollWidth <= element.clientWidth);
    const type = page.getByRole('cell', { name: 'numeric(10,2)', exact: true });
    await expect(type).toBeVisible();
    expect(await whole(type)).toBe(true);
    const between = page.locator('.gen-edit__columns').getByText('BETWEEN', { exact: true }).first();
    await expect(between).toBeVisible();
    expect(await whole(between)).toBe(true);
    await page.getByRole('textbox', { name: '字段描述: product_name' }).fill('产品名称（E2E）');
    await snap(page, 'gen-edit-columns-zh-cn');
    await page.getByRole('tab', { name: '生成信息' }).click();
    await expect(page.getByLabel('生成业务名')).not.toHaveValue('');
    await snap(page, 'gen-edit-gen-zh-cn');
    await page.getByRole('tab', { name: '基本信息' }).click();
    await expect(page.getByLabel('实体类名称')).not.toHaveValue('');
    await page.getByRole('button', { name: /提\s*交/ }).click();
    await expect(page).toHaveURL(/\/tool\/gen$/);
    await expect(page.locator('.ant-table-row', { hasText: name })).toBeVisible();

    // English
    await page.getByRole('button', { name: 'Switch to English' }).click();
    await expect(page.getByRole('columnheader', { name: 'Table name' })).toBeVisible();
    await page
      .locator('.ant-table-row', { hasText: name })
      .getByRole('button', { name: /Preview/ })
      .click();
    const en = await opened(page.getByRole('dialog', { name: /Code preview/ }));
    await expect(en.getByRole('button', { name: /Copy/ }).first()).toBeVisible({ timeout: 60_000 });
    await snap(page, 'gen-preview-en');
    await en.locator('.ant-modal-close').click();
    await snap(page, 'gen-list-en');
    await page.getByRole('button', { name: '切换到中文' }).click();

    // leave the shared server as it was (the table itself stays in the database)
    const headers = { Authorization: `Bearer ${token}` };
    const found = await (
      await page.request.get(`${baseURL}${API}/tool/gen/list?tableName=${name}`, { headers })
    ).json();
    for (const table of found.rows ?? [])
      await page.request.delete(`${baseURL}${API}/tool/gen/${table.tableId}`, { headers });
  });
});
