#!/usr/bin/env node
// `npm test`: static checks (types, lint, format), every jest project (front-end units, server
// units, server integration on PGlite and on PostgreSQL + Redis), the code generator's proof, the
// production topology (nginx, two replicas, faults), then the browser tests on the production build.
// Steps that need nothing of each other run side by side where the machine's two cores allow:
// the static checks beside jest, the generator's proof beside the production build the stack and
// the browser tests then use. Each step says how long it took. Last line: "N passed, N failed"
// over everything.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { build } from './build.mjs';
import { ROOT } from './lib/apps.mjs';
import { runE2E } from './e2e.mjs';

const reports = path.join(ROOT, 'reports');
mkdirSync(reports, { recursive: true });
const bin = (name) => path.join(ROOT, 'node_modules', '.bin', name);

/**
 * Runs a command and resolves with its exit code. `beside`: it runs next to another step, so its
 * output is held and printed in one piece when it ends, not interleaved with the other's.
 */
function run(command, args, { env = {}, beside = false } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: ROOT,
      stdio: beside ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, ...env, ...(beside ? { FORCE_COLOR: '0' } : {}) },
    });
    const held = [];
    if (beside) {
      child.stdout.on('data', (chunk) => held.push(chunk));
      child.stderr.on('data', (chunk) => held.push(chunk));
    }
    child.on('exit', (code) => {
      if (beside) process.stdout.write(Buffer.concat(held));
      resolve(code ?? 1);
    });
  });
}

const seconds = (ms) => {
  const s = Math.round(ms / 1000);
  return s >= 60 ? `${Math.floor(s / 60)} min ${String(s % 60).padStart(2, '0')} s` : `${s} s`;
};

const totals = { passed: 0, failed: 0 };
const lines = [];
function record(name, passed, failed, ms) {
  totals.passed += passed;
  totals.failed += failed;
  lines.push(`${name.padEnd(28)} ${passed} passed, ${failed} failed`.padEnd(56) + `  ${seconds(ms)}`);
}

/** A step: its title when it starts, its time when it ends; `work` resolves with [passed, failed]. */
async function step(name, title, work) {
  const started = Date.now();
  console.log(`\n== ${title} ==`);
  let outcome;
  try {
    outcome = await work();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    outcome = [0, 1];
  }
  const ms = Date.now() - started;
  console.log(`== ${title}: ${outcome[1] === 0 ? 'passed' : 'FAILED'} in ${seconds(ms)} ==`);
  record(name, outcome[0], outcome[1], ms);
}

const oneTest = (code) => (code === 0 ? [1, 0] : [0, 1]);
/** a report file a step writes: {passed, failed} */
const reported = (file) => {
  if (!existsSync(file)) return [0, 1];
  const { passed, failed } = JSON.parse(readFileSync(file, 'utf8'));
  return [passed, failed];
};

const suiteStarted = Date.now();

// 1. the static checks (each counts as one test), one after the other, beside jest's units and
// integration tests: tsc, eslint and prettier are one process each, and jest's integration tests
// spend much of their time waiting on the databases
const staticChecks = async () => {
  await step('typecheck', 'Type check (beside jest)', async () =>
    oneTest(await run('npm', ['run', '--silent', 'typecheck'], { beside: true })),
  );
  await step('lint', 'Lint (beside jest)', async () =>
    oneTest(await run(bin('eslint'), ['.', '--max-warnings=0'], { beside: true })),
  );
  await step('format', 'Format (prettier --check; `npm run format` mends; beside jest)', async () =>
    oneTest(await run(bin('prettier'), ['--check', '.'], { beside: true })),
  );
};
const jestReport = path.join(reports, 'jest.json');
// four workers on two cores: an integration test file spends much of its time waiting on its
// database, its timers and its child processes, so two workers left the cores half idle (the jest
// step beside the static checks: 24 min 33 s with two workers, 19 min 45 s with four)
const JEST_WORKERS = 4;
const jest = () =>
  step('jest', 'Unit and integration tests (jest)', async () => {
    rmSync(jestReport, { force: true });
    await run(bin('jest'), ['--json', `--outputFile=${jestReport}`, `--maxWorkers=${JEST_WORKERS}`], {
      // a larger young generation: a test file's modules and renders are short-lived garbage, and
      // the default one made the collector a tenth of a page test's time
      env: { NODE_OPTIONS: '--max-old-space-size=4096 --max-semi-space-size=64' },
    });
    if (!existsSync(jestReport)) return [0, 1];
    const report = JSON.parse(readFileSync(jestReport, 'utf8'));
    const suitesFailedToRun = report.testResults.filter(
      (r) => r.status === 'failed' && r.assertionResults.length === 0,
    ).length;
    return [report.numPassedTests, report.numFailedTests + suitesFailedToRun];
  });
await Promise.all([staticChecks(), jest()]);

// 2. the code generator's proof: generated code builds, lints and passes its own tests in a
// scratch copy (docs/tool/gen-output.md "Trying it"); each of its checks counts as one test.
// Beside it, the production build of every app that the stack and the browser tests then use.
const genReport = path.join(reports, 'gen-proof.json');
await Promise.all([
  step('gen proof', 'Code generator proof (scratch copy; beside the production build)', async () => {
    rmSync(genReport, { force: true });
    await run(bin('tsx'), ['scripts/gen-proof.ts'], { beside: true });
    return reported(genReport);
  }),
  step(
    'production build',
    'Production build of every app (for the stack and the browser tests)',
    async () => {
      // not a test of its own (a failed build fails the stack and the browser tests): timed only
      await build({ forceAll: false });
      return [0, 0];
    },
  ),
]);

// 3. the production topology on this machine (docs/deploy.md "Faults"): nginx in front of two
// server replicas, a browser and clients through them, a replica killed, Redis and PostgreSQL
// faults; each of its checks counts as one test
const stackReport = path.join(reports, 'stack.json');
await step('stack', 'Stack: nginx, two replicas, faults (scripts/stack-test.mjs)', async () => {
  rmSync(stackReport, { force: true });
  await run(process.execPath, ['scripts/stack-test.mjs']);
  return reported(stackReport);
});

// 4. browser tests on the production build
const e2eReport = path.join(reports, 'e2e.json');
await step('e2e', 'Browser tests (Playwright, production build)', async () => {
  rmSync(e2eReport, { force: true });
  let e2eCode = 1;
  try {
    e2eCode = await runE2E();
  } catch (error) {
    console.error(error.message);
  }
  if (!existsSync(e2eReport)) return [0, 1];
  const { stats } = JSON.parse(readFileSync(e2eReport, 'utf8'));
  const failed = stats.unexpected;
  // the runner failing with every test passed is a failure of its own
  return [stats.expected + (stats.flaky ?? 0), failed === 0 && e2eCode !== 0 ? 1 : failed];
});

console.log(`\n== Summary (${seconds(Date.now() - suiteStarted)} in all) ==`);
for (const line of lines) console.log(line);
console.log(`${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed === 0 ? 0 : 1);
