// `npm run bench`: performance figures of the production build, written to reports/bench.json.
// - production build time of each app (one build at a time, so the figures compare)
// - first-load JavaScript (gzip) of `/`, `/login` and the console's first view (user list)
// - LCP of `/` in headless Chromium
// - authenticated GET /getRouters: throughput and latency with 100 connections (autocannon)
// - the public site under a burst of 100 connections: the documents of `/`, `/News` and an article,
//   and the portal's news list and article answers (kept answers, docs/site/speed.md)
// - Lighthouse (mobile preset) on `/`, `/About`, `/News`, an article, the four product pages, `/Joinus`,
//   `/Solution` and `/login`: median of 3 runs
//   (docs/site/speed.md "Measuring"); `npx tsx scripts/bench.ts --only lighthouse` runs it alone
// - under mobile throttling (Slow 4G, CPU 4x): when the home page's content shows, and when the
//   console's user list shows after logging in (`--only views` runs it alone)
// - the console opened cold at /system/user with a session cookie, unthrottled and under mobile
//   throttling, with the waterfall's marks (`--only consoleColdLoad` runs it alone)
// - throughput side by side (`--only throughput`): `/`, `/News` and the authenticated user list,
//   100 connections each, on the embedded default, one replica on PostgreSQL + Redis, and two
//   replicas behind nginx (`startStack`), started one after the other
// - side by side with ruoyi-ui 3.9.2 (`--only ruoyi`, scripts/bench/ruoyi.ts): the console's own rows,
//   the first dialog, a dialog on a loaded page, /login throttled, three pages as `ry`, and the
//   server's CPU per drawn console document; RUOYI_UI_DIST names ruoyi-ui's built dist
// - the morning mix (`--only morning`, scripts/bench/morning.ts): 200 staff and 1 000 visitors for
//   60 s on the stack and on one process, interleaved, then on the stack with a replica killed and
//   Redis restarted; the front door `/` alone beside it (docs/deploy.md "Capacity: the morning mix")
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser } from 'playwright-core';
import { build } from './build.mjs';
import { APPS, ROOT, stampFile } from './lib/apps.mjs';
import { startServer } from './lib/server.mjs';
import chromiumLaunch from './lib/chromium.cjs';
import { ruoyiSideBySide } from './bench/ruoyi';
import { throttle } from './bench/throttle';
import { morningMix } from './bench/morning';
import { autocannon, benchTool } from './bench/tools';
import { printTable } from './bench/table';

const { CHROMIUM_ARGS, CHROMIUM_PATH, OMNIBOX_POPUP } = chromiumLaunch;

async function firstLoad(browser: Browser, url: string, token?: string, readySelector?: string) {
  const context = await browser.newContext();
  if (token) await context.addCookies([{ name: 'Admin-Token', value: token, url }]);
  const page = await context.newPage();
  const sizes: number[] = [];
  const pending: Promise<unknown>[] = [];
  page.on('response', (r) => {
    if (r.request().resourceType() === 'script')
      pending.push(
        r.body().then(
          (b) => sizes.push(gzipSync(b, { level: 9 }).length),
          () => 0,
        ),
      );
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  if (readySelector) await page.waitForSelector(readySelector, { timeout: 20_000 });
  await page.waitForLoadState('networkidle');
  const lcp = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) => {
          const entries = list.getEntries();
          resolve(entries[entries.length - 1]?.startTime ?? 0);
        }).observe({ type: 'largest-contentful-paint', buffered: true });
        setTimeout(() => resolve(0), 2000);
      }),
  );
  await Promise.all(pending);
  await context.close();
  return {
    jsGzipKiB: Number((sizes.reduce((a, b) => a + b, 0) / 1024).toFixed(1)),
    scripts: sizes.length,
    lcpMs: Math.round(lcp),
  };
}

/** 100 connections for 10 s on one address: requests per second, latency, failures. */
async function burst(url: string, headers: Record<string, string> = {}) {
  const cannon = await autocannon({ url, connections: 100, duration: 10, headers });
  return {
    requestsPerSec: Math.round(cannon.requests.average),
    latencyMs: {
      p50: cannon.latency.p50,
      p90: cannon.latency.p90,
      p99: cannon.latency.p99,
      max: cannon.latency.max,
    },
    non2xx: cannon.non2xx,
    errors: cannon.errors,
    timeouts: cannon.timeouts,
  };
}

/** Builds one app for production (webpack, ts-loader, swc minifier) and gives the wall-clock seconds. */
function timeBuild(dir: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const child = spawn(
      path.join(ROOT, 'node_modules', '.bin', 'webpack'),
      ['--mode', 'production', '-c', path.join(ROOT, dir, 'webpack.config.js')],
      { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, NODE_ENV: 'production' } },
    );
    child.on('exit', (code) => {
      if (code !== 0) reject(new Error(`build of ${dir} failed (exit ${code})`));
      else {
        writeFileSync(stampFile({ dir }), new Date().toISOString());
        resolve(Number((Number(process.hrtime.bigint() - started) / 1e9).toFixed(1)));
      }
    });
  });
}

const VIEW_RUNS = 3;

/**
 * One first view under mobile throttling, in a fresh context (empty cache): the time from the
 * navigation to the first moment `selector` is in the page and the page has painted, recorded in
 * the page itself (a MutationObserver and the paint timing), so the figure does not include the
 * test driver's polling. With `login`, the
 * view starts at /login: the user types, submits, and the clock runs until the selector shows on
 * the page the login leads to.
 */
async function throttledView(
  browser: Browser,
  url: string,
  selector: string,
  login?: { username: string; password: string },
) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, locale: 'zh-CN' });
  const page = await context.newPage();
  await throttle(page);
  // a string, not a function: tsx would wrap a function's inner functions in a helper the page lacks
  await page.addInitScript(`(() => {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        if (entry.name === 'first-contentful-paint') window.__paintedAt = entry.startTime;
    }).observe({ type: 'paint', buffered: true });
    const observer = new MutationObserver(() => {
      if (!document.querySelector(${JSON.stringify(selector)})) return;
      window.__shownAt = performance.now();
      observer.disconnect();
    });
    observer.observe(document, { childList: true, subtree: true });
  })();`);
  try {
    let startedAt = 0;
    if (login) {
      await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
      await page.getByLabel(/账号|Account/).fill(login.username);
      await page.getByLabel(/^(密码|Password)$/).fill(login.password);
      // the clock starts when a person could click: the send button is enabled once the page is alive
      const send = page.getByRole('button', { name: /登\s*录|Log in/ });
      await page.waitForFunction(
        () => !(document.querySelector('form button[type="submit"]') as HTMLButtonElement | null)?.disabled,
        undefined,
        { timeout: 60_000 },
      );
      startedAt = await page.evaluate(() => performance.timeOrigin + performance.now());
      await send.click();
    } else {
      await page.goto(url, { waitUntil: 'commit', timeout: 60_000 });
    }
    await page.waitForSelector(selector, { state: 'attached', timeout: 60_000 });
    // shown: in the page and painted (a server-rendered element is in the page before its styles)
    await page.waitForFunction(() => (window as { __paintedAt?: number }).__paintedAt !== undefined);
    const shown = await page.evaluate(() => {
      const marks = window as { __shownAt?: number; __paintedAt?: number };
      return performance.timeOrigin + Math.max(marks.__shownAt ?? 0, marks.__paintedAt ?? 0);
    });
    const origin = login ? startedAt : await page.evaluate(() => performance.timeOrigin);
    return Math.round(shown - origin);
  } finally {
    await context.close();
  }
}

/**
 * The first views the issue of the public site names, under mobile throttling, median of
 * VIEW_RUNS: the home page's content (its hero text) and the console's user list after login.
 */
async function firstViews(baseUrl: string) {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
  });
  const views = {
    home: () => throttledView(browser, `${baseUrl}/`, '.hero__text'),
    userListAfterLogin: () =>
      throttledView(browser, `${baseUrl}/login?redirect=%2Fsystem%2Fuser`, '.ant-table-row', {
        username: 'admin',
        password: 'admin123',
      }),
  };
  const figures: Record<string, unknown> = {};
  try {
    for (const [name, view] of Object.entries(views)) {
      const runs: number[] = [];
      for (let run = 0; run < VIEW_RUNS; run++) runs.push(await view());
      figures[name] = { ms: median(runs), runs };
      console.log(`view ${name}: ${median(runs)} ms (${runs.join(', ')})`);
    }
  } finally {
    await browser.close();
  }
  return {
    throttling: 'Slow 4G as DevTools applies it (562.5 ms latency, 1.47 Mbit/s down, 675 kbit/s up), CPU 4x',
    viewport: '412 × 823',
    statistic: `median of ${VIEW_RUNS} runs, each in a fresh context (empty cache)`,
    home: 'from navigation to the hero text in the page and painted',
    userListAfterLogin:
      'from the click on 登录, once it is enabled (with ?redirect=/system/user), to the first row of the user list',
    loadAverageAtStart: Number(loadavg()[0].toFixed(2)),
    ...figures,
  };
}

const LIGHTHOUSE_RUNS = 3;
const LIGHTHOUSE_CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const LIGHTHOUSE_METRICS = {
  lcpMs: 'largest-contentful-paint',
  tbtMs: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
} as const;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** The first published article of the Chinese site, as the pages link to it. */
async function firstArticle(baseUrl: string): Promise<number> {
  const news = (await fetch(`${baseUrl}/prod-api/portal/news?lang=zh-cn&pageSize=1`).then((r) =>
    r.json(),
  )) as { rows: Array<{ newsId: number }> };
  return news.rows[0]?.newsId;
}

interface LaunchedChrome {
  port: number;
  kill(): void;
}
type Launch = (options: {
  chromePath: string;
  ignoreDefaultFlags: boolean;
  chromeFlags: string[];
}) => Promise<LaunchedChrome>;
interface LighthouseResult {
  lhr: {
    runtimeError?: { code: string; message: string };
    categories: Record<string, { score: number | null } | undefined>;
    audits: Record<string, { numericValue?: number } | undefined>;
    lighthouseVersion: string;
  };
}
type Lighthouse = (url: string, flags: Record<string, unknown>) => Promise<LighthouseResult | undefined>;

/** One Lighthouse run in a fresh headless Chromium: its figures, or the error Lighthouse reported. */
async function lighthouseRun(
  launch: Launch,
  chromeFlags: string[],
  url: string,
): Promise<{ figure: Record<string, number>; version: string } | { error: string }> {
  const lighthouse = (await benchTool('lighthouse')).default as Lighthouse;
  const chrome = await launch({
    chromePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    ignoreDefaultFlags: true,
    chromeFlags,
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...LIGHTHOUSE_CATEGORIES],
    });
    if (!result) return { error: 'no result' };
    const { lhr } = result;
    if (lhr.runtimeError) return { error: `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` };
    const figure: Record<string, number> = {};
    for (const category of LIGHTHOUSE_CATEGORIES)
      figure[category] = Math.round((lhr.categories[category]?.score ?? 0) * 100);
    for (const [key, audit] of Object.entries(LIGHTHOUSE_METRICS)) {
      const value = lhr.audits[audit]?.numericValue ?? NaN;
      figure[key] = key === 'cls' ? Number(value.toFixed(3)) : Math.round(value);
    }
    return { figure, version: lhr.lighthouseVersion };
  } finally {
    chrome.kill();
  }
}

/**
 * Lighthouse with its default (mobile) form factor and simulated throttling, each page
 * LIGHTHOUSE_RUNS times in a fresh headless Chromium; every figure is the median of its runs
 * (scores 0–100, LCP and TBT in ms, CLS unitless).
 */
async function lighthouseFigures(baseUrl: string) {
  // dynamic imports, never static ones (docs/stack.md "Traps and their fixes" 11)
  const { launch, Launcher } = (await benchTool('chrome-launcher')) as {
    launch: Launch;
    Launcher: { defaultFlags(): string[] };
  };
  // chrome-launcher's own switches, its `--disable-features` with the address bar's popup added
  // (Chromium reads only the last one; docs/stack.md "Chromium")
  const chromeFlags = [
    ...Launcher.defaultFlags().map((flag) =>
      flag.startsWith('--disable-features=') ? `${flag},${OMNIBOX_POPUP.join(',')}` : flag,
    ),
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
  ];
  const loadAverageAtStart = Number(loadavg()[0].toFixed(2));
  const article = await firstArticle(baseUrl);
  const pages = {
    home: '/',
    about: '/About',
    news: '/News',
    article: `/News/${article}`,
    chaotic: '/Product/Chaotic',
    intelligence: '/Product/Intelligence',
    inversion: '/Product/Inversion',
    transaction: '/Product/Transaction',
    joinus: '/Joinus',
    solution: '/Solution',
    login: '/login',
  };
  const figures: Record<string, unknown> = {};
  let version = '';
  let retried = 0;
  for (const [name, address] of Object.entries(pages)) {
    const runs: Array<Record<string, number>> = [];
    for (let run = 0; run < LIGHTHOUSE_RUNS; run++) {
      // Lighthouse now and then fails to record its own trace (NO_NAVSTART, NO_FCP on a busy
      // machine): that run is made again, up to twice, and counted
      for (let attempt = 1; ; attempt++) {
        const outcome = await lighthouseRun(launch, chromeFlags, `${baseUrl}${address}`);
        if ('figure' in outcome) {
          version = outcome.version;
          runs.push(outcome.figure);
          break;
        }
        if (attempt === 3) throw new Error(`lighthouse on ${address}: ${outcome.error}`);
        retried += 1;
        console.log(`lighthouse ${address}: ${outcome.error}; run again`);
      }
    }
    const medians: Record<string, number> = {};
    for (const key of Object.keys(runs[0])) medians[key] = median(runs.map((r) => r[key]));
    figures[name] = { url: address, ...medians, runs };
    console.log(`lighthouse ${address}: ${JSON.stringify(medians)}`);
  }
  return {
    lighthouseVersion: version,
    preset: 'mobile (default form factor, simulated throttling)',
    runsPerPage: LIGHTHOUSE_RUNS,
    statistic: 'median of each figure over the runs',
    loadAverageAtStart,
    retriedRuns: retried,
    pages: figures,
  };
}

/** Writes the figures to reports/bench.json; a partial run keeps the figures it did not measure. */
function writeResults(results: Record<string, unknown>, partial: boolean) {
  mkdirSync(path.join(ROOT, 'reports'), { recursive: true });
  const file = path.join(ROOT, 'reports', 'bench.json');
  const previous = partial && existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
  writeFileSync(file, `${JSON.stringify({ ...previous, ...results }, null, 2)}\n`);
  console.log(JSON.stringify(results, null, 2));
  console.log(`written to ${path.relative(ROOT, file)}`);
}

/**
 * The public site under 100 connections: the documents of `/`, `/News` and an article, asked for
 * as browsers and the big crawlers ask (any type, compressed: `Accept-Encoding: gzip, deflate, br`),
 * and the pages' own reads of the portal.
 */
async function siteBursts(url: string) {
  const article = await firstArticle(url);
  const crawler = { Accept: '*/*', 'Accept-Encoding': 'gzip, deflate, br' };
  return {
    connections: 100,
    durationS: 10,
    note: 'the portal answers are rate-limited per client address (240 a minute): past that, non2xx counts 429s',
    home: await burst(`${url}/`, crawler),
    newsPage: await burst(`${url}/News`, crawler),
    articlePage: await burst(`${url}/News/${article}`, crawler),
    newsList: await burst(`${url}/prod-api/portal/news?lang=zh-cn&pageNum=1&pageSize=6`),
    articleAnswer: await burst(`${url}/prod-api/portal/news/${article}`),
  };
}

/** The throughput part's ports (18450–18499 unless BENCH_PORT moves them): two stacks of their own. */
const BENCH_PORT = Number(process.env.BENCH_PORT || 18450);
const THROUGHPUT_SECONDS = 10;
const THROUGHPUT_CONNECTIONS = 100;
/**
 * The servers keep the production guard (docs/site/speed.md "Past capacity, 503 at once"): a mean
 * event-loop delay above 1 s answers 503 at once. `scripts/lib/server.mjs` switches it off for the
 * browser tests; a throughput figure is about the server as deployed.
 */
const PRODUCTION_PRESSURE = { PRESSURE_MAX_EVENT_LOOP_DELAY_MS: '1000' };
const USER_LIST = '/prod-api/system/user/list?pageNum=1&pageSize=10';

interface Cannonade {
  requestsPerSec: number;
  okPerSec: number;
  latencyMs: { p50: number; p99: number };
  requests: number;
  byStatus: Record<string, number>;
  busy503: number;
  otherNon2xx: number;
  errors: number;
  timeouts: number;
}

/** One address under THROUGHPUT_CONNECTIONS for THROUGHPUT_SECONDS; the 503s counted apart. */
async function cannonade(url: string, headers: Record<string, string>): Promise<Cannonade> {
  const result = await autocannon({
    url,
    connections: THROUGHPUT_CONNECTIONS,
    duration: THROUGHPUT_SECONDS,
    headers,
  });
  const byStatus: Record<string, number> = {};
  for (const [code, stats] of Object.entries(result.statusCodeStats ?? {})) byStatus[code] = stats.count;
  const busy503 = byStatus['503'] ?? 0;
  return {
    // both over the whole run (autocannon's `requests.average` is the mean of its one-second samples)
    requestsPerSec: Math.round(result.requests.total / result.duration),
    // a 503 past capacity is answered at once: it raises requests a second, not pages served
    okPerSec: Math.round(result['2xx'] / result.duration),
    latencyMs: { p50: result.latency.p50, p99: result.latency.p99 },
    requests: result.requests.total,
    byStatus,
    busy503,
    otherNon2xx: result.non2xx - busy503,
    errors: result.errors,
    timeouts: result.timeouts,
  };
}

/** Logs admin in once (captcha off) and proves the token reads the user list. */
async function benchLogin(base: string): Promise<string> {
  const login = (await fetch(`${base}/prod-api/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: 'admin123' }),
  }).then((r) => r.json())) as { code: number; token?: string; msg?: string };
  if (login.code !== 200 || !login.token) throw new Error(`login at ${base}: ${JSON.stringify(login)}`);
  await userListAnswers(base, login.token);
  return login.token;
}

/**
 * The user list answers rows with this token. The envelope carries RuoYi's own code: a refused
 * token is HTTP 200 `{code: 401}`, which autocannon would count as a success.
 */
async function userListAnswers(base: string, token: string) {
  let answer: { code: number; rows?: unknown[]; msg?: string } = { code: 0 };
  // right after a burst the server may still be past capacity (503, Retry-After: 5): ask again
  for (let attempt = 0; attempt < 15; attempt++) {
    answer = (await fetch(`${base}${USER_LIST}`, { headers: { Authorization: `Bearer ${token}` } }).then(
      (r) => r.json(),
    )) as typeof answer;
    if (answer.code !== 503) break;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  if (answer.code !== 200 || !answer.rows?.length)
    throw new Error(`${USER_LIST} at ${base}: ${JSON.stringify(answer).slice(0, 200)}`);
}

/**
 * Warms an address (a page's first visit renders its document) and waits while the server is
 * still past capacity from the burst before (503 with Retry-After: 5), so each burst starts on a
 * server at rest.
 */
async function settle(url: string, headers: Record<string, string>) {
  for (let attempt = 0; attempt < 20; attempt++) {
    const response = await fetch(url, { headers });
    await response.arrayBuffer();
    if (response.status !== 503 && attempt >= 3) return;
    if (response.status === 503) await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

/** The three addresses on one set-up, each from a server at rest. */
async function threeAddresses(base: string) {
  const loadAverageAtStart = Number(loadavg()[0].toFixed(2));
  const token = await benchLogin(base);
  const browser = { Accept: 'text/html,*/*', 'Accept-Encoding': 'gzip, deflate, br' };
  const measured: Record<string, Cannonade> = {};
  for (const [name, address, headers] of [
    ['home', '/', browser],
    ['news', '/News', browser],
    ['userList', USER_LIST, { Authorization: `Bearer ${token}` }],
  ] as const) {
    await settle(`${base}${address}`, headers);
    measured[name] = await cannonade(`${base}${address}`, headers);
    console.log(`  ${address}: ${measured[name].okPerSec} ok/s, p99 ${measured[name].latencyMs.p99} ms`);
  }
  // the session held to the end: every 2xx counted above was the list itself
  await userListAnswers(base, token);
  return { loadAverageAtStart, ...measured };
}

function throughputTable(setups: Record<string, { label: string } & Record<string, unknown>>) {
  const rows = [
    ['set-up', 'address', 'req/s', '2xx/s', 'p50 ms', 'p99 ms', '503', 'other non-2xx', 'errors'],
  ];
  for (const setup of Object.values(setups))
    for (const [name, address] of [
      ['home', '/'],
      ['news', '/News'],
      ['userList', 'user list'],
    ]) {
      const figure = setup[name] as Cannonade;
      rows.push([
        setup.label,
        address,
        String(figure.requestsPerSec),
        String(figure.okPerSec),
        String(figure.latencyMs.p50),
        String(figure.latencyMs.p99),
        String(figure.busy503),
        String(figure.otherNon2xx),
        String(figure.errors + figure.timeouts),
      ]);
    }
  printTable(rows);
}

/**
 * Throughput side by side, in one run (docs/site/speed.md "Measuring"): the public home document,
 * `/News` and the authenticated user list, THROUGHPUT_CONNECTIONS connections for
 * THROUGHPUT_SECONDS each, on three set-ups started one after the other — the embedded default
 * (one process, PGlite, as the rest of the bench starts it), one replica on PostgreSQL + Redis (its
 * own database and key prefix, measured directly), and two replicas behind nginx (`startStack`).
 * Each set-up logs in once and reuses the token (the login is rate-limited, docs/security.md).
 */
async function throughputSideBySide() {
  // a dynamic import: stack.mjs is an ES module with a top-level await, which this CommonJS script
  // (tsx) cannot require()
  const { startStack } = await import('./stack.mjs');
  const loadAverageAtStart = loadavg().map((value) => Number(value.toFixed(2)));
  const log = (line: string) => console.log(`  ${line}`);
  const setups: Record<string, { label: string } & Record<string, unknown>> = {};

  console.log('throughput (a): the embedded default, one process on PGlite');
  const embedded = await startServer({ env: { CAPTCHA_ENABLED: 'false', ...PRODUCTION_PRESSURE } });
  try {
    setups.embedded = {
      label: '(a) embedded',
      server: 'tsx server/src/main.ts, PGlite in a fresh DATA_DIR, no Redis',
      ...(await threeAddresses(embedded.url)),
    };
  } finally {
    await embedded.stop();
  }

  // the release folders the stacks serve: the builds above, released into a folder of this run
  const releasesDir = mkdtempSync(path.join(tmpdir(), 'dis-bench-releases-'));
  try {
    console.log('throughput (b): one replica on PostgreSQL + Redis');
    const one = await startStack({
      port: BENCH_PORT,
      replicaPorts: [BENCH_PORT + 1],
      database: 'dis_bench_one',
      fresh: true,
      captcha: false,
      releasesDir,
      build: false,
      removeRunDir: true,
      log,
      env: PRODUCTION_PRESSURE,
    });
    try {
      setups.oneReplica = {
        label: '(b) 1 replica, PG+Redis',
        server: `${one.serverKind} server, database ${one.database}, Redis keys under ${one.keyPrefix}; measured at the replica itself`,
        ...(await threeAddresses(one.replicas[0].url)),
      };
    } finally {
      await one.stop({ clean: true });
    }

    console.log('throughput (c): two replicas behind nginx');
    const two = await startStack({
      port: BENCH_PORT + 10,
      database: 'dis_bench_two',
      fresh: true,
      captcha: false,
      releasesDir,
      release: false,
      removeRunDir: true,
      log,
      env: PRODUCTION_PRESSURE,
    });
    try {
      setups.twoReplicas = {
        label: '(c) nginx + 2 replicas',
        server: `${two.serverKind} servers, database ${two.database}, Redis keys under ${two.keyPrefix}; measured at nginx`,
        ...(await threeAddresses(two.url)),
      };
    } finally {
      await two.stop({ clean: true });
    }
  } finally {
    rmSync(releasesDir, { recursive: true, force: true });
  }
  throughputTable(setups);
  return {
    connections: THROUGHPUT_CONNECTIONS,
    durationS: THROUGHPUT_SECONDS,
    cores: cpus().length,
    loadAverageAtStart,
    asked: {
      documents: 'Accept: text/html,*/*; Accept-Encoding: gzip, deflate, br (the kept compressed document)',
      userList: `GET ${USER_LIST} with one admin token per set-up`,
    },
    pressure:
      'PRESSURE_MAX_EVENT_LOOP_DELAY_MS=1000 (production): busy503 counts the answers turned away at once while the mean event-loop delay was above 1 s',
    note: 'everything (autocannon, nginx, the servers, PostgreSQL, Redis) shares the same cores: the set-ups compare with each other on this machine, not with a deployment',
    ...setups,
  };
}

/**
 * One cold first view of the console (docs/site/speed.md "Measuring", `consoleColdLoad`): a fresh
 * context (empty cache) whose `Admin-Token` cookie holds a valid session opens `/system/user`
 * directly; the figure runs from the navigation to the first user row painted (the frame after the
 * row is in the page), recorded in the page itself. The waterfall marks are the start times of the
 * requests that chain the view, from the page's resource timing.
 */
async function consoleColdView(browser: Browser, baseUrl: string, token: string, throttled: boolean) {
  const context = await browser.newContext({ viewport: { width: 1366, height: 768 }, locale: 'zh-CN' });
  await context.addCookies([{ name: 'Admin-Token', value: token, url: baseUrl }]);
  const page = await context.newPage();
  if (throttled) await throttle(page);
  // a string, not a function: tsx would wrap a function's inner functions in a helper the page lacks
  // the first row painted (the server's drawn view, docs/site/rendering.md "The console's first
  // view", or the console's own), and the moment the console's own row is painted with the drawn
  // view gone (the page answers clicks from then on)
  await page.addInitScript(`(() => {
    const painted = (name) =>
      requestAnimationFrame(() => setTimeout(() => (window[name] = performance.now()), 0));
    const observer = new MutationObserver(() => {
      if (window.__rowAt === undefined && document.querySelector('.ant-table-row')) {
        window.__rowAt = performance.now();
        painted('__rowPaintedAt');
      }
      if (document.querySelector('#app .ant-table-row') && !document.getElementById('console-drawn')) {
        observer.disconnect();
        painted('__livePaintedAt');
      }
    });
    observer.observe(document, { childList: true, subtree: true });
  })();`);
  try {
    await page.goto(`${baseUrl}/system/user`, { waitUntil: 'commit', timeout: 60_000 });
    await page.waitForFunction(
      () => (window as { __livePaintedAt?: number }).__livePaintedAt !== undefined,
      undefined,
      {
        timeout: 90_000,
      },
    );
    // a string, not a function (see above)
    return (await page.evaluate(`(() => {
      const entries = performance.getEntriesByType('resource');
      const start = (test) => {
        const entry = entries.find((e) => test(new URL(e.name).pathname));
        return entry ? Math.round(entry.startTime) : null;
      };
      const nav = performance.getEntriesByType('navigation')[0];
      return {
        ms: Math.round(window.__rowPaintedAt || 0),
        liveMs: Math.round(window.__livePaintedAt || 0),
        marks: {
          documentResponseEnd: nav ? Math.round(nav.responseEnd) : null,
          getInfo: start((p) => p.endsWith('/getInfo')),
          getRouters: start((p) => p.endsWith('/getRouters')),
          systemExposes: start((p) => p.includes('/system/') && p.endsWith('/exposes.json')),
          systemFirstChunk: start((p) => p.startsWith('/mf/system/') && /\\/chunks\\/\\d+\\.[0-9a-f]+\\.js$/.test(p)),
          userList: start((p) => p.endsWith('/system/user/list')),
          rowInPage: Math.round(window.__rowAt || 0),
        },
      };
    })()`)) as { ms: number; liveMs: number; marks: Record<string, number | null> };
  } finally {
    await context.close();
  }
}

/**
 * The console opened cold at `/system/user` with a valid session cookie (issue 24): unthrottled
 * and under mobile throttling, median of VIEW_RUNS each, with the waterfall marks of the median run.
 */
async function consoleColdLoad(baseUrl: string) {
  const loadAverageAtStart = loadavg().map((value) => Number(value.toFixed(2)));
  const token = await benchLogin(baseUrl);
  // a server that has drawn the console once (its render builds loaded, docs/site/rendering.md
  // "The console's first view"), as one that has been running is
  for (let warm = 0; warm < 2; warm++)
    await fetch(`${baseUrl}/system/user`, { headers: { cookie: `Admin-Token=${token}` } }).then((r) =>
      r.text(),
    );
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
  });
  const figures: Record<string, unknown> = {};
  try {
    for (const [name, throttled] of [
      ['unthrottled', false],
      ['throttled', true],
    ] as const) {
      const runs: Awaited<ReturnType<typeof consoleColdView>>[] = [];
      for (let run = 0; run < VIEW_RUNS; run++)
        runs.push(await consoleColdView(browser, baseUrl, token, throttled));
      const ms = median(runs.map((r) => r.ms));
      const liveMs = median(runs.map((r) => r.liveMs));
      figures[name] = {
        ms,
        runs: runs.map((r) => r.ms),
        liveMs,
        liveRuns: runs.map((r) => r.liveMs),
        marks: runs.find((r) => r.ms === ms)?.marks,
      };
      console.log(
        `consoleColdLoad ${name}: rows ${ms} ms (${runs.map((r) => r.ms).join(', ')}), ` +
          `the console's own ${liveMs} ms (${runs.map((r) => r.liveMs).join(', ')})`,
      );
    }
  } finally {
    await browser.close();
  }
  return {
    view: "a fresh context (empty cache) with a valid Admin-Token cookie opens /system/user; ms: from the navigation to the first .ant-table-row painted; liveMs: to the console's own first row painted with the server-drawn view gone",
    throttling:
      'throttled: Slow 4G as DevTools applies it (562.5 ms latency, 1.47 Mbit/s down, 675 kbit/s up), CPU 4x',
    statistic: `median of ${VIEW_RUNS} runs each; marks (ms from navigation start) of the median run`,
    loadAverageAtStart,
    ...figures,
  };
}

/** ruoyi-ui's nginx, beside the throughput part's ports (docs/site/speed.md "Side by side with ruoyi-ui"). */
const ruoyi = (server: { url: string; pid?: number }) => ruoyiSideBySide(server, BENCH_PORT + 30);

const PARTS: Record<string, (server: { url: string; pid?: number }) => Promise<unknown>> = {
  lighthouse: (server) => lighthouseFigures(server.url),
  site: (server) => siteBursts(server.url),
  views: (server) => firstViews(server.url),
  consoleColdLoad: (server) => consoleColdLoad(server.url),
  ruoyi,
};
type Part = keyof typeof PARTS;
/** The parts that start what they measure themselves. */
const OWN_SERVER_PARTS = {
  throughput: throughputSideBySide,
  morning: () => morningMix(BENCH_PORT),
} as const;
type OwnServerPart = keyof typeof OWN_SERVER_PARTS;

/** `--only lighthouse|site|views`: the production build, the server and that part alone. */
async function onlyPart(part: Part) {
  await build({ forceAll: false });
  const server = await startServer({ env: { CAPTCHA_ENABLED: 'false' } });
  try {
    writeResults({ [part]: await PARTS[part]!(server) }, true);
  } finally {
    await server.stop();
  }
}

/** `--only throughput|morning`: the production build and that part alone, which starts its own servers. */
async function onlyOwnServerPart(part: OwnServerPart) {
  await build({ forceAll: false });
  writeResults({ [part]: await OWN_SERVER_PARTS[part]() }, true);
}

async function main() {
  const results: Record<string, unknown> = { date: new Date().toISOString(), node: process.version };
  const buildSeconds: Record<string, number> = {};
  const load = loadavg()[0];
  for (const app of APPS) buildSeconds[app.dir] = await timeBuild(app.dir);
  results.build = {
    loader: 'ts-loader (transpileOnly), swc minifier',
    seconds: buildSeconds,
    cores: cpus().length,
    loadAverageAtStart: Number(load.toFixed(2)),
  };
  await build({ forceAll: false });
  const server = await startServer({ env: { CAPTCHA_ENABLED: 'false' } });
  try {
    const login = await fetch(`${server.url}/prod-api/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: 'admin123' }),
    }).then((r) => r.json() as Promise<{ token: string }>);

    const browser = await chromium.launch({
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    });
    try {
      results.home = await firstLoad(browser, `${server.url}/`);
      results.about = await firstLoad(browser, `${server.url}/About`);
      results.login = await firstLoad(browser, `${server.url}/login`);
      results.consoleUserList = await firstLoad(
        browser,
        `${server.url}/system/user`,
        login.token,
        '.ant-table-row',
      );
    } finally {
      await browser.close();
    }
    // before the bursts: past them the portal's rate limit would still turn the pages' reads away
    results.views = await firstViews(server.url);
    results.consoleColdLoad = await consoleColdLoad(server.url);
    results.lighthouse = await lighthouseFigures(server.url);
    results.ruoyi = await ruoyi(server);

    results.getRouters = {
      connections: 100,
      durationS: 10,
      ...(await burst(`${server.url}/prod-api/getRouters`, { Authorization: `Bearer ${login.token}` })),
    };

    results.site = await siteBursts(server.url);
  } finally {
    await server.stop();
  }
  results.throughput = await throughputSideBySide();
  results.morning = await morningMix(BENCH_PORT);
  writeResults(results, false);
}

// `--only lighthouse|site|views|throughput|morning` (or `--only=…`): that part alone
const onlyAt = process.argv.findIndex((a) => a === '--only' || a.startsWith('--only='));
const only = onlyAt === -1 ? null : (process.argv[onlyAt].split('=')[1] ?? process.argv[onlyAt + 1]);
const run =
  only === null
    ? main
    : only in PARTS
      ? () => onlyPart(only as Part)
      : only in OWN_SERVER_PARTS
        ? () => onlyOwnServerPart(only as OwnServerPart)
        : null;
if (!run) {
  const parts = [...Object.keys(PARTS), ...Object.keys(OWN_SERVER_PARTS)];
  console.error(`bench: --only takes ${parts.join(', ')} (got ${only ?? 'nothing'})`);
  process.exit(2);
}
run().catch((error) => {
  console.error(error);
  process.exit(1);
});
