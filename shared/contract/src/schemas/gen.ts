import { Type, type Static } from '@sinclair/typebox';
import { GEN_PREVIEW_KEYS } from '../rules/gen-preview';
import { GEN_FIELD_MAX } from '../rules/limits';
import { auditFields, DayRangeQuery, ListQuery, Nullable, RowId, StringEnum } from './common';

// ---- the code generator (tool/gen): RuoYi 3.9.2's GenTable / GenTableColumn on our stack ----
// docs/tool/gen.md says what each field means for THIS repository.

/** `crud` single table, `tree` tree table, `sub` master-detail. */
export const GEN_TEMPLATES = ['crud', 'tree', 'sub'] as const;
export type GenTemplate = (typeof GEN_TEMPLATES)[number];

/** The TypeScript type of a column's field (RuoYi's Java types are accepted on write and mapped). */
export const GEN_TS_TYPES = ['string', 'number', 'boolean'] as const;
export type GenTsType = (typeof GEN_TS_TYPES)[number];

/** How a column is searched: = != > >= < <= LIKE BETWEEN. */
export const GEN_QUERY_TYPES = ['EQ', 'NE', 'GT', 'GTE', 'LT', 'LTE', 'LIKE', 'BETWEEN'] as const;
export type GenQueryType = (typeof GEN_QUERY_TYPES)[number];

/** How a column is shown and edited. */
export const GEN_HTML_TYPES = [
  'input',
  'textarea',
  'select',
  'radio',
  'checkbox',
  'datetime',
  'imageUpload',
  'fileUpload',
  'editor',
] as const;
export type GenHtmlType = (typeof GEN_HTML_TYPES)[number];

/** `"1"` yes / `"0"` no, as every flag of a generator column. */
const Flag = Nullable(Type.String({ description: '"1" yes, "0" no' }));

/** One column of a generated table (`gen_table_column`). */
export const GenTableColumnSchema = Type.Object({
  columnId: Type.Integer(),
  tableId: Nullable(Type.Integer()),
  columnName: Nullable(Type.String()),
  columnComment: Nullable(Type.String()),
  columnType: Nullable(Type.String({ description: 'the database type: varchar(64), bigint…' })),
  javaType: Nullable(Type.String({ description: 'the TypeScript type: string, number, boolean' })),
  javaField: Nullable(Type.String({ description: 'the field name: camelCase' })),
  isPk: Flag,
  isIncrement: Flag,
  isRequired: Flag,
  isInsert: Flag,
  isEdit: Flag,
  isList: Flag,
  isQuery: Flag,
  queryType: Nullable(Type.String({ description: GEN_QUERY_TYPES.join(' / ') })),
  htmlType: Nullable(Type.String({ description: GEN_HTML_TYPES.join(' / ') })),
  dictType: Nullable(Type.String()),
  sort: Nullable(Type.Integer()),
  /** our addition, read from the catalog (not edited): docs/tool/gen.md "Import" */
  columnDefault: Type.Optional(
    Nullable(
      Type.String({
        description:
          "the column's default (`'0'::bpchar`, `now()`, `nextval(…)`), `GENERATED … AS IDENTITY` or `GENERATED ALWAYS AS (…) STORED`",
      }),
    ),
  ),
  /** our addition, read from the catalog (not edited) */
  isNullable: Type.Optional(Flag),
  ...auditFields,
});
export type GenTableColumn = Static<typeof GenTableColumnSchema>;

/** What the options JSON of a generated table carries, unpacked onto the row. */
const genOptionFields = {
  treeCode: Type.Optional(Nullable(Type.String())),
  treeParentCode: Type.Optional(Nullable(Type.String())),
  treeName: Type.Optional(Nullable(Type.String())),
  parentMenuId: Type.Optional(Nullable(Type.Integer())),
  parentMenuName: Type.Optional(Nullable(Type.String())),
  /** our addition: the function's name in English (the zh-cn one is `functionName`) */
  functionNameEn: Type.Optional(Nullable(Type.String())),
};

/** One generated table (`gen_table`); `moduleName` is the console section, which names the remote. */
export const GenTableSchema = Type.Object({
  tableId: Type.Integer(),
  tableName: Nullable(Type.String()),
  tableComment: Nullable(Type.String()),
  subTableName: Nullable(Type.String()),
  subTableFkName: Nullable(Type.String()),
  className: Nullable(Type.String()),
  tplCategory: Nullable(Type.String({ description: GEN_TEMPLATES.join(' / ') })),
  tplWebType: Nullable(Type.String()),
  packageName: Nullable(Type.String()),
  moduleName: Nullable(
    Type.String({ description: 'the section: system, monitor, tool or marketing (names the remote)' }),
  ),
  businessName: Nullable(Type.String({ description: 'the module folder and resource: product' })),
  functionName: Nullable(Type.String()),
  functionAuthor: Nullable(Type.String()),
  genType: Nullable(Type.String({ description: '"0" zip, "1" into the working tree' })),
  genPath: Nullable(Type.String()),
  options: Nullable(
    Type.String({ description: 'JSON of treeCode, treeParentCode, treeName, parentMenuId…' }),
  ),
  ...auditFields,
  remark: Nullable(Type.String()),
  ...genOptionFields,
  columns: Type.Optional(Type.Array(GenTableColumnSchema)),
});
export type GenTable = Static<typeof GenTableSchema>;

/** `GET /tool/gen/list` and `/tool/gen/db/list`: name and comment contain, created by day. */
export const GenTableFilterSchema = Type.Object({
  tableName: Type.Optional(Type.String({ maxLength: GEN_FIELD_MAX.tableName, description: 'contains' })),
  tableComment: Type.Optional(
    Type.String({ maxLength: GEN_FIELD_MAX.tableComment, description: 'contains' }),
  ),
  ...DayRangeQuery,
});
export type GenTableFilter = Static<typeof GenTableFilterSchema>;
export const GenTableListQuerySchema = ListQuery(GenTableFilterSchema);
export type GenTableListQuery = Static<typeof GenTableListQuerySchema>;

/** A table of the database catalog not imported yet (`GET /tool/gen/db/list`). */
export const GenDbTableSchema = Type.Object({
  tableName: Type.String(),
  tableComment: Nullable(Type.String()),
  createTime: Nullable(Type.String()),
  updateTime: Nullable(Type.String()),
});
export type GenDbTable = Static<typeof GenDbTableSchema>;

/** A column as `PUT /tool/gen` takes it. */
export const GenColumnUpdateSchema = Type.Object({
  columnId: RowId(),
  columnComment: Type.Optional(Nullable(Type.String({ maxLength: GEN_FIELD_MAX.columnComment }))),
  javaType: Type.Optional(Nullable(Type.String({ maxLength: 20 }))),
  javaField: Type.String({ maxLength: GEN_FIELD_MAX.javaField }),
  isInsert: Type.Optional(Flag),
  isEdit: Type.Optional(Flag),
  isList: Type.Optional(Flag),
  isQuery: Type.Optional(Flag),
  isRequired: Type.Optional(Flag),
  queryType: Type.Optional(Nullable(Type.String({ maxLength: 10 }))),
  htmlType: Type.Optional(Nullable(Type.String({ maxLength: 20 }))),
  dictType: Type.Optional(Nullable(Type.String({ maxLength: 100 }))),
  sort: Type.Optional(Nullable(Type.Integer())),
});
export type GenColumnUpdate = Static<typeof GenColumnUpdateSchema>;

/** `params` of `PUT /tool/gen`, as ruoyi-ui sends them (stored as the options JSON). */
export const GenParamsSchema = Type.Object({
  treeCode: Type.Optional(Nullable(Type.String({ maxLength: 200 }))),
  treeParentCode: Type.Optional(Nullable(Type.String({ maxLength: 200 }))),
  treeName: Type.Optional(Nullable(Type.String({ maxLength: 200 }))),
  parentMenuId: Type.Optional(Nullable(Type.Union([Type.Integer(), Type.String({ maxLength: 20 })]))),
  genView: Type.Optional(Nullable(Type.String({ maxLength: 1 }))),
  functionNameEn: Type.Optional(Nullable(Type.String({ maxLength: GEN_FIELD_MAX.functionName }))),
});
export type GenParams = Static<typeof GenParamsSchema>;

/** `PUT /tool/gen`: basic info, generation info, every column and `params`. */
export const GenTableUpdateSchema = Type.Object({
  tableId: RowId(),
  tableName: Type.String({ maxLength: GEN_FIELD_MAX.tableName }),
  tableComment: Type.String({ maxLength: GEN_FIELD_MAX.tableComment }),
  className: Type.String({ maxLength: GEN_FIELD_MAX.className }),
  functionAuthor: Type.String({ maxLength: GEN_FIELD_MAX.functionAuthor }),
  remark: Type.Optional(Nullable(Type.String({ maxLength: 500 }))),
  tplCategory: Type.String({ maxLength: 20 }),
  tplWebType: Type.Optional(Nullable(Type.String({ maxLength: 30 }))),
  packageName: Type.Optional(Nullable(Type.String({ maxLength: 100 }))),
  moduleName: Type.String({ maxLength: GEN_FIELD_MAX.moduleName }),
  businessName: Type.String({ maxLength: GEN_FIELD_MAX.businessName }),
  functionName: Type.String({ maxLength: GEN_FIELD_MAX.functionName }),
  genType: Type.Optional(Nullable(StringEnum(['0', '1']))),
  genPath: Type.Optional(Nullable(Type.String({ maxLength: 200 }))),
  subTableName: Type.Optional(Nullable(Type.String({ maxLength: 64 }))),
  subTableFkName: Type.Optional(Nullable(Type.String({ maxLength: 64 }))),
  ...genOptionFields,
  columns: Type.Array(GenColumnUpdateSchema, { maxItems: 500 }),
  params: Type.Optional(GenParamsSchema),
});
export type GenTableUpdate = Static<typeof GenTableUpdateSchema>;

/** `GET /tool/gen/{tableId}`: the table, its columns, and every generated table (sub-table picking). */
export const GenInfoSchema = Type.Object({
  info: GenTableSchema,
  rows: Type.Array(GenTableColumnSchema),
  tables: Type.Array(GenTableSchema),
});
export type GenInfo = Static<typeof GenInfoSchema>;

/**
 * `GET /tool/gen/preview/{tableId}`: file → text, in the order the files are written (contract,
 * server module, migration, page, tests); each file by RuoYi's template key (`vm/<folder>/<label>.vm`,
 * what ruoyi-ui's dialog reads) or, with `?keys=path` (the console), by its repository path.
 */
export const GenPreviewSchema = Type.Record(Type.String(), Type.String());

/** The query of the preview: how its files are keyed (docs/tool/gen.md "Preview"). */
export const GenPreviewQuerySchema = Type.Object({
  keys: Type.Optional(
    StringEnum(GEN_PREVIEW_KEYS, {
      description: "`ruoyi` (default): ruoyi-ui's template keys; `path`: repository paths",
    }),
  ),
});
export type GenPreviewQuery = Static<typeof GenPreviewQuerySchema>;
export type GenPreview = Static<typeof GenPreviewSchema>;
