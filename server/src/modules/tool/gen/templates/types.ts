import type { GenHtmlType, GenQueryType, GenTemplate, GenTsType } from '@dis/contract';

/**
 * What the templates need to know of one generated table: the stored `gen_table` row and its
 * columns, read and checked by the module's service (docs/tool/gen.md "What is generated").
 */
export interface GenColumnSpec {
  /** database column: `product_name` */
  columnName: string;
  /** the column's comment, or its name when it has none: the zh-cn label */
  columnComment: string;
  /** the database type as the catalog spells it: `varchar(64)`, `bigint`, `numeric(10,2)`, `timestamp(0)` */
  columnType: string;
  tsType: GenTsType;
  /** camelCase field: `productName` */
  javaField: string;
  isPk: boolean;
  isIncrement: boolean;
  isRequired: boolean;
  isInsert: boolean;
  isEdit: boolean;
  isList: boolean;
  isQuery: boolean;
  queryType: GenQueryType;
  htmlType: GenHtmlType;
  /** a dictionary type of `sys_dict_type`, or '' */
  dictType: string;
  sort: number;
}

export interface GenTableSpec {
  tableId: number;
  /** database table: `biz_product` */
  tableName: string;
  /** zh-cn description of the table */
  tableComment: string;
  /** PascalCase: `BizProduct` (row type `BizProduct`, schema `BizProductSchema`) */
  className: string;
  /** the console section: `system`, `monitor`, `tool`, `marketing` (names the remote) */
  moduleName: string;
  /** the module folder and resource: `product` → key `<moduleName>/product` */
  businessName: string;
  /** zh-cn function name: 产品 */
  functionName: string;
  /** en function name: Product */
  functionNameEn: string;
  functionAuthor: string;
  tplCategory: GenTemplate;
  /** the menu the page's menu row hangs under (0: top level) */
  parentMenuId: number;
  columns: GenColumnSpec[];
  /** tree template: the id, parent and name columns (java fields) */
  tree?: { code: string; parentCode: string; name: string };
  /** master-detail template: the detail table and its column holding this table's id */
  sub?: { table: GenTableSpec; fkColumn: string };
}

/** One file of the output, by its path from the repository root (`/`-separated). */
export interface GeneratedFile {
  path: string;
  content: string;
  /** `new`: a file of its own; `patched`: an existing file of the repository with lines added */
  kind: 'new' | 'patched';
}

/** Reads a file of the repository the code is generated for; null when it does not exist. */
export type RepoReader = (path: string) => Promise<string | null>;

export interface GenerateOptions {
  /** the time that names the migration (`yyyyMMddHHmmss_<table>.sql`) */
  now: Date;
}

/** The whole output for one table, in the order a reader should see it. */
export type Generate = (
  spec: GenTableSpec,
  repo: RepoReader,
  options: GenerateOptions,
) => Promise<GeneratedFile[]>;

/**
 * Why the output cannot be made for this repository: a new file's path is taken already, or a
 * file to patch lacks the line the patch goes after. The module's service answers it as a refusal
 * naming the path.
 */
export class GenerateRefusal extends Error {
  constructor(
    readonly reason: 'exists' | 'anchor',
    readonly path: string,
  ) {
    super(`${reason}: ${path}`);
    this.name = 'GenerateRefusal';
  }
}
