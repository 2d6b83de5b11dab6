import { GenTableListQuerySchema, GenTableSchema } from '@dis/contract';
import { desc } from 'drizzle-orm';
import { defineResource } from '../../../common/resource';
import { genTable } from '../../../db/schema';
import type { FastifyInstance } from 'fastify';
import { deleteGenTables } from './repository';

/** The operation log's title of every change of the code generator, as RuoYi's. */
export const GEN_LOG_TITLE = '代码生成';

/**
 * 代码生成: the generated tables (`gen_table`), RuoYi's `/tool/gen`. The descriptor gives the list
 * and the delete; everything else is the module's own routes (routes.ts).
 */
export function genResource(app: FastifyInstance) {
  return defineResource({
    key: 'tool/gen',
    logTitle: GEN_LOG_TITLE,
    names: { one: 'GenTable', many: 'GenTables' },
    missing: 'tool.gen.missing',
    schemas: { row: GenTableSchema, query: GenTableListQuerySchema },
    list: {
      table: genTable,
      id: genTable.tableId,
      sortable: {
        tableId: genTable.tableId,
        tableName: genTable.tableName,
        tableComment: genTable.tableComment,
        className: genTable.className,
        createTime: genTable.createTime,
        updateTime: genTable.updateTime,
      },
      defaultOrder: [desc(genTable.createTime), desc(genTable.tableId)],
      filters: (filter) => ({
        contains: [
          [genTable.tableName, filter.tableName],
          [genTable.tableComment, filter.tableComment],
        ],
        days: [genTable.createTime, filter],
      }),
      select: (db, where) => db.select().from(genTable).where(where).$dynamic(),
    },
    docs: {
      list: {
        summary: '生成表列表 · List generated tables',
        description:
          'Paged; tableName and tableComment contain (any case), params[beginTime]/[endTime] by day of ' +
          'createTime. Newest first; orderByColumn accepts tableId, tableName, tableComment, className, ' +
          'createTime, updateTime.',
      },
      remove: {
        summary: '删除生成表 · Delete generated tables',
        description:
          'One id or several joined by commas; their column settings go too. The database tables stay.',
      },
    },
    remove: (tableIds) => deleteGenTables(app.db, tableIds),
  });
}
