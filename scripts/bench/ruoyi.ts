// The console side by side with ruoyi-ui 3.9.2 in the same run (docs/site/speed.md "Side by side
// with ruoyi-ui"): RuoYi's own production build, served as its nginx would serve it (gzip_static:
// `X.js` answered from `X.js.gz` with Content-Encoding: gzip; any other path answers index.html;
// `/prod-api/*` forwarded unchanged to our server), against the same server process as ours, in
// fresh browser contexts (empty cache), runs interleaved, median of RUNS. Its dist is never in the
// repository: RUOYI_UI_DIST names the folder (the `dist/` of `npm run build:prod` in ruoyi-ui).
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { spawn, type ChildProcess } from 'node:child_process';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import chromiumLaunch from '../lib/chromium.cjs';
import nginxConf from '../lib/nginx-conf.cjs';
import { throttle } from './throttle';

const { CHROMIUM_ARGS, CHROMIUM_PATH } = chromiumLaunch;

const RUNS = 3;
const DESKTOP = { width: 1366, height: 768 };
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const load = () => loadavg().map((value) => Number(value.toFixed(2)));

type Side = 'ruoyi' | 'ours';

/** What each side shows, as a condition the page checks every frame. */
interface Probe {
  /** a JavaScript expression, true once the thing is on screen */
  ruoyi: string;
  ours: string;
}

/**
 * The console's own rows: ruoyi's table row; ours is the console's live table (not the server's
 * drawn copy over it, `#console-drawn`, nor its markup before the console has taken it over,
 * `#app[data-drawn]`).
 */
const OWN_ROWS: Probe = {
  ruoyi: `!!document.querySelector('.el-table__body-wrapper .el-table__row')`,
  ours: `!!document.querySelector('#app .ant-table-row') && !document.getElementById('console-drawn') && !document.querySelector('#app[data-drawn]')`,
};
/** Any row on screen, the server's drawn copy included (ours only). */
const ANY_ROW = `!!document.querySelector('.ant-table-row')`;
/** The add-user dialog open with its form. */
const ADD_DIALOG: Probe = {
  ruoyi: `[...document.querySelectorAll('.el-dialog__wrapper')].some((w) => getComputedStyle(w).display !== 'none' && /添加用户/.test(w.querySelector('.el-dialog__title')?.textContent || '') && w.querySelector('input'))`,
  ours: `[...document.querySelectorAll('.ant-modal')].some((m) => /添加用户/.test(m.querySelector('.ant-modal-title')?.textContent || '') && m.querySelector('input'))`,
};
/** The login form ready for a person: its fields in and its button answering. */
const LOGIN_READY: Probe = {
  ruoyi: `!!document.querySelector('.login-form input') && !!document.querySelector('.login-form button')`,
  ours: `!!document.querySelector('form input') && !!document.querySelector('form button[type="submit"]') && !document.querySelector('form button[type="submit"]').disabled`,
};
/** First content of three pages as `ry`: 服务监控 (its CPU table), 数据监控 (the figures), 首页. */
const PAGES: Record<string, { ruoyi: string; ours: string; probe: Probe }> = {
  server: {
    ruoyi: '/monitor/server',
    ours: '/monitor/server',
    probe: {
      ruoyi: `!!document.evaluate("//td[normalize-space(.)='核心数']", document, null, 9, null).singleNodeValue`,
      ours: `!!document.evaluate("//*[@id='app']//td[normalize-space(.)='核心数']", document, null, 9, null).singleNodeValue`,
    },
  },
  druid: {
    ruoyi: '/monitor/druid',
    ours: '/monitor/druid',
    probe: {
      // RuoYi frames the Druid console's page (our server answers it: docs/monitor/datasource.md)
      ruoyi: `!!document.querySelector('iframe')?.contentDocument?.querySelector('dl, table')`,
      ours: `!!document.querySelector('#app [data-testid="druid-page"] .ant-card')`,
    },
  },
  home: {
    ruoyi: '/index',
    ours: '/manage/index',
    probe: {
      ruoyi: `!!document.querySelector('.app-container.home h2, .dashboard-editor-container, .app-container.home')`,
      ours: `!!document.querySelector('#app .console-home') && (document.querySelector('#app .console-home').textContent || '').trim().length > 0`,
    },
  },
};

/**
 * Watches `expression` in every document of the page from its start: `window.__benchAt` is the
 * moment (ms from the navigation) of the first animation frame in which it held, i.e. the frame
 * that paints it.
 */
function watchFromStart(expression: string): string {
  return `(() => {
    const check = () => { try { return ${expression}; } catch (e) { return false; } };
    const tick = () => {
      if (window.__benchAt !== undefined) return;
      if (check()) window.__benchAt = performance.now();
      else requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  })();`;
}

const atOf = (page: Page) => page.evaluate(`window.__benchAt`) as Promise<number | undefined>;

async function waitForMark(page: Page, name: string, timeout = 90_000): Promise<number> {
  // a function, not a string: the console's Content-Security-Policy refuses evaluating a string
  await page.waitForFunction(
    (mark) => (window as unknown as Record<string, unknown>)[mark] !== undefined,
    name,
    {
      timeout,
      polling: 50,
    },
  );
  return Math.round((await page.evaluate(`window.${name}`)) as number);
}

interface Sides {
  ruoyi: { base: string; token: Record<string, string> };
  ours: { base: string; token: Record<string, string> };
}

/** A fresh context (empty cache) of one side with `who`'s session cookie, and a page in it. */
async function freshPage(browser: Browser, sides: Sides, side: Side, who: string | null, throttled: boolean) {
  const { base, token } = sides[side];
  const context = await browser.newContext({ viewport: DESKTOP, locale: 'zh-CN' });
  if (who) await context.addCookies([{ name: 'Admin-Token', value: token[who]!, url: base }]);
  const page = await context.newPage();
  if (throttled) await throttle(page);
  return { context, page, base };
}

/** From the navigation to `probe` on screen, in a fresh context. */
async function firstShown(
  browser: Browser,
  sides: Sides,
  side: Side,
  address: string,
  expression: string,
  options: { who?: string | null; throttled?: boolean; also?: string } = {},
) {
  const { context, page, base } = await freshPage(
    browser,
    sides,
    side,
    options.who === undefined ? 'admin' : options.who,
    options.throttled ?? false,
  );
  try {
    await page.addInitScript(watchFromStart(expression));
    if (options.also)
      await page.addInitScript(
        `(() => { const tick = () => { try { if (${options.also}) { window.__alsoAt = performance.now(); return; } } catch (e) {} requestAnimationFrame(tick); }; requestAnimationFrame(tick); })();`,
      );
    await page.goto(`${base}${address}`, { waitUntil: 'commit', timeout: 90_000 });
    const ms = await waitForMark(page, '__benchAt');
    const also = options.also ? await waitForMark(page, '__alsoAt') : undefined;
    return { ms, also };
  } finally {
    await context.close();
  }
}

const ADD_BUTTON: Record<Side, string> = {
  ruoyi: '.el-button:has-text("新增")',
  ours: '#app button:has-text("新 增"), #app button:has-text("新增")',
};

/**
 * The first dialog after a reload: as a person would, 新增 is clicked as soon as it shows and
 * again every 100 ms until the dialog is open (a click on a copy that is not alive yet does
 * nothing); from the navigation to the dialog on screen.
 */
async function firstDialog(browser: Browser, sides: Sides, side: Side): Promise<number> {
  const { context, page, base } = await freshPage(browser, sides, side, 'admin', false);
  try {
    await page.addInitScript(watchFromStart(side === 'ruoyi' ? ADD_DIALOG.ruoyi : ADD_DIALOG.ours));
    await page.goto(`${base}/system/user`, { waitUntil: 'commit', timeout: 90_000 });
    const button = page.locator(ADD_BUTTON[side]).first();
    const deadline = Date.now() + 90_000;
    while ((await atOf(page)) === undefined) {
      if (Date.now() > deadline) throw new Error(`${side}: the add dialog never opened`);
      const box = await button.boundingBox({ timeout: 50 }).catch(() => null);
      if (box) await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
      await page.waitForTimeout(100);
    }
    return Math.round((await atOf(page))!);
  } finally {
    await context.close();
  }
}

/**
 * A dialog on a loaded page: the list's own rows in, the network quiet, 3 s more; then one click
 * on 新增; from the click to the dialog on screen.
 */
async function loadedDialog(browser: Browser, sides: Sides, side: Side): Promise<number> {
  const { context, page, base } = await freshPage(browser, sides, side, 'admin', false);
  try {
    await page.addInitScript(watchFromStart(side === 'ruoyi' ? OWN_ROWS.ruoyi : OWN_ROWS.ours));
    await page.goto(`${base}/system/user`, { waitUntil: 'commit', timeout: 90_000 });
    await waitForMark(page, '__benchAt');
    await page.waitForLoadState('networkidle', { timeout: 60_000 }).catch(() => undefined);
    await page.waitForTimeout(3000);
    const probe = side === 'ruoyi' ? ADD_DIALOG.ruoyi : ADD_DIALOG.ours;
    await page.evaluate(`(() => {
      window.__clickAt = undefined; window.__dialogAt = undefined;
      addEventListener('pointerdown', () => { if (window.__clickAt === undefined) window.__clickAt = performance.now(); }, { capture: true });
      const check = () => { try { return ${probe}; } catch (e) { return false; } };
      const tick = () => {
        if (window.__clickAt !== undefined && check()) { window.__dialogAt = performance.now(); return; }
        requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
    })()`);
    const box = await page.locator(ADD_BUTTON[side]).first().boundingBox();
    if (!box) throw new Error(`${side}: no 新增 button`);
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    const opened = await waitForMark(page, '__dialogAt', 30_000);
    return Math.round(opened - (await waitForMark(page, '__clickAt')));
  } finally {
    await context.close();
  }
}

/** Runs `measure` RUNS times per side, the sides alternating (and which goes first each run). */
async function interleaved<T>(
  label: string,
  measure: (side: Side) => Promise<T>,
  figure: (value: T) => number,
): Promise<{
  ruoyi: { ms: number; runs: number[] };
  ours: { ms: number; runs: number[]; values: T[] };
  ratio: number;
  loadAverageAtStart: number[];
}> {
  const loadAverageAtStart = load();
  const values: Record<Side, T[]> = { ruoyi: [], ours: [] };
  for (let run = 0; run < RUNS; run++) {
    const order: Side[] = run % 2 === 0 ? ['ruoyi', 'ours'] : ['ours', 'ruoyi'];
    for (const side of order) values[side].push(await measure(side));
  }
  const ruoyiRuns = values.ruoyi.map(figure);
  const oursRuns = values.ours.map(figure);
  const result = {
    ruoyi: { ms: median(ruoyiRuns), runs: ruoyiRuns },
    ours: { ms: median(oursRuns), runs: oursRuns, values: values.ours },
    ratio: Number((median(oursRuns) / median(ruoyiRuns)).toFixed(2)),
    loadAverageAtStart,
  };
  console.log(
    `ruoyi side by side, ${label}: ours ${result.ours.ms} ms (${oursRuns.join(', ')}) against ruoyi-ui ` +
      `${result.ruoyi.ms} ms (${ruoyiRuns.join(', ')}): ${result.ratio}× (load ${loadAverageAtStart.join(' ')})`,
  );
  return result;
}

/** RuoYi's dist served as its nginx serves it (gzip_static), `/prod-api/` forwarded to `apiOrigin`. */
async function serveRuoyi(dist: string, port: number, apiOrigin: string) {
  const nginxBin = nginxConf.nginxBinary();
  if (!nginxBin) throw new Error('nginx is not installed (Debian: apt-get install nginx)');
  const runDir = mkdtempSync(path.join(tmpdir(), 'dis-bench-ruoyi-'));
  for (const folder of ['temp/body', 'temp/proxy', 'temp/fastcgi', 'temp/uwsgi', 'temp/scgi'])
    mkdirSync(path.join(runDir, folder), { recursive: true });
  const siteFile = path.join(runDir, 'site.conf');
  writeFileSync(
    siteFile,
    `server {
  listen 127.0.0.1:${port};
  root ${dist};
  gzip_static on;
  location /prod-api/ {
    proxy_pass ${apiOrigin};
    proxy_http_version 1.1;
    proxy_set_header Host $http_host;
    proxy_set_header Connection "";
    proxy_buffering off;
    proxy_read_timeout 3600s;
  }
  location / {
    try_files $uri $uri/ /index.html;
  }
}
`,
  );
  const mainFile = path.join(runDir, 'nginx.conf');
  writeFileSync(mainFile, nginxConf.mainConfig({ runDir, siteFile }));
  const child: ChildProcess = spawn(nginxBin, nginxConf.nginxArgs(runDir, mainFile), {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (d) => (stderr += d));
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; ; attempt++) {
    if (child.exitCode !== null) throw new Error(`nginx for ruoyi-ui exited: ${stderr}`);
    const ok = await fetch(`${url}/index.html`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (attempt > 100) throw new Error('nginx for ruoyi-ui did not answer');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGQUIT');
        await new Promise((resolve) => {
          const timer = setTimeout(() => {
            child.kill('SIGKILL');
            resolve(undefined);
          }, 5000);
          child.on('exit', () => {
            clearTimeout(timer);
            resolve(undefined);
          });
        });
      }
      rmSync(runDir, { recursive: true, force: true });
    },
  };
}

/** Logs `username` in through the API (captcha off) and gives the token. */
async function login(base: string, username: string): Promise<string> {
  const answer = (await fetch(`${base}/prod-api/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username, password: 'admin123' }),
  }).then((r) => r.json())) as { code: number; token?: string };
  if (answer.code !== 200 || !answer.token)
    throw new Error(`login of ${username}: ${JSON.stringify(answer)}`);
  return answer.token;
}

/** CPU seconds (user + system) of a process and all its descendants, from /proc. */
function treeCpuSeconds(root: number): number {
  const tick = 100; // USER_HZ on Linux
  const children = new Map<number, number[]>();
  const own = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const pid = Number(entry);
      const parent = Number(fields[1]);
      own.set(pid, (Number(fields[11]) + Number(fields[12])) / tick);
      children.set(parent, [...(children.get(parent) ?? []), pid]);
    } catch {
      /* gone meanwhile */
    }
  }
  let total = 0;
  const walk = (pid: number) => {
    total += own.get(pid) ?? 0;
    for (const child of children.get(pid) ?? []) walk(child);
  };
  walk(root);
  return total;
}

/**
 * The server's CPU per drawn console document: batches of documents of `/system/user` asked one
 * after the other with admin's session (each checked to carry the drawn view), the server's CPU
 * time over the batch divided by its size; the median of the batches. The clock ticks in 10 ms,
 * hence batches.
 */
async function cpuPerDrawnDocument(base: string, pid: number, token: string) {
  const BATCHES = 7;
  const PER_BATCH = 10;
  const ask = async () => {
    const html = await fetch(`${base}/system/user`, { headers: { cookie: `Admin-Token=${token}` } }).then(
      (r) => r.text(),
    );
    return html.includes('id="console-drawn"') || /<div id="app" data-drawn/.test(html);
  };
  // the render builds loaded, as on a server that has been running
  for (let warm = 0; warm < 5; warm++) await ask();
  const perDocument: number[] = [];
  let drawn = 0;
  for (let batch = 0; batch < BATCHES; batch++) {
    const before = treeCpuSeconds(pid);
    for (let n = 0; n < PER_BATCH; n++) if (await ask()) drawn += 1;
    perDocument.push(Number((((treeCpuSeconds(pid) - before) * 1000) / PER_BATCH).toFixed(1)));
  }
  const result = {
    ms: median(perDocument),
    batches: perDocument,
    documents: BATCHES * PER_BATCH,
    drawn,
    loadAverageAtStart: load(),
  };
  console.log(
    `server CPU per drawn console document: ${result.ms} ms median (batches of ${PER_BATCH}: ${perDocument.join(', ')}; ${drawn}/${result.documents} drawn)`,
  );
  return result;
}

/**
 * The side-by-side part of `npm run bench` (`--only ruoyi`): null, with a line saying why, when
 * RUOYI_UI_DIST names no built ruoyi-ui.
 */
export async function ruoyiSideBySide(server: { url: string; pid?: number }, port: number) {
  const dist = process.env.RUOYI_UI_DIST;
  if (!dist || !existsSync(path.join(dist, 'index.html'))) {
    console.log(
      `ruoyi side by side: skipped (RUOYI_UI_DIST ${dist ? `is ${dist}, which holds no index.html` : 'is not set'}; ` +
        "set it to ruoyi-ui 3.9.2's built dist/)",
    );
    return null;
  }
  const ruoyi = await serveRuoyi(path.resolve(dist), port, server.url);
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const tokens = { admin: await login(server.url, 'admin'), ry: await login(server.url, 'ry') };
    // one session serves both front ends: the same server, the same user
    const sides: Sides = {
      ruoyi: { base: ruoyi.url, token: tokens },
      ours: { base: server.url, token: tokens },
    };
    const loadAverageAtStart = load();
    const ownRows = async (throttled: boolean) => {
      const figure = await interleaved(
        `own rows of /system/user${throttled ? ', throttled' : ''}`,
        (side) =>
          firstShown(browser, sides, side, '/system/user', OWN_ROWS[side], {
            throttled,
            ...(side === 'ours' ? { also: ANY_ROW } : {}),
          }),
        (value) => value.ms,
      );
      // ours only: the first row on screen, the server's drawn copy included
      return { ...figure, firstRowsOurs: median(figure.ours.values.map((v) => v.also ?? v.ms)) };
    };
    const measures: Record<string, () => Promise<unknown>> = {
      serverCpuPerDrawnDocument: async () =>
        server.pid ? cpuPerDrawnDocument(server.url, server.pid, tokens.admin) : null,
      ownRowsUnthrottled: () => ownRows(false),
      ownRowsThrottled: () => ownRows(true),
      firstDialog: () =>
        interleaved(
          'first 新增 dialog after a reload',
          (side) => firstDialog(browser, sides, side),
          (v) => v,
        ),
      loadedDialog: () =>
        interleaved(
          '新增 on a loaded page',
          (side) => loadedDialog(browser, sides, side),
          (v) => v,
        ),
      loginThrottled: () =>
        interleaved(
          '/login ready, throttled',
          (side) =>
            firstShown(browser, sides, side, '/login', LOGIN_READY[side], { who: null, throttled: true }),
          (value) => value.ms,
        ),
      ...Object.fromEntries(
        Object.entries(PAGES).map(([name, spec]) => [
          `ry_${name}`,
          () =>
            interleaved(
              `first content of ${spec.ours} as ry`,
              (side) => firstShown(browser, sides, side, spec[side], spec.probe[side], { who: 'ry' }),
              (value) => value.ms,
            ),
        ]),
      ),
    };
    // BENCH_RUOYI_FIGURES=loadedDialog,firstDialog: those alone (while working on one)
    const wanted = process.env.BENCH_RUOYI_FIGURES?.split(',').filter(Boolean);
    const figures: Record<string, unknown> = {};
    for (const [name, measure] of Object.entries(measures))
      if (!wanted || wanted.includes(name)) figures[name] = await measure();
    for (const figure of Object.values(figures) as Array<{ ours?: { values?: unknown } }>)
      if (figure?.ours) delete figure.ours.values;
    return {
      ruoyiUi: `ruoyi-ui 3.9.2, its own dist (${path.basename(path.resolve(dist, '..'))}), nginx with gzip_static, /prod-api forwarded to the same server`,
      statistic: `median of ${RUNS} runs per side, interleaved; fresh context (empty cache) each; 1366 × 768`,
      throttling:
        'Slow 4G as DevTools applies it (562.5 ms latency, 1.47 Mbit/s down, 675 kbit/s up), CPU 4×',
      measures: {
        ownRows:
          "from the navigation to the list's own first row on screen (ours: the console's live table, not the server's drawn copy)",
        firstRowsOurs: "ours only (in ownRows…): the first row on screen, the server's drawn copy included",
        firstDialog:
          'from the navigation to the 添加用户 dialog on screen, 新增 clicked as soon as it shows and every 100 ms',
        loadedDialog:
          'on a loaded /system/user (own rows, network idle, 3 s more): from the click on 新增 to the dialog on screen',
        loginThrottled: 'from the navigation to the login form ready (ours: its send button enabled)',
        ry: "ry's first content: 服务监控 (the CPU table), 数据监控 (the figures; RuoYi's frame), 首页",
        serverCpuPerDrawnDocument:
          'CPU of the server process (user + system) per GET /system/user document with a session, median of batches',
      },
      loadAverageAtStart,
      ...figures,
    };
  } finally {
    await browser.close();
    await ruoyi.stop();
  }
}
