// Stands for `antd` in the front-end unit tests. antd's CommonJS index requires every component,
// some 340 files with their style code, and a test file loads it afresh (jest gives each test file
// its own modules) to use a dozen. Here each name is required from its own folder when a test
// first uses it (`Button` → `antd/lib/button`), read from antd's own index so a new release's
// names follow by themselves. The built apps use antd as it is (webpack keeps what a page imports).
const fs = require('node:fs');
const path = require('node:path');

const index = fs.readFileSync(
  path.join(path.dirname(require.resolve('antd/package.json')), 'lib', 'index.js'),
  'utf8',
);
/** the module variable of each folder: `var _affix = _interopRequireDefault(require("./affix"))` */
const folderOf = new Map(
  [...index.matchAll(/var (_\w+) = _interopRequireDefault\(require\("\.\/([\w/-]+)"\)\)/g)].map(
    ([, name, folder]) => [name, folder],
  ),
);
/** each export: `Object.defineProperty(exports, "Affix", { … return _affix.default; …` */
const exported = new Map();
for (const [, name, variable] of index.matchAll(
  /Object\.defineProperty\(exports, "(\w+)", \{\s*enumerable: true,\s*get: function \(\) \{\s*return (_\w+)\.default;/g,
)) {
  const folder = folderOf.get(variable);
  if (folder) exported.set(name, folder);
}
if (exported.size < 60)
  throw new Error(`scripts/jest/antd.cjs read only ${exported.size} names from antd's index`);

const loaded = new Map();
const load = (name) => {
  if (!loaded.has(name)) loaded.set(name, require(`antd/lib/${exported.get(name)}`).default);
  return loaded.get(name);
};
module.exports = new Proxy(
  {},
  {
    get(_target, name) {
      if (name === '__esModule') return true;
      if (typeof name !== 'string' || name === 'then') return undefined;
      // a name antd's index exports otherwise (not a component's default): the real index answers
      return exported.has(name) ? load(name) : require('antd/lib/index.js')[name];
    },
    has: (_target, name) => name === '__esModule' || exported.has(name),
    ownKeys: () => ['__esModule', ...exported.keys()],
    getOwnPropertyDescriptor: (_target, name) =>
      name === '__esModule' || exported.has(name)
        ? {
            enumerable: name !== '__esModule',
            configurable: true,
            get: () => (name === '__esModule' ? true : load(name)),
          }
        : undefined,
  },
);
