// The code generator's proof (docs/tool/gen-output.md "The proof"), a step of `npm test`: the
// product's API, run in this process, creates five tables from CREATE TABLE — every form of key
// (identity, serial, an integer without default, a uuid), defaults, a hostile comment — is set to
// make single-table, tree and master-detail code of them and writes that code into one scratch
// copy of the workspace, where the type check, eslint, prettier, the schema and menu tests and the
// generated tests (on PGlite and PostgreSQL) must all pass. Prints one line per check, writes
// reports/gen-proof.json ({passed, failed, checks}) and removes the copy (KEEP_GEN_SCRATCH=1 keeps it).
import fs from 'node:fs';
import path from 'node:path';
import type { GeneratedFile } from '@dis/server/src/modules/tool/gen/generator/types';
import {
  editTable,
  genCodeInto,
  importedTables,
  removeScratch,
  ROOT,
  runChecks,
  scratchCopy,
  startGenApi,
  type GenEdit,
} from './lib/gen-scratch';

const AUDIT = `
  create_by   varchar(64) DEFAULT '',
  create_time timestamp(0),
  update_by   varchar(64) DEFAULT '',
  update_time timestamp(0)`;

/** A comment that breaks a careless template: a line break, both quotes, a comment's end, `${}`, backticks. */
export const HOSTILE = '标题"双引号\'单引号\n第二行 */ ${process.exit(1)} `反引号` \\n';
/** The table's, which names its menu: no line break, the rest as hostile. */
const HOSTILE_TABLE = '代金券"\'*/ ${x} `y`表';
const sqlText = (text: string) => `'${text.replace(/'/g, "''")}'`;

export const PROOF_SQL = `
CREATE TABLE biz_product (
  product_id   bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  product_name varchar(64)  NOT NULL,
  product_type char(1),
  price        numeric(10,2),
  stock        integer      NOT NULL DEFAULT 0,
  on_sale      boolean,
  sale_channels varchar(100),
  launch_time  timestamp(0),
  cover_image  varchar(255),
  manual_file  varchar(255),
  content      text,
  status       char(1)      NOT NULL DEFAULT '0',${AUDIT},
  remark       varchar(500)
);
COMMENT ON TABLE biz_product IS '产品表';
COMMENT ON COLUMN biz_product.product_id IS '产品编号';
COMMENT ON COLUMN biz_product.product_name IS '产品名称';
COMMENT ON COLUMN biz_product.product_type IS '产品类型';
COMMENT ON COLUMN biz_product.price IS '价格';
COMMENT ON COLUMN biz_product.stock IS '库存';
COMMENT ON COLUMN biz_product.on_sale IS '在售';
COMMENT ON COLUMN biz_product.sale_channels IS '销售渠道';
COMMENT ON COLUMN biz_product.launch_time IS '上市时间';
COMMENT ON COLUMN biz_product.cover_image IS '封面图片';
COMMENT ON COLUMN biz_product.manual_file IS '说明书';
COMMENT ON COLUMN biz_product.content IS '介绍';
COMMENT ON COLUMN biz_product.status IS '状态';
COMMENT ON COLUMN biz_product.remark IS '备注';

CREATE TABLE biz_category (
  category_id   bigserial PRIMARY KEY,
  parent_id     bigint,
  category_name varchar(50) NOT NULL,
  order_num     integer,
  status        char(1)     NOT NULL DEFAULT '0',${AUDIT}
);
COMMENT ON TABLE biz_category IS '产品分类表';
COMMENT ON COLUMN biz_category.category_id IS '分类编号';
COMMENT ON COLUMN biz_category.parent_id IS '上级分类';
COMMENT ON COLUMN biz_category.category_name IS '分类名称';
COMMENT ON COLUMN biz_category.order_num IS '显示顺序';
COMMENT ON COLUMN biz_category.status IS '状态';

CREATE TABLE biz_order (
  order_id  bigint PRIMARY KEY,
  order_no  varchar(32) NOT NULL,
  customer  varchar(50),
  total     numeric(12,2),${AUDIT}
);
COMMENT ON TABLE biz_order IS '订单表';
COMMENT ON COLUMN biz_order.order_id IS '订单编号';
COMMENT ON COLUMN biz_order.order_no IS '订单号';
COMMENT ON COLUMN biz_order.customer IS '客户';
COMMENT ON COLUMN biz_order.total IS '金额';

CREATE TABLE biz_order_item (
  item_id  integer PRIMARY KEY,
  order_id bigint      NOT NULL,
  sku      varchar(64) NOT NULL,
  quantity integer     NOT NULL,
  price    numeric(10,2)
);
COMMENT ON TABLE biz_order_item IS '订单明细表';
COMMENT ON COLUMN biz_order_item.item_id IS '明细编号';
COMMENT ON COLUMN biz_order_item.order_id IS '订单编号';
COMMENT ON COLUMN biz_order_item.sku IS '商品编码';
COMMENT ON COLUMN biz_order_item.quantity IS '数量';
COMMENT ON COLUMN biz_order_item.price IS '单价';

CREATE TABLE biz_voucher (
  voucher_id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  title      varchar(60)   NOT NULL,
  amount     numeric(10,2) NOT NULL DEFAULT 0,
  channel    char(1)       NOT NULL DEFAULT '1',
  active     boolean       NOT NULL DEFAULT true,
  valid_from timestamp(0)  DEFAULT CURRENT_TIMESTAMP,
  note       varchar(200)
);
COMMENT ON TABLE biz_voucher IS ${sqlText(HOSTILE_TABLE)};
COMMENT ON COLUMN biz_voucher.title IS ${sqlText(HOSTILE)};
COMMENT ON COLUMN biz_voucher.amount IS '面额';
COMMENT ON COLUMN biz_voucher.channel IS '渠道';
`;

/** Sets the named columns of an edit (`PUT /tool/gen` takes every column sent). */
function setColumns(edit: GenEdit, changes: Record<string, Record<string, string>>): void {
  for (const column of edit.columns) Object.assign(column, changes[column.columnName] ?? {});
}

/**
 * The proof through the product's API (docs/tool/gen-output.md "The proof"): the tables created
 * from PROOF_SQL (`POST /tool/gen/createTable`), found in the generator's list, edited as the
 * console edits them (`PUT /tool/gen`) — a product in `tool` with every display type (identity
 * key), a category tree in `system` (serial key), orders with their items (master-detail) in
 * `marketing` (keys without default: the generator gives them sequences), vouchers in `monitor`
 * (uuid key, defaults, a hostile comment) — and written into the copy
 * (`GET /tool/gen/genCode/{tableName}`, the copy being the server's code-gen root).
 */
export async function generateProof(scratch: string): Promise<GeneratedFile[]> {
  const api = await startGenApi(scratch);
  try {
    await api.call('POST', '/tool/gen/createTable', { query: { sql: PROOF_SQL } });
    const tables = await importedTables(api);
    const id = (name: string) => {
      const tableId = tables.get(name);
      if (tableId === undefined) throw new Error(`${name} was not imported`);
      return tableId;
    };
    await editTable(api, id('biz_product'), (edit) => {
      edit.moduleName = 'tool';
      setColumns(edit, {
        product_type: { htmlType: 'select', dictType: 'sys_yes_no', isQuery: '1' },
        on_sale: { isQuery: '1' },
        sale_channels: { htmlType: 'checkbox', dictType: 'sys_yes_no' },
        status: { dictType: 'sys_normal_disable' },
        create_time: { isQuery: '1', isList: '1', queryType: 'BETWEEN' },
        remark: { htmlType: 'textarea' },
      });
    });
    await editTable(api, id('biz_category'), (edit) => {
      edit.moduleName = 'system';
      edit.tplCategory = 'tree';
      Object.assign(edit.params, {
        treeCode: 'category_id',
        treeParentCode: 'parent_id',
        treeName: 'category_name',
      });
    });
    await editTable(api, id('biz_order'), (edit) => {
      edit.moduleName = 'marketing';
      edit.tplCategory = 'sub';
      edit.subTableName = 'biz_order_item';
      edit.subTableFkName = 'order_id';
    });
    await editTable(api, id('biz_voucher'), (edit) => {
      edit.moduleName = 'monitor';
      setColumns(edit, { channel: { htmlType: 'select', dictType: 'sys_yes_no', isQuery: '1' } });
    });
    return await genCodeInto(api, scratch, ['biz_product', 'biz_category', 'biz_order', 'biz_voucher']);
  } finally {
    await api.close();
  }
}

async function main() {
  const started = Date.now();
  const scratch = scratchCopy();
  console.log(`gen proof: scratch copy ${scratch}`);
  let results: Awaited<ReturnType<typeof runChecks>> = [];
  try {
    const files = await generateProof(scratch);
    console.log(`gen proof: ${files.length} files generated or patched`);
    results = await runChecks(scratch, files, (line) => console.log(`gen proof: ${line}`));
  } catch (error) {
    results.push({ name: 'generate', ok: false, output: String((error as Error).stack ?? error) });
  } finally {
    if (process.env.KEEP_GEN_SCRATCH === '1') console.log(`gen proof: kept ${scratch}`);
    else removeScratch(scratch);
  }
  for (const failed of results.filter((result) => !result.ok)) {
    console.log(`\n---- ${failed.name} ----\n${failed.output}`);
  }
  const passed = results.filter((result) => result.ok).length;
  const report = {
    passed,
    failed: results.length - passed,
    seconds: Math.round((Date.now() - started) / 1000),
    checks: results,
  };
  fs.mkdirSync(path.join(ROOT, 'reports'), { recursive: true });
  fs.writeFileSync(path.join(ROOT, 'reports', 'gen-proof.json'), `${JSON.stringify(report, null, 2)}\n`);
  console.log(`gen proof: ${passed} passed, ${report.failed} failed (${report.seconds} s)`);
  process.exitCode = report.failed === 0 ? 0 : 1;
}

if (require.main === module) void main();
