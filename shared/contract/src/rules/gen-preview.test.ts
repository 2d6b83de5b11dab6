import { ruoyiPreviewKeys, uniqueFileLabels } from './gen-preview';

const PATHS = [
  'shared/contract/src/schemas/tool-product.ts',
  'server/src/modules/tool/product/routes.ts',
  'server/src/db/migrations/20261201093000_biz_product.sql',
  'server/src/db/migrations/meta/20261201093000_snapshot.json',
  'remote-tools/src/pages/product/index.tsx',
  'remote-tools/src/pages/product/ProductPage.tsx',
  'remote-tools/src/pages/product/ProductPage.test.tsx',
  'shared/contract/src/index.ts',
  'server/src/db/migrations/meta/_journal.json',
  'remote-tools/src/locales/zh-cn/tools.json',
  'remote-tools/src/locales/en/tools.json',
];

/** What ruoyi-ui 3.9.2's index.vue does with a key: the tab's label and its highlighting language. */
function ruoyiTab(key: string) {
  const label = key.substring(key.lastIndexOf('/') + 1, key.indexOf('.vm'));
  return { label, language: label.substring(label.indexOf('.') + 1, label.length) };
}
/** The languages and aliases highlight.js 9.18.5 has in ruoyi-ui (its registerLanguage calls). */
const RUOYI_HIGHLIGHT = [
  'java',
  'jsp',
  'xml',
  'html',
  'vue',
  'javascript',
  'js',
  'jsx',
  'typescript',
  'ts',
  'sql',
];

describe('the names of the previewed files', () => {
  it('names each tab by its file, with the folders that tell two of one name apart', () => {
    const labels = uniqueFileLabels(PATHS);
    expect(labels['remote-tools/src/pages/product/ProductPage.tsx']).toBe('ProductPage.tsx');
    expect(labels['remote-tools/src/locales/zh-cn/tools.json']).toBe('zh-cn/tools.json');
    expect(labels['remote-tools/src/locales/en/tools.json']).toBe('en/tools.json');
    expect(labels['shared/contract/src/index.ts']).toBe('index.ts');
    expect(new Set(Object.values(labels)).size).toBe(PATHS.length);
  });

  it('gives ruoyi-ui keys whose labels are unique and whose languages its highlighter has', () => {
    const keys = ruoyiPreviewKeys(PATHS);
    const tabs = PATHS.map((path) => ruoyiTab(keys[path]));
    expect(tabs.map((tab) => tab.label)).toEqual([
      'tool-product.ts',
      'routes.ts',
      '20261201093000_biz_product.sql',
      '20261201093000_snapshot.js',
      'product-index.ts',
      'ProductPage.ts',
      'ProductPage-test.ts',
      'src-index.ts',
      '_journal.js',
      'zh-cn-tools.js',
      'en-tools.js',
    ]);
    for (const tab of tabs) expect(RUOYI_HIGHLIGHT).toContain(tab.language);
    expect(keys['remote-tools/src/pages/product/ProductPage.tsx']).toBe(
      'vm/remote-tools/src/pages/product/ProductPage.ts.vm',
    );
    // two names that read alike once their dots are dashes are still told apart
    const alike = ruoyiPreviewKeys(['x/a.b.ts', 'x/a-b.ts']);
    const alikeTabs = Object.values(alike).map(ruoyiTab);
    expect(alikeTabs.map((tab) => tab.label)).toEqual(['x-a-b.ts', 'x-a-b (2).ts']);
    expect(alikeTabs.map((tab) => tab.language)).toEqual(['ts', 'ts']);
  });
});
