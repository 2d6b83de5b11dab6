import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from './support/test';
import { apiLogin, opened, setSessionCookie, snap } from './support/session';

/**
 * The generated page at work (docs/tool/gen-output.md "Trying it"): `npm run gen:try` creates a
 * table whose key is a plain `bigint` (no identity, no serial: the generator gives it a sequence)
 * from SQL, writes its code into a scratch copy and starts the product from the copy; the browser
 * adds a row on the new page and reads it back.
 */
const ROOT = path.resolve(__dirname, '..');

const SQL = `
CREATE TABLE biz_ticket (
  ticket_id bigint       PRIMARY KEY,
  title     varchar(60)  NOT NULL,
  quantity  integer      NOT NULL DEFAULT 1,
  status    char(1)      NOT NULL DEFAULT '0',
  remark    varchar(200)
);
COMMENT ON TABLE biz_ticket IS '工单表';
COMMENT ON COLUMN biz_ticket.ticket_id IS '工单编号';
COMMENT ON COLUMN biz_ticket.title IS '工单标题';
COMMENT ON COLUMN biz_ticket.quantity IS '数量';
COMMENT ON COLUMN biz_ticket.remark IS '备注';
`;

/** A port nobody listens on. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

let child: ChildProcess | undefined;
let copy: string | undefined;
const sqlFile = path.join(os.tmpdir(), `dis-gen-try-${process.pid}.sql`);

test.afterAll(async () => {
  if (child && child.exitCode === null) {
    const ended = new Promise((resolve) => child!.once('exit', resolve));
    child.kill('SIGTERM');
    await Promise.race([ended, new Promise((resolve) => setTimeout(resolve, 15_000))]);
  }
  if (copy) fs.rmSync(copy, { recursive: true, force: true });
  fs.rmSync(sqlFile, { force: true });
});

test('a table keyed by a plain bigint: its generated page adds a row and reads it back', async ({ page }) => {
  // the copy's product builds the new page's remote and the shell (the others are lent): minutes
  test.setTimeout(15 * 60_000);
  fs.writeFileSync(sqlFile, SQL);
  const port = await freePort();
  const started = spawn(
    path.join(ROOT, 'node_modules', '.bin', 'tsx'),
    ['scripts/gen-try.ts', sqlFile, '--start', '--skip-checks', `--port=${port}`],
    { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, LOG_LEVEL: 'warn' } },
  );
  child = started;
  let output = '';
  const origin = await new Promise<string>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      copy ??= /gen:try: the copy is (\S+)/.exec(output)?.[1];
      // the page's address is printed after the product's
      const running = /gen:try: the product runs on (\S+)/.exec(output)?.[1];
      if (running && /gen:try: the new page: \S+\n/.test(output)) resolve(running);
    };
    started.stdout!.on('data', read);
    started.stderr!.on('data', read);
    started.once('exit', (code) => reject(new Error(`gen:try ended (${code}):\n${output.slice(-4000)}`)));
  });
  expect(output).toContain('gen:try: the checks are skipped');
  const pageUrl = /gen:try: the new page: (\S+)/.exec(output)?.[1];
  expect(pageUrl).toBe(`${origin}/tool/ticket`);

  const token = await apiLogin(page.request, origin, 'admin');
  await setSessionCookie(page.context(), origin, token);
  await page.goto(pageUrl!);
  await expect(page.getByRole('columnheader', { name: '工单标题' })).toBeVisible({ timeout: 60_000 });

  // 新增: the key is left to the sequence, the defaults fill the form
  await page.getByRole('button', { name: /新\s*增/ }).click();
  const dialog = await opened(page.getByRole('dialog', { name: '添加工单' }));
  await expect(dialog.getByLabel('数量')).toHaveValue('1');
  await dialog.getByLabel('工单标题').fill('  打印机卡纸  ');
  await dialog.getByLabel('备注').fill('三楼东侧');
  await snap(page, 'gen-try-add-zh-cn');
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  await expect(dialog).toBeHidden();

  // read back: the row in the list, numbered by the sequence, trimmed, with its defaults
  const row = page.locator('.ant-table-row', { hasText: '打印机卡纸' });
  await expect(row).toBeVisible();
  await expect(row).toContainText('三楼东侧');
  await expect(row.locator('td').nth(1)).toHaveText('1');
  await snap(page, 'gen-try-list-zh-cn');
  const read = await (
    await page.request.get(`${origin}/prod-api/tool/ticket/1`, {
      headers: { Authorization: `Bearer ${token}` },
    })
  ).json();
  expect(read).toMatchObject({
    code: 200,
    data: {
      ticketId: 1,
      title: '打印机卡纸',
      quantity: 1,
      status: '0',
      remark: '三楼东侧',
    },
  });

  // and again: the next number
  await page.getByRole('button', { name: /新\s*增/ }).click();
  const second = await opened(page.getByRole('dialog', { name: '添加工单' }));
  await second.getByLabel('工单标题').fill('投影仪无信号');
  await second.getByRole('button', { name: /确\s*定/ }).click();
  await expect(second).toBeHidden();
  await expect(page.locator('.ant-table-row', { hasText: '投影仪无信号' }).locator('td').nth(1)).toHaveText(
    '2',
  );
});
