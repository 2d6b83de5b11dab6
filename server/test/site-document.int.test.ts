/** @jest-environment ./server/test/native-modules-environment.cjs */
// db-kinds: postgres (it runs nothing whose behaviour depends on the kind: docs/stack.md "Two database kinds")
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { SITE_PAGES, type Language } from '@dis/contract/site';
import { mktJob, mktNews } from '../src/db/schema';
import { START_TIMEOUT, startTestApp, type TestApp } from './helper';

/** The public site's documents, status codes and crawl files (docs/site/document.md). */
let t: TestApp;
let root: string;

const INDEX =
  '<!doctype html><html lang="zh-CN"><head><title>DIS</title></head><body><div id="app"></div></body></html>';
const BAIDU = {
  accept: '*/*',
  'user-agent': 'Mozilla/5.0 (compatible; Baiduspider/2.0; +http://www.baidu.com/search/spider.html)',
};

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'dis-site-'));
  fs.mkdirSync(path.join(root, 'shell', 'dist'), { recursive: true });
  fs.writeFileSync(path.join(root, 'shell', 'dist', 'index.html'), INDEX);
  t = await startTestApp({ staticRoot: root, serveStatic: true });
}, START_TIMEOUT);

afterAll(async () => {
  await t?.close();
  fs.rmSync(root, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = BAIDU) =>
  t.app.inject({ method: 'GET', url, headers: { host: 'www.example.com', ...headers } });

async function addNews(status: '0' | '1', lang: Language = 'zh-cn'): Promise<number> {
  const [row] = await t.app.db
    .insert(mktNews)
    .values({
      title: `站点测试 ${status}`,
      category: '2',
      lang,
      summary: 's',
      content: '<p>x</p>',
      status,
      publishTime: '2026-11-20 09:00:00',
      createTime: '2026-11-20 09:00:00',
    })
    .returning({ id: mktNews.newsId });
  return row!.id;
}

describe('the documents of the public site', () => {
  it('answers 200 for every page in both languages to a crawler, with canonical and hreflang', async () => {
    const fixed = SITE_PAGES.filter((page) => !page.path.includes(':')).map((page) => page.path);
    for (const page of [...fixed, '/login', '/register']) {
      for (const lang of ['zh-cn', 'en'] as const) {
        const response = await get(`${page}?lang=${lang}`);
        expect(response.statusCode).toBe(200);
        expect(response.body).toContain(`<html lang="${lang === 'en' ? 'en' : 'zh-CN'}">`);
        if (page.startsWith('/login') || page.startsWith('/register')) continue;
        expect(response.body).toContain(
          `<link rel="canonical" href="http://www.example.com${page}?lang=${lang}">`,
        );
        expect(response.body).toContain(
          `<link rel="alternate" hreflang="zh-CN" href="http://www.example.com${page}?lang=zh-cn">`,
        );
        expect(response.body).toContain(
          `<link rel="alternate" hreflang="en" href="http://www.example.com${page}?lang=en">`,
        );
        expect(response.body).toContain(
          `<link rel="alternate" hreflang="x-default" href="http://www.example.com${page}">`,
        );
        expect(response.body).not.toContain('noindex');
      }
    }
  });

  it('makes the plain URL its own canonical, beside its language alternates', async () => {
    const body = (await get('/About')).body;
    expect(body).toContain('<link rel="canonical" href="http://www.example.com/About">');
    expect(body).toContain(
      '<link rel="alternate" hreflang="en" href="http://www.example.com/About?lang=en">',
    );
  });

  it('shows a plain URL in the host’s language: en when the host name contains dis', async () => {
    expect((await get('/About', { ...BAIDU, host: 'www.dis-tech.com' })).body).toContain('<html lang="en">');
    expect((await get('/About')).body).toContain('<html lang="zh-CN">');
  });

  it('answers 404 for an unknown path and for an unknown or unpublished article or posting', async () => {
    const published = await addNews('0');
    const draft = await addNews('1');
    const [closed] = await t.app.db
      .insert(mktJob)
      .values({ title: '已关闭职位', lang: 'zh-cn', status: '1', createTime: '2026-11-20 09:00:00' })
      .returning({ id: mktJob.jobId });
    expect((await get(`/News/${published}`)).statusCode).toBe(200);
    for (const url of [
      '/no-such-page',
      `/News/${draft}`,
      '/News/999999',
      `/Joinus/${closed!.id}`,
      '/Joinus/x',
    ]) {
      const response = await get(url);
      expect(response.statusCode).toBe(404);
      expect(response.body).toContain('<meta name="robots" content="noindex">');
      expect(response.body).toContain('<div id="app"></div>');
      expect(response.body).toContain(`window.__DIS_PAGE__={"path":"${url}","status":404}`);
    }
  });

  it('keeps console deep links working, out of search results', async () => {
    const response = await get('/system/user', { accept: 'text/html' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<meta name="robots" content="noindex">');
    // the section's remote loads while the shell starts, not after the session and the routes
    expect(response.body).toContain('<link rel="preload" as="script" href="/mf/system/remoteEntry.js">');
    expect(response.body).not.toContain(
      '<link rel="preload" as="script" href="/mf/marketing/remoteEntry.js">',
    );
    expect((await get('/monitor/job', { accept: 'text/html' })).body).toContain(
      '<link rel="preload" as="script" href="/mf/monitor/remoteEntry.js">',
    );
  });
});

describe('the crawl files', () => {
  it('robots.txt opens the site, closes the console and the API, and names both sitemaps', async () => {
    const response = await get('/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    const text = response.body;
    expect(text).toContain('User-agent: *\nAllow: /');
    for (const closed of ['/system/', '/monitor/', '/manage/', '/prod-api/'])
      expect(text).toContain(`Disallow: ${closed}`);
    expect(text).not.toMatch(/Disallow: \/News/);
    expect(text).toContain('Sitemap: http://www.example.com/sitemap-zh-cn.xml');
    expect(text).toContain('Sitemap: http://www.example.com/sitemap-en.xml');
  });

  it('each sitemap lists the pages in its language and gains and loses articles as they are published', async () => {
    const english = await addNews('0', 'en');
    const zh = await get('/sitemap-zh-cn.xml');
    expect(zh.headers['content-type']).toMatch(/^application\/xml/);
    expect(zh.body).toContain('<loc>http://www.example.com/About?lang=zh-cn</loc>');
    expect(zh.body).not.toContain(`/News/${english}?`);
    const en = (await get('/sitemap-en.xml')).body;
    expect(en).toContain(
      `<url><loc>http://www.example.com/News/${english}?lang=en</loc><lastmod>2026-11-20</lastmod></url>`,
    );
    expect(en).not.toContain('lang=zh-cn');

    await t.app.db.update(mktNews).set({ status: '1' }).where(eq(mktNews.newsId, english));
    expect((await get('/sitemap-en.xml')).body).not.toContain(`/News/${english}?`);
    expect((await get(`/News/${english}?lang=en`)).statusCode).toBe(404);
  });
});
