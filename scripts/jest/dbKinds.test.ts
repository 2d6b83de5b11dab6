// Which integration files run on which database kind (docs/stack.md "Two database kinds"): a file
// whose second line says `// db-kinds: postgres` runs on PostgreSQL alone, every other on both.
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..', '..');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const config = require(path.join(ROOT, 'jest.config.cjs')) as {
  projects: Array<{ displayName: string; testPathIgnorePatterns?: string[] }>;
};

function runsOn(kind: 'pglite' | 'postgres', file: string): boolean {
  const project = config.projects.find((p) => p.displayName === `integration-${kind}`)!;
  const full = path.join(ROOT, file);
  return !(project.testPathIgnorePatterns ?? []).some((pattern) =>
    new RegExp(pattern.replace('<rootDir>', ROOT)).test(full),
  );
}

test('a file marked postgres runs on PostgreSQL alone', () => {
  for (const file of ['server/test/security/rights.int.test.ts', 'server/test/portal.int.test.ts']) {
    expect([file, runsOn('postgres', file), runsOn('pglite', file)]).toEqual([file, true, false]);
  }
});

test('every other integration file runs on both kinds, the kind-specific ones among them', () => {
  for (const file of [
    'server/test/security/sessions.int.test.ts',
    'server/test/security/login-throttle.int.test.ts',
    'server/test/monitor-job.int.test.ts',
    'server/test/page-cache.int.test.ts',
    'server/test/migrate-replicas.int.test.ts',
  ]) {
    expect([file, runsOn('postgres', file), runsOn('pglite', file)]).toEqual([file, true, true]);
  }
});

test('a name that only begins like a marked file is not taken for it', () => {
  expect(runsOn('pglite', 'server/test/portal.int.test.ts.orig')).toBe(true);
  expect(runsOn('pglite', 'server/test/xportal.int.test.ts')).toBe(true);
});
