import {
  GEN_FIELD_MAX,
  GenDbTableSchema,
  GenInfoSchema,
  GenPreviewQuerySchema,
  GenPreviewSchema,
  GenTableColumnSchema,
  GenTableListQuerySchema,
  GenTableUpdateSchema,
  RowId,
} from '@dis/contract';
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import archiver from 'archiver';
import type { FastifyReply } from 'fastify';
import { BusinessType } from '../../../common/business-type';
import { success, table } from '../../../common/envelope';
import { resolvePage } from '../../../common/paging';
import { AjaxResult, MessageResult, TableDataInfo } from '../../../common/schema';
import { REPOSITORY_ROOT } from '../../../config';
import { requireLoginUser } from '../../../security/session-store';
import { createTables } from './create-table';
import type { GeneratedFile } from './generator/types';
import { importTables, tableNames } from './import';
import './messages';
import { generateFiles, genTablesNamed, previewTable, type CodeGenPlace } from './render';
import { catalogTables, countCatalogTables } from './repository';
import { GEN_LOG_TITLE, genResource } from './resource';
import { columnsOfTable, editGenTable, genInfo } from './service';
import { syncTable } from './sync';
import { writeTable } from './write';

const TableNameParam = Type.Object({
  tableName: Type.String({ minLength: 1, maxLength: GEN_FIELD_MAX.tableName }),
});
const TablesQuery = Type.Object({
  tables: Type.String({ maxLength: 4000, description: 'table names joined by commas' }),
  tplWebType: Type.Optional(Type.String({ maxLength: 30, description: 'accepted and kept, not used' })),
});

const ZipResponse = {
  200: {
    description:
      'the zip of the generated files at their repository paths (streamed); JSON {code, msg} when refused',
    content: {
      'application/zip': { schema: Type.String({ format: 'binary' }) },
      'application/json': { schema: MessageResult },
    },
  },
};

/** Streams the files as a zip; everything was generated (and could be refused) before this. */
function sendZip(reply: FastifyReply, files: GeneratedFile[]): FastifyReply {
  const archive = archiver('zip', { zlib: { level: 6 } });
  for (const file of files) archive.append(file.content, { name: file.path });
  void archive.finalize();
  return reply
    .header('Content-Type', 'application/zip')
    .header('Content-Disposition', 'attachment; filename="ruoyi.zip"')
    .header('download-filename', 'ruoyi.zip')
    .send(archive);
}

/**
 * 代码生成: `/tool/gen` (docs/tool/gen.md). The list and the delete come from the descriptor; the
 * catalog, import, create from SQL, edit, synchronise, preview, zip and writing are routes of
 * their own with RuoYi's permissions.
 */
const genRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const resource = genResource(app);
  const gen = resource.register(app);
  const base = resource.path;
  const place = (): CodeGenPlace => app.appConfig.codeGen ?? { root: REPOSITORY_ROOT, writable: false };

  app.get(
    `${base}/db/list`,
    {
      schema: {
        tags: gen.tags,
        summary: '数据库表列表 · Tables of the database not imported yet',
        description:
          'Paged, by name; tableName and tableComment contain (any case). Leaves out the tables of the ' +
          'system itself, those imported already and other schemas than public. createTime/updateTime are null.',
        querystring: GenTableListQuerySchema,
        response: { 200: TableDataInfo(GenDbTableSchema) },
      },
      config: gen.config('list'),
    },
    async function listDbTablesHandler(request) {
      const filter = request.query;
      const total = await countCatalogTables(app.db, filter);
      const page = resolvePage(filter, total);
      const rows = await catalogTables(app.db, filter, page);
      return table(
        request,
        total,
        rows.map((row) => ({ ...row, createTime: null, updateTime: null })),
      );
    },
  );

  app.get(
    `${base}/column/:tableId`,
    {
      schema: {
        tags: gen.tags,
        summary: '生成表的字段 · Columns of a generated table',
        params: Type.Object({ tableId: RowId() }),
        response: { 200: TableDataInfo(GenTableColumnSchema) },
      },
      config: gen.config('list'),
    },
    async function listGenColumnsHandler(request) {
      const rows = await columnsOfTable(app.db, request.params.tableId);
      return table(request, rows.length, rows);
    },
  );

  app.get(
    `${base}/:tableId`,
    {
      schema: {
        tags: gen.tags,
        summary: '生成表详情 · One generated table',
        description:
          '`info` with its options unpacked (treeCode, treeParentCode, treeName, parentMenuId, parentMenuName, ' +
          'functionNameEn) and columns, `rows` its columns, `tables` every generated table with its columns.',
        params: Type.Object({ tableId: RowId() }),
        response: { 200: AjaxResult({ data: GenInfoSchema }) },
      },
      config: gen.config('query'),
    },
    async function getGenTableHandler(request) {
      return success(request, { data: await genInfo(app.db, request.params.tableId) });
    },
  );

  app.post(
    `${base}/importTable`,
    {
      schema: {
        tags: gen.tags,
        summary: '导入表 · Import tables of the database',
        description:
          'Query `tables=a,b`. All or none: an unknown table, one imported already, one of the system, one ' +
          'without a single-column integer primary key or with a column of a type no code is generated for ' +
          '(json, arrays, bytea…) is refused by name.',
        querystring: TablesQuery,
        response: { 200: MessageResult },
      },
      config: gen.config('import', BusinessType.import),
    },
    async function importTableHandler(request) {
      const { tables, tplWebType } = request.query;
      await importTables(app, tableNames(tables), requireLoginUser(request), tplWebType);
      return { code: 200, msg: request.t('tool.gen.imported') };
    },
  );

  app.post(
    `${base}/createTable`,
    {
      schema: {
        tags: gen.tags,
        summary: '创建表 · Create tables from SQL and import them',
        description:
          'Super administrator only. Query `sql`: plain CREATE TABLE statements of public and COMMENT ON ' +
          'TABLE / COLUMN for them, read by PostgreSQL’s parser; anything else is refused by name and nothing ' +
          'runs. Runs in one transaction with the import of the tables.',
        querystring: Type.Object({
          sql: Type.String({ maxLength: GEN_FIELD_MAX.sql }),
          tplWebType: Type.Optional(Type.String({ maxLength: 30 })),
        }),
        response: { 200: MessageResult },
      },
      config: { operLog: { title: GEN_LOG_TITLE, businessType: BusinessType.other } },
    },
    async function createTableHandler(request) {
      const { sql, tplWebType } = request.query;
      await createTables(app, sql, requireLoginUser(request), tplWebType);
      return { code: 200, msg: request.t('tool.gen.created') };
    },
  );

  app.put(
    base,
    {
      schema: {
        tags: gen.tags,
        summary: '修改生成表 · Edit a generated table',
        description:
          'Basic and generation settings, every column sent, and `params` (stored as the options JSON). ' +
          'Refused, with nothing changed, by the rules of docs/tool/gen.md "Edit".',
        body: GenTableUpdateSchema,
        response: { 200: MessageResult },
      },
      config: gen.config('edit', BusinessType.update),
    },
    async function editGenTableHandler(request) {
      await editGenTable(app, request.body, requireLoginUser(request), request.lang);
      return success(request);
    },
  );

  app.get(
    `${base}/synchDb/:tableName`,
    {
      schema: {
        tags: gen.tags,
        summary: '同步数据库 · Synchronise a table with the database',
        description:
          'Columns that stayed keep their settings; new ones come with the defaults; gone ones go.',
        params: TableNameParam,
        response: { 200: MessageResult },
      },
      config: gen.config('edit', BusinessType.update),
    },
    async function syncGenTableHandler(request) {
      await syncTable(app, request.params.tableName, requireLoginUser(request));
      return { code: 200, msg: request.t('tool.gen.synced') };
    },
  );

  app.get(
    `${base}/preview/:tableId`,
    {
      schema: {
        tags: gen.tags,
        summary: '预览代码 · Preview the generated code',
        description:
          '`data`: file → text, in the order the files are written. Keyed as ruoyi-ui reads them ' +
          '(`vm/<folder>/<label>.<language>.vm`: its tab label and highlighting language), or by ' +
          'repository path with `keys=path` (the console).',
        params: Type.Object({ tableId: RowId() }),
        querystring: GenPreviewQuerySchema,
        response: { 200: AjaxResult({ data: GenPreviewSchema }) },
      },
      config: gen.config('preview'),
    },
    async function previewGenTableHandler(request) {
      const { tableId } = request.params;
      const keys = request.query.keys ?? 'ruoyi';
      return success(request, { data: await previewTable(app.db, tableId, place().root, keys) });
    },
  );

  app.get(
    `${base}/download/:tableName`,
    {
      schema: {
        tags: gen.tags,
        summary: '下载代码 · Download the generated code',
        description: 'A zip of the files at their repository paths.',
        params: TableNameParam,
        response: ZipResponse,
      },
      config: gen.config('code', BusinessType.generateCode),
    },
    async function downloadGenCodeHandler(request, reply) {
      const rows = await genTablesNamed(app.db, [request.params.tableName]);
      return sendZip(reply, await generateFiles(app.db, rows, place().root));
    },
  );

  app.get(
    `${base}/batchGenCode`,
    {
      schema: {
        tags: gen.tags,
        summary: '批量生成代码 · Download the code of several tables',
        description: 'Query `tables=a,b`: one zip; a file several tables patch carries every patch.',
        querystring: TablesQuery,
        response: ZipResponse,
      },
      config: gen.config('code', BusinessType.generateCode),
    },
    async function batchGenCodeHandler(request, reply) {
      const rows = await genTablesNamed(app.db, tableNames(request.query.tables));
      return sendZip(reply, await generateFiles(app.db, rows, place().root));
    },
  );

  app.get(
    `${base}/genCode/:tableName`,
    {
      schema: {
        tags: gen.tags,
        summary: '生成代码到工作目录 · Write the generated code into the working tree',
        description:
          'Development only (refused when NODE_ENV=production); writes under CODE_GEN_ROOT, never outside it, ' +
          'and never over an existing file it does not patch.',
        params: TableNameParam,
        response: { 200: MessageResult },
      },
      config: gen.config('code', BusinessType.generateCode),
    },
    async function genCodeHandler(request) {
      const count = await writeTable(app.db, request.params.tableName, place());
      return { code: 200, msg: request.t('tool.gen.written', { count }) };
    },
  );
};

export default genRoutes;
