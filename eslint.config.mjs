// One lint configuration for the whole repository.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';
import workspaceBoundaries from './scripts/lib/workspace-boundaries.cjs';
import serverLayers from './scripts/lib/server-layers.cjs';

/** Libraries reached only through the shared packages (see scripts/webpack/createAppConfig.cjs). */
const THROUGH_SHARED = [
  { name: 'react-router', message: "Import the router API from '@dis/shared'." },
  { name: 'react-router-dom', message: "Import the router API from '@dis/shared'." },
  { name: 'react-redux', message: "Import store hooks from '@dis/shared/store'." },
  { name: '@reduxjs/toolkit', message: "Import createSlice & co. from '@dis/shared/store'." },
  { name: 'redux', message: "Import from '@dis/shared/store'." },
  { name: '@tanstack/react-query', message: "Import the query cache from '@dis/shared/query'." },
  { name: 'axios', message: "Call the API through '@dis/shared/request' (one axios instance)." },
  { name: 'i18next', message: "Use the translator of '@dis/shared' (one i18next instance)." },
  { name: 'react-i18next', message: "Use useTranslation of '@dis/shared'." },
];
const ANTD = [
  { name: 'antd', message: "Import antd components from '@dis/ui' (docs/stack.md: antd and federation)." },
  { name: '@ant-design/icons', message: "Import icons from '@dis/ui'." },
];

/** `from -> to` imports the server-layers rule allows, each with its reason (none today). */
const SERVER_LAYER_EXCEPTIONS = {};

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      'reports/**',
      'releases/**',
      'coverage/**',
      '**/*.d.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,cjs,mjs}'],
    plugins: {
      dis: { rules: { 'workspace-boundaries': workspaceBoundaries, 'server-layers': serverLayers } },
    },
    rules: { 'dis/workspace-boundaries': 'error' },
  },
  {
    // the server's layers (docs/architecture.md "Server layout"); every exception says why
    files: ['server/src/**/*.ts'],
    rules: {
      'dis/server-layers': ['error', { exceptions: SERVER_LAYER_EXCEPTIONS }],
      // a module's words extend the message catalogue: `interface MessageCatalogue extends KeysOf<…> {}`
      '@typescript-eslint/no-empty-object-type': ['error', { allowInterfaces: 'with-single-extends' }],
    },
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
