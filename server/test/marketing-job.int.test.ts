/** @jest-environment ./server/test/native-modules-environment.cjs */
import { mktJob } from '../src/db/schema';
import { setupTestApp } from './helper';
import { exportForm, lastOperLog, loginWithoutPermissions, readWorkbook } from './marketing-support';

const t = setupTestApp();

let admin: string;
let nobody: string;

beforeAll(async () => {
  admin = await t.login('admin');
  nobody = await loginWithoutPermissions(t, 'job_nobody');
});

const countJobs = async () => (await t.app.db.select({ id: mktJob.jobId }).from(mktJob)).length;

const add = (payload: object, lang = 'zh-cn') =>
  t.request({
    method: 'POST',
    url: '/marketing/job',
    payload,
    token: admin,
    headers: { 'accept-language': lang },
  });

async function jobIdByTitle(title: string): Promise<number> {
  const body = (
    await t.request({ method: 'GET', url: '/marketing/job/list', query: { title }, token: admin })
  ).json();
  expect(body.total).toBe(1);
  return body.rows[0].jobId as number;
}

describe('job desk: /marketing/job', () => {
  it('lists the seeded postings in both languages, filtered by title, city, language and status', async () => {
    const english = (
      await t.request({ method: 'GET', url: '/marketing/job/list', query: { lang: 'en' }, token: admin })
    ).json();
    expect(english.total).toBe(4);
    const chinese = (
      await t.request({
        method: 'GET',
        url: '/marketing/job/list',
        query: { lang: 'zh-cn', city: '南京' },
        token: admin,
      })
    ).json();
    expect(chinese.rows.map((row: { title: string }) => row.title)).toEqual(
      expect.arrayContaining([
        '混沌工程研发工程师（Go）',
        '前端开发工程师（React）',
        '测试开发实习生（2024 届）',
      ]),
    );
    const closed = (
      await t.request({ method: 'GET', url: '/marketing/job/list', query: { status: '1' }, token: admin })
    ).json();
    expect(closed.rows.map((row: { title: string }) => row.title)).toEqual(['测试开发实习生（2024 届）']);
  });

  it('refuses every route without the permission', async () => {
    const calls = [
      { method: 'GET' as const, url: '/marketing/job/list' },
      { method: 'GET' as const, url: '/marketing/job/1' },
      { method: 'POST' as const, url: '/marketing/job', payload: { title: 'x', lang: 'zh-cn' } },
      { method: 'PUT' as const, url: '/marketing/job', payload: { jobId: 1, title: 'x', lang: 'zh-cn' } },
      { method: 'DELETE' as const, url: '/marketing/job/1' },
      { method: 'POST' as const, url: '/marketing/job/export', ...exportForm({}) },
    ];
    const before = await countJobs();
    for (const call of calls) {
      expect((await t.request({ ...call, token: nobody })).json()).toEqual({
        code: 403,
        msg: '没有权限，请联系管理员授权',
      });
    }
    expect(await countJobs()).toBe(before);
  });

  it('saves a posting, reads it back and shows it to visitors until it is closed', async () => {
    const saved = await add({
      title: 'SRE 工程师',
      city: ' 上海 ',
      department: '交付中心',
      headcount: 2,
      description: '负责客户环境的稳定性保障\r\n参与故障演练',
      requirements: '3 年以上运维经验',
      lang: 'zh-cn',
    });
    expect(saved.json()).toEqual({ code: 200, msg: '操作成功' });
    const jobId = await jobIdByTitle('SRE 工程师');
    const read = (await t.request({ method: 'GET', url: `/marketing/job/${jobId}`, token: admin })).json();
    expect(read.data).toMatchObject({
      title: 'SRE 工程师',
      city: '上海',
      headcount: 2,
      description: '负责客户环境的稳定性保障\n参与故障演练',
      status: '0',
      createBy: 'admin',
    });
    expect(read.data.publishTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect((await t.request({ method: 'GET', url: `/portal/jobs/${jobId}` })).json().data).toMatchObject({
      title: 'SRE 工程师',
    });
    expect(await lastOperLog(t)).toMatchObject({ title: '招聘管理', businessType: 1 });

    const closed = await t.request({
      method: 'PUT',
      url: '/marketing/job',
      token: admin,
      payload: { ...read.data, status: '1', headcount: 3 },
    });
    expect(closed.json()).toEqual({ code: 200, msg: '操作成功' });
    const after = (await t.request({ method: 'GET', url: `/marketing/job/${jobId}`, token: admin })).json()
      .data;
    expect(after).toMatchObject({
      status: '1',
      headcount: 3,
      publishTime: read.data.publishTime,
      updateBy: 'admin',
    });
    expect(
      (
        await t.request({ method: 'GET', url: `/portal/jobs/${jobId}`, headers: { 'accept-language': 'en' } })
      ).json(),
    ).toEqual({
      code: 404,
      msg: 'This job does not exist or is no longer open',
    });
  });

  it('refuses bad input with a clear message and changes nothing', async () => {
    const before = await countJobs();
    const cases: Array<[object, string, string?]> = [
      [{ lang: 'zh-cn' }, '职位名称不能为空'],
      [{ title: ' ', lang: 'en' }, 'Job title is required', 'en'],
      [{ title: 'x', lang: 'zh-cn', description: '<script>alert(1)</script>' }, '岗位职责不能包含HTML标签'],
      [{ title: 'x', lang: 'zh-cn', city: '<b>上海</b>' }, '工作城市不能包含HTML标签'],
      [{ title: 'x', lang: 'zh-cn', headcount: 0 }, '招聘人数不能小于1'],
      [
        { title: 'x', lang: 'zh-cn', headcount: 'many' },
        '参数[招聘人数]类型不匹配，要求类型为：integer,null',
      ],
      [{ title: 'x', lang: 'zh-cn', status: '2' }, '状态必须是以下值之一：0, 1'],
      [{ title: 'x' }, '语言不能为空'],
    ];
    for (const [payload, message, lang] of cases) {
      expect((await add(payload, lang)).json()).toEqual({ code: 500, msg: message });
    }
    expect(await countJobs()).toBe(before);
  });

  it('deletes by comma-separated ids', async () => {
    await add({ title: 'Temp A', lang: 'en' });
    await add({ title: 'Temp B', lang: 'en' });
    const ids = [await jobIdByTitle('Temp A'), await jobIdByTitle('Temp B')];
    const before = await countJobs();
    expect(
      (await t.request({ method: 'DELETE', url: `/marketing/job/${ids.join(',')}`, token: admin })).json()
        .code,
    ).toBe(200);
    expect(await countJobs()).toBe(before - 2);
  });

  it('exports postings with localised headers, status labels and neutralised formulas', async () => {
    await add({ title: '@SUM(A1:A9)', city: '-1+1', lang: 'en' });
    const response = await t.request({
      method: 'POST',
      url: '/marketing/job/export',
      token: admin,
      headers: { 'accept-language': 'en', 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'lang=en',
    });
    const sheet = await readWorkbook(response);
    expect(sheet.sheetName).toBe('Jobs');
    expect(sheet.rows[0]).toEqual([
      'Job ID',
      'Job title',
      'City',
      'Department',
      'Openings',
      'Responsibilities',
      'Requirements',
      'Language',
      'Status',
      'Published',
      'Created',
    ]);
    expect(sheet.rows).toHaveLength(1 + 5);
    const formula = sheet.rows.find((row) => row[1] === '\t@SUM(A1:A9)');
    expect(formula?.[2]).toBe('\t-1+1');
    expect(sheet.rows.slice(1).every((row) => row[8] === 'Open')).toBe(true);
  });
});
