/** @jest-environment ./server/test/native-modules-environment.cjs */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import JSZip from 'jszip';
import type { GenTableSpec, RepoReader } from '../src/modules/tool/gen/generator/types';
import { setupTestApp } from './helper';
import { REMOTES } from '@dis/contract/remotes';

/**
 * The module's side of generating (docs/tool/gen.md "Preview, download, write into the working
 * tree") with a stand-in for the templates: what reaches them, how their refusals are answered,
 * how several tables share patched files, and that no path leaves the code root.
 */
const calls: GenTableSpec[] = [];
let behaviour: 'files' | 'escape' | 'exists' | 'anchor' = 'files';

jest.mock('../src/modules/tool/gen/generator', () => {
  const { GenerateRefusal: Refusal } = jest.requireActual('../src/modules/tool/gen/generator/types');
  return {
    generate: async (spec: GenTableSpec, repo: RepoReader) => {
      calls.push(spec);
      if (behaviour === 'exists') throw new Refusal('exists', `server/src/modules/${spec.moduleName}/x.ts`);
      if (behaviour === 'anchor') throw new Refusal('anchor', 'server/src/app.ts');
      const shared = (await repo('shared.txt')) ?? '';
      return [
        { path: `out/${spec.businessName}.ts`, content: `// ${spec.className}\n`, kind: 'new' },
        { path: 'shared.txt', content: `${shared}${spec.businessName}\n`, kind: 'patched' },
        ...(behaviour === 'escape' ? [{ path: '../escaped.txt', content: 'x', kind: 'new' }] : []),
      ];
    },
  };
});

const t = setupTestApp();
let admin: string;
let root: string;

const call = (url: string, lang = 'zh-cn') =>
  t.request({ method: 'GET', url, token: admin, headers: { 'accept-language': lang } });

beforeAll(async () => {
  admin = await t.login('admin');
  await t.app.db.execute(
    sql.raw(`CREATE TABLE biz_shop (shop_id integer PRIMARY KEY, shop_name varchar(30), parent_id integer)`),
  );
  await t.app.db.execute(sql.raw(`CREATE TABLE biz_shelf (shelf_id bigint PRIMARY KEY, shop_id integer)`));
  const imported = await t.request({
    method: 'POST',
    url: '/tool/gen/importTable?tables=biz_shop,biz_shelf',
    token: admin,
  });
  expect(imported.json()).toEqual({ code: 200, msg: '导入成功' });
});

beforeEach(() => {
  calls.length = 0;
  behaviour = 'files';
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'dis-gen-paths-'));
  fs.writeFileSync(path.join(root, 'shared.txt'), 'start\n');
  // a source tree, as the generator asks of its root (the templates are replaced here)
  for (const folder of ['server/src/modules', ...REMOTES.map((remote) => `${remote.dir}/src`)])
    fs.mkdirSync(path.join(root, folder), { recursive: true });
  t.app.appConfig.codeGen = { root, writable: true };
});

afterEach(() => {
  t.app.appConfig.codeGen = undefined;
  fs.rmSync(root, { recursive: true, force: true });
});

async function tableId(tableName: string): Promise<number> {
  const list = (await call(`/tool/gen/list?tableName=${tableName}`)).json();
  return list.rows[0].tableId;
}

describe('the specification the templates get', () => {
  it('carries the stored settings: types, flags, tree fields and the defaults', async () => {
    const shopId = await tableId('biz_shop');
    const { data } = (await call(`/tool/gen/${shopId}`)).json();
    const edited = await t.request({
      method: 'PUT',
      url: '/tool/gen',
      token: admin,
      payload: {
        ...data.info,
        moduleName: 'tool',
        businessName: 'shop',
        tplCategory: 'tree',
        parentMenuId: undefined,
        functionNameEn: undefined,
        columns: data.rows,
        params: { treeCode: 'shop_id', treeParentCode: 'parent_id', treeName: 'shop_name' },
      },
    });
    expect(edited.json()).toEqual({ code: 200, msg: '操作成功' });
    expect((await call(`/tool/gen/preview/${shopId}?keys=path`)).json()).toEqual({
      code: 200,
      msg: '操作成功',
      data: { 'out/shop.ts': '// BizShop\n', 'shared.txt': 'start\nshop\n' },
    });
    expect(calls[0]).toMatchObject({
      tableName: 'biz_shop',
      className: 'BizShop',
      moduleName: 'tool',
      businessName: 'shop',
      functionNameEn: 'Shop',
      functionAuthor: 'admin',
      tplCategory: 'tree',
      parentMenuId: 3,
      tree: { code: 'shopId', parentCode: 'parentId', name: 'shopName' },
    });
    expect(calls[0].columns[0]).toEqual({
      columnName: 'shop_id',
      columnComment: 'shop_id',
      columnType: 'integer',
      tsType: 'number',
      javaField: 'shopId',
      isPk: true,
      // an integer key without default: the generator gives it a sequence (docs/tool/gen.md "Keys")
      isIncrement: true,
      isRequired: false,
      isInsert: false,
      isEdit: false,
      isList: true,
      isQuery: false,
      queryType: 'EQ',
      htmlType: 'input',
      dictType: '',
      sort: 1,
      columnDefault: null,
      isNullable: false,
    });
  });

  it('carries the sub-table of a master-detail, with its key column', async () => {
    const shopId = await tableId('biz_shop');
    const { data } = (await call(`/tool/gen/${shopId}`)).json();
    const edited = await t.request({
      method: 'PUT',
      url: '/tool/gen',
      token: admin,
      payload: {
        ...data.info,
        tplCategory: 'sub',
        subTableName: 'biz_shelf',
        subTableFkName: 'shop_id',
        columns: data.rows,
      },
    });
    expect(edited.json()).toEqual({ code: 200, msg: '操作成功' });
    expect((await call(`/tool/gen/preview/${shopId}`)).json()).toMatchObject({ code: 200 });
    expect(calls[0].tree).toBeUndefined();
    expect(calls[0].sub).toMatchObject({
      fkColumn: 'shop_id',
      table: { tableName: 'biz_shelf', className: 'BizShelf', businessName: 'shelf' },
    });
    expect(calls[0].sub?.table.columns.map((column) => column.javaField)).toEqual(['shelfId', 'shopId']);
  });
});

describe('refusals of the templates and of paths', () => {
  it('answers a taken path or a missing anchor by naming the file', async () => {
    const shopId = await tableId('biz_shop');
    behaviour = 'exists';
    expect((await call(`/tool/gen/preview/${shopId}`)).json()).toEqual({
      code: 500,
      msg: '文件已存在，不会覆盖：server/src/modules/tool/x.ts',
    });
    behaviour = 'anchor';
    expect((await call(`/tool/gen/preview/${shopId}`, 'en')).json()).toEqual({
      code: 500,
      msg: 'Cannot change the file server/src/app.ts: the line to add after is not there',
    });
    expect((await call('/tool/gen/genCode/biz_shop')).json()).toEqual({
      code: 500,
      msg: '无法修改文件server/src/app.ts：找不到插入位置',
    });
  });

  it('never writes a path that leaves the root, nor anything else of that output', async () => {
    behaviour = 'escape';
    expect((await call('/tool/gen/genCode/biz_shop')).json()).toEqual({
      code: 500,
      msg: '生成的路径不在代码目录内：../escaped.txt',
    });
    expect(fs.existsSync(path.join(root, 'out'))).toBe(false);
    expect(fs.existsSync(path.join(root, '..', 'escaped.txt'))).toBe(false);
    expect(fs.readFileSync(path.join(root, 'shared.txt'), 'utf8')).toBe('start\n');
    const zip = await call('/tool/gen/download/biz_shop');
    expect(zip.json()).toEqual({ code: 500, msg: '生成的路径不在代码目录内：../escaped.txt' });
  });
});

describe('several tables, and writing', () => {
  it('gives each table the files the ones before produced, in one zip', async () => {
    const response = await call('/tool/gen/batchGenCode?tables=biz_shop,biz_shelf');
    expect(response.headers['content-type']).toBe('application/zip');
    const zip = await JSZip.loadAsync(response.rawPayload);
    expect(Object.keys(zip.files).sort()).toEqual(['out/shelf.ts', 'out/shop.ts', 'shared.txt']);
    expect(await zip.file('shared.txt')!.async('string')).toBe('start\nshop\nshelf\n');
  });

  it('writes the files into the root and answers how many', async () => {
    expect((await call('/tool/gen/genCode/biz_shelf')).json()).toEqual({
      code: 200,
      msg: '生成成功，已写入 2 个文件',
    });
    expect(fs.readFileSync(path.join(root, 'out/shelf.ts'), 'utf8')).toBe('// BizShelf\n');
    expect(fs.readFileSync(path.join(root, 'shared.txt'), 'utf8')).toBe('start\nshelf\n');
  });
});
