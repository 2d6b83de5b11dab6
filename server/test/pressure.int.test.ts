/** @jest-environment ./server/test/native-modules-environment.cjs */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { START_TIMEOUT, startTestApp, type TestApp } from './helper';

/**
 * Past capacity (docs/site/speed.md, docs/deploy.md "What is shed, and when"): API calls are
 * answered 503 at once, in the caller's language, with Retry-After; the files and documents a
 * browser needs to show a page never are, nor the health checks.
 */
let t: TestApp;
let root: string;

const INDEX =
  '<!doctype html><html lang="zh-CN"><head><title>DIS</title></head><body><div id="app"></div><script defer="defer" src="/main.js"></script></body></html>';

beforeAll(async () => {
  // a shell build of the least: its document and its entry file
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'dis-pressure-'));
  const shell = path.join(root, 'shell', 'dist');
  fs.mkdirSync(shell, { recursive: true });
  fs.writeFileSync(path.join(shell, 'index.html'), INDEX);
  fs.writeFileSync(path.join(shell, 'main.js'), 'console.log("shell");\n');
  t = await startTestApp({
    pressure: { maxEventLoopDelayMs: 200, maxEventLoopUtilization: 0 },
    staticRoot: root,
    serveStatic: true,
  });
}, START_TIMEOUT);

afterAll(async () => {
  await t?.close();
  fs.rmSync(root, { recursive: true, force: true });
});

/** Keeps the event loop busy, as a burst of work would. */
function block(ms: number): void {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    // busy
  }
}

/** Blocks the loop across samples (taken once a second) until the server sheds an API call. */
async function untilShedding(): Promise<void> {
  const until = Date.now() + 6000;
  while (Date.now() < until) {
    block(400);
    await sleep(1);
    const probe = await t.request({ method: 'GET', url: '/captchaImage' });
    if (probe.statusCode === 503) return;
  }
  throw new Error('the server never turned a call away');
}

describe('under pressure', () => {
  it('answers normally while the server keeps up', async () => {
    // a whole sample of an idle loop first (starting the app, migrations included, keeps it busy)
    await sleep(1200);
    expect((await t.request({ method: 'GET', url: '/captchaImage' })).statusCode).toBe(200);
    expect(t.app.shedding()).toBe(false);
  });

  it('turns API calls away with 503, Retry-After and the message in the caller’s language', async () => {
    await untilShedding();
    expect(t.app.shedding()).toBe(true);
    const en = await t.request({ method: 'GET', url: '/captchaImage', headers: { 'accept-language': 'en' } });
    expect(en.statusCode).toBe(503);
    expect(en.headers['retry-after']).toBe('2');
    expect(en.headers['cache-control']).toBe('no-store');
    expect(en.json()).toEqual({ code: 503, msg: 'The server is busy; please try again in a moment' });
    const zh = await t.request({ method: 'POST', url: '/login', payload: {} });
    expect([zh.statusCode, zh.json()]).toEqual([503, { code: 503, msg: '服务器繁忙，请稍后再试' }]);
  });

  it('still answers every file and document a page needs, and the health checks', async () => {
    await untilShedding();
    // one batch with an API call beside them: the requests start together, so they meet the same
    // state of the server (the next sample may end the pressure; on a loaded machine a document's
    // rendering can outlast it)
    const [api, ...answers] = await Promise.all([
      t.request({ method: 'GET', url: '/captchaImage' }),
      ...[
        { url: '/main.js', type: /javascript/ },
        { url: '/remotes.json', type: /json/ },
        { url: '/builds.json', type: /json/ },
        { url: '/', type: /html/, accept: 'text/html' },
        { url: '/system/user', type: /html/, accept: 'text/html' },
        { url: '/login', type: /html/, accept: 'text/html' },
        { url: `${t.config.apiPrefix}/health`, type: /json/ },
        { url: `${t.config.apiPrefix}/health/live`, type: /json/ },
        { url: `${t.config.apiPrefix}/health/ready`, type: /json/ },
      ].map(async ({ url, type, accept }) => {
        const answer = await t.app.inject({ method: 'GET', url, headers: accept ? { accept } : {} });
        return { url, status: answer.statusCode, typed: type.test(String(answer.headers['content-type'])) };
      }),
    ]);
    // the API is turned away…
    expect(api.statusCode).toBe(503);
    // …and nothing a page needs is
    expect(answers).toEqual(answers.map(({ url }) => ({ url, status: 200, typed: true })));
  });

  it('sends a signed-in console document without the session, and counts it for the operators', async () => {
    // signed in while the loop is idle
    await sleep(1200);
    const token = await t.login('admin');
    const calm = await t.app.inject({
      method: 'GET',
      url: '/system/user',
      headers: { accept: 'text/html', cookie: `Admin-Token=${token}` },
    });
    expect(calm.body).toContain('window.__DIS_SESSION__=');
    await untilShedding();
    const busy = await t.app.inject({
      method: 'GET',
      url: '/system/user',
      headers: { accept: 'text/html', cookie: `Admin-Token=${token}` },
    });
    expect(busy.statusCode).toBe(200);
    expect(busy.body).toContain('<div id="app"></div>');
    // the console asks for its session once the load has passed
    expect(busy.body).not.toContain('__DIS_SESSION__');
    const text = await t.app.metrics.registry.metrics();
    expect(text).toMatch(/^dis_console_views_total\{outcome="shed",replica="[^"]+"\} [1-9]/m);
  });

  it('counts what it shed and what it let through for the operators', async () => {
    await untilShedding();
    await t.app.inject({ method: 'GET', url: '/main.js' });
    const text = await t.app.metrics.registry.metrics();
    expect(text).toMatch(
      /^dis_shed_requests_total\{route="\/prod-api\/captchaImage",replica="[^"]+"\} [1-9]/m,
    );
    expect(text).toMatch(/^dis_pressure_passed_total\{kind="file",replica="[^"]+"\} [1-9]/m);
  });
});
