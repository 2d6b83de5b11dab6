/** @jest-environment ./server/test/native-modules-environment.cjs */
// db-kinds: postgres (it runs nothing whose behaviour depends on the kind: docs/stack.md "Two database kinds")
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { CONSOLE_DRAWN_GATE } from '../src/modules/site/document';
import { insertUsers } from './fixtures';
import { START_TIMEOUT, startTestApp, type TestApp } from './helper';

/**
 * The console's first view drawn by the server (docs/site/rendering.md "The console's first
 * view"): the page by its remote's render build, reading the API as the signed-in user, the frame
 * around it by the shell's; put beside the shell's root with the stylesheets it is drawn with and
 * the page's cache; left out whenever it cannot be drawn in time. The renders here are stand-in builds with
 * the same exports (the real ones are exercised by the browser tests, e2e/console-drawn.spec.ts).
 */
let t: TestApp;
let root: string;

const INDEX =
  '<!doctype html><html lang="zh-CN"><head><title>DIS</title></head><body><div id="app"></div><script defer="defer" src="/main.js"></script></body></html>';
const LIST = '/system/user/list?pageNum=1&pageSize=20';
const EXPOSES = {
  './user/index': { js: ['chunks/6045.abc.js'], css: ['chunks/6045.abc.css'] },
  // its render fails
  './dept/index': { js: ['chunks/7.abc.js'], css: [] },
  // its render takes longer than the document waits
  './post/index': { js: ['chunks/8.abc.js'], css: [] },
  // its remote's render does not draw it
  './role/index': { js: ['chunks/9.abc.js'], css: [] },
  // its render asks for what it may not have
  './notice/index': { js: ['chunks/10.abc.js'], css: [] },
};

/** What the stand-in renders were asked, in order. */
const asked = () =>
  fs.existsSync(path.join(root, 'asked.log'))
    ? fs
        .readFileSync(path.join(root, 'asked.log'), 'utf8')
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line) as Record<string, unknown>)
    : [];

/** The addresses the stand-in's notice page asks: what no render may read, then ten lists. */
const NOTICE_ASKS = [
  '//evil.example/x',
  'http://evil.example/x',
  '/system/user/list?a=<b>',
  '/../system/user/list',
  '/system/user/list/..',
  ...Array.from({ length: 10 }, (_, index) => `/system/user/list?pageNum=${index + 1}&pageSize=1`),
];

/**
 * A remote's render as `@dis/ui/ssr` makes it: the page reads what it renders through
 * `request.ask` (its list at the page size of `size.txt`, the status dictionary, the role list),
 * and gives back what it read and its cache, successes only.
 */
const SYSTEM_RENDER = (log: string, sizeFile: string) => `
const fs = require('node:fs');
exports.createConsoleRenderer = async ({ publicPath }) => async (request) => {
  fs.appendFileSync(${JSON.stringify(log)}, JSON.stringify({ by: 'system', publicPath, url: request.url, lang: request.lang, module: request.module, reads: request.reads, user: request.info.user.userName, settings: request.settings }) + '\\n');
  if (request.module === './dept/index') throw new Error('the page render failed');
  if (request.module === './post/index') await new Promise((resolve) => setTimeout(resolve, 4000));
  if (request.module === './role/index') return null;
  if (request.module === './notice/index') {
    const answers = {};
    for (const address of ${JSON.stringify(NOTICE_ASKS)}) answers[address] = (await request.ask(address)) !== null;
    fs.appendFileSync(${JSON.stringify(log)}, JSON.stringify({ by: 'notice', answers }) + '\\n');
    return { html: '<p>notice</p>', styles: '', reads: [], state: { lang: request.lang, state: { mutations: [], queries: [] } } };
  }
  const size = fs.existsSync(${JSON.stringify(sizeFile)}) ? fs.readFileSync(${JSON.stringify(sizeFile)}, 'utf8').trim() : '20';
  const reads = ['/system/user/list?pageNum=1&pageSize=' + size, '/system/dict/data/type/sys_normal_disable', '/system/role/list'];
  const answers = await Promise.all(reads.map((address) => request.ask(address)));
  const list = answers[0];
  const rows = list ? list.rows.map((row) => '<tr class="ant-table-row"><td>' + row.userName + '</td></tr>').join('') : '';
  const queries = reads
    .map((address, index) => ({ queryKey: [address, request.lang], queryHash: address, state: { status: 'success', data: answers[index], dataUpdatedAt: 1 } }))
    .filter((query) => query.state.data);
  return { html: '<table>' + rows + '</table>', styles: '.page{--p:1}', reads, state: { lang: request.lang, state: { mutations: [], queries } } };
};
`;

const SHELL_RENDER = (log: string) => `
const fs = require('node:fs');
exports.createRenderer = async () => async () => { throw new Error('not a page of this test'); };
exports.createConsoleRenderer = async ({ publicPath }) => async (request) => {
  fs.appendFileSync(${JSON.stringify(log)}, JSON.stringify({ by: 'shell', publicPath, url: request.url, menus: request.routers.data.length > 0, user: request.info.user.userName, settings: request.settings }) + '\\n');
  return { html: '<section class="console"><nav>' + request.info.user.nickName + '</nav>' + request.pageHtml + '</section>', styles: '.frame{--f:1}', parts: ['ui-switch'] };
};
`;

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'dis-console-view-'));
  const log = path.join(root, 'asked.log');
  const shell = path.join(root, 'shell', 'dist');
  fs.mkdirSync(path.join(shell, 'ssr'), { recursive: true });
  fs.writeFileSync(path.join(shell, 'index.html'), INDEX);
  fs.writeFileSync(path.join(shell, 'ssr', 'render.cjs'), SHELL_RENDER(log));
  fs.writeFileSync(
    path.join(shell, 'chunks.json'),
    JSON.stringify({
      console: { js: ['chunks/console.js'], css: ['chunks/console.css'] },
      'ui-switch': { js: ['chunks/switch.js'], css: [] },
    }),
  );
  const system = path.join(root, 'remote-system', 'dist');
  fs.mkdirSync(path.join(system, 'ssr'), { recursive: true });
  fs.writeFileSync(path.join(system, 'remoteEntry.js'), '');
  fs.writeFileSync(path.join(system, 'exposes.json'), JSON.stringify(EXPOSES));
  fs.writeFileSync(path.join(system, 'ssr', 'render.cjs'), SYSTEM_RENDER(log, path.join(root, 'size.txt')));
  // what is drawn, not how fast: a busy machine may take longer than the production default to draw
  // the first document after a start (the stand-in's late page takes longer than this)
  t = await startTestApp({ staticRoot: root, serveStatic: true, consoleDrawWithinMs: 3000 });
}, START_TIMEOUT);

afterAll(async () => {
  await t?.close();
  fs.rmSync(root, { recursive: true, force: true });
});

beforeEach(() => fs.rmSync(path.join(root, 'asked.log'), { force: true }));

/** The page's cache the document carries for the browser's (`{lang, state}`), if any. */
function carriedState(html: string) {
  const match = /<script type="application\/json" id="dis-console-state">([\s\S]*?)<\/script>/.exec(html);
  if (!match) return null;
  return JSON.parse(match[1]!) as {
    lang: string;
    state: { queries: Array<{ queryKey: unknown[]; state: { data: unknown } }> };
  };
}
/** The carried answers by address (the stand-in keys its queries by address). */
const carriedAnswers = (html: string) =>
  Object.fromEntries(
    (carriedState(html)?.state.queries ?? []).map((query) => [query.queryKey[0], query.state.data]),
  ) as Record<string, { rows?: Array<{ userName: string }> }>;

const page = (url: string, cookie?: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'GET',
    url,
    headers: { host: 'www.example.com', accept: 'text/html', ...(cookie ? { cookie } : {}), ...headers },
  });

const sha256 = (code: string) =>
  `'sha256-${crypto.createHash('sha256').update(code, 'utf8').digest('base64')}'`;

/** The drawn view of a document: beside the shell's root, inert, hidden from assistive technology. */
const drawnView = (html: string) =>
  /<div id="app"><\/div><div id="console-drawn" class="console-drawn" inert aria-hidden="true" data-path="([^"]*)"(?: data-parts="[^"]*")? style="[^"]*"><style>([^<]*)<\/style>([\s\S]*?)<\/div>((?:<link [^>]*>)*)(?:<script type="application\/json" id="dis-console-state">[\s\S]*?<\/script>)?<script>/.exec(
    html,
  );

describe('the console’s first view drawn by the server', () => {
  it('is the page drawn by its remote inside the frame drawn by the shell, with its stylesheets', async () => {
    const token = await t.login('admin');
    const response = await page('/system/user', `Admin-Token=${token}`);
    expect(response.statusCode).toBe(200);
    const drawn = drawnView(response.body);
    expect(drawn).not.toBeNull();
    expect(drawn![1]).toBe('/system/user');
    expect(drawn![2]).toBe('.frame{--f:1}.page{--p:1}');
    // the rows are the user list the document also carries for the page
    expect(drawn![3]).toMatch(
      /^<section class="console"><nav>[^<]+<\/nav><table>(<tr class="ant-table-row"><td>[^<]+<\/td><\/tr>)+<\/table><\/section>$/,
    );
    expect(drawn![3]).toContain('<td>admin</td>');
    expect(asked()).toEqual([
      {
        by: 'system',
        publicPath: '/mf/system/',
        url: '/system/user',
        lang: 'zh-cn',
        module: './user/index',
        reads: expect.any(Array),
        user: 'admin',
        settings: {},
      },
      { by: 'shell', publicPath: '/', url: '/system/user', menus: true, user: 'admin', settings: {} },
    ]);
    // styled from the first paint: the console's and the page's stylesheets, named as their
    // loaders look for them, and not fetched a second time by a prefetch
    expect(response.body).toContain(
      '<link rel="stylesheet" href="/chunks/console.css" data-href="chunks/console.css">',
    );
    expect(response.body).toContain(
      '<link rel="stylesheet" href="/mf/system/chunks/6045.abc.css" data-href="chunks/6045.abc.css">',
    );
    expect(response.body).not.toContain('<link rel="prefetch" href="/mf/system/chunks/6045.abc.css">');
    expect(response.body).toContain('<link rel="prefetch" href="/mf/system/chunks/6045.abc.js">');
    // the gate that takes the view away where the browser holds other settings runs by its hash
    expect(response.body).toContain(`<script>${CONSOLE_DRAWN_GATE}</script>`);
    expect(response.headers['content-security-policy']).toContain(sha256(CONSOLE_DRAWN_GATE));
    expect(response.headers['cache-control']).toMatch(/no-store/);
    // the code of a part it drew that loads on its own (a status switch) is asked for at once
    // (named on the view, so the console takes that code before it renders the page)
    expect(drawn![4]).toBe('<link rel="preload" as="script" href="/chunks/switch.js">');
    expect(response.body).toContain(' data-path="/system/user" data-parts="ui-switch" ');
  });

  it("is drawn with the browser's own settings, as its cookies carry them (深色, 顶部菜单, sidebar, size)", async () => {
    const token = await t.login('admin');
    const layout = JSON.stringify({ navType: 3, themeMode: 'dark' });
    const response = await page(
      '/system/user',
      `Admin-Token=${token}; layout-setting=${encodeURIComponent(layout)}; sidebarStatus=0; size=small; other=1`,
    );
    expect(drawnView(response.body)).not.toBeNull();
    const settings = { 'layout-setting': layout, sidebarStatus: '0', size: 'small' };
    expect(asked().map((entry) => entry.settings)).toEqual([settings, settings]);
  });

  it('is sent compressed, in the encoding the browser takes', async () => {
    const token = await t.login('admin');
    for (const [encoding, decode] of [
      ['br', zlib.brotliDecompressSync],
      ['gzip', zlib.gunzipSync],
    ] as const) {
      const response = await page('/system/user', `Admin-Token=${token}`, { 'accept-encoding': encoding });
      expect(response.headers['content-encoding']).toBe(encoding);
      const html = decode(response.rawPayload).toString('utf8');
      expect(drawnView(html)?.[3]).toContain('<td>admin</td>');
      expect(html).toMatch(/<\/html>$/);
    }
  });

  it('is drawn for each user from their own answers', async () => {
    const token = await t.login('ry');
    const drawn = drawnView((await page('/system/user', `Admin-Token=${token}`)).body);
    expect(drawn).not.toBeNull();
    expect(asked().map((entry) => entry.user)).toEqual(['ry', 'ry']);
    // the frame names ry, not admin
    expect(drawn![3]).not.toMatch(/<nav>[^<]*Admin/);
  });

  it('draws the frame once per user, menus, language and settings, and puts each document’s own page in it', async () => {
    const admin = await t.login('admin');
    const ry = await t.login('ry');
    // a setting of this test's own, so no earlier document's frame is taken
    const cookie = (token: string, more = '') => `Admin-Token=${token}; size=large${more}`;
    const nickName = async (token: string) =>
      ((await t.request({ method: 'GET', url: '/getInfo', token })).json() as { user: { nickName: string } })
        .user.nickName;
    const frames = () => asked().filter((entry) => entry.by === 'shell').length;
    const pages = () => asked().filter((entry) => entry.by === 'system').length;
    const nav = (html: string) =>
      /<section class="console"><nav>([^<]*)<\/nav>/.exec(drawnView(html)?.[3] ?? '')?.[1];

    // two documents of the same user and settings: the frame is drawn once, the page twice
    const first = (await page('/system/user', cookie(admin))).body;
    const second = (await page('/system/user', cookie(admin))).body;
    expect([frames(), pages()]).toEqual([1, 2]);
    for (const html of [first, second]) {
      expect(drawnView(html)![3]).toContain('<td>admin</td>');
      expect(nav(html)).toBe(await nickName(admin));
      expect(drawnView(html)![2]).toBe('.frame{--f:1}.page{--p:1}');
    }
    expect(second).toContain(' data-path="/system/user" data-parts="ui-switch" ');

    // another user gets a frame of their own, with their own name and only their own rows
    const ryView = (await page('/system/user', cookie(ry))).body;
    expect(frames()).toBe(2);
    expect(nav(ryView)).toBe(await nickName(ry));
    expect(asked().at(-1)).toMatchObject({ by: 'shell', user: 'ry' });
    expect(drawnView(ryView)![3]).not.toContain('<td>admin</td>');

    // another language, other settings: drawn anew
    await page('/system/user', cookie(admin, '; lang=en'));
    expect(asked().at(-1)).toMatchObject({ by: 'shell', user: 'admin' });
    expect(frames()).toBe(3);
    await page('/system/user', cookie(admin, '; sidebarStatus=0'));
    expect(frames()).toBe(4);
    // the first again: reused
    await page('/system/user', cookie(admin));
    expect(frames()).toBe(4);

    // other menus: drawn anew
    const added = await t.request({
      method: 'POST',
      url: '/system/menu',
      token: admin,
      payload: {
        parentId: 1,
        menuType: 'C',
        orderNum: 99,
        isFrame: '1',
        isCache: '0',
        visible: '0',
        status: '0',
        menuName: '框架测试',
        menuNameEn: 'Frame test',
        path: 'frame-test',
        component: 'system/frametest/index',
        icon: 'guide',
      },
    });
    expect(added.json()).toMatchObject({ code: 200 });
    const withMenu = (await page('/system/user', cookie(admin))).body;
    expect(frames()).toBe(5);
    expect(drawnView(withMenu)![3]).toContain('<td>admin</td>');
  });

  it('is left out where it cannot be drawn, and the document is as before', async () => {
    const token = await t.login('admin');
    const cases: Array<[string, string | undefined]> = [
      // the page reads its query; the view is of its first page
      ['/system/user?pageNum=2', `Admin-Token=${token}`],
      // its render fails
      ['/system/dept', `Admin-Token=${token}`],
      // it takes longer than the document waits
      ['/system/post', `Admin-Token=${token}`],
      // its remote's render does not draw it
      ['/system/role', `Admin-Token=${token}`],
      // no session
      ['/system/user', undefined],
      ['/system/user', 'Admin-Token=not-a-token'],
    ];
    for (const [url, cookie] of cases) {
      const response = await page(url, cookie);
      expect({ url, status: response.statusCode }).toEqual({ url, status: 200 });
      expect({ url, drawn: response.body.includes('<div id="console-drawn"') }).toEqual({
        url,
        drawn: false,
      });
      expect(response.body).toContain('<div id="app"></div>');
      if (cookie?.includes('.')) expect(response.body).toContain('window.__DIS_SESSION__=');
    }
    // the failed, the late and the undrawn render were asked; the others never were
    expect(
      asked()
        .filter((entry) => entry.by === 'system')
        .map((entry) => entry.module),
    ).toEqual(['./dept/index', './post/index', './role/index']);
    // and a document without its view carries no cache of a page
    for (const [url, cookie] of cases) expect(carriedState((await page(url, cookie)).body)).toBeNull();
  });

  it('carries the page’s cache as its render read it, as the API gives it to this user, successes only', async () => {
    const token = await t.login('admin');
    // a role that may list users (用户管理, 用户查询) and nothing else
    const added = await t.request({
      method: 'POST',
      url: '/system/role',
      token,
      payload: { roleName: '用户查阅', roleKey: 'view_reader', roleSort: 9, menuIds: [1, 100, 1000] },
    });
    expect(added.json()).toMatchObject({ code: 200 });
    const roles = (
      await t.request({ method: 'GET', url: '/system/role/list?roleKey=view_reader', token })
    ).json<{ rows: Array<{ roleId: number }> }>();
    await insertUsers(t.app, [{ userName: 'view_reader', roleIds: [roles.rows[0]!.roleId] }]);
    const response = await page('/system/user', `Admin-Token=${token}`);
    const carried = carriedState(response.body);
    expect(carried?.lang).toBe('zh-cn');
    const answers = carriedAnswers(response.body);
    expect(Object.keys(answers).sort()).toEqual([
      '/system/dict/data/type/sys_normal_disable',
      '/system/role/list',
      LIST,
    ]);
    const list = (await t.request({ method: 'GET', url: LIST, token })).json<{
      rows: Array<{ userName: string }>;
    }>();
    expect(answers[LIST]).toEqual(list);
    expect(list.rows.map((row) => row.userName)).toContain('view_reader');
    // data, not a script: the document's policy lists no hash for it, and none is needed
    expect(response.body).not.toContain('__DIS_ANSWERS__');
    // a user without the right to a read gets no answer for it: the page asks and is refused
    const reader = await t.login('view_reader');
    const theirs = carriedAnswers((await page('/system/user', `Admin-Token=${reader}`)).body);
    expect(Object.keys(theirs)).toContain(LIST);
    expect(Object.keys(theirs)).not.toContain('/system/role/list');
  });

  it("holds, for ry, no user outside ry's data scope", async () => {
    const admin = await t.login('admin');
    const ry = await t.login('ry');
    const everyone = (await t.request({ method: 'GET', url: LIST, token: admin })).json<{
      rows: Array<{ userName: string }>;
    }>();
    const theirs = (await t.request({ method: 'GET', url: LIST, token: ry })).json<{
      rows: Array<{ userName: string }>;
    }>();
    const outside = everyone.rows
      .map((row) => row.userName)
      .filter((name) => !theirs.rows.some((row) => row.userName === name));
    expect(outside).toContain('admin');
    const html = (await page('/system/user', `Admin-Token=${ry}`)).body;
    const drawn = drawnView(html)![3];
    const carried = carriedAnswers(html)[LIST]!;
    expect(carried.rows!.map((row) => row.userName)).toEqual(theirs.rows.map((row) => row.userName));
    for (const name of outside) {
      expect(drawn).not.toContain(`<td>${name}</td>`);
      expect(JSON.stringify(carriedState(html))).not.toContain(`"userName":"${name}"`);
    }
  });

  it('learns the page’s reads by rendering it: a new page size is drawn at once, then asked first', async () => {
    const token = await t.login('admin');
    const readsAsked = () =>
      asked()
        .filter((entry) => entry.by === 'system')
        .map((entry) => entry.reads);
    // a setting of this test's own, so the frame is its own too
    const cookie = `Admin-Token=${token}; size=small`;
    await page('/system/user', cookie);
    const learned = readsAsked().at(-1) as string[];
    // the next document's render is given what the last one read
    await page('/system/user', cookie);
    expect(readsAsked().at(-1)).toEqual([
      LIST,
      '/system/dict/data/type/sys_normal_disable',
      '/system/role/list',
    ]);
    expect(learned).toBeDefined();
    // the page now shows five rows a page: drawn with them, no file to change
    fs.writeFileSync(path.join(root, 'size.txt'), '5');
    try {
      const five = '/system/user/list?pageNum=1&pageSize=5';
      const html = (await page('/system/user', cookie)).body;
      const list = (await t.request({ method: 'GET', url: five, token })).json<{
        rows: Array<{ userName: string }>;
      }>();
      expect(carriedAnswers(html)[five]).toEqual(list);
      for (const row of list.rows) expect(drawnView(html)![3]).toContain(`<td>${row.userName}</td>`);
      // and the next render is given the new address first
      await page('/system/user', cookie);
      expect(readsAsked().at(-1)).toContain(five);
      expect(readsAsked().at(-1)).not.toContain(LIST);
    } finally {
      fs.rmSync(path.join(root, 'size.txt'), { force: true });
    }
  });

  it('refuses a render any read past the eighth, and any address that is not a plain API path', async () => {
    const token = await t.login('admin');
    await page('/system/notice', `Admin-Token=${token}`);
    const answers = asked().find((entry) => entry.by === 'notice')?.answers as Record<string, boolean>;
    expect(answers).toBeDefined();
    expect(NOTICE_ASKS.map((address) => answers[address])).toEqual([
      // not a plain API address: never asked, and not counted
      ...Array.from({ length: 5 }, () => false),
      // eight reads, and no more
      ...Array.from({ length: 8 }, () => true),
      false,
      false,
    ]);
  });
});
