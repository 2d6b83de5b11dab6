// The independent deploy, end to end, for scripts/stack-test.mjs (docs/deploy.md "Faults", the
// "independent deploy" row): with the stack running on its release folders, a console page opened
// before a release of remote-system alone follows the new build (the new-build prompt, docs/architecture.md
// "A new build while the console is open"), the shell's and the other remotes' files stay byte for
// byte what they were, the old build's chunks stay served, and `deploy --previous` brings the old
// build back. The new build is the current one with one visible word changed in a copy: the source
// tree and the apps' `dist` folders are never touched.
import { execFile } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { ROOT } from './apps.mjs';
import chromiumLaunch from './chromium.cjs';

const { CHROMIUM_ARGS, CHROMIUM_PATH } = chromiumLaunch;

const require = createRequire(import.meta.url);
const releases = require('./releases.cjs');

/** The title of 用户管理's department panel (remote-system's `user.deptTitle`), as the built words chunk holds it. */
const OLD_WORD = '"deptTitle":"组织机构"';
export const OLD_TITLE = '组织机构';
export const NEW_TITLE = '组织机构（新版本）';
const NEW_WORD = `"deptTitle":"${NEW_TITLE}"`;

const SYSTEM = releases.appNamed('system');
const sha256 = (bytes) => crypto.createHash('sha256').update(bytes).digest('hex');

/** Runs a repository script with `RELEASES_DIR`; resolves to its output, rejects with it on a non-zero exit. */
export function runScript(script, args, releasesDir) {
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      [path.join(ROOT, 'scripts', script), ...args],
      { cwd: ROOT, env: { ...process.env, RELEASES_DIR: releasesDir }, encoding: 'utf8' },
      (error, stdout, stderr) => {
        if (error) reject(new Error(`${script} ${args.join(' ')} (exit ${error.code}): ${stderr}${stdout}`));
        else resolve(`${stdout}${stderr}`.trim());
      },
    );
  });
}

/** The sha256 of every file under `dir`, by its path relative to `label`. */
export function hashFolder(dir, label, into = {}) {
  for (const relative of releases.filesUnder(dir))
    into[`${label}/${relative}`] = sha256(fs.readFileSync(path.join(dir, relative)));
  return into;
}

/**
 * Every app but remote-system: its `current` and the sha256 of every file of that build (the
 * shell's pool too), and every file of the system build given (the one the release replaces).
 */
function snapshot(releasesDir, systemBuild) {
  const files = {};
  for (const app of releases.RELEASE_APPS) {
    if (app === SYSTEM) continue;
    const current = releases.readCurrent(releasesDir, app);
    files[`${app.dir}/current`] = current;
    hashFolder(path.join(releasesDir, app.dir, current), `${app.dir}/${current}`, files);
    if (app.kind === 'host') hashFolder(path.join(releasesDir, app.dir, 'pool'), `${app.dir}/pool`, files);
  }
  hashFolder(path.join(releasesDir, SYSTEM.dir, systemBuild), `${SYSTEM.dir}/${systemBuild}`, files);
  return files;
}

/** The paths whose value differs between two snapshots (added, removed or changed). */
function differences(before, after) {
  const paths = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...paths].filter((key) => before[key] !== after[key]).sort();
}

/**
 * A copy of remote-system's build `build` (without its build.json, which the release writes anew)
 * under `<root>/remote-system/dist`, the department panel's title changed in its zh-CN words
 * chunk and that chunk's compressed copies made again (nginx serves the `.gz` to a browser).
 * Returns the root and the chunk's path inside the build.
 */
function alteredCopy(releasesDir, build, expect) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'dis-deploy-check-'));
  const source = path.join(releasesDir, SYSTEM.dir, build);
  const dist = path.join(root, SYSTEM.dir, 'dist');
  fs.cpSync(source, dist, { recursive: true, filter: (file) => file !== path.join(source, 'build.json') });
  const chunks = path.join(dist, 'chunks');
  const holding = fs
    .readdirSync(chunks)
    .filter(
      (name) => name.endsWith('.js') && fs.readFileSync(path.join(chunks, name), 'utf8').includes(OLD_WORD),
    );
  expect(holding.length === 1, `one chunk of the system build holds ${OLD_WORD}`, holding);
  const file = path.join(chunks, holding[0]);
  const text = fs.readFileSync(file, 'utf8').replace(OLD_WORD, NEW_WORD);
  fs.writeFileSync(file, text);
  if (fs.existsSync(`${file}.gz`)) fs.writeFileSync(`${file}.gz`, zlib.gzipSync(text, { level: 9 }));
  if (fs.existsSync(`${file}.br`)) fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(text));
  return { root, chunk: `chunks/${holding[0]}` };
}

/**
 * The check. `expect(condition, message, details)` throws the stack test's failure; `call` is its
 * HTTP helper (`call(base, method, url, { raw })`). Returns what the report keeps.
 */
export async function independentDeploy({ stack, expect, call, screenshots }) {
  const { releasesDir } = stack;
  const [A, B] = stack.replicas;
  const oldBuild = releases.readCurrent(releasesDir, SYSTEM);
  const buildsBefore = (await call(stack.url, 'GET', '/builds.json', { raw: true })).json;
  expect(buildsBefore?.system === oldBuild, '/builds.json names the current system build', buildsBefore);
  // the prompt is required once the shell's build has it (its own chunk, `new-build-prompt`)
  const shellBuild = releases.readCurrent(releasesDir, releases.appNamed('shell'));
  const shellHasPrompt = releases
    .filesUnder(path.join(releasesDir, 'shell', shellBuild))
    .some((file) => /^chunks\/new-build-prompt\b.*\.js$/.test(file));

  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
  });
  let copy = null;
  try {
    const page = await browser.newPage({ viewport: { width: 1366, height: 860 } });
    const systemFiles = [];
    page.on('response', (response) => {
      const { pathname } = new URL(response.url());
      if (pathname.startsWith('/mf/system/')) systemFiles.push({ path: pathname, status: response.status() });
    });
    const title = page.locator('.user-page__depts-title');
    // the side menu's entries (a visited page also has a tab of the same name)
    const menuLink = (name) => page.locator('.ant-layout-sider').getByRole('link', { name, exact: true });

    // a console opened on 用户管理 before the release, signed in through nginx
    await page.goto(`${stack.url}/login`);
    await page.getByLabel('账号').fill('admin');
    await page.getByLabel('密码', { exact: true }).fill('admin123');
    await page.getByRole('button', { name: /登\s*录/ }).click();
    await page.waitForURL(/\/manage\/index$/, { timeout: 30_000 });
    await page.goto(`${stack.url}/system/user`);
    await page.getByRole('cell', { name: 'admin', exact: true }).first().waitFor({ timeout: 30_000 });
    expect(
      (await title.textContent()) === OLD_TITLE,
      'the department panel reads 组织机构 before',
      await title.textContent(),
    );
    const oldFiles = systemFiles.filter((file) => file.path.startsWith(`/mf/system/${oldBuild}/`));
    expect(oldFiles.length > 0, 'the page loaded the system build that was current', systemFiles);

    // a new build of remote-system alone, released from a copy
    const before = snapshot(releasesDir, oldBuild);
    copy = alteredCopy(releasesDir, oldBuild, expect);
    const released = await runScript('release.mjs', ['system', `--from-dist=${copy.root}`], releasesDir);
    const newBuild = releases.readCurrent(releasesDir, SYSTEM);
    expect(
      newBuild !== oldBuild && releases.BUILD_ID.test(newBuild),
      'the release made a new current build',
      released,
    );
    const described = JSON.parse(
      fs.readFileSync(path.join(releasesDir, SYSTEM.dir, newBuild, 'build.json'), 'utf8'),
    );
    expect(
      described.build === newBuild &&
        described.files[copy.chunk] ===
          sha256(fs.readFileSync(path.join(releasesDir, SYSTEM.dir, newBuild, copy.chunk))),
      "the new build's build.json holds the altered chunk's sha256",
    );

    // both replicas announce it at once, and nothing else moved
    for (const replica of [A, B]) {
      const builds = (await call(replica.url, 'GET', '/builds.json', { raw: true })).json;
      expect(
        JSON.stringify(builds) === JSON.stringify({ ...buildsBefore, system: newBuild }),
        `replica ${replica.name} announces the new system build and the same others`,
        { before: buildsBefore, now: builds },
      );
    }
    const remotes = (await call(stack.url, 'GET', '/remotes.json', { raw: true })).json;
    expect(
      remotes.system === `/mf/system/${newBuild}/remoteEntry.js`,
      '/remotes.json names the new entry',
      remotes,
    );

    // the old build's files stay served (a page open across the deploy keeps loading them), the new one has the word
    const oldChunk = await call(stack.url, 'GET', `/mf/system/${oldBuild}/${copy.chunk}`, { raw: true });
    expect(
      oldChunk.status === 200 &&
        oldChunk.replica === null &&
        sha256(oldChunk.bytes) ===
          sha256(fs.readFileSync(path.join(releasesDir, SYSTEM.dir, oldBuild, copy.chunk))),
      'a chunk of the old build is served by nginx after the repoint, as it was',
      oldChunk.status,
    );
    const newChunk = await call(stack.url, 'GET', `/mf/system/${newBuild}/${copy.chunk}`, { raw: true });
    expect(
      newChunk.status === 200 && newChunk.bytes.toString('utf8').includes(NEW_WORD),
      'the new build serves the altered chunk',
      newChunk.status,
    );

    /**
     * Brings the open page to the build `current` names: a change of route (another page of the
     * section, then back to 用户管理) makes the console look at /builds.json; 立即刷新 on its
     * prompt reloads. Without the prompt in the shell's build, a reload. Returns whether it prompted.
     */
    const follow = async (running, expected) => {
      const from = systemFiles.length;
      await menuLink('角色管理').click();
      await page.getByRole('cell', { name: 'common', exact: true }).first().waitFor({ timeout: 30_000 });
      const prompt = page.locator('.dis-new-build');
      let prompted = false;
      if (shellHasPrompt) {
        await prompt.getByText('发现新版本').waitFor({ timeout: 15_000 });
        expect(
          (await prompt.textContent()).includes('控制台已更新，刷新页面即可使用新版本。') &&
            (await prompt.getByRole('button', { name: /^稍\s*后$/ }).count()) === 1,
          'the prompt says why and offers 稍后',
          await prompt.textContent(),
        );
        if (expected === NEW_TITLE)
          await page.screenshot({ path: path.join(screenshots, 'stack-deploy-prompt.png') });
        prompted = true;
      }
      // the page opened after the repoint still loads the build it runs, from that build's folder
      const meanwhile = systemFiles.slice(from);
      expect(
        meanwhile.some((file) => file.path.startsWith(`/mf/system/${running}/`)) &&
          meanwhile.every((file) => file.status < 400),
        `角色管理, opened after the repoint, loads from the build the page runs (${running})`,
        meanwhile,
      );
      await menuLink('用户管理').click();
      await page.getByRole('cell', { name: 'admin', exact: true }).first().waitFor({ timeout: 30_000 });
      const reloaded = page.waitForEvent('load', { timeout: 30_000 });
      if (prompted) await prompt.getByRole('button', { name: '立即刷新' }).click();
      else await page.reload();
      await reloaded;
      await page.getByRole('cell', { name: 'admin', exact: true }).first().waitFor({ timeout: 30_000 });
      const exactly = new RegExp(`^${expected.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
      await page.locator('.user-page__depts-title', { hasText: exactly }).waitFor({ timeout: 30_000 });
      return { prompted, filesOfRunningBuild: meanwhile.length };
    };

    const forward = await follow(oldBuild, NEW_TITLE);
    expect(
      systemFiles.some((file) => file.path.startsWith(`/mf/system/${newBuild}/`)),
      'after the reload the page loads the new build',
    );
    await page.screenshot({ path: path.join(screenshots, 'stack-deploy-new-build.png') });
    const changed = differences(before, snapshot(releasesDir, oldBuild));
    expect(
      changed.length === 0,
      "the shell's and the other remotes' files and currents are as before",
      changed,
    );

    // back: the previous build, no build made
    const deployed = await runScript('deploy.mjs', ['system', '--previous'], releasesDir);
    expect(
      releases.readCurrent(releasesDir, SYSTEM) === oldBuild,
      'deploy --previous points system at the old build',
      deployed,
    );
    const buildsBack = (await call(stack.url, 'GET', '/builds.json', { raw: true })).json;
    expect(
      JSON.stringify(buildsBack) === JSON.stringify(buildsBefore),
      '/builds.json is as before',
      buildsBack,
    );
    const back = await follow(newBuild, OLD_TITLE);
    await page.screenshot({ path: path.join(screenshots, 'stack-deploy-previous.png') });
    const changedBack = differences(before, snapshot(releasesDir, oldBuild));
    expect(changedBack.length === 0, 'nothing else changed after going back either', changedBack);

    return {
      oldBuild,
      newBuild,
      alteredChunk: copy.chunk,
      filesCompared: Object.keys(before).length,
      prompt: shellHasPrompt
        ? 'shown both ways; 立即刷新 reloaded'
        : 'not in the shell build: reloaded instead',
      forward,
      back,
    };
  } finally {
    await browser.close();
    if (copy) fs.rmSync(copy.root, { recursive: true, force: true });
  }
}
