#!/usr/bin/env node
// `npm test`: static checks (types, lint, format), every jest project (front-end units, server
// units, server integration on PGlite and on PostgreSQL + Redis), the code generator's proof, the
// production topology (nginx, two replicas, faults), then the browser tests on the production build.
// Last line: "N passed, N failed" over everything.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './lib/apps.mjs';
import { runE2E } from './e2e.mjs';

const reports = path.join(ROOT, 'reports');
mkdirSync(reports, { recursive: true });
const bin = (name) => path.join(ROOT, 'node_modules', '.bin', name);

function run(command, args, env = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('exit', (code) => resolve(code ?? 1));
  });
}

const totals = { passed: 0, failed: 0 };
const lines = [];
function record(name, passed, failed) {
  totals.passed += passed;
  totals.failed += failed;
  lines.push(`${name.padEnd(28)} ${passed} passed, ${failed} failed`);
}

// 1. static checks: each counts as one test
console.log('\n== Type check ==');
record('typecheck', ...((await run('npm', ['run', '--silent', 'typecheck'])) === 0 ? [1, 0] : [0, 1]));
console.log('\n== Lint ==');
record('lint', ...((await run(bin('eslint'), ['.', '--max-warnings=0'])) === 0 ? [1, 0] : [0, 1]));
console.log('\n== Format (prettier --check; `npm run format` mends) ==');
record('format', ...((await run(bin('prettier'), ['--check', '.'])) === 0 ? [1, 0] : [0, 1]));

// 2. jest: units and integration
console.log('\n== Unit and integration tests (jest) ==');
const jestReport = path.join(reports, 'jest.json');
rmSync(jestReport, { force: true });
await run(bin('jest'), ['--json', `--outputFile=${jestReport}`, '--maxWorkers=2'], {
  NODE_OPTIONS: '--max-old-space-size=4096',
});
if (existsSync(jestReport)) {
  const report = JSON.parse(readFileSync(jestReport, 'utf8'));
  const suitesFailedToRun = report.testResults.filter(
    (r) => r.status === 'failed' && r.assertionResults.length === 0,
  ).length;
  record('jest', report.numPassedTests, report.numFailedTests + suitesFailedToRun);
} else {
  record('jest (did not report)', 0, 1);
}

// 3. the code generator's proof: generated code builds, lints and passes its own tests in a
// scratch copy (docs/tool/gen-output.md "Trying it"); each of its checks counts as one test
console.log('\n== Code generator proof (scratch copy) ==');
const genReport = path.join(reports, 'gen-proof.json');
rmSync(genReport, { force: true });
await run(bin('tsx'), ['scripts/gen-proof.ts']);
if (existsSync(genReport)) {
  const { passed, failed } = JSON.parse(readFileSync(genReport, 'utf8'));
  record('gen proof', passed, failed);
} else {
  record('gen proof (did not report)', 0, 1);
}

// 4. the production topology on this machine (docs/deploy.md "Faults"): nginx in front of two
// server replicas, a browser and clients through them, a replica killed, Redis and PostgreSQL
// faults; each of its checks counts as one test
console.log('\n== Stack: nginx, two replicas, faults (scripts/stack-test.mjs) ==');
const stackReport = path.join(reports, 'stack.json');
rmSync(stackReport, { force: true });
await run(process.execPath, ['scripts/stack-test.mjs']);
if (existsSync(stackReport)) {
  const { passed, failed } = JSON.parse(readFileSync(stackReport, 'utf8'));
  record('stack', passed, failed);
} else {
  record('stack (did not report)', 0, 1);
}

// 5. browser tests on the production build
console.log('\n== Browser tests (Playwright, production build) ==');
const e2eReport = path.join(reports, 'e2e.json');
rmSync(e2eReport, { force: true });
let e2eCode = 1;
try {
  e2eCode = await runE2E();
} catch (error) {
  console.error(error.message);
}
if (existsSync(e2eReport)) {
  const { stats } = JSON.parse(readFileSync(e2eReport, 'utf8'));
  record('e2e', stats.expected + (stats.flaky ?? 0), stats.unexpected);
} else {
  record('e2e (did not report)', 0, 1);
}
if (e2eCode !== 0 && totals.failed === 0) record('e2e runner', 0, 1);

console.log('\n== Summary ==');
for (const line of lines) console.log(line);
console.log(`${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed === 0 ? 0 : 1);
