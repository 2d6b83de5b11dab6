// One lint configuration for the whole repository.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.dirname(fileURLToPath(import.meta.url));
/** The workspace folders (`shared/core`, `shell`, `remote-system`…), from the root package.json. */
const WORKSPACES = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')).workspaces;

/** The workspace folder a file belongs to, or null for the repository's own files (scripts/, e2e/…). */
function workspaceOf(file) {
  const relative = path.relative(ROOT, file).split(path.sep).join('/');
  return WORKSPACES.find((ws) => relative === ws || relative.startsWith(`${ws}/`)) ?? null;
}

/** Packages that are applications, not libraries: nothing imports them. */
const APPLICATION_PACKAGE = /^@dis\/(shell|remote-[^/]+)(\/|$)/;

/**
 * Each workspace is reached through its package name (`@dis/shared`, `@dis/contract`…), never by a
 * relative path into its folder: a relative path skips the package's `exports`, ties two folders'
 * layouts together and breaks when either moves. And the shell and the remotes are applications:
 * what they share belongs in a shared package.
 */
const workspaceBoundaries = {
  meta: {
    type: 'problem',
    schema: [],
    messages: {
      relative:
        "'{{source}}' reaches into the workspace {{target}} by a relative path: import it by its package name (move what both sides need into a shared package).",
      application:
        "'{{source}}' is an application: move what you need from it into @dis/shared, @dis/ui or @dis/contract.",
    },
  },
  create(context) {
    const file = context.filename;
    const own = workspaceOf(file);
    function check(node) {
      if (!node || node.type !== 'Literal' || typeof node.value !== 'string') return;
      const source = node.value;
      if (APPLICATION_PACKAGE.test(source)) {
        context.report({ node, messageId: 'application', data: { source } });
      } else if (source.startsWith('.')) {
        const target = workspaceOf(path.resolve(path.dirname(file), source));
        if (target && target !== own)
          context.report({ node, messageId: 'relative', data: { source, target } });
      }
    }
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
      CallExpression(node) {
        const callee = node.callee;
        const isRequire = callee.type === 'Identifier' && callee.name === 'require';
        const isJestModule =
          callee.type === 'MemberExpression' &&
          callee.object.type === 'Identifier' &&
          callee.object.name === 'jest' &&
          callee.property.type === 'Identifier' &&
          ['mock', 'requireActual', 'doMock'].includes(callee.property.name);
        if (isRequire || isJestModule) check(node.arguments[0]);
      },
    };
  },
};

/** Libraries reached only through the shared packages (see scripts/webpack/createAppConfig.cjs). */
const THROUGH_SHARED = [
  { name: 'react-router', message: "Import the router API from '@dis/shared'." },
  { name: 'react-router-dom', message: "Import the router API from '@dis/shared'." },
  { name: 'react-redux', message: "Import store hooks from '@dis/shared/store'." },
  { name: '@reduxjs/toolkit', message: "Import createSlice & co. from '@dis/shared/store'." },
  { name: 'redux', message: "Import from '@dis/shared/store'." },
];
const ANTD = [
  { name: 'antd', message: "Import antd components from '@dis/ui' (docs/stack.md: antd and federation)." },
  { name: '@ant-design/icons', message: "Import icons from '@dis/ui'." },
];

export default tseslint.config(
  {
    ignores: ['**/dist/**', '**/node_modules/**', 'data/**', 'reports/**', 'coverage/**', '**/*.d.ts'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,cjs,mjs}'],
    plugins: { dis: { rules: { 'workspace-boundaries': workspaceBoundaries } } },
    rules: { 'dis/workspace-boundaries': 'error' },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      // `<Can role="admin">` is a permission check, not an ARIA role: only DOM elements are checked
      'jsx-a11y/aria-role': ['error', { ignoreNonDOM: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-imports': ['error', { paths: [...THROUGH_SHARED, ...ANTD] }],
    },
  },
  {
    // the shared core is where those libraries are wrapped
    files: ['shared/core/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { paths: ANTD }] },
  },
  {
    // the UI kit is where antd is wrapped
    files: ['shared/ui/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { paths: THROUGH_SHARED }] },
  },
  {
    // the server has nothing to do with the browser libraries
    files: ['server/**/*.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['**/*.{js,cjs,mjs}'],
    languageOptions: { globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // jest's jsdom setup runs in a browser-like environment
    files: ['scripts/jest/setupDom.cjs'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
);
