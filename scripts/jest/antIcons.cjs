// Stands for `@ant-design/icons` in the front-end unit tests. The package's index requires every
// one of its icons, some 1 700 files, and a test file loads it afresh (jest gives each test file
// its own modules): that was about a sixth of a page test's time. Here each name is required from
// its own file when a test first uses it (`PlusOutlined` → `@ant-design/icons/lib/icons/PlusOutlined`),
// the few names that are not icons from the package's components. The built apps use the package
// as it is (webpack keeps the icons a page imports).
const components = {
  default: () => require('@ant-design/icons/lib/components/Icon').default,
  IconProvider: () => require('@ant-design/icons/lib/components/Context').default.Provider,
  createFromIconfontCN: () => require('@ant-design/icons/lib/components/IconFont').default,
  getTwoToneColor: () => require('@ant-design/icons/lib/components/twoTonePrimaryColor').getTwoToneColor,
  setTwoToneColor: () => require('@ant-design/icons/lib/components/twoTonePrimaryColor').setTwoToneColor,
};

const loaded = new Map();
module.exports = new Proxy(
  {},
  {
    get(_target, name) {
      if (name === '__esModule') return true;
      if (typeof name !== 'string' || name === 'then') return undefined;
      if (!loaded.has(name)) {
        const component = components[name];
        let value;
        try {
          value = component ? component() : require(`@ant-design/icons/lib/icons/${name}`).default;
        } catch {
          // not an icon of its own file: the real index answers (and says what it lacks)
          value = require('@ant-design/icons/lib/index')[name];
        }
        loaded.set(name, value);
      }
      return loaded.get(name);
    },
  },
);
