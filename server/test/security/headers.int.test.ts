/** @jest-environment ./server/test/native-modules-environment.cjs */
// db-kinds: postgres (it runs nothing whose behaviour depends on the kind: docs/stack.md "Two database kinds")
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { START_TIMEOUT, startTestApp, type TestApp } from '../helper';

/**
 * The security headers of every answer (docs/security.md "Headers"): the Content-Security-Policy,
 * Referrer-Policy, nosniff on the API, the files and the documents; a document's inline scripts
 * allowed by their hashes, and only the document's own; HSTS only over HTTPS. The render build is
 * a stand-in (the real pages are opened under the policy by e2e/csp.spec.ts).
 */
let t: TestApp;
/** behind a trusted proxy, with a remote on another origin */
let proxied: TestApp;
let root: string;

const REMOTE_ORIGIN = 'https://cdn.example.net';
/** what a page's markup might carry if stored content got a script through: never allowed */
const INJECTED = 'window.injected=1';

const INDEX =
  '<!doctype html><html lang="zh-CN"><head><meta name="description" content="shell"><title>DIS</title>' +
  '<script defer="defer" src="/main.js"></script></head>' +
  '<body><noscript>This site needs JavaScript.</noscript><div id="app"></div></body></html>';

const RENDER_BUILD = `
exports.createRenderer = async ({ publicPath }) => async ({ url, lang }) => ({
  html: '<main style="color:#123"><h1>' + lang + ' ' + url + '</h1><script>${INJECTED}</script>' +
    '<img src="' + publicPath + 'assets/a.png" alt=""></main>',
  title: 'Title of ' + url,
  description: 'About ' + url,
  seed: { lang, words: { marketing: { brand: "DIS $' $& </script>" } }, answers: {} },
  requests: ['marketing/site/layout', 'marketing/site/home'],
  status: 200,
  siteName: 'DIS',
  structuredData: [{ '@context': 'https://schema.org', '@type': 'Organization', name: 'DIS', url: '/' }],
});
`;

function write(file: string, text: string) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
}

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'dis-headers-'));
  write(path.join(root, 'shell', 'dist', 'index.html'), INDEX);
  write(path.join(root, 'shell', 'dist', 'main.js'), 'console.log(1)');
  write(
    path.join(root, 'shell', 'dist', 'chunks.json'),
    JSON.stringify({ bootstrap: { js: ['chunks/start.js'], css: [] } }),
  );
  write(path.join(root, 'remote-marketing', 'dist', 'remoteEntry.js'), '');
  write(
    path.join(root, 'remote-marketing', 'dist', 'exposes.json'),
    JSON.stringify({
      './site/layout': { js: ['chunks/layout.js'], css: [] },
      './site/home': { js: ['chunks/home.js'], css: [] },
    }),
  );
  write(path.join(root, 'remote-marketing', 'dist', 'ssr', 'render.cjs'), RENDER_BUILD);
  t = await startTestApp({ staticRoot: root, serveStatic: true });
  proxied = await startTestApp({
    staticRoot: root,
    serveStatic: true,
    trustProxy: 1,
    remoteUrls: { tools: `${REMOTE_ORIGIN}/mf/tools/remoteEntry.js` },
  });
}, START_TIMEOUT);

afterAll(async () => {
  await t?.close();
  await proxied?.close();
  fs.rmSync(root, { recursive: true, force: true });
});

const get = (app: TestApp, url: string, headers: Record<string, string> = {}) =>
  app.app.inject({ method: 'GET', url, headers: { host: 'www.example.com', ...headers } });

/** The policy's directives, by name. */
function policyOf(response: LightMyRequestResponse): Map<string, string[]> {
  const header = response.headers['content-security-policy'];
  expect(typeof header).toBe('string');
  return new Map(
    String(header)
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name!, sources]),
  );
}

/** The headers every answer carries: the policy's fixed part, Referrer-Policy, nosniff, no HSTS on http. */
function expectCommonHeaders(response: LightMyRequestResponse) {
  const policy = policyOf(response);
  expect(policy.get('default-src')).toEqual(["'self'"]);
  expect(policy.get('frame-ancestors')).toEqual(["'self'"]);
  expect(policy.get('object-src')).toEqual(["'none'"]);
  expect(policy.get('base-uri')).toEqual(["'self'"]);
  const scripts = policy.get('script-src');
  expect(scripts?.[0]).toBe("'self'");
  // nor inline event handlers: script-src-attr falls back to script-src
  for (const keyword of ["'unsafe-inline'", "'unsafe-eval'", "'unsafe-hashes'", "'strict-dynamic'"])
    expect(scripts).not.toContain(keyword);
  expect(policy.get('script-src-attr')).toBeUndefined();
  expect(scripts?.some((source) => /^'nonce-/.test(source) || source === '*')).toBe(false);
  expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
  expect(response.headers['strict-transport-security']).toBeUndefined();
  return policy;
}

const sha256 = (code: string) =>
  `'sha256-${crypto.createHash('sha256').update(code, 'utf8').digest('base64')}'`;

/** The inline scripts a browser would run (a `src` loads a file; a JSON-LD block runs nothing). */
function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter(
      ([, attributes]) => !/\bsrc=/.test(attributes!) && !/type="application\/ld\+json"/.test(attributes!),
    )
    .map(([, , code]) => code!);
}

/** Every inline script of the document, except what came inside the markup, is allowed by its hash. */
function expectScriptsAllowed(response: LightMyRequestResponse, html = response.body) {
  const allowed = policyOf(response).get('script-src') ?? [];
  const own = inlineScripts(html).filter((code) => code !== INJECTED);
  expect(own.length).toBeGreaterThan(0);
  for (const code of own) expect(allowed).toContain(sha256(code));
  expect(allowed).not.toContain(sha256(INJECTED));
  // the script-src is 'self', the document's own hashes, nothing else
  expect(allowed.filter((source) => source !== "'self'").sort()).toEqual(
    [...new Set(own.map(sha256))].sort(),
  );
  return own;
}

describe('the security headers', () => {
  it('come with every API answer: public, refused, missing', async () => {
    for (const url of ['/prod-api/captchaImage', '/prod-api/getInfo', '/prod-api/no-such-thing']) {
      const response = await get(t, url);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      const policy = expectCommonHeaders(response);
      expect(policy.get('script-src')).toEqual(["'self'"]);
      expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
    }
  });

  it('come with the build’s files, which another origin’s shell may load', async () => {
    const response = await get(t, '/main.js');
    expect(response.statusCode).toBe(200);
    expectCommonHeaders(response);
    expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
  });

  it('allow a rendered page’s inline scripts by their hashes, not a script inside its markup', async () => {
    for (const url of ['/', '/About?lang=en', '/Product/Chaotic']) {
      const response = await get(t, url);
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain(`<script>${INJECTED}</script>`);
      expectCommonHeaders(response);
      // the remote map, the starter and the seed
      expect(expectScriptsAllowed(response)).toHaveLength(3);
    }
  });

  it('keep a kept document’s hashes with it, compressed or not', async () => {
    const first = await get(t, '/Joinus');
    const again = await get(t, '/Joinus');
    expect(again.headers['content-security-policy']).toBe(first.headers['content-security-policy']);
    expectScriptsAllowed(again);
    // the kept document is compressed once, off the event loop: sent compressed once ready
    let compressed = again;
    for (let attempt = 0; attempt < 50 && !compressed.headers['content-encoding']; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      compressed = await get(t, '/Joinus', { 'accept-encoding': 'br' });
    }
    expect(compressed.headers['content-encoding']).toBe('br');
    const html = zlib.brotliDecompressSync(compressed.rawPayload).toString('utf8');
    expect(html).toBe(first.body);
    expect(compressed.headers['content-security-policy']).toBe(first.headers['content-security-policy']);
  });

  it('allow the scripts of the documents that are not rendered: console, 404, a path with $', async () => {
    // a console document also applies 主题模式 before its first paint (site/console-theme.ts)
    const documents = [
      ['/system/user', 2],
      ['/no-such-page', 1],
      ["/a$'b$&c", 1],
    ] as const;
    for (const [url, scripts] of documents) {
      const response = await get(t, url);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expectCommonHeaders(response);
      expect(expectScriptsAllowed(response)).toHaveLength(scripts);
    }
  });

  it('send no HSTS over plain http, nor on a forwarded protocol from a proxy not trusted', async () => {
    for (const url of ['/prod-api/captchaImage', '/']) {
      expect((await get(t, url)).headers['strict-transport-security']).toBeUndefined();
      const forged = await get(t, url, { 'x-forwarded-proto': 'https' });
      expect(forged.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('send HSTS over HTTPS behind a trusted proxy, and only then', async () => {
    for (const url of ['/prod-api/captchaImage', '/', '/main.js']) {
      const secure = await get(proxied, url, { 'x-forwarded-proto': 'https' });
      expect(secure.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      const plain = await get(proxied, url, { 'x-forwarded-proto': 'http' });
      expect(plain.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('allow a remote moved to another origin to load, and no other', async () => {
    for (const url of ['/prod-api/captchaImage', '/', '/system/user']) {
      const policy = expectCommonHeaders(await get(proxied, url));
      for (const directive of ['script-src', 'style-src', 'connect-src', 'font-src'])
        expect(policy.get(directive)).toContain(REMOTE_ORIGIN);
      expect(policy.get('default-src')).toEqual(["'self'"]);
      expect(policy.get('frame-ancestors')).toEqual(["'self'"]);
    }
    expect(policyOf(await get(t, '/')).get('script-src')).not.toContain(REMOTE_ORIGIN);
  });
});
