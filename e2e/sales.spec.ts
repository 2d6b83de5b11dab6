import { Client } from 'pg';
import { expect, type APIRequestContext, type BrowserContext, type Page } from './support/test';
import { API, snap } from './support/session';
import { goesLive, test } from './support/site';

/**
 * The sales desk end to end (docs/sales/leads.md), in both languages: a visitor asks for a trial
 * on the home page; the lead is given to the only salesperson; a working day passes without a
 * call (the test moves the request's time back, as the clock would); the sweep tells the owner —
 * the bell lights, the notice opens the lead — and the owner logs the call, after which the lead
 * is contacted and no longer overdue. This file runs a server of its own on a PostgreSQL database
 * of its own, so it can move that clock.
 */
type Server = { url: string; stop: () => Promise<void> };
let server: Server;
const ADMIN_URL = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const database = `dis_e2e_sales_${process.pid}`;
const databaseUrl = (() => {
  const url = new URL(ADMIN_URL);
  url.pathname = `/${database}`;
  return url.toString();
})();

async function admin<T>(work: (client: Client) => Promise<T>, url = ADMIN_URL): Promise<T> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ request }) => {
  test.setTimeout(180_000);
  await admin((client) => client.query(`CREATE DATABASE ${database}`));
  const { startServer } = (await import('../scripts/lib/server.mjs')) as {
    startServer: (o: object) => Promise<Server>;
  };
  server = await startServer({ env: { CAPTCHA_ENABLED: 'false', DATABASE_URL: databaseUrl } });
  // the desk's one salesperson, in 销售部, with the seeded 销售 role
  const token = await login(request, 'admin', 'admin123');
  const get = async (path: string) =>
    (
      await request.get(`${server.url}${API}${path}`, { headers: { authorization: `Bearer ${token}` } })
    ).json();
  const dept = (await get('/system/dept/list?deptName=销售部')).data[0].deptId as number;
  const role = (await get('/system/role/list?roleKey=sales')).rows[0].roleId as number;
  const added = await (
    await request.post(`${server.url}${API}/system/user`, {
      headers: { authorization: `Bearer ${token}` },
      data: {
        userName: 'wangxs',
        nickName: '王小售 Wang',
        password: 'sales123',
        deptId: dept,
        roleIds: [role],
        postIds: [],
        email: 'wangxs@dis.test',
        status: '0',
      },
    })
  ).json();
  expect(added.code).toBe(200);
  // the salesperson has chosen a password of their own (no 安全提示 about the initial one)
  const own = await login(request, 'wangxs', 'sales123');
  const changed = await (
    await request.put(`${server.url}${API}/system/user/profile/updatePwd`, {
      headers: { authorization: `Bearer ${own}` },
      data: { oldPassword: 'sales123', newPassword: 'Sales2026' },
    })
  ).json();
  expect(changed.code).toBe(200);
});

test.afterAll(async () => {
  await server?.stop();
  await admin((client) => client.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`));
});

async function login(request: APIRequestContext, username: string, password: string): Promise<string> {
  const answer = await (
    await request.post(`${server.url}${API}/login`, { data: { username, password } })
  ).json();
  expect(answer.code).toBe(200);
  return answer.token as string;
}

async function pageIn(context: BrowserContext, lang: 'zh-cn' | 'en'): Promise<Page> {
  await context.addInitScript((chosen) => localStorage.setItem('lang', chosen), lang);
  return goesLive(await context.newPage());
}

const WORDS = {
  'zh-cn': {
    visitor: '陈先生',
    phone: '13912345601',
    submit: '提交申请',
    received: '获取成功',
    bell: /^消息通知(，\d+ 条未读)?$/,
    unread: (count: number) => `消息通知，${count} 条未读`,
    bellDialog: '通知公告',
    open: '打开线索 / Open the lead',
    follow: '跟进线索',
    overdue: '超时',
    history: '分配',
    content: '说了什么、约了什么',
    said: '已电话沟通，约下周二演示',
    saved: '修改成功',
    contacted: '已联系',
    funnel: '阶段漏斗',
    weeks: '每周线索（按阶段）',
  },
  en: {
    visitor: 'Ms Chen',
    phone: '13912345602',
    submit: 'Submit',
    received: 'Acquisition successful',
    bell: /^Notifications(, \d+ unread)?$/,
    unread: (count: number) => `Notifications, ${count} unread`,
    bellDialog: 'Notices',
    open: '打开线索 / Open the lead',
    follow: 'Follow up a lead',
    overdue: 'Overdue',
    history: 'Assigned',
    content: 'What was said, what comes next',
    said: 'Called her: a demo next Tuesday',
    saved: 'Saved',
    contacted: 'Contacted',
    funnel: 'Funnel by stage',
    weeks: 'Leads per week, by stage',
  },
} as const;

for (const lang of ['zh-cn', 'en'] as const) {
  test(`a visitor's request (${lang}) becomes the owner's overdue notice, and the owner logs the call`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(180_000);
    const words = WORDS[lang];

    // the visitor asks for a trial on the home page
    const visitorContext = await browser.newContext();
    const visitor = await pageIn(visitorContext, lang);
    await visitor.goto(`${server.url}/`);
    const form = visitor.locator('#trial form');
    await form
      .getByLabel(lang === 'en' ? /Name/ : /姓名/)
      .first()
      .fill(words.visitor);
    await form.getByLabel(lang === 'en' ? /Mobile phone/ : /手机号/).fill(words.phone);
    await form.getByLabel(lang === 'en' ? 'Company' : '公司名称', { exact: true }).fill('东方证券');
    await form.getByLabel(lang === 'en' ? 'Product of interest' : '意向产品').selectOption('load');
    await form.getByRole('button', { name: words.submit }).click();
    await expect(form.getByText(words.received)).toBeVisible();
    await visitorContext.close();

    // a working day passes without a call: the request was made three days ago, due yesterday
    const leadId = await admin(async (client) => {
      const { rows } = await client.query(
        `UPDATE mkt_lead SET create_time = create_time - interval '3 days', contact_due = LOCALTIMESTAMP(0) - interval '1 day'
          WHERE phone = $1 RETURNING lead_id, owner_id, product`,
        [words.phone],
      );
      expect(rows).toHaveLength(1);
      expect(rows[0].owner_id).not.toBeNull();
      expect(rows[0].product).toBe('load');
      return Number(rows[0].lead_id);
    }, databaseUrl);

    // the owner's console is open; the sweep runs (定时任务 线索超时提醒, run once)
    const ownerContext = await browser.newContext();
    const ownerToken = await login(request, 'wangxs', 'Sales2026');
    await ownerContext.addCookies([{ name: 'Admin-Token', value: ownerToken, url: server.url }]);
    const owner = await pageIn(ownerContext, lang);
    // the console opens its live-updates stream once its first view has settled (docs/live-updates.md)
    const streamOpen = owner.waitForResponse((response) => response.url().includes(`${API}/live/stream`), {
      timeout: 60_000,
    });
    // the bell reads its notices once the first view has settled (docs/site/speed.md)
    const bellRead = owner.waitForResponse(
      (response) => response.url().includes(`${API}/system/notice/listTop`),
      {
        timeout: 60_000,
      },
    );
    await owner.goto(`${server.url}/sales/lead`);
    const row = owner.locator('.ant-table-tbody tr.ant-table-row', { hasText: words.visitor });
    await expect(row).toHaveCount(1);
    await expect(row).toHaveClass(/sales-lead--overdue/);
    await expect(row.getByText(words.overdue, { exact: true })).toBeVisible();
    const bellButton = owner.getByRole('button', { name: words.bell });
    await expect(bellButton).toBeVisible();
    await bellRead;
    const unreadBefore = Number(
      (
        await (
          await request.get(`${server.url}${API}/system/notice/listTop`, {
            headers: { authorization: `Bearer ${ownerToken}` },
          })
        ).json()
      ).unreadCount ?? 0,
    );

    expect((await streamOpen).status()).toBe(200);
    const token = await login(request, 'admin', 'admin123');
    const headers = { authorization: `Bearer ${token}` };
    const jobs = await (
      await request.get(`${server.url}${API}/monitor/job/list?invokeTarget=salesTask`, { headers })
    ).json();
    const job = jobs.rows[0] as { jobId: number; jobGroup: string };
    const ran = await (
      await request.put(`${server.url}${API}/monitor/job/run`, {
        headers,
        data: { jobId: job.jobId, jobGroup: job.jobGroup },
      })
    ).json();
    expect(ran.code).toBe(200);
    // the run is done when its log row is written (调度日志)
    await expect
      .poll(async () => {
        const logs = await (
          await request.get(`${server.url}${API}/monitor/jobLog/list?invokeTarget=salesTask`, { headers })
        ).json();
        return (logs.rows as Array<{ status: string; exceptionInfo: string }>).map((row) => [
          row.status,
          row.exceptionInfo,
        ]);
      })
      .toContainEqual(['0', '']);

    const top = await (
      await request.get(`${server.url}${API}/system/notice/listTop`, {
        headers: { authorization: `Bearer ${ownerToken}` },
      })
    ).json();
    expect((top.data as Array<{ noticeTitle: string }>).map((notice) => notice.noticeTitle)).toContainEqual(
      expect.stringContaining('线索超时未联系'),
    );
    // the bell lights at once (live update), and its notice opens the lead
    const bell = owner.getByRole('button', { name: words.unread(unreadBefore + 1), exact: true });
    await expect(bell).toBeVisible({ timeout: 20_000 });
    await bell.click();
    const notices = owner.getByRole('dialog', { name: words.bellDialog });
    const notice = notices.getByRole('button', { name: /线索超时未联系/ }).first();
    await expect(notice).toBeVisible();
    await snap(owner, `sales-overdue-bell-${lang}`);
    await notice.click();
    const open = owner.getByRole('link', { name: words.open });
    await expect(open).toBeVisible();
    await snap(owner, `sales-overdue-notice-${lang}`);
    await open.click();
    await expect(owner).toHaveURL(new RegExp(`/sales/lead\\?leadId=${leadId}$`));

    // the follow-up of that lead is open, with its history; the owner logs the call
    const dialog = owner.getByRole('dialog', { name: words.follow });
    await expect(dialog).toBeVisible({ timeout: 30_000 });
    await expect(dialog.locator('.sales-history li').first()).toContainText(words.history);
    await dialog.getByPlaceholder(words.content).fill(words.said);
    await snap(owner, `sales-follow-up-${lang}`);
    await dialog.getByRole('button', { name: lang === 'en' ? 'OK' : /确\s*定/ }).click();
    await expect(owner.getByText(words.saved).first()).toBeVisible();
    const contacted = owner.locator('.ant-table-tbody tr.ant-table-row', { hasText: words.visitor });
    await expect(contacted).not.toHaveClass(/sales-lead--overdue/);
    await expect(contacted).toContainText(words.contacted);
    await snap(owner, `sales-contacted-${lang}`);

    // 销售看板: the owner's own leads, the funnel and the weeks drawn
    await owner.goto(`${server.url}/sales/board`);
    await expect(owner.getByRole('img', { name: words.funnel })).toBeVisible({ timeout: 30_000 });
    await expect(owner.getByRole('img', { name: words.weeks })).toBeVisible();
    await expect(owner.locator('.sales-board__figure').first()).toContainText(String(lang === 'en' ? 2 : 1));
    await snap(owner, `sales-board-${lang}`);
    await ownerContext.close();

    const history = await (
      await request.get(`${server.url}${API}/sales/lead/${leadId}/followUps`, { headers })
    ).json();
    expect(history.data).toContainEqual(
      expect.objectContaining({ kind: 'call', content: words.said, userName: 'wangxs' }),
    );
    expect(history.data).toContainEqual(expect.objectContaining({ kind: 'stage', content: '0 → 1' }));
  });
}
