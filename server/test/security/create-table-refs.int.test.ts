/** @jest-environment ./server/test/native-modules-environment.cjs */
// db-kinds: postgres (it runs nothing whose behaviour depends on the kind: docs/stack.md "Two database kinds")
import { sql } from 'drizzle-orm';
import { setupTestApp, START_TIMEOUT } from '../helper';

/**
 * 代码生成's 创建表 builds only what the generator owns (docs/security.md "Create from SQL"): a
 * foreign key reaches only generated tables — the review hung a table on `sys_user` with
 * `ON DELETE CASCADE` — and every expression node of the statement is held to the function list,
 * wherever it sits and whatever node the parser makes of it (the review hid `xmlparse`, which the
 * parser reads as an XmlExpr, not a function call).
 */
const t = setupTestApp();
let admin: string;

beforeAll(async () => {
  admin = await t.login('admin');
}, START_TIMEOUT);

const create = async (text: string, lang = 'zh-cn') =>
  (
    await t.request({
      method: 'POST',
      url: `/tool/gen/createTable?sql=${encodeURIComponent(text)}`,
      token: admin,
      headers: { 'accept-language': lang },
    })
  ).json();
const tableExists = async (name: string) =>
  (
    (await t.app.db.execute(sql`SELECT 1 FROM pg_class WHERE relname = ${name}`)) as unknown as {
      rows: unknown[];
    }
  ).rows.length > 0;

describe('18. 创建表: foreign keys only to generated tables, every expression node checked', () => {
  it('refuses a foreign key into a system table, with or without ON DELETE CASCADE', async () => {
    const cases: Array<[string, string]> = [
      [
        'CREATE TABLE biz_owned (id bigint PRIMARY KEY, user_id bigint REFERENCES sys_user (user_id) ON DELETE CASCADE)',
        '表biz_owned的外键只能引用代码生成的表：sys_user',
      ],
      [
        'CREATE TABLE biz_owned (id bigint PRIMARY KEY, dept bigint, FOREIGN KEY (dept) REFERENCES public.sys_dept)',
        '表biz_owned的外键只能引用代码生成的表：sys_dept',
      ],
      [
        'CREATE TABLE biz_owned (id bigint PRIMARY KEY, m bigint REFERENCES schema_migrations)',
        '表biz_owned的外键只能引用代码生成的表：schema_migrations',
      ],
      [
        'CREATE TABLE biz_owned (id bigint PRIMARY KEY, m bigint REFERENCES pg_catalog.pg_class)',
        '表biz_owned的外键只能引用代码生成的表：pg_catalog.pg_class',
      ],
    ];
    for (const [text, msg] of cases) expect([text, await create(text)]).toEqual([text, { code: 500, msg }]);
    expect((await create(cases[0][0], 'en')).msg).toBe(
      'A foreign key of the table biz_owned may reference only tables of the code generator: sys_user',
    );
    expect(await tableExists('biz_owned')).toBe(false);
  });

  it('refuses functions hidden in expression nodes that are not plain calls, wherever they sit', async () => {
    const cases: Array<[string, string]> = [
      [
        "CREATE TABLE biz_x (id bigint PRIMARY KEY, x text DEFAULT xmlparse(document '<a/>'))",
        '表biz_x的字段x的默认值不允许调用函数xmlparse',
      ],
      [
        "CREATE TABLE biz_x (id bigint PRIMARY KEY, x text CHECK (length(xmlserialize(content '<a/>' AS text)) > 0))",
        '表biz_x的字段x的默认值不允许调用函数xmlserialize',
      ],
      [
        "CREATE TABLE biz_x (id bigint PRIMARY KEY, x text DEFAULT (pg_read_file('/etc/passwd'))::text)",
        '表biz_x的字段x的默认值不允许调用函数pg_read_file',
      ],
      [
        'CREATE TABLE biz_x (id bigint PRIMARY KEY, owner text DEFAULT current_user)',
        '表biz_x的字段owner的默认值不允许调用函数CURRENT_USER',
      ],
      [
        "CREATE TABLE biz_x (id bigint PRIMARY KEY, x text GENERATED ALWAYS AS (xmlelement(name a, 'b')::text) STORED)",
        '表biz_x的字段x的默认值不允许调用函数xmlelement',
      ],
      [
        "CREATE TABLE biz_x (id bigint PRIMARY KEY, x text DEFAULT 'x'::regclass::text)",
        '表biz_x的字段x的默认值不允许调用函数regclass',
      ],
      [
        "CREATE TABLE biz_x (id bigint PRIMARY KEY, x text, EXCLUDE ((lower(pg_ls_dir('.'))) WITH =))",
        '表biz_x的字段-的默认值不允许调用函数pg_ls_dir',
      ],
      [
        'CREATE TABLE biz_x (id bigint PRIMARY KEY, x text) PARTITION BY LIST (pg_backend_pid())',
        '表biz_x的字段-的默认值不允许调用函数pg_backend_pid',
      ],
    ];
    for (const [text, msg] of cases) expect([text, await create(text)]).toEqual([text, { code: 500, msg }]);
    expect(await tableExists('biz_x')).toBe(false);
  });

  it('still creates tables that reference each other, or a table created earlier, with allowed expressions', async () => {
    expect(
      await create(`CREATE TABLE biz_shelf (shelf_id bigint PRIMARY KEY, name varchar(30) DEFAULT lower('A'),
        created timestamp(0) DEFAULT CURRENT_TIMESTAMP, CHECK (char_length(name) > 0));
        CREATE TABLE biz_book (book_id bigint PRIMARY KEY,
          shelf_id bigint REFERENCES biz_shelf (shelf_id) ON DELETE CASCADE, price numeric(8,2) DEFAULT 0::numeric)`),
    ).toEqual({ code: 200, msg: '创建成功' });
    expect(
      await create('CREATE TABLE biz_loan (loan_id bigint PRIMARY KEY, book_id bigint REFERENCES biz_book)'),
    ).toEqual({ code: 200, msg: '创建成功' });
  });
});
