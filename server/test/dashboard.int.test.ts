/** @jest-environment ./server/test/native-modules-environment.cjs */
import { formatDateTime } from '../src/common/datetime';
import { mktJob, mktLead, mktNews, sysLogininfor, sysRoleMenu } from '../src/db/schema';
import { insertEmptyRole, insertUsers } from './fixtures';
import { START_TIMEOUT, setupTestApp } from './helper';

const t = setupTestApp();

/** 新闻管理 and 在线用户 in the seed */
const NEWS_MENU = 120;
const ONLINE_MENU = 109;

beforeAll(async () => {
  const newsAndOnline = await insertEmptyRole(t.app, 'news_watcher');
  await t.app.db.insert(sysRoleMenu).values([
    { roleId: newsAndOnline, menuId: NEWS_MENU },
    { roleId: newsAndOnline, menuId: ONLINE_MENU },
  ]);
  await insertUsers(t.app, [
    { userName: 'newsdesk', roleIds: [newsAndOnline] },
    { userName: 'nobody', roleIds: [await insertEmptyRole(t.app, 'no_menus')] },
  ]);
}, START_TIMEOUT);

interface Summary {
  newLeadsThisWeek?: number;
  leadsPerDay?: Array<{ date: string; count: number }>;
  latestLeads?: Array<{
    leadId: number;
    name: string;
    company: string | null;
    createTime: string;
    status: string;
  }>;
  publishedNews?: number;
  openJobs?: number;
  onlineUsers?: number;
  failedLoginsToday?: number;
}

async function summaryOf(token: string): Promise<Summary> {
  const body = (await t.request({ method: 'GET', url: '/dashboard/summary', token })).json();
  expect(body).toMatchObject({ code: 200, msg: '操作成功' });
  return body.data as Summary;
}

const daysAgo = (days: number) => {
  const date = new Date();
  date.setDate(date.getDate() - days);
  return date;
};

const countOn = (summary: Summary, date: Date) =>
  summary.leadsPerDay!.find((day) => day.date === formatDateTime(date).slice(0, 10))?.count;

describe('GET /dashboard/summary', () => {
  it('gives the holder of every permission every figure, counted from the database and the sessions', async () => {
    const admin = await t.login('admin');
    const before = await summaryOf(admin);
    expect(before.leadsPerDay).toHaveLength(30);
    expect(before.leadsPerDay![29].date).toBe(formatDateTime().slice(0, 10));

    // a visitor asks for a trial through the public form
    const trial = await t.app.inject({
      method: 'POST',
      url: '/prod-api/portal/trial',
      payload: { name: '赵敏', phone: '13700000001', company: '某期货' },
      remoteAddress: '203.0.113.40',
    });
    expect(trial.json().code).toBe(200);
    await t.app.db.insert(mktLead).values([
      { name: '十天前', phone: '13700000002', status: '1', createTime: formatDateTime(daysAgo(10)) },
      { name: '四十天前', phone: '13700000003', status: '2', createTime: formatDateTime(daysAgo(40)) },
    ]);
    await t.app.db.insert(mktNews).values([
      { title: '已发布', category: '1', status: '0', publishTime: formatDateTime() },
      { title: '草稿', category: '1', status: '1' },
    ]);
    await t.app.db.insert(mktJob).values([
      { title: '测试工程师', status: '0' },
      { title: '已关闭职位', status: '1' },
    ]);
    await t.app.db.insert(sysLogininfor).values([
      { userName: 'ry', status: '1', msg: '用户不存在/密码错误', loginTime: formatDateTime(daysAgo(1)) },
      { userName: 'ry', status: '0', msg: '登录成功', loginTime: formatDateTime() },
    ]);
    // a real failed login today
    const failed = await t.request({
      method: 'POST',
      url: '/login',
      payload: { username: 'ry', password: 'wrong-password' },
    });
    expect(failed.json().code).toBe(500);
    await t.login('ry');

    const after = await summaryOf(admin);
    expect(after.newLeadsThisWeek).toBe(before.newLeadsThisWeek! + 1);
    expect(countOn(after, new Date())).toBe(countOn(before, new Date())! + 1);
    expect(countOn(after, daysAgo(10))).toBe(countOn(before, daysAgo(10))! + 1);
    expect(after.leadsPerDay!.reduce((sum, day) => sum + day.count, 0)).toBe(
      before.leadsPerDay!.reduce((sum, day) => sum + day.count, 0) + 2,
    );
    expect(after.latestLeads).toHaveLength(Math.min(5, (before.latestLeads?.length ?? 0) + 3));
    expect(after.latestLeads![0]).toMatchObject({ name: '赵敏', company: '某期货', status: '0' });
    expect(after.latestLeads![0].createTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(after.publishedNews).toBe(before.publishedNews! + 1);
    expect(after.openJobs).toBe(before.openJobs! + 1);
    expect(after.onlineUsers).toBe(before.onlineUsers! + 1);
    expect(after.failedLoginsToday).toBe(before.failedLoginsToday! + 1);
  });

  it('gives each figure only with its list permission', async () => {
    const newsdesk = await t.login('newsdesk');
    const summary = await summaryOf(newsdesk);
    expect(Object.keys(summary).sort()).toEqual(['onlineUsers', 'publishedNews']);
    expect(summary.onlineUsers).toBe((await t.app.sessions.list()).length);

    const nobody = await t.login('nobody');
    expect(await summaryOf(nobody)).toEqual({});
  });

  it('needs a login', async () => {
    expect((await t.request({ method: 'GET', url: '/dashboard/summary' })).json()).toEqual({
      code: 401,
      msg: '请求访问：/dashboard/summary，认证失败，无法访问系统资源',
    });
  });
});
