import type { FastifyInstance } from 'fastify';
import { formatDateTime } from '../../../common/datetime';
import { ServiceError } from '../../../common/errors';
import type { LoginUser } from '../../../security/session-store';
import { columnDefaults, readableColumns } from './import';
import {
  catalogColumns,
  deleteGenColumns,
  genColumns,
  insertGenColumns,
  updateGenColumn,
  updateGenTable,
  type GenColumnValues,
} from './repository';
import { requireGenTableByName } from './service';

/**
 * `GET /tool/gen/synchDb/{tableName}`: reads the table's columns again. Columns that stayed keep
 * their edited settings (field, comment, flags, query and html type, dictionary) and take the
 * database's type, key, default, nullability and order; new columns come with the import
 * defaults; gone ones go.
 */
export async function syncTable(app: FastifyInstance, tableName: string, caller: LoginUser): Promise<void> {
  const db = app.db;
  const table = await requireGenTableByName(db, tableName);
  if ((await catalogColumns(db, tableName)).length === 0) throw new ServiceError('tool.gen.syncGone');
  const fresh = await readableColumns(db, tableName);
  const stored = await genColumns(db, table.tableId);
  const byName = new Map(stored.map((column) => [column.columnName, column]));
  const now = formatDateTime();
  await db.transaction(async (tx) => {
    const added: GenColumnValues[] = [];
    for (const [index, column] of fresh.entries()) {
      const defaults = columnDefaults(column, index + 1, caller.userName, now);
      const kept = byName.get(column.columnName);
      if (!kept) {
        added.push(defaults);
        continue;
      }
      const typeChanged = kept.javaType !== defaults.javaType;
      await updateGenColumn(tx, kept.columnId, {
        columnComment: kept.columnComment || defaults.columnComment,
        columnType: defaults.columnType,
        javaType: defaults.javaType,
        isPk: defaults.isPk,
        isIncrement: defaults.isIncrement,
        columnDefault: defaults.columnDefault,
        isNullable: defaults.isNullable,
        // a column whose type changed is searched and shown as its new type suggests
        queryType: typeChanged ? defaults.queryType : kept.queryType,
        htmlType: typeChanged ? defaults.htmlType : kept.htmlType,
        sort: index + 1,
        updateBy: caller.userName,
        updateTime: now,
      });
    }
    await insertGenColumns(tx, table.tableId, added);
    const names = new Set(fresh.map((column) => column.columnName));
    await deleteGenColumns(
      tx,
      stored.filter((column) => !names.has(column.columnName ?? '')).map((column) => column.columnId),
    );
    await updateGenTable(tx, table.tableId, { updateBy: caller.userName, updateTime: now });
  });
}
