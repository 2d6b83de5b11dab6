import fs from 'node:fs';
import ExcelJS from 'exceljs';
import { expect, test, type Locator, type Page } from './support/test';
import { API, apiLogin, loginAs, snap } from './support/session';

/**
 * 下载中心 (docs/system/export.md): with `sys.export.asyncThreshold` set low through 参数设置's API,
 * 导出 of the user list runs in the background; the navbar's drawer shows it done and 下载 saves the
 * workbook. The setting goes back to what it was afterwards (no other browser test exports a list).
 */
test.describe.configure({ mode: 'serial' });

const THRESHOLD = 'sys.export.asyncThreshold';
let token: string;
let original: string | undefined;

async function setThreshold(page: Page, baseURL: string, value: string): Promise<void> {
  const headers = { Authorization: `Bearer ${token}` };
  const list = await (
    await page.request.get(`${baseURL}${API}/system/config/list?configKey=${THRESHOLD}`, { headers })
  ).json();
  const row = list.rows.find((one: { configKey: string }) => one.configKey === THRESHOLD);
  original ??= row.configValue as string;
  const answer = await (
    await page.request.put(`${baseURL}${API}/system/config`, {
      headers,
      data: { ...row, configValue: value },
    })
  ).json();
  expect(answer.code).toBe(200);
}

test.afterAll(async ({ browser, baseURL }) => {
  if (original === undefined) return;
  const page = await browser.newPage();
  token = await apiLogin(page.request, baseURL!, 'admin');
  await setThreshold(page, baseURL!, original);
  await page.close();
});

async function openUsers(page: Page) {
  await page.goto('/system/user');
  await expect(page.getByRole('cell', { name: 'ry', exact: true })).toBeVisible();
}

/** Until the drawer has slid in (its panel stops moving), for the screenshot. */
async function settled(drawer: Locator): Promise<void> {
  let last: number | undefined;
  await expect
    .poll(async () => {
      const x = (await drawer.boundingBox())?.x;
      const still = x !== undefined && x === last;
      last = x;
      return still;
    })
    .toBe(true);
}

async function readWorkbook(file: string) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(file);
  const sheet = workbook.worksheets[0];
  const rows: unknown[][] = [];
  sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return { sheetName: sheet.name, rows };
}

test('an export above the threshold runs in the background and is downloaded from the 下载中心', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  token = await loginAs(page, baseURL!, 'admin');
  await setThreshold(page, baseURL!, '1');

  await openUsers(page);
  await page.getByRole('button', { name: /导\s*出/ }).click();
  await expect(page.getByText('数据较多，已转为后台导出，完成后可在「下载中心」下载')).toBeVisible();
  const drawer = page.getByRole('dialog', { name: '下载中心' });
  await expect(drawer).toBeVisible();
  const task = drawer.getByRole('listitem').first();
  await expect(task.getByText('已完成')).toBeVisible({ timeout: 30_000 });
  await expect(task.getByText(/^\d+ 行$/)).toBeVisible();
  await expect(task.getByText(/^大小 [\d.]+ (KB|B)$/)).toBeVisible();
  await expect(task.getByText(/^完成时间 \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/)).toBeVisible();
  await settled(drawer);
  await snap(page, 'export-centre-zh');

  const fileName = (await task.getByText(/^user_\d{14}\.xlsx$/).textContent())!;
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    task.getByRole('button', { name: `下载 ${fileName}` }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(fileName);
  const saved = await download.path();
  expect(fs.statSync(saved).size).toBeGreaterThan(0);
  const { sheetName, rows } = await readWorkbook(saved);
  expect(sheetName).toBe('用户数据');
  expect(rows[0]).toContain('登录名称');
  expect(rows.map((row) => row[1])).toEqual(expect.arrayContaining(['admin', 'ry']));

  // 删除: gone from the list
  await task.getByRole('button', { name: `删除 ${fileName}` }).click();
  const question = page.getByRole('dialog').filter({ hasText: '是否确认删除导出' });
  await question.getByRole('button', { name: /确\s*定/ }).click();
  await expect(drawer.getByText(fileName)).toHaveCount(0);
});

test('the same in English', async ({ page, baseURL }) => {
  test.setTimeout(90_000);
  token = await loginAs(page, baseURL!, 'admin');
  await setThreshold(page, baseURL!, '1');
  await openUsers(page);
  await page.getByRole('button', { name: 'Switch to English' }).click();
  await page.getByRole('button', { name: /Export/ }).click();
  await expect(
    page.getByText(
      'That is a lot of rows: the export runs in the background; download it from the Download centre when it is done',
    ),
  ).toBeVisible();
  const drawer = page.getByRole('dialog', { name: 'Download centre' });
  const task = drawer.getByRole('listitem').first();
  await expect(task.getByText('Done')).toBeVisible({ timeout: 30_000 });
  await expect(task.getByText(/^Rows: \d+$/)).toBeVisible();
  await settled(drawer);
  await snap(page, 'export-centre-en');
  const fileName = (await task.getByText(/^user_\d{14}\.xlsx$/).textContent())!;
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    task.getByRole('button', { name: `Download ${fileName}` }).click(),
  ]);
  const { sheetName, rows } = await readWorkbook(await download.path());
  expect(sheetName).toBe('Users');
  expect(rows[0]).toContain('User name');

  await task.getByRole('button', { name: `Delete ${fileName}` }).click();
  const question = page.getByRole('dialog').filter({ hasText: 'Delete the export' });
  await question.getByRole('button', { name: /OK/ }).click();
  await expect(drawer.getByText(fileName)).toHaveCount(0);
});
