/** @jest-environment ./server/test/native-modules-environment.cjs */
// db-kinds: postgres (it runs nothing whose behaviour depends on the kind: docs/stack.md "Two database kinds")
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { mktNews } from '../../src/db/schema';
import { START_TIMEOUT, startTestApp, type TestApp } from '../helper';
import { PNG, multipart } from '../uploads';
import { captureLog, errorLines, type LogLine } from './capture-log';

/**
 * Absolute URLs are built on PUBLIC_ORIGIN, never on the Host header (docs/security.md "Public
 * origin"), and a malformed Host is refused with the envelope before anything reads it.
 */
const ORIGIN = 'https://www.example.com';
const INDEX =
  '<!doctype html><html lang="zh-CN"><head><title>DIS</title></head><body><div id="app"></div></body></html>';

let t: TestApp;
let root: string;
let log: LogLine[];
let admin: string;
let newsId: number;

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'dis-origin-'));
  fs.mkdirSync(path.join(root, 'shell', 'dist'), { recursive: true });
  fs.writeFileSync(path.join(root, 'shell', 'dist', 'index.html'), INDEX);
  // the proxy in front is trusted, so X-Forwarded-Host is read too: it must not matter either
  t = await startTestApp({ staticRoot: root, serveStatic: true, publicOrigin: ORIGIN, trustProxy: 1 });
  admin = await t.login('admin');
  const [row] = await t.app.db
    .insert(mktNews)
    .values({
      title: '来源测试',
      category: '2',
      lang: 'en',
      summary: 's',
      content: '<p>x</p>',
      status: '0',
      publishTime: '2026-11-20 09:00:00',
      createTime: '2026-11-20 09:00:00',
    })
    .returning({ id: mktNews.newsId });
  newsId = row!.id;
  log = captureLog(t.app);
}, START_TIMEOUT);

afterAll(async () => {
  await t?.close();
  fs.rmSync(root, { recursive: true, force: true });
});

const get = (url: string, host: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { host, accept: '*/*', ...headers } });

describe('with PUBLIC_ORIGIN set, a forged Host changes no URL', () => {
  it('writes canonical and hreflang links on the configured origin', async () => {
    const variants: Array<Record<string, string>> = [{}, { 'x-forwarded-host': 'evil.example' }];
    for (const headers of variants) {
      const response = await get('/About?lang=en', 'evil.example', headers);
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain(`<link rel="canonical" href="${ORIGIN}/About?lang=en">`);
      expect(response.body).toContain(
        `<link rel="alternate" hreflang="zh-CN" href="${ORIGIN}/About?lang=zh-cn">`,
      );
      expect(response.body).toContain(`<link rel="alternate" hreflang="en" href="${ORIGIN}/About?lang=en">`);
      expect(response.body).toContain(`<link rel="alternate" hreflang="x-default" href="${ORIGIN}/About">`);
      expect(response.body).not.toContain('evil.example');
    }
  });

  it('writes robots.txt on the configured origin, the same whatever Host asked first', async () => {
    const first = await get('/robots.txt', 'evil.example');
    const second = await get('/robots.txt', 'other.example:8443');
    expect(first.statusCode).toBe(200);
    expect(first.body).toContain(`Sitemap: ${ORIGIN}/sitemap-zh-cn.xml`);
    expect(first.body).toContain(`Sitemap: ${ORIGIN}/sitemap-en.xml`);
    expect(first.body).not.toContain('evil.example');
    expect(second.body).toBe(first.body);
    expect(second.body).not.toContain('evil.example');
  });

  it('writes the sitemaps on the configured origin', async () => {
    const response = await get('/sitemap-en.xml', 'evil.example', { 'x-forwarded-host': 'evil.example' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(`<loc>${ORIGIN}/About?lang=en</loc>`);
    expect(response.body).toContain(`<loc>${ORIGIN}/News/${newsId}?lang=en</loc>`);
    expect(response.body).not.toContain('evil.example');
  });

  it('answers an upload with its URL on the configured origin', async () => {
    const { payload, headers } = multipart('origin.png', PNG, 'file');
    const response = await t.request({
      method: 'POST',
      url: '/common/upload',
      token: admin,
      payload,
      headers: { ...headers, host: 'evil.example', 'x-forwarded-host': 'evil.example' },
    });
    const body = response.json() as { code: number; url: string; fileName: string };
    expect(body.code).toBe(200);
    expect(body.url).toBe(`${ORIGIN}/prod-api${body.fileName}`);
  });
});

describe('a malformed Host', () => {
  const malformed = ['a b', '[::1', 'x:99999', 'evil.example/path', 'user@evil.example', '[zz::1]'];

  it.each(malformed)('"%s" answers 400 with the envelope in the caller\'s language', async (host) => {
    for (const url of ['/prod-api/captchaImage', '/About', '/robots.txt']) {
      const zh = await get(url, host);
      expect(zh.statusCode).toBe(400);
      expect(zh.json()).toEqual({ code: 400, msg: '请求头Host不是合法的主机名' });
      const en = await get(url, host, { 'accept-language': 'en' });
      expect(en.json()).toEqual({ code: 400, msg: 'The Host header is not a valid host name' });
    }
  });

  it('is refused in a trusted X-Forwarded-Host too', async () => {
    const response = await get('/About', 'www.example.com', { 'x-forwarded-host': 'a b' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 400, msg: '请求头Host不是合法的主机名' });
  });

  it('lets well-formed hosts through: names, ports, IPv4 and IPv6 addresses', async () => {
    for (const host of ['www.example.com', 'localhost:8080', '127.0.0.1:80', '[::1]:8080', 'dis_server']) {
      expect((await get('/prod-api/captchaImage', host)).statusCode).toBe(200);
    }
  });

  it('logs no error for any of it', () => {
    expect(log.some((line) => line.msg === 'request refused: malformed Host')).toBe(true);
    expect(errorLines(log)).toEqual([]);
  });
});
