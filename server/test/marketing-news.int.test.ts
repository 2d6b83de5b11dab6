/** @jest-environment ./server/test/native-modules-environment.cjs */
import { eq } from 'drizzle-orm';
import { mktNews } from '../src/db/schema';
import { setupTestApp } from './helper';
import { exportForm, lastOperLog, loginWithoutPermissions, readWorkbook } from './marketing-support';

const t = setupTestApp();

let admin: string;
let nobody: string;

beforeAll(async () => {
  admin = await t.login('admin');
  nobody = await loginWithoutPermissions(t, 'news_nobody');
});

const countNews = async () => (await t.app.db.select({ id: mktNews.newsId }).from(mktNews)).length;

const add = (payload: object, token = admin, lang = 'zh-cn') =>
  t.request({ method: 'POST', url: '/marketing/news', payload, token, headers: { 'accept-language': lang } });

/** `GET /marketing/news/list` as admin: the parsed answer. */
const listNews = async (query: Record<string, string>) =>
  (await t.request({ method: 'GET', url: '/marketing/news/list', query, token: admin })).json();

async function newsIdByTitle(title: string): Promise<number> {
  const body = await listNews({ title });
  expect(body.total).toBe(1);
  return body.rows[0].newsId as number;
}

describe('news desk: /marketing/news', () => {
  it('lists the seeded news newest first, without bodies, filtered by category, language and status', async () => {
    const all = await listNews({ pageSize: '50' });
    expect(all.code).toBe(200);
    expect(all.total).toBeGreaterThanOrEqual(13);
    expect(all.rows[0]).not.toHaveProperty('content');
    const categories = new Set(all.rows.map((row: { category: string }) => row.category));
    expect([...categories].sort()).toEqual(['1', '2', '3']);

    const drafts = await listNews({ status: '1', lang: 'en' });
    expect(drafts.rows.map((row: { title: string }) => row.title)).toEqual([
      'Client technology conference 2025: agenda (draft)',
    ]);

    const industry = await listNews({ category: '3', lang: 'zh-cn' });
    expect(industry.total).toBe(5); // 0003's two and 0004's three
    const times = industry.rows.map((row: { publishTime: string }) => row.publishTime);
    expect(times).toEqual([...times].sort().reverse());
  });

  it('filters by creation day range and refuses an impossible day', async () => {
    const none = await listNews({ 'params[beginTime]': '2000-01-01', 'params[endTime]': '2000-01-02' });
    expect(none).toMatchObject({ total: 0, rows: [] });
    const bad = await listNews({ 'params[beginTime]': '2024-02-30' });
    expect(bad).toEqual({ code: 500, msg: '开始时间格式不正确' });
  });

  it('refuses every route without the permission, and without a login', async () => {
    const calls = [
      { method: 'GET' as const, url: '/marketing/news/list' },
      { method: 'GET' as const, url: '/marketing/news/1' },
      {
        method: 'POST' as const,
        url: '/marketing/news',
        payload: { title: 'x', category: '1', lang: 'zh-cn' },
      },
      {
        method: 'PUT' as const,
        url: '/marketing/news',
        payload: { newsId: 1, title: 'x', category: '1', lang: 'zh-cn' },
      },
      { method: 'DELETE' as const, url: '/marketing/news/1' },
      { method: 'POST' as const, url: '/marketing/news/export', ...exportForm({}) },
    ];
    const before = await countNews();
    for (const call of calls) {
      expect((await t.request({ ...call, token: nobody })).json()).toEqual({
        code: 403,
        msg: '没有权限，请联系管理员授权',
      });
      expect((await t.request(call)).json().code).toBe(401);
    }
    expect(await countNews()).toBe(before);
  });

  it('saves a draft, reads it back, and keeps it off the public site', async () => {
    const saved = await add({
      title: '季度演练复盘（草稿）',
      category: '2',
      lang: 'zh-cn',
      summary: '摘要',
      content: '<p>正文</p>',
    });
    expect(saved.json()).toEqual({ code: 200, msg: '操作成功' });
    const newsId = await newsIdByTitle('季度演练复盘');
    const read = (await t.request({ method: 'GET', url: `/marketing/news/${newsId}`, token: admin })).json();
    expect(read.data).toMatchObject({
      newsId,
      title: '季度演练复盘（草稿）',
      category: '2',
      lang: 'zh-cn',
      summary: '摘要',
      content: '<p>正文</p>',
      status: '1',
      publishTime: null,
      createBy: 'admin',
    });
    expect((await t.request({ method: 'GET', url: `/portal/news/${newsId}` })).json()).toEqual({
      code: 404,
      msg: '新闻不存在或已下线',
    });
    const log = await lastOperLog(t);
    expect(log).toMatchObject({ title: '新闻管理', businessType: 1, operName: 'admin', status: 0 });
  });

  it('publishes on edit: the publication time is set and visitors see it', async () => {
    await add({ title: 'Publish me', category: '1', lang: 'en', content: '<p>Body</p>' });
    const newsId = await newsIdByTitle('Publish me');
    const edited = await t.request({
      method: 'PUT',
      url: '/marketing/news',
      token: admin,
      payload: { newsId, title: 'Publish me now', category: '1', lang: 'en', status: '0' },
    });
    expect(edited.json()).toEqual({ code: 200, msg: '操作成功' });
    const stored = (await t.request({ method: 'GET', url: `/marketing/news/${newsId}`, token: admin })).json()
      .data;
    expect(stored).toMatchObject({
      title: 'Publish me now',
      status: '0',
      content: '<p>Body</p>',
      updateBy: 'admin',
    });
    expect(stored.publishTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const visitor = (await t.request({ method: 'GET', url: `/portal/news/${newsId}` })).json();
    expect(visitor.data).toMatchObject({ title: 'Publish me now', content: '<p>Body</p>' });
  });

  it('sanitises the body on write, and on read what got into the table some other way', async () => {
    await add({
      title: 'Sanitised',
      category: '3',
      lang: 'en',
      status: '0',
      content:
        '<p onmouseover="steal()">Safe<script>alert(1)</script><a href="javascript:alert(1)">x</a></p><iframe src="https://evil"></iframe>',
    });
    const newsId = await newsIdByTitle('Sanitised');
    const [row] = await t.app.db.select().from(mktNews).where(eq(mktNews.newsId, newsId));
    expect(row.content).toBe('<p>Safe<a>x</a></p>');

    await t.app.db
      .update(mktNews)
      .set({ content: '<p>Old<img src=x onerror="alert(1)"></p>' })
      .where(eq(mktNews.newsId, newsId));
    const read = (await t.request({ method: 'GET', url: `/marketing/news/${newsId}`, token: admin })).json();
    expect(read.data.content).toBe('<p>Old<img src="x" /></p>');
    const visitor = (await t.request({ method: 'GET', url: `/portal/news/${newsId}` })).json();
    expect(visitor.data.content).toBe('<p>Old<img src="x" /></p>');
  });

  it('refuses bad input with a clear message and changes nothing', async () => {
    const before = await countNews();
    const cases: Array<[object, string, string?]> = [
      [{ category: '1', lang: 'zh-cn' }, '新闻标题不能为空'],
      [{ title: '   ', category: '1', lang: 'zh-cn' }, '新闻标题不能为空'],
      [{ title: '<b>x</b>', category: '1', lang: 'zh-cn' }, '新闻标题不能包含HTML标签'],
      [
        { title: 'x', summary: '<img src=x onerror=y>', category: '1', lang: 'zh-cn' },
        '摘要不能包含HTML标签',
      ],
      [{ title: 'x', category: '9', lang: 'zh-cn' }, '新闻分类必须是以下值之一：1, 2, 3'],
      [{ title: 'x', category: '1', lang: 'fr' }, '语言必须是以下值之一：zh-cn, en'],
      [{ title: 'x'.repeat(201), category: '1', lang: 'zh-cn' }, '标题长度不能超过200个字符'],
      [
        { title: 'x', category: '1', lang: 'zh-cn', coverUrl: 'javascript:alert(1)' },
        '封面图片地址不正确，请上传图片',
      ],
      [
        { title: 'x', category: '1', lang: 'zh-cn', status: '0', content: '<p> </p>' },
        '发布的新闻必须有正文',
      ],
      [{ title: 'x', category: '1', lang: 'zh-cn', publishTime: 'tomorrow' }, '发布时间格式不正确'],
      [{ title: '', category: '1', lang: 'en' }, 'Title is required', 'en'],
    ];
    for (const [payload, message, lang] of cases) {
      expect((await add(payload, admin, lang ?? 'zh-cn')).json()).toEqual({ code: 500, msg: message });
    }
    const missing = await t.request({
      method: 'PUT',
      url: '/marketing/news',
      token: admin,
      payload: { newsId: 999999, title: 'x', category: '1', lang: 'zh-cn' },
    });
    expect(missing.json()).toEqual({ code: 500, msg: '新闻不存在' });
    expect((await t.request({ method: 'GET', url: '/marketing/news/999999', token: admin })).json()).toEqual({
      code: 500,
      msg: '新闻不存在',
    });
    expect(
      (await t.request({ method: 'DELETE', url: '/marketing/news/1;drop', token: admin })).json().code,
    ).toBe(500);
    expect(await countNews()).toBe(before);
  });

  it('deletes several items at once by comma-separated ids', async () => {
    await add({ title: 'Delete A', category: '2', lang: 'en' });
    await add({ title: 'Delete B', category: '2', lang: 'en' });
    const ids = [await newsIdByTitle('Delete A'), await newsIdByTitle('Delete B')];
    const before = await countNews();
    expect(
      (await t.request({ method: 'DELETE', url: `/marketing/news/${ids.join(',')}`, token: admin })).json(),
    ).toEqual({
      code: 200,
      msg: '操作成功',
    });
    expect(await countNews()).toBe(before - 2);
    expect(
      (await t.request({ method: 'DELETE', url: `/marketing/news/${ids[0]}`, token: admin })).json(),
    ).toEqual({
      code: 500,
      msg: '新闻不存在',
    });
  });

  it('exports the filtered news as a workbook with localised headers and dictionary labels', async () => {
    await add({ title: '=HYPERLINK("http://evil","click")', category: '3', lang: 'zh-cn' });
    const zh = await t.request({
      method: 'POST',
      url: '/marketing/news/export',
      token: admin,
      ...exportForm({ category: '3', pageNum: '1', pageSize: '10' }),
    });
    expect(zh.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(String(zh.headers['download-filename'])).toMatch(/^news_\d{14}\.xlsx$/);
    const sheet = await readWorkbook(zh);
    expect(sheet.sheetName).toBe('新闻数据');
    expect(sheet.rows[0]).toEqual([
      '新闻编号',
      '新闻标题',
      '新闻分类',
      '内容语言',
      '摘要',
      '发布状态',
      '发布时间',
      '创建者',
      '创建时间',
    ]);
    const titles = sheet.rows.slice(1).map((row) => row[1]);
    expect(titles).toContain('\t=HYPERLINK("http://evil","click")');
    expect(titles).toContain('全链路压测在证券行业的实践要点');
    expect(sheet.rows.slice(1).every((row) => row[2] === '行业动态')).toBe(true);

    const en = await t.request({
      method: 'POST',
      url: '/marketing/news/export',
      token: admin,
      headers: { 'accept-language': 'en', 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'status=1&lang=en',
    });
    const english = await readWorkbook(en);
    expect(english.sheetName).toBe('News');
    expect(english.rows[0].slice(0, 3)).toEqual(['News ID', 'Title', 'Category']);
    expect(english.rows.slice(1).every((row) => row[5] === 'Draft' && row[3] === 'English')).toBe(true);
    expect((await lastOperLog(t)).businessType).toBe(5);
  });
});
