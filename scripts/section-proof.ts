// The proof of `npm run new:section` (docs/architecture.md "Adding a section"): in a scratch copy
// of the workspace a throwaway section `demo` is scaffolded; nothing under shell/ changes; the type
// checks, eslint, prettier, the list, compose, schema and menu tests, the section's page test and its
// integration test pass there; its production build is made alone, released alone
// (`scripts/release.mjs demo`: no other app's folder appears) and repointed (`scripts/deploy.mjs demo
// --previous`); then the server runs on the release folders and a browser signs in to the shell —
// built from the same, unchanged shell sources — which finds the section in `/remotes.json` and the
// route tree and opens its first page. One line per check; `reports/section-proof.json`; the copy is
// removed afterwards (KEEP_SECTION_SCRATCH=1 keeps it).
//   npx tsx scripts/section-proof.ts [--port=8150]
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { removeScratch, ROOT, scratchCopy } from './lib/gen-scratch';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { CHROMIUM_ARGS, CHROMIUM_PATH } = require('./lib/chromium.cjs') as {
  CHROMIUM_ARGS: string[];
  CHROMIUM_PATH: string;
};

interface Check {
  name: string;
  ok: boolean;
  output: string;
}

const port = Number(
  process.argv.find((arg) => arg.startsWith('--port='))?.slice(7) ?? process.env.PORT ?? 8150,
);
const checks: Check[] = [];

function run(cwd: string, command: string, args: string[], env: Record<string, string> = {}) {
  return new Promise<{ code: number; output: string }>((resolve) => {
    const child = spawn(command, args, { cwd, env: { ...process.env, ...env, FORCE_COLOR: '0' } });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => resolve({ code: code ?? 1, output }));
  });
}

async function check(name: string, work: () => Promise<string | void>): Promise<boolean> {
  process.stdout.write(`… ${name}\n`);
  try {
    await work();
    checks.push({ name, ok: true, output: '' });
    console.log(`ok   ${name}`);
    return true;
  } catch (error) {
    const output = (error instanceof Error ? error.message : String(error)).slice(-6000);
    checks.push({ name, ok: false, output });
    console.log(`FAIL ${name}\n${output}`);
    return false;
  }
}

async function command(cwd: string, cmd: string, args: string[], env: Record<string, string> = {}) {
  const { code, output } = await run(cwd, cmd, args, env);
  if (code !== 0) throw new Error(`${cmd} ${args.join(' ')} (exit ${code})\n${output}`);
  return output;
}

function assert(condition: unknown, message: string, detail?: unknown): asserts condition {
  if (!condition) throw new Error(`${message}${detail === undefined ? '' : `: ${JSON.stringify(detail)}`}`);
}

/** Every file below `dir` with its text (no dependencies, builds or data). */
function filesOf(root: string, dir: string, into = new Map<string, string>()): Map<string, string> {
  for (const entry of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
    const relative = path.join(dir, entry.name);
    if (['node_modules', 'dist'].includes(entry.name)) continue;
    if (entry.isDirectory()) filesOf(root, relative, into);
    else into.set(relative, fs.readFileSync(path.join(root, relative), 'utf8'));
  }
  return into;
}

async function waitForHealth(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 180_000;
  let exited = false;
  child.once('exit', () => (exited = true));
  while (Date.now() < deadline && !exited) {
    try {
      if ((await fetch(`${url}/prod-api/health`)).ok) return;
    } catch {
      // not yet
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error(exited ? 'the server ended before it answered' : 'the server did not answer in 3 minutes');
}

async function main(): Promise<void> {
  const scratch = scratchCopy();
  const bin = (name: string) => path.join(scratch, 'node_modules', '.bin', name);
  const tmp = path.join(scratch, '.tmp');
  fs.mkdirSync(tmp, { recursive: true });
  const releasesDir = path.join(tmp, 'releases');
  let server: ChildProcess | undefined;
  console.log(`scratch copy: ${scratch}`);
  try {
    const shellBefore = filesOf(scratch, 'shell');
    const scaffolded = await check('npm run new:section -- demo', () =>
      command(scratch, process.execPath, [
        'scripts/new-section.mjs',
        'demo',
        '--title=演示',
        '--title-en=Demo',
      ]),
    );
    if (!scaffolded) return;
    await check('nothing under shell/ changes', async () => {
      const after = filesOf(scratch, 'shell');
      const changed = [...new Set([...shellBefore.keys(), ...after.keys()])].filter(
        (file) => shellBefore.get(file) !== after.get(file),
      );
      assert(changed.length === 0, 'shell files changed', changed);
    });
    const env = { TMPDIR: tmp };
    for (const workspace of ['remote-demo', 'server', 'shared/contract'])
      await check(`typecheck ${workspace}`, () =>
        command(scratch, bin('tsc'), ['--noEmit', '-p', workspace]),
      );
    const sources = [
      ...filesOf(scratch, 'remote-demo').keys(),
      ...filesOf(scratch, 'server/src/modules/demo').keys(),
    ]
      .concat('server/test/demo-section.int.test.ts')
      .filter((file) => /\.tsx?$/.test(file) && !file.endsWith('.d.ts'));
    await check('eslint', () => command(scratch, bin('eslint'), ['--max-warnings=0', ...sources]));
    await check('prettier --check', () =>
      command(scratch, bin('prettier'), [
        '--check',
        ...sources,
        'remote-demo',
        'package.json',
        'shared/contract/src/remotes.json',
        'docker-compose.yml',
        'server/src/app.ts',
      ]),
    );
    await check('list, apps, compose, schema and menu tests; the page test', () =>
      command(
        scratch,
        bin('jest'),
        [
          'shared/contract/src/remotes.test.ts',
          'scripts/lib/apps.test.ts',
          'scripts/lib/compose.test.ts',
          'server/src/db/schema.test.ts',
          'shared/core/src/federation/menuPages.test.ts',
          'remote-demo',
          '--selectProjects',
          'unit-server',
          'unit-web',
          '--maxWorkers=1',
        ],
        env,
      ),
    );
    await check('the section integration test (PGlite)', () =>
      command(
        scratch,
        bin('jest'),
        ['server/test/demo-section.int.test.ts', '--selectProjects', 'integration-pglite', '--maxWorkers=1'],
        env,
      ),
    );
    const built = await check(
      'production build of remote-demo alone, and of the unchanged shell',
      async () => {
        await command(scratch, process.execPath, [
          'scripts/build.mjs',
          '--force',
          '--only=remote-demo,shell',
        ]);
        assert(fs.existsSync(path.join(scratch, 'remote-demo/dist/remoteEntry.js')), 'no remoteEntry.js');
        assert(fs.existsSync(path.join(scratch, 'remote-demo/dist/ssr/render.cjs')), 'no render entry');
      },
    );
    if (!built) return;
    const releaseEnv = { RELEASES_DIR: releasesDir };
    await check('npm run release -- demo ships it alone; deploy --previous repoints it', async () => {
      await command(scratch, process.execPath, ['scripts/release.mjs', 'demo', '--from-dist'], {
        ...releaseEnv,
        SOURCE_DATE_EPOCH: '1795000000',
      });
      assert(
        JSON.stringify(fs.readdirSync(releasesDir)) === JSON.stringify(['remote-demo']),
        'only remote-demo/ is released',
        fs.readdirSync(releasesDir),
      );
      const first = fs.readFileSync(path.join(releasesDir, 'remote-demo/current'), 'utf8').trim();
      await command(scratch, process.execPath, ['scripts/release.mjs', 'demo', '--from-dist'], {
        ...releaseEnv,
        SOURCE_DATE_EPOCH: '1795000100',
      });
      const second = fs.readFileSync(path.join(releasesDir, 'remote-demo/current'), 'utf8').trim();
      assert(second !== first, 'a second release is current', { first, second });
      const listed = await command(
        scratch,
        process.execPath,
        ['scripts/deploy.mjs', 'demo', '--list'],
        releaseEnv,
      );
      assert(listed.includes(first) && listed.includes(second), 'deploy --list names both builds', listed);
      await command(scratch, process.execPath, ['scripts/deploy.mjs', 'demo', '--previous'], releaseEnv);
      const back = fs.readFileSync(path.join(releasesDir, 'remote-demo/current'), 'utf8').trim();
      assert(back === first, 'deploy --previous goes back', back);
      await command(scratch, process.execPath, ['scripts/release.mjs', 'shell', '--from-dist'], releaseEnv);
    });
    const url = `http://127.0.0.1:${port}`;
    const started = await check(`the server on the release folders (port ${port})`, async () => {
      server = spawn(bin('tsx'), ['server/src/main.ts'], {
        cwd: scratch,
        stdio: ['ignore', 'ignore', 'inherit'],
        env: {
          ...process.env,
          PORT: String(port),
          HOST: '127.0.0.1',
          DATA_DIR: path.join(tmp, 'data'),
          RELEASES_DIR: releasesDir,
          SERVE_STATIC: 'true',
          CAPTCHA_ENABLED: 'false',
          LOG_LEVEL: 'warn',
          PUBLIC_ORIGIN: url,
          TMPDIR: tmp,
        },
      });
      await waitForHealth(url, server);
      const remotes = (await (await fetch(`${url}/remotes.json`)).json()) as Record<string, string>;
      const build = fs.readFileSync(path.join(releasesDir, 'remote-demo/current'), 'utf8').trim();
      assert(
        remotes.demo === `/mf/demo/${build}/remoteEntry.js`,
        '/remotes.json names the demo build',
        remotes,
      );
      assert((await fetch(`${url}${remotes.demo}`)).ok, 'the entry is served');
    });
    if (!started) return;
    await check('the shell finds the section at run time and opens its first page', async () => {
      const { chromium } = await import('playwright-core');
      const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
      try {
        const page = await browser.newPage({ viewport: { width: 1366, height: 860 } });
        await page.goto(`${url}/login`);
        await page.getByLabel('账号').fill('admin');
        await page.getByLabel('密码', { exact: true }).fill('admin123');
        await page.getByRole('button', { name: /登\s*录/ }).click();
        await page.waitForURL(/\/manage\/index$/, { timeout: 60_000 });
        await page
          .locator('.ant-layout-sider')
          .getByText('演示', { exact: true })
          .waitFor({ timeout: 30_000 });
        await page.goto(`${url}/demo/overview`);
        await page.getByText('演示的页面，按您的权限列出。').waitFor({ timeout: 60_000 });
        await page.locator('main').getByRole('link', { name: /概览/ }).waitFor();
        fs.mkdirSync(path.join(ROOT, 'reports', 'screenshots'), { recursive: true });
        await page.screenshot({ path: path.join(ROOT, 'reports', 'screenshots', 'section-proof-demo.png') });
      } finally {
        await browser.close();
      }
    });
  } finally {
    if (server && server.exitCode === null) {
      server.kill('SIGTERM');
      await new Promise((resolve) => server?.once('exit', resolve));
    }
    if (process.env.KEEP_SECTION_SCRATCH === '1') console.log(`kept: ${scratch}`);
    else removeScratch(scratch);
  }
}

main()
  .catch((error: unknown) => {
    checks.push({ name: 'the proof itself', ok: false, output: String(error) });
    console.error(error);
  })
  .finally(() => {
    const failed = checks.filter((one) => !one.ok).length;
    fs.mkdirSync(path.join(ROOT, 'reports'), { recursive: true });
    fs.writeFileSync(
      path.join(ROOT, 'reports', 'section-proof.json'),
      `${JSON.stringify({ passed: checks.length - failed, failed, checks }, null, 2)}\n`,
    );
    console.log(`${checks.length - failed} passed, ${failed} failed`);
    process.exitCode = failed > 0 ? 1 : 0;
  });
