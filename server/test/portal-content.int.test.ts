/** @jest-environment ./server/test/native-modules-environment.cjs */
// db-kinds: postgres (it runs nothing whose behaviour depends on the kind: docs/stack.md "Two database kinds")
import { setupTestApp } from './helper';

const t = setupTestApp();

const visit = (url: string, lang = 'zh-cn', remoteAddress = '198.51.100.40') =>
  t.app.inject({
    method: 'GET',
    url: `/prod-api${url}`,
    headers: { 'accept-language': lang },
    remoteAddress,
  });

describe('public content: /portal/news and /portal/jobs', () => {
  it('pages the published news of one language, newest first, without bodies or drafts', async () => {
    const first = (await visit('/portal/news?lang=zh-cn&pageNum=1&pageSize=6')).json();
    expect(first).toMatchObject({ code: 200, msg: '查询成功', total: 17 });
    expect(first.rows).toHaveLength(6);
    expect(first.rows[0]).toEqual({
      newsId: expect.any(Number),
      title: '版本升级前的回放比对：降低金融系统变更风险的实践',
      category: '3',
      lang: 'zh-cn',
      summary: expect.any(String),
      coverUrl: null,
      status: '0',
      publishTime: '2025-03-20 15:00:00',
    });
    const rest: Array<{ newsId: number; title: string; publishTime: string }> = [];
    for (const page of [2, 3])
      rest.push(...(await visit(`/portal/news?lang=zh-cn&pageNum=${page}&pageSize=6`)).json().rows);
    expect(rest).toHaveLength(11);
    const rows = [...first.rows, ...rest];
    expect(new Set(rows.map((row: { newsId: number }) => row.newsId)).size).toBe(17);
    const titles = rows.map((row: { title: string }) => row.title);
    expect(titles).not.toContain('2025 年客户技术大会议程（草稿）');
    const times = rows.map((row: { publishTime: string }) => row.publishTime);
    expect(times).toEqual([...times].sort().reverse());
  });

  it('has more than one page of six in each language, in all and in one category (0004)', async () => {
    for (const lang of ['zh-cn', 'en']) {
      expect((await visit(`/portal/news?lang=${lang}&pageSize=6`)).json().total).toBe(17);
      const counts: number[] = [];
      for (const category of ['1', '2', '3'])
        counts.push((await visit(`/portal/news?lang=${lang}&category=${category}&pageSize=6`)).json().total);
      expect([lang, counts]).toEqual([lang, [8, 4, 5]]);
    }
  });

  it('says "full-link", not "a single link", of the 2,500 orders per second (docs/product.md §9)', async () => {
    const [article] = await t.app.database.withSession((s) =>
      s.query<{ content: string }>(
        "SELECT content FROM mkt_news WHERE title = '全链路压测在证券行业的实践要点'",
      ),
    );
    expect(article.content).toContain('约 2500 笔/秒的全链路委托负载');
    expect(article.content).not.toContain('单一链路');
  });

  it('filters by category', async () => {
    const goodNews = (await visit('/portal/news?lang=en&category=1&pageSize=10')).json();
    expect(goodNews.rows.map((row: { title: string }) => row.title)).toEqual([
      'Chaos Engineering Platform helps an insurer rehearse an active-active data-centre switchover',
      'Over 30 securities firms now rely on DIS',
      'Simulated Exchange helps a broker switch to its new core trading system at the first attempt',
      'Inversion Comparison Platform helps a fund company upgrade its TA system without a hitch',
      "Intelligent Perception Platform goes live on a joint-stock bank's mobile banking",
      'Full-link load testing helps a leading futures firm take night-session peaks in its stride',
      'A leading broker cuts fault drills from 8 hours to 1 with our Chaos Engineering Platform',
      'DIS Digital Immunity achieves CMMI Level 5',
    ]);
    expect((await visit('/portal/news?category=7')).json()).toEqual({
      code: 500,
      msg: '新闻分类必须是以下值之一：, 1, 2, 3',
    });
  });

  it('shows one published item with its body; a draft or unknown id is not found', async () => {
    const list = (await visit('/portal/news?lang=en&category=2')).json();
    const release = list.rows.find((row: { title: string }) =>
      row.title.startsWith('Simulated Exchange 3.0'),
    );
    const item = (await visit(`/portal/news/${release.newsId}`, 'en')).json();
    expect(item.data.content).toContain('<h2>What is new</h2>');
    expect(item.data).not.toHaveProperty('createBy');

    const drafts = await t.app.database.withSession((s) =>
      s.query<{ news_id: number }>("SELECT news_id FROM mkt_news WHERE status = '1'"),
    );
    expect(drafts).toHaveLength(2);
    for (const draft of drafts) {
      expect((await visit(`/portal/news/${draft.news_id}`)).json()).toEqual({
        code: 404,
        msg: '新闻不存在或已下线',
      });
    }
    expect((await visit('/portal/news/999999', 'en')).json()).toEqual({
      code: 404,
      msg: 'This news item does not exist or is no longer published',
    });
  });

  it('lists the open jobs of one language and shows one; a closed job is not found', async () => {
    const zh = (await visit('/portal/jobs?lang=zh-cn')).json();
    expect(zh.total).toBe(5);
    expect(zh.rows.map((row: { city: string }) => row.city).sort()).toEqual(
      ['上海', '北京', '南京', '南京', '深圳'].sort(),
    );
    expect(zh.rows.every((row: { status: string }) => row.status === '0')).toBe(true);
    const one = (await visit(`/portal/jobs/${zh.rows[0].jobId}`)).json();
    expect(one.data).toMatchObject({ jobId: zh.rows[0].jobId, lang: 'zh-cn' });
    expect(one.data.requirements.split('\n').length).toBeGreaterThan(1);

    const [closed] = await t.app.database.withSession((s) =>
      s.query<{ job_id: number }>("SELECT job_id FROM mkt_job WHERE status = '1'"),
    );
    expect((await visit(`/portal/jobs/${closed.job_id}`)).json()).toEqual({
      code: 404,
      msg: '职位不存在或已停止招聘',
    });
  });

  it('needs no login, and refuses a client that reads too fast', async () => {
    const address = '198.51.100.99';
    let last = 0;
    for (let i = 0; i < 241; i += 1) last = (await visit('/portal/jobs?lang=en', 'en', address)).statusCode;
    expect(last).toBe(429);
    const refused = await visit('/portal/jobs?lang=en', 'en', address);
    expect(refused.json()).toEqual({ code: 429, msg: 'Too many requests; please try again later' });
    expect((await visit('/portal/jobs?lang=en', 'en', '198.51.100.100')).statusCode).toBe(200);
  });
});

describe('kept answers (docs/site/speed.md)', () => {
  it('answers a repeated read from the cache, and a change by staff shows at once', async () => {
    const url = '/portal/news?lang=en&pageSize=1';
    const before = (await visit(url, 'en')).json();
    const [first] = before.rows;
    // a change behind the console's back is not seen: the answer is kept
    await t.app.database.withSession((s) =>
      s.query('UPDATE mkt_news SET title = $1 WHERE news_id = $2', ['Changed quietly', first.newsId]),
    );
    expect((await visit(url, 'en')).json().rows[0].title).toBe(first.title);

    // an edit through the console clears the kept answers
    const token = await t.login('admin');
    const item = (await t.request({ method: 'GET', url: `/marketing/news/${first.newsId}`, token })).json()
      .data;
    const edited = await t.request({
      method: 'PUT',
      url: '/marketing/news',
      token,
      payload: { ...item, title: 'Edited by staff' },
    });
    expect(edited.json()).toMatchObject({ code: 200 });
    expect((await visit(url, 'en')).json().rows[0].title).toBe('Edited by staff');

    // unpublishing takes the item off at once
    await t.request({ method: 'PUT', url: '/marketing/news', token, payload: { ...item, status: '1' } });
    expect((await visit(`/portal/news/${first.newsId}`, 'en')).json().code).toBe(404);
    expect((await visit(url, 'en')).json().rows[0].newsId).not.toBe(first.newsId);
  });
});
