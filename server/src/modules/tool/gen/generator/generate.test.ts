import fs from 'node:fs';
import path from 'node:path';
import { generate } from './index';
import { camelCase } from '../names';
import { GenerateRefusal, type GenColumnSpec, type GenTableSpec, type RepoReader } from './types';

/** The repository this test runs in, read as the generator reads it. */
const ROOT = path.resolve(__dirname, '../../../../../..');
const repository: RepoReader = async (file) => {
  try {
    return await fs.promises.readFile(path.join(ROOT, file), 'utf8');
  } catch {
    return null;
  }
};

const column = (
  columnName: string,
  columnType: string,
  columnComment: string,
  more: Partial<GenColumnSpec> = {},
): GenColumnSpec => ({
  columnName,
  columnComment,
  columnType,
  tsType: 'string',
  javaField: camelCase(columnName),
  isPk: false,
  isIncrement: false,
  isRequired: false,
  isInsert: true,
  isEdit: true,
  isList: true,
  isQuery: false,
  queryType: 'EQ',
  htmlType: 'input',
  dictType: '',
  sort: 0,
  ...more,
});

const table = (tableName: string, className: string, columns: GenColumnSpec[]): GenTableSpec => ({
  tableId: 1,
  tableName,
  tableComment: `${tableName} 表`,
  className,
  moduleName: 'tool',
  businessName: camelCase(tableName.replace(/^[a-z]+_/, '')),
  functionName: '样品',
  functionNameEn: 'Sample',
  functionAuthor: 'gen',
  tplCategory: 'crud',
  parentMenuId: 3,
  columns: columns.map((one, at) => ({ ...one, sort: at + 1 })),
});

const sample = table('zz_sample', 'ZzSample', [
  column('sample_id', 'bigint', '编号', { isPk: true, isIncrement: true, isInsert: false, isEdit: false }),
  column('sample_name', 'varchar(30)', '名称', { isRequired: true, isQuery: true, queryType: 'LIKE' }),
  column('parent_id', 'bigint', '上级'),
  column('status', 'char(1)', '状态', {
    htmlType: 'radio',
    dictType: 'sys_normal_disable',
    isRequired: true,
  }),
]);
const NOW = { now: new Date(Date.UTC(2099, 0, 1, 0, 0, 0)) };

const paths = (files: Awaited<ReturnType<typeof generate>>) =>
  files.map((file) => `${file.kind} ${file.path}`);

// each generation runs drizzle-kit and prettier: seconds on a busy machine
jest.setTimeout(120_000);

describe('generate', () => {
  it('writes the single-table file set and patches the shared files', async () => {
    const files = await generate(sample, repository, NOW);
    expect(paths(files)).toEqual([
      'new shared/contract/src/schemas/tool-sample.ts',
      'new server/src/modules/tool/sample/routes.ts',
      'new server/src/modules/tool/sample/resource.ts',
      'new server/src/modules/tool/sample/messages.ts',
      'new server/src/db/migrations/20990101000000_zz_sample.sql',
      'new server/src/db/migrations/meta/20990101000000_snapshot.json',
      'new server/test/tool-sample.int.test.ts',
      'new remote-tools/src/pages/sample/index.tsx',
      'new remote-tools/src/pages/sample/api.ts',
      'new remote-tools/src/pages/sample/SamplePage.tsx',
      'new remote-tools/src/pages/sample/SampleDialog.tsx',
      'new remote-tools/src/pages/sample/SamplePage.test.tsx',
      'new remote-tools/src/pages/sample/SampleDialog.test.tsx',
      'patched shared/contract/src/index.ts',
      'patched shared/contract/src/resources.ts',
      'patched shared/contract/src/rules/limits.ts',
      'patched server/src/db/schema.ts',
      'patched server/src/app.ts',
      'patched server/src/db/migrations/meta/_journal.json',
      'patched remote-tools/src/locales/zh-cn/tools.json',
      'patched remote-tools/src/locales/en/tools.json',
    ]);
    const byPath = new Map(files.map((file) => [file.path, file.content]));
    const sql = byPath.get('server/src/db/migrations/20990101000000_zz_sample.sql')!;
    expect(sql).toContain('CREATE TABLE IF NOT EXISTS "zz_sample"');
    expect(sql).toContain("'tool/sample/index'");
    expect(sql).toContain("'tool:sample:export'");
    // VALUES rows (the menu test refuses INSERT … SELECT); the ids come from the identity
    expect(sql).toMatch(
      /INSERT INTO sys_menu \(menu_name, [^)]*\) VALUES\n {2}\('样品', 'Sample', 3, 1, 'sample',/,
    );
    expect(sql.match(/, 'F', '0', '0', 'tool:sample:/g)).toHaveLength(5);
    expect(sql).not.toContain('menu_id,');
    expect(byPath.get('shared/contract/src/resources.ts')).toContain(
      "'tool/sample': resource('/tool/sample', 'tool:sample', 'sampleId'),",
    );
    const journal = JSON.parse(byPath.get('server/src/db/migrations/meta/_journal.json')!);
    expect(journal.entries.at(-1).tag).toBe('20990101000000_zz_sample');
    expect(JSON.parse(byPath.get('remote-tools/src/locales/en/tools.json')!).sample).toMatchObject({
      sampleName: 'Sample name',
      addTitle: 'Add a sample',
    });
  });

  it('adds the tree queries and the master-detail repository', async () => {
    const tree = await generate(
      {
        ...sample,
        tplCategory: 'tree',
        tree: { code: 'sampleId', parentCode: 'parentId', name: 'sampleName' },
      },
      repository,
      NOW,
    );
    // the same file set, plus the repository of the queries beyond the descriptor
    const single = paths(await generate(sample, repository, NOW));
    expect(paths(tree)).toEqual([
      ...single.slice(0, 3),
      'new server/src/modules/tool/sample/repository.ts',
      ...single.slice(3),
    ]);
    const repositoryFile = tree.find((file) => file.path.endsWith('sample/repository.ts'));
    expect(repositoryFile?.content).toContain('firstSampleWithChildren');
    expect(tree.find((file) => file.path.endsWith('sample/routes.ts'))?.content).toContain('/list');

    const detail = table('zz_sample_line', 'ZzSampleLine', [
      column('line_id', 'bigint', '明细编号', { isPk: true, isIncrement: true }),
      column('sample_id', 'bigint', '样品', { isRequired: true }),
      column('line_text', 'varchar(20)', '内容', { isRequired: true }),
    ]);
    const sub = await generate(
      { ...sample, tplCategory: 'sub', sub: { table: detail, fkColumn: 'sample_id' } },
      repository,
      NOW,
    );
    expect(paths(sub)).toEqual(paths(tree));
    const schema = sub.find((file) => file.path === 'server/src/db/schema.ts')!.content;
    expect(schema).toContain("export const zzSampleLine = pgTable('zz_sample_line'");
    expect(sub.find((file) => file.path.endsWith('sample/repository.ts'))?.content).toContain(
      'replaceZzSampleLineRows',
    );
    expect(sub.find((file) => file.path.endsWith('SampleDialog.tsx'))?.content).toContain(
      '<Form.List name="zzSampleLineList">',
    );
  });

  it('refuses a path that is taken', async () => {
    await expect(
      generate({ ...sample, moduleName: 'system', businessName: 'post' }, repository, NOW),
    ).rejects.toEqual(new GenerateRefusal('exists', 'server/src/modules/system/post/routes.ts'));
  });

  it('refuses a file that lacks its anchor', async () => {
    const withoutAnchor: RepoReader = async (file) => {
      const text = await repository(file);
      return file === 'server/src/db/schema.ts' && text
        ? text.replace(/^\/\/ Generated tables.*$/m, '')
        : text;
    };
    await expect(generate(sample, withoutAnchor, NOW)).rejects.toEqual(
      new GenerateRefusal('anchor', 'server/src/db/schema.ts'),
    );
  });
});
