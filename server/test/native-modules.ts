/**
 * Packages that jest's CommonJS sandbox on Node 20 cannot load, handed over to Node's own require
 * (lent by `native-modules-environment.cjs`): ES-module-only releases (Node ≥ 20.19 requires them
 * natively) and PGlite, whose CommonJS build loads Node built-ins with `import()`.
 * Import this module before anything that loads them.
 */
import path from 'node:path';

const NATIVE_MODULES: Array<{ id: string; requiredBy?: string }> = [
  { id: '@electric-sql/pglite' },
  { id: 'content-disposition', requiredBy: '@fastify/static' },
  { id: 'cookie', requiredBy: 'light-my-request' },
];

const requireNative = (globalThis as { __requireNative?: (id: string) => unknown }).__requireNative;
if (!requireNative) {
  throw new Error(
    'Integration tests start with: /** @jest-environment ./server/test/native-modules-environment.cjs */',
  );
}

for (const { id, requiredBy } of NATIVE_MODULES) {
  const resolved = require.resolve(
    id,
    requiredBy ? { paths: [path.dirname(require.resolve(requiredBy))] } : undefined,
  );
  jest.doMock(resolved, () => requireNative(resolved));
}
