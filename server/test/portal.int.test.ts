/** @jest-environment ./server/test/native-modules-environment.cjs */
// db-kinds: postgres (it runs nothing whose behaviour depends on the kind: docs/stack.md "Two database kinds")
import { desc } from 'drizzle-orm';
import { mktLead } from '../src/db/schema';
import { setupTestApp } from './helper';

const t = setupTestApp();

const send = (payload: object, headers: Record<string, string> = {}, remoteAddress = '203.0.113.7') =>
  t.app.inject({ method: 'POST', url: '/prod-api/portal/trial', payload, headers, remoteAddress });

const latestLead = async () =>
  (await t.app.db.select().from(mktLead).orderBy(desc(mktLead.leadId)).limit(1))[0];

describe('POST /portal/trial', () => {
  it('stores the request as a new lead and thanks the visitor, without a login', async () => {
    const response = await send(
      {
        name: '王芳',
        phone: '13912345678',
        company: '某证券',
        email: 'wf@example.com',
        position: '运维总监',
        subscribe: true,
        remark: '演练',
      },
      {},
      '203.0.113.1',
    );
    expect(response.json()).toEqual({ code: 200, msg: '获取成功' });
    expect(await latestLead()).toMatchObject({
      name: '王芳',
      phone: '13912345678',
      company: '某证券',
      source: 'trial',
      status: '0',
      subscribe: true,
      ip: '203.0.113.1',
    });
  });

  it('answers in English and stores the solution form', async () => {
    const response = await send(
      {
        name: 'Ann',
        phone: '13800138000',
        companyName: 'Bank',
        companyEmail: 'it@bank.com',
        role: 'SRE',
        pain: 'outages',
      },
      { 'accept-language': 'en-US,en;q=0.9' },
      '203.0.113.2',
    );
    expect(response.json()).toEqual({ code: 200, msg: 'Acquisition successful' });
    expect(await latestLead()).toMatchObject({
      company: 'Bank',
      email: 'it@bank.com',
      position: 'SRE',
      source: 'solution',
    });
  });

  it('refuses a missing name or phone, bad formats and oversized fields, storing nothing', async () => {
    const before = await latestLead();
    expect((await send({ name: '', phone: '13800138000' }, {}, '203.0.113.3')).json()).toEqual({
      code: 500,
      msg: '请输入姓名和手机号',
    });
    expect((await send({ name: 'A' }, { 'accept-language': 'en' }, '203.0.113.3')).json()).toEqual({
      code: 500,
      msg: 'Please enter your name and phone number',
    });
    expect((await send({ name: 'A', phone: '123' }, {}, '203.0.113.4')).json()).toEqual({
      code: 500,
      msg: '请输入正确的手机号码',
    });
    expect((await send({ name: 'A', phone: '13800138000', email: 'x@' }, {}, '203.0.113.4')).json()).toEqual({
      code: 500,
      msg: '请输入正确的邮箱地址',
    });
    expect((await send({ name: 'A'.repeat(51), phone: '13800138000' }, {}, '203.0.113.5')).json().code).toBe(
      500,
    );
    expect((await latestLead()).leadId).toBe(before.leadId);
  });

  it('refuses HTML in any visitor field with a clear message, storing nothing', async () => {
    const before = await latestLead();
    expect(
      (await send({ name: '<script>alert(1)</script>', phone: '13800138000' }, {}, '203.0.113.6')).json(),
    ).toEqual({ code: 500, msg: '姓名不能包含HTML标签' });
    expect(
      (
        await send(
          { name: 'Eve', phone: '13800138000', companyName: 'Bank', pain: '<img src=x onerror=alert(1)>' },
          { 'accept-language': 'en' },
          '203.0.113.6',
        )
      ).json(),
    ).toEqual({ code: 500, msg: 'Needs and pain points must not contain HTML tags' });
    expect(
      (
        await send(
          { name: 'Eve', phone: '13800138000', company: '<a href="//evil">ACME</a>' },
          {},
          '203.0.113.6',
        )
      ).json(),
    ).toEqual({ code: 500, msg: '公司名称不能包含HTML标签' });
    expect((await latestLead()).leadId).toBe(before.leadId);
  });

  it('accepts the phone formats the site prints and visitors type', async () => {
    for (const [phone, stored, address] of [
      ['+86 139 1234 5678', '+8613912345678', '203.0.113.10'],
      ['025-8360-5160', '025-8360-5160', '203.0.113.11'],
    ]) {
      expect((await send({ name: 'Zhao', phone }, {}, address)).json()).toEqual({
        code: 200,
        msg: '获取成功',
      });
      expect(await latestLead()).toMatchObject({ name: 'Zhao', phone: stored });
    }
  });

  it('refuses a sixth request from one address within ten minutes', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      codes.push((await send({ name: `V${i}`, phone: '13700137000' }, {}, '198.51.100.9')).json().code);
    }
    // past three accepted requests the form must carry a captcha (docs/sales/leads.md "Spam"); the
    // refusals count towards the limit all the same
    expect(codes).toEqual([200, 200, 200, 428, 428, 429]);
  });
});
