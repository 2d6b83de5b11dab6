import { expect, test, type Locator, type Page } from './support/test';
import { loginAs, opened, snap } from './support/session';

/**
 * Drags with the mouse in small steps, as a person does (dnd-kit starts after a few pixels), and
 * lets go once the page shows where the item will land (`landing`, the designer's drop line): on
 * a loaded machine the drag's measuring can trail the pointer, and a release before it catches up
 * drops nothing, so the pointer moves on a pixel at a time until the line shows, as a person's
 * hand would hover.
 */
async function drag(
  page: Page,
  from: Locator,
  to: Locator,
  where: 'top' | 'bottom' = 'bottom',
  landing: Locator = page.locator('.form-build__drop-line'),
) {
  const source = (await from.boundingBox())!;
  const target = (await to.boundingBox())!;
  await page.mouse.move(source.x + source.width / 2, source.y + source.height / 2);
  await page.mouse.down();
  await page.mouse.move(source.x + source.width / 2 + 10, source.y + source.height / 2 + 10, { steps: 4 });
  const x = target.x + target.width / 2;
  const y = where === 'top' ? target.y + 8 : target.y + target.height - 12;
  await page.mouse.move(x, y, { steps: 12 });
  let nudge = 0;
  await expect(async () => {
    nudge += 1;
    await page.mouse.move(x, y + (nudge % 2));
    await expect(landing).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 10_000 });
  await page.mouse.up();
}

test.describe('表单构建', () => {
  test('staff drag fields onto the form, edit them, preview the validation and export the JSON', async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 1366, height: 768 });
    await loginAs(page, baseURL!, 'admin');
    await page.goto('/manage/index');
    const sidebar = page.locator('.console-sider');
    await sidebar.getByRole('menuitem', { name: /系统工具/ }).click();
    await sidebar.getByRole('menuitem', { name: /表单构建/ }).click();
    await expect(page).toHaveURL(/\/tool\/build$/);

    const canvas = page.getByRole('region', { name: '画布' });
    const palette = page.getByRole('navigation', { name: '组件' });
    await expect(canvas.getByText('从左侧拖入或点选组件进行表单设计')).toBeVisible();

    await drag(page, palette.getByRole('button', { name: '单行文本' }), canvas);
    await expect(canvas.getByText('单行文本')).toBeVisible();
    await drag(page, palette.getByRole('button', { name: '下拉选择' }), canvas);
    await expect(canvas.getByText('下拉选择')).toBeVisible();
    // the select landed below the text field
    const first = await canvas.getByRole('button', { name: '单行文本' }).boundingBox();
    const second = await canvas.getByRole('button', { name: '下拉选择' }).boundingBox();
    expect(second!.y).toBeGreaterThan(first!.y);

    // select the text field, rename it and make it required
    await canvas.getByRole('button', { name: '单行文本' }).click();
    const properties = page.getByRole('complementary', { name: '属性' });
    await properties.getByRole('textbox', { name: '标题' }).fill('姓名');
    await properties.getByRole('switch', { name: '是否必填' }).click();
    // RuoYi's properties: a prefix inside the box, a greatest length, its own required message
    await properties.getByRole('textbox', { name: '前缀' }).fill('¥');
    await properties.getByRole('spinbutton', { name: '最多输入' }).fill('10');
    await properties.getByRole('textbox', { name: '必填提示' }).fill('请填写姓名');
    await expect(canvas.getByText('姓名')).toBeVisible();
    await snap(page, 'form-build-designer');

    // the running form refuses the empty required field
    await page.getByRole('button', { name: /预\s*览/ }).click();
    const preview = await opened(page.getByRole('dialog', { name: '预览' }));
    await preview.getByRole('button', { name: /提\s*交/ }).click();
    await expect(preview.getByText('请填写姓名')).toBeVisible();
    await expect(preview.getByText('¥')).toBeVisible();
    await expect(preview.getByRole('textbox', { name: '姓名' })).toHaveAttribute('maxlength', '10');
    await expect(preview.getByText('有 1 项未通过校验')).toBeVisible();
    await snap(page, 'form-build-preview');
    await preview.getByRole('textbox', { name: '姓名' }).fill('张三');
    await preview.getByRole('button', { name: /提\s*交/ }).click();
    await expect(preview.getByText(/"field100": "张三"/)).toBeVisible();
    await snap(page, 'form-build-preview-valid');
    await preview.getByRole('button', { name: '关闭', exact: true }).click();
    await expect(preview).toBeHidden();

    // the JSON export names both fields
    await page.getByRole('button', { name: /导出 JSON/ }).click();
    const exported = await opened(page.getByRole('dialog'));
    const code = exported.getByLabel('导出 JSON');
    await expect(code).toContainText('"label": "姓名"');
    await expect(code).toContainText('"required": true');
    await expect(code).toContainText('"kind": "select"');
    await snap(page, 'form-build-export');
    await exported.getByRole('button', { name: '关闭', exact: true }).click();
    await expect(exported).toBeHidden();

    // a row container; the name field is dragged into its first column, then back out
    await palette.getByRole('button', { name: '行容器' }).click();
    const firstColumn = canvas.locator('.form-build__column').first();
    await expect(firstColumn.getByText('拖入组件')).toBeVisible();
    await drag(
      page,
      canvas.getByRole('button', { name: '姓名' }),
      firstColumn,
      'top',
      firstColumn.locator('.form-build__drop-line'),
    );
    await expect(firstColumn.getByText('姓名')).toBeVisible();
    await snap(page, 'form-build-row');
    await drag(
      page,
      firstColumn.getByRole('button', { name: '姓名' }),
      canvas.getByRole('button', { name: '下拉选择' }),
      'top',
    );
    await expect(firstColumn.getByText('拖入组件')).toBeVisible();
    const name = await canvas.getByRole('button', { name: '姓名' }).boundingBox();
    const choice = await canvas.getByRole('button', { name: '下拉选择' }).boundingBox();
    expect(name!.y).toBeLessThan(choice!.y);

    // a date field starts with its default in the running form
    await palette.getByRole('button', { name: '日期选择' }).click();
    const day = properties.getByLabel('默认值');
    await day.click();
    await day.fill('2026-01-02');
    await day.press('Enter');
    await page.getByRole('button', { name: /预\s*览/ }).click();
    const running = await opened(page.getByRole('dialog', { name: '预览' }));
    await expect(running.getByLabel('日期选择')).toHaveValue('2026-01-02');
    await snap(page, 'form-build-defaults');
    await running.getByRole('button', { name: '关闭', exact: true }).click();
  });
});
