/** @jest-environment ./server/test/native-modules-environment.cjs */
import { insertEmptyRole, insertUsers } from './fixtures';
import { START_TIMEOUT, setupTestApp } from './helper';

/**
 * The pages staff open in a frame, signed in by the `Admin-Token` cookie: RuoYi's Swagger UI
 * address and its Druid addresses (docs/tool/api-docs.md, docs/monitor/datasource.md).
 */
const t = setupTestApp();

let admin: string;
let outsider: string;

beforeAll(async () => {
  await insertUsers(t.app, [{ userName: 'outsider', roleIds: [await insertEmptyRole(t.app, 'visitor')] }]);
  [admin, outsider] = await Promise.all([t.login('admin'), t.login('outsider')]);
}, START_TIMEOUT);

const HTML = 'text/html,application/xhtml+xml,*/*;q=0.8';

/** A browser's request: the cookies a signed-in console keeps, no Authorization header. */
const page = (url: string, cookies: Record<string, string> = {}, accept = HTML) =>
  t.request({
    method: 'GET',
    url,
    headers: {
      accept,
      ...(Object.keys(cookies).length > 0
        ? {
            cookie: Object.entries(cookies)
              .map(([name, value]) => `${name}=${encodeURIComponent(value)}`)
              .join('; '),
          }
        : {}),
    },
  });

/** The script sources of a policy: `'self'` and hashes, never a keyword that runs inline code. */
function expectStrictScripts(policy: string | string[] | number | undefined) {
  const scripts = /(?:^|;)\s*script-src ([^;]*)/.exec(String(policy ?? ''))?.[1] ?? '';
  expect(scripts).toMatch(/^'self'/);
  expect(scripts).not.toMatch(/unsafe-inline|unsafe-eval/);
}

describe('Swagger UI at RuoYi’s address', () => {
  it('RuoYi’s index.html leads a signed-in holder of tool:swagger:list to the UI page', async () => {
    const index = await page('/swagger-ui/index.html', { 'Admin-Token': admin });
    expect(index.statusCode).toBe(302);
    expect(index.headers.location).toBe('./');
    const ui = await page('/swagger-ui/', { 'Admin-Token': admin });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toMatch(/^text\/html/);
    expectStrictScripts(ui.headers['content-security-policy']);
    expect(ui.headers['x-frame-options']).toBe('SAMEORIGIN');
    // every script of the page is a file: none inline that the policy would block
    const scripts = [...ui.body.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.map((match) => /src="([^"]+)"/.exec(match[1])?.[1])).toEqual([
      './static/swagger-ui-bundle.js',
      './static/swagger-ui-standalone-preset.js',
      './static/swagger-initializer.js',
    ]);
    expect(scripts.every((match) => match[2].trim() === '')).toBe(true);
    const initializer = await page('/swagger-ui/static/swagger-initializer.js', { 'Admin-Token': admin });
    expect(initializer.statusCode).toBe(200);
    // calls from the UI carry the session of the cookie and the console's language
    expect(initializer.body).toContain("cookie('Admin-Token')");
    expect(initializer.body).toContain("request.headers.Authorization = 'Bearer ' + token");
    expect(initializer.body).toContain('showExtensions');
    const bundle = await page('/swagger-ui/static/swagger-ui-bundle.js', { 'Admin-Token': admin }, '*/*');
    expect(bundle.statusCode).toBe(200);
    expect(bundle.headers['content-type']).toMatch(/javascript/);
  });

  it('its document is the API’s, each permission named once in x-permission', async () => {
    const response = await page('/swagger-ui/json', { 'Admin-Token': admin }, 'application/json');
    expect(response.statusCode).toBe(200);
    const doc = response.json();
    expect(doc.openapi).toBe('3.0.3');
    const list = doc.paths['/prod-api/system/user/list'].get;
    expect(list['x-permission']).toBe('system:user:list');
    expect(list.security).toEqual([{ bearerAuth: [] }]);
    expect(list.description ?? '').not.toContain('system:user:list');
    expect(doc.paths['/prod-api/login'].post.security).toEqual([]);
    expect(doc.paths['/prod-api/getInfo'].get['x-permission']).toBeUndefined();
    expect(doc.paths['/prod-api/swagger-ui/json']).toBeUndefined();
    expect(doc.paths['/prod-api/druid/index.html']).toBeUndefined();
  });

  it('is refused without a cookie, with a bad one, and to staff without the permission', async () => {
    const none = await page('/swagger-ui/index.html');
    expect(none.statusCode).toBe(401);
    expect(none.headers['content-type']).toMatch(/^text\/html/);
    expectStrictScripts(none.headers['content-security-policy']);
    expect(none.body).toContain('<title>请先登录</title>');
    expect(none.body).toContain('未登录或登录状态已过期，请登录后再打开此页面。');
    expect(none.body).toContain('<a href="/login" target="_top">去登录</a>');
    expect(none.body).not.toContain('swagger-ui-bundle');

    const forged = await page('/swagger-ui/', { 'Admin-Token': `${admin.slice(0, -4)}AAAA` });
    expect(forged.statusCode).toBe(401);
    expect(forged.body).toContain('请先登录');
    // the files and the document too; a script asking for JSON gets the envelope
    const file = await page('/swagger-ui/static/swagger-ui-bundle.js', {}, '*/*');
    expect(file.statusCode).toBe(401);
    expect(file.json()).toEqual({
      code: 401,
      msg: '请求访问：/swagger-ui/static/swagger-ui-bundle.js，认证失败，无法访问系统资源',
    });
    const json = await page('/swagger-ui/json', { 'Admin-Token': 'garbage' }, 'application/json');
    expect(json.statusCode).toBe(401);
    expect(json.json().code).toBe(401);

    const refused = await page('/swagger-ui/', { 'Admin-Token': outsider });
    expect(refused.statusCode).toBe(403);
    expect(refused.body).toContain('<title>没有权限</title>');
    expect(refused.body).toContain('没有权限，请联系管理员授权');
    expect(refused.body).not.toContain('/login');
    const refusedJson = await page('/swagger-ui/json', { 'Admin-Token': outsider }, 'application/json');
    expect(refusedJson.statusCode).toBe(403);
    expect(refusedJson.json()).toEqual({ code: 403, msg: '没有权限，请联系管理员授权' });
  });

  it('speaks the console’s language: the lang cookie, else the host’s, not the browser’s', async () => {
    const none = await page('/swagger-ui/index.html', { lang: 'en' });
    expect(none.body).toContain('<title>Please sign in</title>');
    expect(none.body).toContain('<html lang="en">');
    const refused = await page('/swagger-ui/', { 'Admin-Token': outsider, lang: 'en' });
    expect(refused.body).toContain('No permission; please ask the administrator for authorisation');
    // a frame's request carries the browser's language, which the console does not follow
    const browser = await t.request({
      method: 'GET',
      url: '/swagger-ui/',
      headers: { accept: HTML, 'accept-language': 'en', cookie: `Admin-Token=${outsider}` },
    });
    expect(browser.body).toContain('没有权限，请联系管理员授权');
    // the English host of the site shows English when nothing was chosen
    const english = await t.request({
      method: 'GET',
      url: '/swagger-ui/',
      headers: { accept: HTML, host: 'www.dis-example.com', cookie: `Admin-Token=${outsider}` },
    });
    expect(english.body).toContain('<title>No permission</title>');
  });
});

describe('数据监控 at RuoYi’s Druid addresses', () => {
  it('shows the real figures to a holder of monitor:druid:list, escaped, under the strict policy', async () => {
    // a statement whose text (a quoted name is kept) would be markup if written as it is
    for (let i = 0; i < 30; i += 1) await t.app.db.execute('SELECT 1 AS "<img src=x onerror=alert(1)>"');
    const figures = (await t.request({ method: 'GET', url: '/monitor/druid', token: admin })).json().data;
    for (const url of ['/druid/login.html', '/druid/index.html']) {
      const response = await page(url, { 'Admin-Token': admin });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('no-store');
      expectStrictScripts(response.headers['content-security-policy']);
      const html = response.body;
      expect(html).toContain('<title>数据监控</title>');
      expect(html).not.toMatch(/<script/i);
      expect(html).toContain(`<dt>数据库名</dt><dd>${figures.database.name}</dd>`);
      expect(html).toContain(`<dt>数据库大小</dt><dd>${figures.database.size}</dd>`);
      expect(html).toContain(figures.database.version.split(' ').slice(0, 2).join(' '));
      expect(html).toContain(
        t.kind === 'pglite'
          ? '<dt>数据库类型</dt><dd>PGlite（内嵌）</dd>'
          : '<dt>数据库类型</dt><dd>PostgreSQL</dd>',
      );
      const menus = figures.tables.find((table: { name: string }) => table.name === 'sys_menu');
      expect(html).toContain(
        `<code>sys_menu</code></td><td class="num">${menus.rows.toLocaleString('zh-CN')}</td>` +
          `<td class="num">${menus.size}</td>`,
      );
      expect(html).toContain('最慢的语句');
      // among the most frequent: run 30 times
      expect(html).toContain('<code>SELECT ? AS &quot;&lt;img src=x onerror=alert(?)&gt;&quot;</code>');
      expect(html).not.toContain('<img src=x');
      expect(html).toContain('<meta http-equiv="refresh" content="30">');
    }
  });

  it('speaks English by the lang cookie', async () => {
    const response = await page('/druid/index.html', { 'Admin-Token': admin, lang: 'en' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>Data monitor</title>');
    expect(response.body).toContain('Largest tables');
    expect(response.body).toContain('Most frequent statements');
  });

  it('refuses without a cookie, with a bad one, and staff without the permission, with a plain page', async () => {
    for (const cookies of [{}, { 'Admin-Token': 'not-a-token' }] as Array<Record<string, string>>) {
      const response = await page('/druid/login.html', cookies);
      expect(response.statusCode).toBe(401);
      expect(response.body).toContain('请先登录');
      expect(response.body).not.toContain('数据库名');
    }
    const refused = await page('/druid/index.html', { 'Admin-Token': outsider });
    expect(refused.statusCode).toBe(403);
    expect(refused.body).toContain('没有权限，请联系管理员授权');
    expect(refused.body).not.toContain('数据库名');
    expectStrictScripts(refused.headers['content-security-policy']);
  });
});
