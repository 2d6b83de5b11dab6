// One jest run for the whole repository: front-end units (jsdom), server units (node) and the
// server integration suite twice, on embedded PGlite and on the local PostgreSQL + Redis.
const swc = [
  '@swc/jest',
  {
    jsc: {
      target: 'es2022',
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
    },
    module: { type: 'commonjs' },
  },
];

const common = {
  transform: { '^.+\\.(t|j)sx?$': swc },
  // what `npm run test:changed` counts as a file's imports: not the code generator's templates' text
  dependencyExtractor: '<rootDir>/scripts/jest/dependencyExtractor.cjs',
  // otplib's audited crypto and base32 (@noble/hashes, @scure/base) ship as ES modules only
  transformIgnorePatterns: ['/node_modules/(?!.*/node_modules/)(?!(@noble|@scure)/)'],
  moduleFileExtensions: ['ts', 'tsx', 'js', 'json'],
  moduleNameMapper: {
    '\\.(css)$': '<rootDir>/scripts/jest/styleStub.cjs',
    '\\.(svg|png|jpe?g|gif|webp)$': '<rootDir>/scripts/jest/fileStub.cjs',
    // each component and icon from its own folder, not the index of them all (scripts/jest/antd.cjs,
    // scripts/jest/antIcons.cjs)
    '^antd$': '<rootDir>/scripts/jest/antd.cjs',
    '^@ant-design/icons$': '<rootDir>/scripts/jest/antIcons.cjs',
    // @ant-design/icons' CommonJS build requires the ES build of this one file
    '^@ant-design/colors/es/(.*)$': '@ant-design/colors/lib/$1',
    // the UI kit imports antd's ES build for locales and lazily loaded components; jest runs CommonJS
    '^antd/es/(.*)$': 'antd/lib/$1',
  },
};

/**
 * Integration files that run on PostgreSQL alone: their first lines say `// db-kinds: postgres`
 * (rights, HTTP and rendering; nothing they run depends on the database kind). Every other
 * integration file runs on both kinds (docs/stack.md "Two database kinds").
 */
const fs = require('node:fs');
const path = require('node:path');
const INTEGRATION = path.join(__dirname, 'server', 'test');
const postgresOnly = fs
  .readdirSync(INTEGRATION, { recursive: true })
  .filter((file) => file.endsWith('.int.test.ts'))
  .filter((file) =>
    /^\/\/ db-kinds: postgres\b/m.test(fs.readFileSync(path.join(INTEGRATION, file), 'utf8').slice(0, 500)),
  )
  .map(
    (file) =>
      `<rootDir>/server/test/${file.split(path.sep).join('/')}`.replace(/[.*+?^${}()|[\]\\]/g, '\\$&') + '$',
  );

module.exports = {
  testTimeout: 30000,
  projects: [
    {
      ...common,
      displayName: 'unit-web',
      testEnvironment: 'jsdom',
      setupFiles: ['<rootDir>/scripts/jest/setupDom.cjs'],
      setupFilesAfterEnv: ['<rootDir>/scripts/jest/setupWords.cjs'],
      testMatch: [
        '<rootDir>/shared/*/src/**/*.test.{ts,tsx}',
        '<rootDir>/shell/src/**/*.test.{ts,tsx}',
        '<rootDir>/remote-*/src/**/*.test.{ts,tsx}',
      ],
    },
    {
      ...common,
      displayName: 'unit-server',
      testEnvironment: 'node',
      // the scripts' own helpers (the app list, the lint rules) run in Node too
      testMatch: ['<rootDir>/server/src/**/*.test.ts', '<rootDir>/scripts/**/*.test.ts'],
    },
    {
      ...common,
      displayName: 'integration-pglite',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/server/test/**/*.int.test.ts'],
      testPathIgnorePatterns: ['/node_modules/', ...postgresOnly],
      globals: { __DB_KIND__: 'pglite' },
    },
    {
      ...common,
      displayName: 'integration-postgres',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/server/test/**/*.int.test.ts'],
      globals: { __DB_KIND__: 'postgres' },
    },
  ],
};
