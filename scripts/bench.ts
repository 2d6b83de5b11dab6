// `npm run bench`: performance figures of the production build, written to reports/bench.json.
// - production build time of each app (one build at a time, so the figures compare)
// - first-load JavaScript (gzip) of `/`, `/login` and the console's first view (user list)
// - LCP of `/` in headless Chromium
// - authenticated GET /getRouters: throughput and latency with 100 connections (autocannon)
// - the public site under a burst of 100 connections: the documents of `/`, `/News` and an article,
//   and the portal's news list and article answers (kept answers, docs/site/speed.md)
// - Lighthouse (mobile preset) on `/`, `/About`, `/News`, an article and `/login`: median of 3 runs
//   (docs/site/speed.md "Measuring"); `npx tsx scripts/bench.ts --only lighthouse` runs it alone
// - under mobile throttling (Slow 4G, CPU 4x): when the home page's content shows, and when the
//   console's user list shows after logging in (`--only views` runs it alone)
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { chromium, type Browser } from 'playwright-core';
import { build } from './build.mjs';
import { APPS, ROOT, stampFile } from './lib/apps.mjs';
import { startServer } from './lib/server.mjs';

const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

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

/**
 * DevTools' mobile throttling, as Lighthouse applies it to a real browser (its `mobileSlow4G`
 * figures for "devtools" throttling): 562.5 ms a request, 1.47 Mbit/s down, 675 kbit/s up, CPU 4x.
 */
const MOBILE = { latencyMs: 562.5, downloadKbps: 1474.56, uploadKbps: 675, cpuSlowdown: 4 };
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
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: MOBILE.latencyMs,
    downloadThroughput: (MOBILE.downloadKbps * 1024) / 8,
    uploadThroughput: (MOBILE.uploadKbps * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: MOBILE.cpuSlowdown });
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
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
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

/**
 * Lighthouse with its default (mobile) form factor and simulated throttling, each page
 * LIGHTHOUSE_RUNS times in a fresh headless Chromium; every figure is the median of its runs
 * (scores 0–100, LCP and TBT in ms, CLS unitless).
 */
async function lighthouseFigures(baseUrl: string) {
  // a dynamic import, never a static one (docs/stack.md "Traps and their fixes" 11)
  const { default: lighthouse } = await import('lighthouse');
  const { launch } = await import('chrome-launcher');
  const loadAverageAtStart = Number(loadavg()[0].toFixed(2));
  const article = await firstArticle(baseUrl);
  const pages = { home: '/', about: '/About', news: '/News', article: `/News/${article}`, login: '/login' };
  const figures: Record<string, unknown> = {};
  let version = '';
  for (const [name, address] of Object.entries(pages)) {
    const runs: Array<Record<string, number>> = [];
    for (let run = 0; run < LIGHTHOUSE_RUNS; run++) {
      const chrome = await launch({
        chromePath: process.env.CHROME_PATH || '/usr/bin/chromium',
        chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
      });
      try {
        const result = await lighthouse(`${baseUrl}${address}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: [...LIGHTHOUSE_CATEGORIES],
        });
        if (!result) throw new Error(`lighthouse gave no result for ${address}`);
        const { lhr } = result;
        if (lhr.runtimeError) throw new Error(`lighthouse on ${address}: ${lhr.runtimeError.message}`);
        version = lhr.lighthouseVersion;
        const figure: Record<string, number> = {};
        for (const category of LIGHTHOUSE_CATEGORIES)
          figure[category] = Math.round((lhr.categories[category]?.score ?? 0) * 100);
        for (const [key, audit] of Object.entries(LIGHTHOUSE_METRICS)) {
          const value = lhr.audits[audit]?.numericValue ?? NaN;
          figure[key] = key === 'cls' ? Number(value.toFixed(3)) : Math.round(value);
        }
        runs.push(figure);
      } finally {
        chrome.kill();
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

const PARTS = {
  lighthouse: lighthouseFigures,
  site: siteBursts,
  views: firstViews,
} as const;
type Part = keyof typeof PARTS;

/** `--only lighthouse|site|views`: the production build, the server and that part alone. */
async function onlyPart(part: Part) {
  await build({ forceAll: false });
  const server = await startServer({ env: { CAPTCHA_ENABLED: 'false' } });
  try {
    writeResults({ [part]: await PARTS[part](server.url) }, true);
  } finally {
    await server.stop();
  }
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
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
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
    results.lighthouse = await lighthouseFigures(server.url);

    results.getRouters = {
      connections: 100,
      durationS: 10,
      ...(await burst(`${server.url}/prod-api/getRouters`, { Authorization: `Bearer ${login.token}` })),
    };

    results.site = await siteBursts(server.url);
  } finally {
    await server.stop();
  }
  writeResults(results, false);
}

// `--only lighthouse|site|views` (or `--only=…`): that part alone
const onlyAt = process.argv.findIndex((a) => a === '--only' || a.startsWith('--only='));
const only = onlyAt === -1 ? null : (process.argv[onlyAt].split('=')[1] ?? process.argv[onlyAt + 1]);
const run = only === null ? main : only in PARTS ? () => onlyPart(only as Part) : null;
if (!run) {
  console.error(`bench: --only takes ${Object.keys(PARTS).join(', ')} (got ${only ?? 'nothing'})`);
  process.exit(2);
}
run().catch((error) => {
  console.error(error);
  process.exit(1);
});
