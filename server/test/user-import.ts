import ExcelJS from 'exceljs';
import type { TestApp } from './helper';
import { multipart } from './uploads';

/** A workbook of users as 导入 reads it: the template's headers, then `rows`. */
export async function userSheet(rows: unknown[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const ws = workbook.addWorksheet('用户数据');
  ws.addRow(['部门编号', '登录名称', '用户名称', '用户邮箱', '手机号码', '用户性别', '账号状态']);
  for (const row of rows) ws.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** `POST /system/user/importData` with the workbook, as the import dialog sends it. */
export async function importUsers(t: TestApp, bytes: Buffer, updateSupport: string, token: string) {
  const { payload, headers } = multipart('users.xlsx', bytes, 'file');
  return (
    await t.request({
      method: 'POST',
      url: `/system/user/importData?updateSupport=${updateSupport}`,
      token,
      payload,
      headers,
    })
  ).json() as { code: number; msg: string };
}
