/** @jest-environment ./server/test/native-modules-environment.cjs */
// db-kinds: postgres (it runs nothing whose behaviour depends on the kind: docs/stack.md "Two database kinds")
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { START_TIMEOUT, startTestApp, type TestApp } from './helper';

let t: TestApp;
let root: string;

const INDEX =
  '<!doctype html><html lang="zh-CN"><head><title>DIS</title></head><body><div id="root"></div>' +
  '<script src="/main.js"></script></body></html>';

function write(relative: string, content: string | Buffer): void {
  const file = path.join(root, relative);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
}

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'dis-static-'));
  write('shell/dist/index.html', INDEX);
  write('shell/dist/index.html.br', zlib.brotliCompressSync(INDEX));
  write('shell/dist/index.html.gz', zlib.gzipSync(INDEX));
  write('shell/dist/main.js', 'console.log("shell")');
  write('shell/dist/chunks/app.3f2a1b.js', 'console.log("chunk")');
  write('shell/dist/chunks/app.3f2a1b.js.br', zlib.brotliCompressSync('console.log("chunk")'));
  write('shell/dist/favicon.ico', Buffer.from([0, 0, 1, 0]));
  write('remote-system/dist/mf-manifest.json', '{"name":"system"}');
  write('remote-system/dist/remoteEntry.js', 'var system;');
  write('remote-system/dist/assets/user.9a8b7c.css', 'body{}');
  write('shell/dist/ssr/render.cjs', 'exports.createRenderer = async () => async () => ({});');
  write('remote-system/dist/ssr/render.cjs', 'exports.createRenderer = async () => async () => ({});');
  // serveStatic is left on "auto": the shell's index.html turns the static host on
  t = await startTestApp({
    staticRoot: root,
    serveStatic: 'auto',
    remoteUrls: { tools: 'https://cdn.example.com/tools/remoteEntry.js' },
  });
}, START_TIMEOUT);

afterAll(async () => {
  await t?.close();
  fs.rmSync(root, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });
const HTML = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

describe('one-process static host', () => {
  it('serves the shell at / without caching, with the remote map inline', async () => {
    const response = await get('/', HTML);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root"></div>');
    expect(response.body).toContain('window.__DIS_REMOTES__={"marketing":"/mf/marketing/remoteEntry.js"');
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('answers the document of every page the browser router shows, whatever the Accept header', async () => {
    for (const url of ['/manage/index', '/Product/Chaotic', '/system/user-auth/role/2', '/login']) {
      for (const headers of [HTML, { accept: '*/*' }, {}]) {
        const response = await get(url, headers);
        expect(response.statusCode).toBe(200);
        expect(response.body).toContain('<div id="root"></div>');
        expect(response.headers['cache-control']).toBe('no-cache');
      }
    }
  });

  it('answers 404 with the shell for a path that is no page', async () => {
    for (const url of ['/nothing-here', '/News/abc', '/Product/Unknown']) {
      const response = await get(url, { accept: '*/*' });
      expect(response.statusCode).toBe(404);
      expect(response.body).toContain('<div id="root"></div>');
      expect(response.body).toContain('<meta name="robots" content="noindex">');
    }
  });

  it('answers a plain 404 for missing assets, never index.html', async () => {
    for (const url of [
      '/chunks/missing.js',
      '/mf/system/chunks/gone.js',
      '/mf/marketing/mf-manifest.json',
      '/logo.png',
    ]) {
      const response = await get(url, HTML);
      expect(response.statusCode).toBe(404);
      expect(response.body).toBe('Not Found');
      expect(response.headers['content-type']).toMatch(/^text\/plain/);
    }
  });

  it('never hands out the server renders (dist/ssr/)', async () => {
    for (const url of ['/ssr/render.cjs', '/mf/system/ssr/render.cjs']) {
      const response = await get(url);
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('createRenderer');
    }
  });

  it('keeps API misses as envelopes', async () => {
    const response = await get('/prod-api/nothing-here', HTML);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 404, msg: '请求地址不存在：/prod-api/nothing-here' });
    const api = await get('/prod-api/captchaImage');
    expect(api.json()).toMatchObject({ code: 200, captchaEnabled: false });
  });

  it('caches content-hashed files for a year and revalidates entry files', async () => {
    expect((await get('/chunks/app.3f2a1b.js')).headers['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    );
    expect((await get('/mf/system/assets/user.9a8b7c.css')).headers['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    );
    expect((await get('/main.js')).headers['cache-control']).toBe('no-cache');
    expect((await get('/mf/system/mf-manifest.json')).headers['cache-control']).toBe('no-cache');
    expect((await get('/mf/system/remoteEntry.js')).headers['cache-control']).toBe('no-cache');
  });

  it('serves the remotes under /mf/<name>/', async () => {
    const response = await get('/mf/system/mf-manifest.json');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ name: 'system' });
  });

  it('announces the remotes, with REMOTE_<NAME>_URL overriding', async () => {
    const response = await get('/remotes.json');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.json()).toEqual({
      marketing: '/mf/marketing/remoteEntry.js',
      system: '/mf/system/remoteEntry.js',
      monitor: '/mf/monitor/remoteEntry.js',
      tools: 'https://cdn.example.com/tools/remoteEntry.js',
      sales: '/mf/sales/remoteEntry.js',
    });
  });

  it("answers each build's id in /builds.json, the shell's inline in the document", async () => {
    const id = (text: string) =>
      `dist-${crypto.createHash('sha256').update(text).digest('hex').slice(0, 12)}`;
    const response = await get('/builds.json');
    expect(response.headers['cache-control']).toBe('no-cache');
    // from the entry file's hash, or the build.json of a build taken from a release
    expect(response.json()).toEqual({ shell: id('console.log("shell")'), system: id('var system;') });
    write(
      'remote-system/dist/build.json',
      JSON.stringify({ app: 'system', build: '20261127091500-aa6d4c1' }),
    );
    expect((await get('/builds.json')).json()).toMatchObject({ system: '20261127091500-aa6d4c1' });
    // a new build of the shell is a new id, without a restart
    write('shell/dist/main.js', 'console.log("shell, again")');
    expect((await get('/builds.json')).json()).toMatchObject({ shell: id('console.log("shell, again")') });
    expect((await get('/', HTML)).body).toContain(
      `window.__DIS_BUILD__="${id('console.log("shell, again")')}"`,
    );
    write('shell/dist/main.js', 'console.log("shell")');
    fs.rmSync(path.join(root, 'remote-system/dist/build.json'));
  });

  it('serves the pre-compressed brotli file when the client accepts it', async () => {
    const response = await get('/chunks/app.3f2a1b.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(zlib.brotliDecompressSync(response.rawPayload).toString()).toBe('console.log("chunk")');
    const plain = await get('/chunks/app.3f2a1b.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log("chunk")');
  });
});
