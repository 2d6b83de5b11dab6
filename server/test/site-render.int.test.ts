/** @jest-environment ./server/test/native-modules-environment.cjs */
// db-kinds: postgres (it runs nothing whose behaviour depends on the kind: docs/stack.md "Two database kinds")
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { setConfig } from './fixtures';
import { START_TIMEOUT, startTestApp, type TestApp } from './helper';

/**
 * The server's half of the public pages' render (docs/site/rendering.md): it loads the marketing
 * remote's render build, gives it the portal in-process, puts its markup, title, stylesheets,
 * scripts and seed into the document, keeps the page until staff change content, and falls back to
 * the shell alone when the render fails. The render here is a stand-in build with the same exports
 * (the real one is exercised by the browser tests, e2e/site-render.spec.ts).
 */
let t: TestApp;
let root: string;
let admin: string;
const renderFile = () => path.join(root, 'remote-marketing', 'dist', 'ssr', 'render.cjs');

const INDEX =
  '<!doctype html><html lang="zh-CN"><head><meta name="description" content="shell"><title>DIS</title>' +
  '<script defer="defer" src="/main.js"></script></head>' +
  '<body><noscript>This site needs JavaScript.</noscript><div id="app"></div></body></html>';
const BAIDU = {
  host: 'www.example.com',
  accept: '*/*',
  'user-agent': 'Mozilla/5.0 (compatible; Baiduspider/2.0; +http://www.baidu.com/search/spider.html)',
};

/** A render build: counts its renders, reads an article through the transport, fails on /Solution. */
const renderBuild = (version: string) => `
let renders = 0;
exports.createRenderer = async ({ publicPath }) => async ({ url, lang, transport }) => {
  renders += 1;
  if (url.startsWith('/Solution')) throw new Error('the render failed');
  const answers = {};
  let status = 200;
  let text = '';
  const article = /^\\/News\\/(\\d+)$/.exec(url);
  if (article) {
    try {
      const body = await transport.get('/portal/news/' + article[1]);
      text = body.data.title;
      answers['news|' + article[1]] = { status: 'ready', data: body.data };
    } catch (error) {
      status = error.code === 404 ? 404 : 200;
      answers['news|' + article[1]] = { status: 'notFound', message: error.message };
    }
  }
  return {
    html: '<main><h1>' + ${JSON.stringify(version)} + ' ' + lang + ' ' + url + '</h1><p>' + text + '</p><i>render ' + renders + '</i><img src="' + publicPath + 'assets/a.png" alt=""></main>',
    title: 'Title of ' + url + ' <&>',
    description: 'About "' + url + '"',
    seed: { lang, words: { marketing: { brand: 'DIS' } }, answers },
    requests: ['marketing/site/layout', article ? 'marketing/site/newsDetail' : 'marketing/site/home'],
    status,
    siteName: 'DIS Digital Immunity',
    structuredData: url === '/'
      ? [{ '@context': 'https://schema.org', '@type': 'Organization', name: 'DIS', url: '/', logo: '/favicon.svg' }]
      : [],
  };
};
`;

function write(file: string, text: string) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
}

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'dis-render-'));
  write(path.join(root, 'shell', 'dist', 'index.html'), INDEX);
  write(
    path.join(root, 'shell', 'dist', 'chunks.json'),
    JSON.stringify({
      bootstrap: { js: ['chunks/react.js', 'chunks/start.js'], css: ['chunks/start.css'] },
      'common-words-en': { js: ['chunks/words-en.js'], css: [] },
      'common-words-zh-cn': { js: ['chunks/words-zh.js'], css: [] },
      console: { js: ['chunks/antd.js'], css: [] },
      'shared:axios': { js: ['chunks/axios.js'], css: [] },
      'shared:react': { js: ['chunks/react.js'], css: [] },
    }),
  );
  write(path.join(root, 'remote-marketing', 'dist', 'remoteEntry.js'), '');
  write(
    path.join(root, 'remote-marketing', 'dist', 'exposes.json'),
    JSON.stringify({
      './site/layout': { js: ['chunks/layout.js'], css: ['chunks/layout.css'] },
      './site/home': { js: ['chunks/home.js'], css: [], shared: ['axios', 'react'] },
      './site/newsDetail': { js: ['chunks/article.js'], css: ['chunks/article.css'] },
    }),
  );
  // the article's stylesheet is small and self-contained: inlined; the layout's is not on disk: linked
  write(
    path.join(root, 'remote-marketing', 'dist', 'chunks', 'article.css'),
    '.article{color:#123}.mark{background:url("data:image/svg+xml,%3Csvg%3E")}',
  );
  write(path.join(root, 'shell', 'dist', 'chunks', 'login.css'), '.auth{background:url(../img/bg.png)}');
  write(renderFile(), renderBuild('v1'));
  t = await startTestApp({ staticRoot: root, serveStatic: true });
  admin = await t.login('admin');
}, START_TIMEOUT);

afterAll(async () => {
  await t?.close();
  fs.rmSync(root, { recursive: true, force: true });
});

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: BAIDU });

/** Each script is preloaded by the document, exactly once (a console address: no markup to paint). */
function expectPreloadedOnce(body: string, scripts: readonly string[]) {
  for (const script of scripts)
    expect(body.split(`<link rel="preload" as="script" href="${script}">`)).toHaveLength(2);
}
/**
 * Each script is named exactly once by a rendered page's starter, which asks for them all once the
 * markup has painted; the head preloads none (docs/site/speed.md "Paint first").
 */
function expectStartedOnce(body: string, scripts: readonly string[]) {
  const starter = starterOf(body);
  for (const script of scripts) expect(starter.split(`"${script}"`)).toHaveLength(2);
  expect(body).not.toContain('<link rel="preload"');
}
const app = (body: string) => /<div id="app">([\s\S]*?)<\/div><script[ >]/.exec(body)?.[1] ?? '';
/** The starter of the shell's script: the first element after the markup. */
const starterOf = (body: string) =>
  /<\/div><script id="dis-start">([\s\S]*?)<\/script>/.exec(body)?.[1] ?? '';

async function addArticle(title: string): Promise<number> {
  const added = await t.request({
    method: 'POST',
    url: '/marketing/news',
    token: admin,
    payload: { title, category: '2', lang: 'en', summary: 's', content: '<p>x</p>', status: '0' },
  });
  expect(added.json()).toMatchObject({ code: 200 });
  const list = await t.request({
    method: 'GET',
    url: `/marketing/news/list?title=${encodeURIComponent(title)}`,
    token: admin,
  });
  return (list.json() as { rows: Array<{ newsId: number }> }).rows[0]!.newsId;
}

describe('a public page rendered by the server', () => {
  it('carries the markup, title, description, stylesheets, scripts and seed', async () => {
    const response = await get('/?lang=en');
    expect(response.statusCode).toBe(200);
    const body = response.body;
    expect(app(body)).toContain('<h1>v1 en /</h1>');
    expect(body).not.toContain('<noscript>');
    expect(app(body)).toContain('<img src="/mf/marketing/assets/a.png" alt="">');
    expect(body).toContain('<title>Title of / &lt;&amp;&gt;</title>');
    expect(body).toContain('<meta name="description" content="About &quot;/&quot;">');
    // named as the remote's loader knows it, so it is not added a second time (which would reorder the cascade)
    expect(body).toContain(
      '<link rel="stylesheet" href="/mf/marketing/chunks/layout.css" data-href="chunks/layout.css">',
    );
    // the shell's start and its words in the page's language, the marketing entry and the page's
    // scripts: nothing waits on a chain of requests; and the shell's chunks of the shared modules
    // the page uses, each named once
    expectStartedOnce(body, [
      '/main.js',
      '/chunks/react.js',
      '/chunks/start.js',
      '/chunks/words-en.js',
      '/chunks/axios.js',
      '/mf/marketing/remoteEntry.js',
      '/mf/marketing/chunks/layout.js',
      '/mf/marketing/chunks/home.js',
    ]);
    expect(body).not.toContain('/chunks/words-zh.js');
    expect(body).not.toContain('/chunks/antd.js');
    // the shell starts once the markup has painted: no script runs before the first paint
    expect(body).not.toContain('<script defer="defer" src="/main.js">');
    const starter = starterOf(body);
    expect(starter).toContain('first-contentful-paint');
    // the first paint waits for the whole markup (one layout, not a part and then the rest)
    expect(body).toContain('<link rel="expect" href="#dis-start" blocking="render">');
    expect(starter).toContain('e.src="/main.js"');
    expect(body).toContain(
      '<script>window.__DIS_SITE__={"lang":"en","words":{"marketing":{"brand":"DIS"}},"answers":{},"requests":["marketing/site/layout","marketing/site/home"]}</script></body>',
    );
    // shared as a card, and the company described for search engines, with absolute addresses
    for (const tag of [
      '<meta property="og:type" content="website">',
      '<meta property="og:site_name" content="DIS Digital Immunity">',
      '<meta property="og:title" content="Title of / &lt;&amp;&gt;">',
      '<meta property="og:url" content="http://www.example.com/?lang=en">',
      '<meta property="og:locale" content="en_US">',
      '<meta property="og:locale:alternate" content="zh_CN">',
    ])
      expect(body).toContain(tag);
    expect(body).toContain(
      '<script type="application/ld+json">{"@context":"https://schema.org","@type":"Organization","name":"DIS",' +
        '"url":"http://www.example.com/","logo":"http://www.example.com/favicon.svg"}</script>',
    );
  });

  it('reads the article from the database, keeps the page, and shows a staff edit at once', async () => {
    const id = await addArticle('Drill review');
    const first = await get(`/News/${id}?lang=en`);
    expect(first.statusCode).toBe(200);
    expect(app(first.body)).toContain('<p>Drill review</p>');
    // small and self-contained, the article's stylesheet is in the document, named for the remote's loader
    expect(first.body).toContain(
      '<style data-href="chunks/article.css">.article{color:#123}.mark{background:url("data:image/svg+xml,%3Csvg%3E")}</style>',
    );
    expect(first.body).not.toContain('href="/mf/marketing/chunks/article.css"');
    const rendered = /render (\d+)/.exec(first.body)![1];
    // kept: the same render answers again
    expect(/render (\d+)/.exec((await get(`/News/${id}?lang=en`)).body)![1]).toBe(rendered);
    // and once compressed at its tightest, the kept document is sent in that form to a client
    // taking brotli or gzip, the same document; a client taking neither gets it as before
    const takes = (encodings: string) => () =>
      t.app.inject({
        method: 'GET',
        url: `/News/${id}?lang=en`,
        headers: { ...BAIDU, 'accept-encoding': encodings },
      });
    const sentAs = async (ask: () => ReturnType<typeof get>, encoding: string) => {
      let answer = await ask();
      for (let tries = 0; answer.headers['content-encoding'] !== encoding && tries < 50; tries++) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        answer = await ask();
      }
      expect(answer.headers['content-encoding']).toBe(encoding);
      expect(answer.headers.vary).toMatch(/accept-encoding/i);
      return answer.rawPayload;
    };
    expect(zlib.brotliDecompressSync(await sentAs(takes('gzip, br'), 'br')).toString()).toBe(first.body);
    expect(zlib.gunzipSync(await sentAs(takes('gzip, br;q=0'), 'gzip')).toString()).toBe(first.body);
    expect((await get(`/News/${id}?lang=en`)).headers['content-encoding']).toBeUndefined();

    const edited = await t.request({
      method: 'PUT',
      url: '/marketing/news',
      token: admin,
      payload: { newsId: id, title: 'Drill review, final', category: '2', lang: 'en', status: '0' },
    });
    expect(edited.json()).toMatchObject({ code: 200 });
    const after = await get(`/News/${id}?lang=en`);
    expect(app(after.body)).toContain('<p>Drill review, final</p>');

    // unpublished: gone, 404, kept out of search results
    await t.request({
      method: 'PUT',
      url: '/marketing/news',
      token: admin,
      payload: { newsId: id, title: 'Drill review, final', category: '2', lang: 'en', status: '1' },
    });
    const gone = await get(`/News/${id}?lang=en`);
    expect(gone.statusCode).toBe(404);
    expect(gone.body).toContain('<meta name="robots" content="noindex">');
    // the shell's 404 page, not the page's markup
    expect(gone.body).not.toContain('__DIS_SITE__');
  });

  it('answers an address of an unpublished item with one look-up, not a render', async () => {
    const renders = async (url: string) => Number(/render (\d+)/.exec((await get(url)).body)![1]);
    const before = await renders('/Product/Chaotic?lang=en');
    expect((await get('/News/987654321?lang=en')).statusCode).toBe(404);
    expect(await renders('/Product/Inversion?lang=en')).toBe(before + 1);
  });

  it('draws a plain URL in the language the visitor chose (cookie lang), a language URL in its own', async () => {
    const visit = (url: string, cookie?: string) =>
      t.app.inject({ method: 'GET', url, headers: { ...BAIDU, ...(cookie ? { cookie } : {}) } });
    const chosen = await visit('/About', 'sidebarStatus=1; lang=en');
    expect(chosen.body).toContain('<html lang="en">');
    expect(app(chosen.body)).toContain('<h1>v1 en /About</h1>');
    expect(chosen.body).toContain('"lang":"en"');
    // the document differs by cookie: a cache must not give it to another visitor
    expect(chosen.headers.vary).toMatch(/cookie/i);
    expect(app((await visit('/About', 'lang=zh-cn')).body)).toContain('<h1>v1 zh-cn /About</h1>');
    expect(app((await visit('/About?lang=zh-cn', 'lang=en')).body)).toContain('<h1>v1 zh-cn /About</h1>');
    // no choice, or one that is no language: the host's
    expect(app((await visit('/About')).body)).toContain('<h1>v1 zh-cn /About</h1>');
    expect(app((await visit('/About', 'lang=fr')).body)).toContain('<h1>v1 zh-cn /About</h1>');
    // a cookie header that is not one: the page as without it
    const garbled = await visit('/About', 'lang=%E0%A4%A; =;; ;lang');
    expect(garbled.statusCode).toBe(200);
    expect(app(garbled.body)).toContain('<h1>v1 zh-cn /About</h1>');
    // the canonical stays the plain URL whatever language it was drawn in
    expect(chosen.body).toContain('<link rel="canonical" href="http://www.example.com/About">');
  });

  it('renders a page with only the query parameters it reads', async () => {
    const body = (await get('/News?category=2&utm_source=x&page=2&lang=en')).body;
    expect(app(body)).toContain('<h1>v1 en /News?category=2&page=2</h1>');
    expect(body).not.toContain('application/ld+json');
  });

  it('falls back to the shell alone when the render fails', async () => {
    const response = await get('/Solution?lang=en');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<noscript>This site needs JavaScript.</noscript><div id="app"></div>');
    expect(response.body).not.toContain('__DIS_SITE__');
    // nothing painted to wait for: the shell starts as the document ends
    expect(response.body).toContain('<script defer="defer" src="/main.js"></script>');
    expect(response.body).not.toContain('first-contentful-paint');
  });

  it('takes a new build of the marketing remote without a restart', async () => {
    expect(app((await get('/About?lang=zh-cn')).body)).toContain('<h1>v1 zh-cn /About</h1>');
    write(renderFile(), renderBuild('v2'));
    // the same size: the new time tells the new build, and the page kept from v1 is not shown
    fs.utimesSync(renderFile(), new Date(), new Date(Date.now() + 5000));
    expect(app((await get('/About?lang=zh-cn')).body)).toContain('<h1>v2 zh-cn /About</h1>');
  });
});

/** A stand-in for the shell's render build: shows the settings it was given. */
const shellRenderBuild = `
let renders = 0;
exports.createRenderer = async ({ publicPath }) => async ({ url, lang, settings }) => {
  renders += 1;
  return {
    html: '<div class="auth"><h1>' + url + ' ' + lang + '</h1><i>captcha ' + settings.captchaEnabled + ' register ' + settings.registerEnabled + ' render ' + renders + '</i></div>',
    title: 'Log in <' + lang + '>',
    description: 'Staff only',
    seed: { lang, words: { common: { a: 'b' } }, answers: { 'auth|settings': { status: 'ready', data: settings } } },
    requests: [url === '/login' ? 'login' : 'register'],
    status: 200,
    siteName: 'DIS',
    structuredData: [],
  };
};
`;

describe('the login and register pages rendered by the shell’s build', () => {
  const shellRenderFile = () => path.join(root, 'shell', 'dist', 'ssr', 'render.cjs');
  beforeAll(() => {
    write(shellRenderFile(), shellRenderBuild);
    write(
      path.join(root, 'shell', 'dist', 'chunks.json'),
      JSON.stringify({
        bootstrap: { js: ['chunks/react.js', 'chunks/start.js'], css: [] },
        'common-words-zh-cn': { js: ['chunks/words-zh.js'], css: [] },
        'common-words-en': { js: ['chunks/words-en.js'], css: [] },
        login: { js: ['chunks/login.js'], css: ['chunks/login.css'] },
        register: { js: ['chunks/register.js'], css: ['chunks/register.css'] },
        'auth-words-zh-cn': { js: ['chunks/auth-zh.js'], css: [] },
        console: {
          js: ['chunks/react.js', 'chunks/antd.js', 'chunks/console.js'],
          css: ['chunks/console.css'],
        },
        'console-words-zh-cn': { js: ['chunks/console-zh.js'], css: [] },
        'ui-words-zh-cn': { js: ['chunks/ui-zh.js'], css: [] },
      }),
    );
  });
  afterAll(async () => {
    await setConfig(t.app, 'sys.account.registerUser', 'false');
  });

  it('answers /login with its markup, styles, scripts and the settings the form starts from', async () => {
    const response = await get('/login');
    expect(response.statusCode).toBe(200);
    const body = response.body;
    expect(app(body)).toBe(
      '<div class="auth"><h1>/login zh-cn</h1><i>captcha false register false render 1</i></div>',
    );
    expect(body).toContain('<title>Log in &lt;zh-cn&gt;</title>');
    expect(body).toContain('<meta name="description" content="Staff only">');
    // a stylesheet referring to other files stays linked: their addresses are relative to it
    expect(body).toContain('<link rel="stylesheet" href="/chunks/login.css" data-href="chunks/login.css">');
    expectStartedOnce(body, [
      '/main.js',
      '/chunks/start.js',
      '/chunks/words-zh.js',
      '/chunks/login.js',
      '/chunks/auth-zh.js',
    ]);
    expect(body).toContain(
      '"auth|settings":{"status":"ready","data":{"captchaEnabled":false,"registerEnabled":false}}',
    );
    // the console's files are fetched once the page has loaded, except what the page loads itself
    const starter = starterOf(body);
    expect(starter).toContain(
      '"/chunks/antd.js","/chunks/console.js","/chunks/console.css","/chunks/console-zh.js","/chunks/ui-zh.js"',
    );
    // named once, for the page itself: not a second time among the files for later
    expect(starter.split('"/chunks/react.js"')).toHaveLength(2);
    expect(body).not.toContain('<link rel="prefetch"');
    // the register page names no console files
    expect((await get('/register')).body).not.toContain('/chunks/antd.js');
  });

  it('renders anew when a setting the page shows changes, and keeps the page meanwhile', async () => {
    expect(app((await get('/login')).body)).toContain('register false render 1');
    await setConfig(t.app, 'sys.account.registerUser', 'true');
    expect(app((await get('/login')).body)).toContain('register true render');
    const again = app((await get('/login')).body);
    expect(app((await get('/login')).body)).toBe(again);
  });

  it('starts a console address’s shell, console and section remote at once', async () => {
    const body = (await get('/system/user')).body;
    expect(body).toContain('<script defer="defer" src="/main.js"></script>');
    expectPreloadedOnce(body, [
      '/chunks/start.js',
      '/chunks/words-zh.js',
      '/chunks/antd.js',
      '/chunks/console.js',
      '/chunks/console-zh.js',
      '/chunks/ui-zh.js',
      '/mf/system/remoteEntry.js',
    ]);
    expect(body).not.toContain('/chunks/login.js');
  });

  it('sends a visitor with a session the shell alone (its guard sends them on), and falls back when the render fails', async () => {
    const signedIn = await t.app.inject({
      method: 'GET',
      url: '/login',
      headers: { ...BAIDU, cookie: 'sidebarStatus=1; Admin-Token=abc' },
    });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.body).toContain('<div id="app"></div>');
    expect(signedIn.body).toContain('<script defer="defer" src="/main.js"></script>');
    write(
      shellRenderFile(),
      'exports.createRenderer = async () => async () => { throw new Error("the render failed"); };',
    );
    const failed = await get('/register?lang=en');
    expect(failed.statusCode).toBe(200);
    expect(failed.body).toContain('<div id="app"></div>');
    expect(failed.body).not.toContain('__DIS_SITE__');
  });
});
