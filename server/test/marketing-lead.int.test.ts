/** @jest-environment ./server/test/native-modules-environment.cjs */
import { desc } from 'drizzle-orm';
import { mktLead } from '../src/db/schema';
import { setupTestApp } from './helper';
import { exportForm, lastOperLog, loginWithoutPermissions, readWorkbook } from './marketing-support';

const t = setupTestApp();

let admin: string;
let nobody: string;

const visit = (payload: object, remoteAddress: string) =>
  t.app.inject({ method: 'POST', url: '/prod-api/portal/trial', payload, remoteAddress });

beforeAll(async () => {
  admin = await t.login('admin');
  nobody = await loginWithoutPermissions(t, 'lead_nobody');
  await visit(
    {
      name: '陈静',
      phone: '13912345678',
      company: '东方证券测试部',
      email: 'cj@example.com',
      position: '测试经理',
      remark: '核心交易演练',
    },
    '203.0.113.21',
  );
  await visit(
    {
      name: 'Grace',
      phone: '13800138001',
      companyName: 'Harbor Bank',
      companyEmail: 'g@harbor.com',
      role: 'CTO',
      pain: '=cmd|calc',
    },
    '203.0.113.22',
  );
});

const leads = async () => t.app.db.select().from(mktLead).orderBy(desc(mktLead.leadId));

async function leadIdByName(name: string): Promise<number> {
  const body = (
    await t.request({ method: 'GET', url: '/marketing/lead/list', query: { name }, token: admin })
  ).json();
  expect(body.total).toBe(1);
  return body.rows[0].leadId as number;
}

describe('trial requests: /marketing/lead', () => {
  it('lists what visitors sent, newest first, filtered by name, phone, company, status and source', async () => {
    const all = (await t.request({ method: 'GET', url: '/marketing/lead/list', token: admin })).json();
    expect(all.rows.map((row: { name: string }) => row.name)).toEqual(['Grace', '陈静']);
    expect(all.rows[1]).toMatchObject({
      company: '东方证券测试部',
      source: 'trial',
      status: '0',
      ip: '203.0.113.21',
      subscribe: false,
    });
    const query = async (filters: Record<string, string>) =>
      (await t.request({ method: 'GET', url: '/marketing/lead/list', query: filters, token: admin }))
        .json()
        .rows.map((row: { name: string }) => row.name);
    expect(await query({ source: 'solution' })).toEqual(['Grace']);
    expect(await query({ phone: '1391234' })).toEqual(['陈静']);
    expect(await query({ company: 'harbor' })).toEqual(['Grace']);
    expect(await query({ status: '2' })).toEqual([]);
  });

  it('refuses every route without the permission, and has no add route', async () => {
    for (const call of [
      { method: 'GET' as const, url: '/marketing/lead/list' },
      { method: 'GET' as const, url: '/marketing/lead/1' },
      { method: 'PUT' as const, url: '/marketing/lead', payload: { leadId: 1, status: '1' } },
      { method: 'DELETE' as const, url: '/marketing/lead/1' },
      { method: 'POST' as const, url: '/marketing/lead/export', ...exportForm({}) },
    ]) {
      expect((await t.request({ ...call, token: nobody })).json()).toEqual({
        code: 403,
        msg: '没有权限，请联系管理员授权',
      });
    }
    const add = await t.request({
      method: 'POST',
      url: '/marketing/lead',
      token: admin,
      payload: { name: 'x', phone: '13800138000' },
    });
    expect(add.json().code).toBe(404);
  });

  it('saves a follow-up: status and note only, whatever else is sent', async () => {
    const leadId = await leadIdByName('陈静');
    const answer = await t.request({
      method: 'PUT',
      url: '/marketing/lead',
      token: admin,
      payload: {
        leadId,
        status: '1',
        followUp: '已电话沟通，下周三上门演示',
        name: '改名',
        phone: '13000000000',
      },
    });
    expect(answer.json()).toEqual({ code: 200, msg: '操作成功' });
    const read = (await t.request({ method: 'GET', url: `/marketing/lead/${leadId}`, token: admin })).json()
      .data;
    expect(read).toMatchObject({
      name: '陈静',
      phone: '13912345678',
      status: '1',
      followUp: '已电话沟通，下周三上门演示',
      updateBy: 'admin',
    });
    expect(await lastOperLog(t)).toMatchObject({ title: '试用申请', businessType: 2 });

    const closed = await t.request({
      method: 'PUT',
      url: '/marketing/lead',
      token: admin,
      payload: { leadId, status: '2' },
    });
    expect(closed.json().code).toBe(200);
    const after = (await t.request({ method: 'GET', url: `/marketing/lead/${leadId}`, token: admin })).json()
      .data;
    expect(after).toMatchObject({ status: '2', followUp: '已电话沟通，下周三上门演示' });
  });

  it('refuses bad follow-ups with a clear message and changes nothing', async () => {
    const leadId = await leadIdByName('陈静');
    const before = await leads();
    const cases: Array<[object, string]> = [
      [{ leadId, status: '0' }, '已联系或已关闭的申请不能改回新申请'],
      [{ leadId, status: '9' }, '状态必须是以下值之一：0, 1, 2'],
      [{ leadId, status: '1', followUp: '<img src=x onerror=alert(1)>' }, '跟进记录不能包含HTML标签'],
      [{ leadId, status: '1', followUp: 'x'.repeat(1001) }, '跟进记录长度不能超过1000个字符'],
      [{ leadId: 999999, status: '1' }, '试用申请不存在'],
      [{ status: '1' }, '线索编号不能为空'],
    ];
    for (const [payload, message] of cases) {
      expect(
        (await t.request({ method: 'PUT', url: '/marketing/lead', token: admin, payload })).json(),
      ).toEqual({
        code: 500,
        msg: message,
      });
    }
    expect(await leads()).toEqual(before);
  });

  it('exports requests with localised headers, labels and neutralised formulas', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/marketing/lead/export',
      token: admin,
      ...exportForm({ source: 'solution' }),
    });
    const sheet = await readWorkbook(response);
    expect(sheet.sheetName).toBe('试用申请数据');
    expect(sheet.rows[0].slice(0, 4)).toEqual(['申请编号', '姓名', '手机号', '公司名称']);
    expect(sheet.rows).toHaveLength(2);
    const [row] = sheet.rows.slice(1);
    expect(row.slice(1, 4)).toEqual(['Grace', '13800138001', 'Harbor Bank']);
    expect(row[6]).toBe('否');
    expect(row[7]).toBe('\t=cmd|calc');
    expect(row[8]).toBe('方案咨询');
    expect(row[9]).toBe('新申请');
  });

  it('deletes requests by comma-separated ids', async () => {
    const ids = [await leadIdByName('陈静'), await leadIdByName('Grace')];
    expect(
      (await t.request({ method: 'DELETE', url: `/marketing/lead/${ids.join(',')}`, token: admin })).json()
        .code,
    ).toBe(200);
    expect(await leads()).toEqual([]);
  });
});
