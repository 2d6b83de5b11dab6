import { type Language } from '@dis/contract/site';
import type { FastifyInstance } from 'fastify';
import { formatDateTime } from '../../../../common/datetime';
import { escapeHtml } from '../../../../common/html';
import { sysUser } from '../../../../db/schema';
import { refuseStrongerAccounts } from '../../../../security/account-reach';
import { dataScopeCondition } from '../../../../security/data-scope';
import { ServiceError } from '../../../../common/errors';
import { hashPassword } from '../../../../common/password-hash';
import { assertStorableText } from '../../../../common/storable-text';
import { loadExcel, type SheetColumn } from '../../../../common/xlsx';
import { translate } from '../../../../i18n/language';
import type { LoginUser } from '../../../../security/session-store';
import { getConfigValue } from '../../config/service';
import { userLabel, userLabels, type UserLabel } from '../messages';
import { insertUser, liveUserIdByName, updateUser, userMatches } from '../repository';
import {
  checkDept,
  checkUnique,
  checkUserName,
  refuseSuperAdmin,
  userValues,
  type Transaction,
} from '../service';

/**
 * 用户导入 (docs/system/user.md): one sheet whose first row names the columns (Chinese or English
 * headers, any order). Every row is checked and written inside ONE transaction: when any row is
 * refused, nothing is kept and the answer lists each refused row with its reason.
 */

/** The columns of the import template, in order. */
export const IMPORT_FIELDS = [
  'deptId',
  'userName',
  'nickName',
  'email',
  'phonenumber',
  'sex',
  'status',
] as const;
type ImportField = (typeof IMPORT_FIELDS)[number];
export type ImportRow = Partial<Record<ImportField, string>>;

export function templateColumns(lang: Language): SheetColumn<never>[] {
  return IMPORT_FIELDS.map((field) => ({ header: userLabel(lang, field), width: 16, value: () => null }));
}

const SEX_WORDS: Record<string, string> = {
  男: '0',
  女: '1',
  未知: '2',
  male: '0',
  female: '1',
  unknown: '2',
};
const STATUS_WORDS: Record<string, string> = { 正常: '0', 停用: '1', normal: '0', disabled: '1' };

function coded(
  value: string | undefined,
  words: Record<string, string>,
  codes: string[],
): string | undefined {
  if (value === undefined || value === '') return undefined;
  if (codes.includes(value)) return value;
  return words[value.toLowerCase()] ?? value;
}

/** The rows of the first sheet, by header; empty rows are skipped. */
export async function readImportRows(bytes: Buffer): Promise<ImportRow[]> {
  const ExcelJS = await loadExcel();
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw new ServiceError('system.user.importNotXlsx');
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) return [];
  const fieldOfColumn = new Map<number, { field: ImportField; header: string }>();
  sheet.getRow(1).eachCell((cell, column) => {
    const header = cell.text.trim();
    const field = IMPORT_FIELDS.find((one) => userLabels(one as UserLabel).includes(header));
    if (field) fieldOfColumn.set(column, { field, header });
  });
  const rows: ImportRow[] = [];
  for (let index = 2; index <= sheet.rowCount; index += 1) {
    const row: ImportRow = {};
    sheet.getRow(index).eachCell((cell, column) => {
      const named = fieldOfColumn.get(column);
      const value = cell.text.trim();
      if (!named || !value) return;
      // a sheet's cell is text from outside like any field (docs/security.md "Bad input")
      assertStorableText(value, named.header);
      row[named.field] = value;
    });
    if (Object.keys(row).length > 0) rows.push(row);
  }
  return rows;
}

class ImportRefused extends Error {}

/** `POST /system/user/importData`: the HTML summary of an import that was written whole. */
export async function importUsers(
  app: FastifyInstance,
  caller: LoginUser,
  rows: ImportRow[],
  updateSupport: boolean,
  lang: Language,
  permission: string,
): Promise<string> {
  if (rows.length === 0) throw new ServiceError('system.user.importEmpty');
  const initPassword = await getConfigValue(app, 'sys.user.initPassword');
  const passwordHash = initPassword ? await hashPassword(initPassword) : null;
  const done: string[] = [];
  const refused: string[] = [];
  const scope = dataScopeCondition(caller, { deptId: sysUser.deptId, userId: sysUser.userId }, permission);

  async function importRow(tx: Transaction, row: ImportRow): Promise<'added' | 'updated' | 'exists'> {
    const userName = checkUserName(row.userName);
    const deptId = row.deptId === undefined ? null : Number(row.deptId);
    if (deptId !== null && (!Number.isSafeInteger(deptId) || deptId < 1))
      throw new ServiceError('system.user.unknownDept');
    const existingId = await liveUserIdByName(tx, userName);
    if (existingId !== undefined && !updateSupport) return 'exists';
    const values = userValues({
      nickName: row.nickName ?? '',
      deptId,
      email: row.email,
      phonenumber: row.phonenumber,
      sex: coded(row.sex, SEX_WORDS, ['0', '1', '2']),
      status: coded(row.status, STATUS_WORDS, ['0', '1']),
    });
    if (row.sex !== undefined && !['0', '1', '2'].includes(values.sex))
      throw new ServiceError('validation.enum', { field: userLabel(lang, 'sex'), values: '0, 1, 2' });
    if (row.status !== undefined && !['0', '1'].includes(values.status))
      throw new ServiceError('validation.enum', { field: userLabel(lang, 'status'), values: '0, 1' });
    await checkDept(tx, caller, deptId, permission);
    const now = formatDateTime();
    if (existingId === undefined) {
      if (!passwordHash) throw new ServiceError('system.user.importNoInitPassword');
      await checkUnique(tx, 'add', userName, values);
      await insertUser(tx, {
        ...values,
        userName,
        password: passwordHash,
        createBy: caller.userName,
        createTime: now,
      });
      return 'added';
    }
    refuseSuperAdmin(existingId);
    if (scope && !(await userMatches(tx, existingId, scope))) throw new ServiceError('system.user.dataScope');
    // an update acts on the account: never on one stronger than the caller (docs/security.md)
    await refuseStrongerAccounts(tx, caller, [existingId], permission);
    await checkUnique(tx, 'edit', userName, values, existingId);
    // only what the sheet gives is changed
    await updateUser(tx, existingId, {
      nickName: values.nickName,
      ...(row.deptId !== undefined ? { deptId } : {}),
      ...(row.email !== undefined ? { email: values.email } : {}),
      ...(row.phonenumber !== undefined ? { phonenumber: values.phonenumber } : {}),
      ...(row.sex !== undefined ? { sex: values.sex } : {}),
      ...(row.status !== undefined ? { status: values.status } : {}),
      updateBy: caller.userName,
      updateTime: now,
    });
    return 'updated';
  }

  try {
    await app.db.transaction(async (tx) => {
      for (const row of rows) {
        const name = escapeHtml(row.userName ?? '');
        try {
          const outcome = await importRow(tx, row);
          if (outcome === 'exists') {
            refused.push(translate(lang, 'system.user.importLineExists', { n: refused.length + 1, name }));
          } else {
            const key = outcome === 'added' ? 'system.user.importLineAdded' : 'system.user.importLineUpdated';
            done.push(translate(lang, key, { n: done.length + 1, name }));
          }
        } catch (error) {
          if (!(error instanceof ServiceError)) throw error;
          const reason = escapeHtml(translate(lang, error.key, error.params));
          refused.push(
            translate(lang, 'system.user.importLineFailed', { n: refused.length + 1, name, reason }),
          );
        }
      }
      if (refused.length > 0) throw new ImportRefused();
    });
  } catch (error) {
    if (!(error instanceof ImportRefused)) throw error;
    throw new ServiceError('system.user.importFailed', { count: refused.length, lines: refused.join('') });
  }
  return translate(lang, 'system.user.importDone', { count: done.length, lines: done.join('') });
}
