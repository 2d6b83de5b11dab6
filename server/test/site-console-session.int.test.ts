/** @jest-environment ./server/test/native-modules-environment.cjs */
// db-kinds: postgres (it runs nothing whose behaviour depends on the kind: docs/stack.md "Two database kinds")
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CacheKeys, setJson } from '../src/cache/store';
import { insertUsers } from './fixtures';
import { START_TIMEOUT, startTestApp, type TestApp } from './helper';

/**
 * A console page's document carries the signed-in user's getInfo and getRouters
 * (docs/site/document.md "A console document"): only for a session the API accepts, only that
 * user's, never kept, never cached, allowed by its hash.
 */
let t: TestApp;
let root: string;

const INDEX =
  '<!doctype html><html lang="zh-CN"><head><title>DIS</title></head><body><div id="app"></div><script defer="defer" src="/main.js"></script></body></html>';
const USER_PAGE_FILES = {
  './user/index': {
    js: ['chunks/6045.abc.js'],
    css: ['chunks/6045.abc.css'],
    words: { 'zh-cn': ['chunks/system-words-zh-cn.1.js'], en: ['chunks/system-words-en.1.js'] },
  },
};

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'dis-console-doc-'));
  fs.mkdirSync(path.join(root, 'shell', 'dist'), { recursive: true });
  fs.writeFileSync(path.join(root, 'shell', 'dist', 'index.html'), INDEX);
  const system = path.join(root, 'remote-system', 'dist');
  fs.mkdirSync(system, { recursive: true });
  fs.writeFileSync(path.join(system, 'remoteEntry.js'), '');
  fs.writeFileSync(path.join(system, 'exposes.json'), JSON.stringify(USER_PAGE_FILES));
  t = await startTestApp({ staticRoot: root, serveStatic: true });
}, START_TIMEOUT);

afterAll(async () => {
  await t?.close();
  fs.rmSync(root, { recursive: true, force: true });
});

const page = (url: string, cookie?: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'GET',
    url,
    headers: {
      host: 'www.example.com',
      accept: 'text/html',
      ...(cookie ? { cookie } : {}),
      ...headers,
    },
  });

const sha256 = (code: string) =>
  `'sha256-${crypto.createHash('sha256').update(code, 'utf8').digest('base64')}'`;

/** The inline session script and the data it carries, if the document has one. */
function inlineSession(html: string) {
  const match = /<script>(window\.__DIS_SESSION__=([\s\S]*?))<\/script>/.exec(html);
  if (!match) return null;
  return {
    code: match[1]!,
    data: JSON.parse(match[2]!) as {
      lang: string;
      info: { code: number; user: { userName: string }; permissions: string[] };
      routers: { code: number; data: Array<{ path: string; meta?: { title?: string } }> };
    },
  };
}

describe('the document of a console page', () => {
  it('carries the signed-in user’s getInfo and getRouters, allowed by hash and never stored', async () => {
    const token = await t.login('admin');
    const response = await page('/system/user', `Admin-Token=${token}`);
    expect(response.statusCode).toBe(200);
    const inline = inlineSession(response.body);
    expect(inline).not.toBeNull();
    // the same answers the API gives this session
    const info = (await t.request({ method: 'GET', url: '/getInfo', token })).json();
    const routers = (
      await t.request({ method: 'GET', url: '/getRouters', token, headers: { 'accept-language': 'zh-cn' } })
    ).json();
    expect(inline!.data.info).toEqual(info);
    expect(inline!.data.routers).toEqual(routers);
    expect(inline!.data.lang).toBe('zh-cn');
    expect(inline!.data.info.user.userName).toBe('admin');
    // the page's CSP allows this very script
    expect(response.headers['content-security-policy']).toContain(sha256(inline!.code));
    // per user: no shared cache keeps it, and the browser does not either
    expect(response.headers['cache-control']).toMatch(/no-store/);
    expect(response.headers['cache-control']).toMatch(/private/);
    expect(String(response.headers.vary)).toMatch(/Cookie/);
    // the token itself is not written into the page
    expect(response.body).not.toContain(token);
  });

  it('gives the routes in the page’s language, as the API gives them for it', async () => {
    const token = await t.login('admin');
    const en = (await page('/system/user?lang=en', `Admin-Token=${token}`)).body;
    expect(inlineSession(en)!.data.lang).toBe('en');
    const enRouters = (
      await t.request({ method: 'GET', url: '/getRouters', token, headers: { 'accept-language': 'en' } })
    ).json();
    expect(inlineSession(en)!.data.routers).toEqual(enRouters);
    expect(inlineSession(en)!.data.routers).not.toEqual(
      inlineSession((await page('/system/user', `Admin-Token=${token}`)).body)!.data.routers,
    );
    // the language cookie names the language of a plain URL
    const plain = (await page('/system/user', `Admin-Token=${token}; lang=en`)).body;
    expect(inlineSession(plain)!.data.lang).toBe('en');
  });

  it('prefetches the files of the page the address shows, in the page’s language, never preloads them', async () => {
    const token = await t.login('admin');
    const zh = (await page('/system/user', `Admin-Token=${token}`)).body;
    for (const file of ['6045.abc.js', 'system-words-zh-cn.1.js', '6045.abc.css'])
      expect(zh).toContain(`<link rel="prefetch" href="/mf/system/chunks/${file}">`);
    expect(zh).not.toContain('system-words-en');
    expect(zh).not.toMatch(/rel="preload"[^>]*chunks\/6045/);
    const en = (await page('/system/user?lang=en', `Admin-Token=${token}`)).body;
    expect(en).toContain('<link rel="prefetch" href="/mf/system/chunks/system-words-en.1.js">');
    // a page its remote's list does not name prefetches nothing
    expect((await page('/system/role', `Admin-Token=${token}`)).body).not.toContain('rel="prefetch"');
  });

  it('carries no page data where its page is not drawn (no render build here): the page asks', async () => {
    const token = await t.login('admin');
    const response = await page('/system/user', `Admin-Token=${token}`);
    expect(inlineSession(response.body)).not.toBeNull();
    // the page's data comes only with its drawn view (site-console-view.int.test.ts)
    expect(response.body).not.toContain('dis-console-state');
    expect(response.body).not.toContain('__DIS_ANSWERS__');
    expect(response.body).not.toContain('"rows"');
  });

  it('carries nothing for an invalid, forged or ended session: the shell asks as before', async () => {
    const token = await t.login('admin');
    const [header, , signature] = token.split('.');
    for (const cookie of [
      'Admin-Token=not-a-token',
      `Admin-Token=${header}.eyJsb2dpbl91c2VyX2tleSI6Im5vLXN1Y2gifQ.${signature}`,
      'Admin-Token=',
      undefined,
    ]) {
      const response = await page('/system/user', cookie);
      expect(response.statusCode).toBe(200);
      expect(response.body).not.toContain('__DIS_SESSION__');
      expect(response.body).not.toContain('dis-console-state');
      expect(response.body).not.toContain('6045.abc');
    }
    // logged out: the token no longer names a session
    await t.request({ method: 'POST', url: '/logout', token });
    const ended = await page('/system/user', `Admin-Token=${token}`);
    expect(ended.body).not.toContain('__DIS_SESSION__');
    expect(ended.body).not.toContain('"userName"');
  });

  it('takes rights changed since sign-in into the session, as getInfo does, and slides its expiry', async () => {
    await insertUsers(t.app, [{ userName: 'doc_rights', roleIds: [2] }]);
    const token = await t.login('doc_rights');
    const tokenId = t.app.sessions.tokenIdOf(token)!;
    const signedIn = (await t.app.sessions.get(tokenId))!;
    // the session as it was before an administrator changed the user's roles
    await t.app.sessions.update({ ...signedIn, permissions: ['stale:right'], roles: ['stale'] });
    const response = await page('/system/user', `Admin-Token=${token}`);
    const inline = inlineSession(response.body)!;
    expect(inline.data.info.permissions).toEqual(signedIn.permissions);
    expect(inline.data.info.permissions).not.toContain('stale:right');
    // kept in the session, so the next request of the console is checked with the new rights
    const after = (await t.app.sessions.get(tokenId))!;
    expect(after.permissions).toEqual(signedIn.permissions);
    expect(after.roles).toEqual(signedIn.roles);
    // and the same answer as the route's for the session as it now is
    expect(inline.data.info).toEqual((await t.request({ method: 'GET', url: '/getInfo', token })).json());

    // a session a minute from its end is given its 30 minutes again, as any API request gives them
    await setJson(
      t.app.cache,
      `${CacheKeys.loginToken}${tokenId}`,
      { ...after, expireTime: Date.now() + 60_000 },
      60,
    );
    expect(inlineSession((await page('/system/user', `Admin-Token=${token}`)).body)).not.toBeNull();
    expect((await t.app.sessions.get(tokenId))!.expireTime).toBeGreaterThan(Date.now() + 25 * 60_000);
  });

  it('gives each user their own data', async () => {
    await insertUsers(t.app, [{ userName: 'doc_common', roleIds: [2] }]);
    const admin = await t.login('admin');
    const other = await t.login('doc_common');
    const mine = inlineSession((await page('/system/user', `Admin-Token=${admin}`)).body)!.data;
    const theirs = inlineSession((await page('/system/user', `Admin-Token=${other}`)).body)!.data;
    expect(mine.info.user.userName).toBe('admin');
    expect(theirs.info.user.userName).toBe('doc_common');
    expect(theirs.info.permissions).not.toContain('*:*:*');
    expect(mine.info.permissions).toContain('*:*:*');
    // asked again, admin's document is still admin's (nothing kept from the other user)
    expect(
      inlineSession((await page('/system/user', `Admin-Token=${admin}`)).body)!.data.info.user.userName,
    ).toBe('admin');
  });

  it('never puts session data on a public page, the login page or a 404', async () => {
    const token = await t.login('admin');
    for (const url of ['/', '/About', '/News', '/login', '/register', '/no-such-page']) {
      const response = await page(url, `Admin-Token=${token}`);
      expect(response.body).not.toContain('__DIS_SESSION__');
      expect(response.body).not.toContain('"permissions"');
    }
  });
});
