import { desc } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { LightMyRequestResponse } from 'fastify';
import { sysOperLog } from '../src/db/schema';
import { insertEmptyRole, insertUsers } from './fixtures';
import type { TestApp } from './helper';

/** A logged-in user whose only role grants nothing: every console route refuses it with 403. */
export async function loginWithoutPermissions(t: TestApp, userName: string): Promise<string> {
  const roleId = await insertEmptyRole(t.app, `${userName}_role`);
  await insertUsers(t.app, [{ userName, roleIds: [roleId] }]);
  return t.login(userName);
}

/** The rows of the first sheet of an .xlsx answer, as arrays of cell values. */
export async function readWorkbook(
  response: LightMyRequestResponse,
): Promise<{ sheetName: string; rows: unknown[][] }> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  const rows: unknown[][] = [];
  sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return { sheetName: sheet.name, rows };
}

/** The newest operation-log row. */
export async function lastOperLog(t: TestApp) {
  const [row] = await t.app.db.select().from(sysOperLog).orderBy(desc(sysOperLog.operId)).limit(1);
  return row;
}

/** Form-urlencoded body of an export, as the console sends it. */
export const exportForm = (fields: Record<string, string>) => ({
  payload: new URLSearchParams(fields).toString(),
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
});
