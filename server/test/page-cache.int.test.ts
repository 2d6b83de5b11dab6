/** @jest-environment ./server/test/native-modules-environment.cjs */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { START_TIMEOUT, startTestApp, type TestApp } from './helper';

/**
 * The front door (docs/deploy.md "The front door"): the server tells nginx which answers are the
 * same for every visitor of an address, language and build (`X-Accel-Expires`), and never a
 * signed-in user's, an API answer or the deployment's own maps.
 */
let t: TestApp;
let root: string;

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'dis-page-cache-'));
  const shell = path.join(root, 'shell', 'dist');
  fs.mkdirSync(shell, { recursive: true });
  fs.writeFileSync(
    path.join(shell, 'index.html'),
    '<!doctype html><html><head><title>DIS</title></head><body><div id="app"></div><script defer src="/main.js"></script></body></html>',
  );
  fs.writeFileSync(path.join(shell, 'main.js'), 'console.log("shell");\n');
  t = await startTestApp({ staticRoot: root, serveStatic: true, pageCacheSeconds: 7 });
}, START_TIMEOUT);

afterAll(async () => {
  await t?.close();
  fs.rmSync(root, { recursive: true, force: true });
});

const kept = async (url: string, headers: Record<string, string> = {}) =>
  (await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...headers } })).headers[
    'x-accel-expires'
  ];

describe('what the proxy may keep for everybody', () => {
  it('public pages, sign-in and the shell’s entry file, for the configured seconds', async () => {
    for (const url of ['/', '/News', '/login', '/main.js', '/system/user'])
      expect([url, await kept(url)]).toEqual([url, '7']);
  });

  it('never a signed-in browser’s page, an API answer, the deployment’s maps or a missing page', async () => {
    const token = await t.login('admin');
    expect(await kept('/system/user', { cookie: `Admin-Token=${token}` })).toBeUndefined();
    expect(await kept('/', { cookie: `lang=en; Admin-Token=${token}` })).toBeUndefined();
    for (const url of ['/remotes.json', '/builds.json', '/prod-api/captchaImage', '/no-such-page'])
      expect([url, await kept(url)]).toEqual([url, undefined]);
  });
});
