/** @jest-environment ./server/test/native-modules-environment.cjs */
// The sales desk (docs/sales/README.md) on both databases: a visitor's request lands as a lead with
// an owner (round robin, or by product), one buyer is one lead, spam is refused and stores nothing,
// the one-working-day promise follows the calendar (a holiday, a make-up working day), the overdue
// lead's owner and leader are told (bell, and an e-mail read back from our own SMTP server), a
// salesperson sees their own leads and a leader their department's; the 试用申请 API keeps working.
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { eq, inArray } from 'drizzle-orm';
import type { AppConfig } from '../src/config';
import { mktLead, sysConfig, sysDept, sysJob, sysRole, sysUser } from '../src/db/schema';
import { CacheKeys } from '../src/cache/store';
import { insertUsers } from './fixtures';
import { setupTestApp } from './helper';
import { exportForm, lastOperLog, readWorkbook } from './marketing-support';

// ---- our own SMTP server, reading every message it is given ----
const mails: ParsedMail[] = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, _session, callback) {
    simpleParser(stream)
      .then((mail) => {
        mails.push(mail);
        callback();
      })
      .catch(callback);
  },
});
const overrides: Partial<AppConfig> = {};
beforeAll(async () => {
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  overrides.mail = { url: `smtp://127.0.0.1:${port}`, from: 'DIS 控制台 <console@dis.test>' };
});
afterAll(async () => {
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

const t = setupTestApp(overrides);

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = async (
  method: Method,
  url: string,
  token?: string,
  payload?: object,
  lang = 'zh-cn',
  ip = '10.9.0.1',
) =>
  (
    await t.request({ method, url, token, payload, remoteAddress: ip, headers: { 'accept-language': lang } })
  ).json() as {
    code: number;
    msg: string;
    data?: unknown;
    rows?: Array<Record<string, unknown>>;
    total?: number;
    captchaRequired?: boolean;
  };

let admin: string;
const ids: Record<string, number> = {};
const tokens: Record<string, string> = {};
let salesDept: number;
let ipCounter = 10;
/** each visitor of its own address (so the spam guard counts only where a test means it) */
const visitor = () => `10.20.0.${(ipCounter += 1)}`;

const request = (body: Record<string, unknown>, ip = visitor(), lang = 'zh-cn') =>
  call('POST', '/portal/trial', undefined, body, lang, ip);
const leadOf = async (phone: string) => {
  const rows = await t.app.db.select().from(mktLead).where(eq(mktLead.phone, phone));
  return rows;
};
const setConfig = async (key: string, value: string) => {
  await t.app.db.update(sysConfig).set({ configValue: value }).where(eq(sysConfig.configKey, key));
  await t.app.cache.del(`${CacheKeys.config}${key}`);
};

beforeAll(async () => {
  admin = await t.login('admin');
  const roles = await t.app.db
    .select({ roleId: sysRole.roleId, roleKey: sysRole.roleKey })
    .from(sysRole)
    .where(inArray(sysRole.roleKey, ['sales', 'sales_leader']));
  const role = (key: string) => roles.find((one) => one.roleKey === key)!.roleId;
  [{ deptId: salesDept }] = await t.app.db
    .select({ deptId: sysDept.deptId })
    .from(sysDept)
    .where(eq(sysDept.deptName, '销售部 Sales'));
  // two salespeople in 销售部, their leader at the headquarters above it
  const [s1, s2, lead] = await insertUsers(t.app, [
    { userName: 'sales1', deptId: salesDept, roleIds: [role('sales')] },
    { userName: 'sales2', deptId: salesDept, roleIds: [role('sales')] },
    { userName: 'leader1', deptId: 101, roleIds: [role('sales_leader')] },
  ]);
  Object.assign(ids, { sales1: s1, sales2: s2, leader1: lead });
  for (const [name, userId] of Object.entries(ids))
    await t.app.db
      .update(sysUser)
      .set({ email: `${name}@dis.test`, nickName: `${name} 昵称` })
      .where(eq(sysUser.userId, userId));
  for (const name of Object.keys(ids)) tokens[name] = await t.login(name);
});

describe('a request lands on the desk with an owner', () => {
  it('round robin over the 销售 holders, then by product when the setting says so', async () => {
    for (const phone of ['13900000001', '13900000002', '13900000003'])
      expect(await request({ name: '张三', phone, company: '华泰证券' })).toEqual({
        code: 200,
        msg: '获取成功',
      });
    const owners = [];
    for (const phone of ['13900000001', '13900000002', '13900000003'])
      owners.push((await leadOf(phone))[0].ownerId);
    expect(owners).toEqual([ids.sales1, ids.sales2, ids.sales1]);
    const [first] = await leadOf('13900000001');
    expect(first).toMatchObject({ stage: '0', status: '0', deptId: salesDept, requestCount: 1 });
    expect(first.contactDue).toEqual(expect.any(String));

    await setConfig('sales.assign.mode', 'product');
    await setConfig('sales.assign.productOwners', 'load=sales1, chaos=nobody');
    await request({ name: '李四', phone: '13900000004', product: 'load' });
    await request({ name: '王五', phone: '13900000005', product: 'chaos' });
    expect((await leadOf('13900000004'))[0].ownerId).toBe(ids.sales1);
    // a product without a known owner goes round: the turn after sales1
    expect((await leadOf('13900000005'))[0].ownerId).toBe(ids.sales2);
    await setConfig('sales.assign.mode', 'roundRobin');

    const history = await call('GET', `/sales/lead/${first.leadId}/followUps`, admin);
    expect(history.data).toEqual([
      expect.objectContaining({ kind: 'assign', content: expect.stringContaining('sales1 昵称') }),
    ]);
  });

  it('one buyer, one lead: the same phone or e-mail within 30 days joins the lead as a follow-up', async () => {
    await request({ name: '赵六', phone: '13900000010', email: 'zhao@broker.cn', company: '某券商' });
    const [lead] = await leadOf('13900000010');
    expect(await request({ name: '赵六', phone: '139 0000 0010', remark: '想看压测' })).toMatchObject({
      code: 200,
    });
    // the solution form with the same company e-mail, another phone
    await request({
      companyName: '某券商',
      companyEmail: 'ZHAO@broker.cn',
      name: '赵六',
      phone: '13900000011',
      pain: '故障多',
    });
    expect(await leadOf('13900000011')).toEqual([]);
    const [joined] = await leadOf('13900000010');
    expect(joined).toMatchObject({ leadId: lead.leadId, requestCount: 3 });
    const history = (await call('GET', `/sales/lead/${lead.leadId}/followUps`, admin)).data as Array<{
      kind: string;
      content: string;
    }>;
    expect(history.filter((row) => row.kind === 'request').map((row) => row.content)).toEqual([
      expect.stringContaining('故障多'),
      expect.stringContaining('想看压测'),
    ]);
    // 31 days later the buyer is new again
    await t.app.db
      .update(mktLead)
      .set({ lastRequestTime: '2020-01-01 10:00:00', createTime: '2020-01-01 10:00:00' })
      .where(eq(mktLead.leadId, lead.leadId));
    await request({ name: '赵六', phone: '13900000010' });
    expect((await leadOf('13900000010')).length).toBe(2);
  });
});

describe('spam is kept out of the public forms, and a refused request stores nothing', () => {
  const count = async () => (await t.app.db.select({ id: mktLead.leadId }).from(mktLead)).length;

  it('a filled honeypot is answered as received and stored nowhere', async () => {
    const before = await count();
    expect(await request({ name: 'bot', phone: '13900000020', website: 'http://spam.example' })).toEqual({
      code: 200,
      msg: '获取成功',
    });
    expect(await count()).toBe(before);
  });

  it("asks a captcha after suspicious volume from one address, and answers 429 in the visitor's language", async () => {
    const captchaOf = async (ip: string) => {
      const { uuid } = (await call(
        'GET',
        '/portal/trial/captcha',
        undefined,
        undefined,
        'zh-cn',
        ip,
      )) as unknown as {
        uuid: string;
      };
      return { uuid, answer: (await t.app.cache.get(`${CacheKeys.captcha}${uuid}`))! };
    };
    const ip = visitor();
    for (const [name, phone] of [
      ['甲', '13900000031'],
      ['乙', '13900000032'],
      ['丁', '13900000035'],
    ])
      expect(await request({ name, phone }, ip)).toMatchObject({ code: 200 });
    const before = await count();
    expect(await request({ name: '丙', phone: '13900000033' }, ip)).toEqual({
      code: 428,
      msg: '提交较频繁，请输入验证码后再提交',
      captchaRequired: true,
    });
    const wrong = await captchaOf(ip);
    expect(
      await request(
        { name: '丙', phone: '13900000033', code: `${wrong.answer}9`, uuid: wrong.uuid },
        ip,
        'en',
      ),
    ).toEqual({
      code: 428,
      msg: 'The code is wrong: please try again',
      captchaRequired: true,
    });
    // five in ten minutes from the address: the sixth is refused, in English for an English visitor
    const response = await t.request({
      method: 'POST',
      url: '/portal/trial',
      payload: { name: 'Dan', phone: '13900000034' },
      remoteAddress: ip,
      headers: { 'accept-language': 'en' },
    });
    expect(response.statusCode).toBe(429);
    expect(response.json()).toEqual({ code: 429, msg: expect.stringMatching(/too many|try again/i) });
    expect(await count()).toBe(before);

    // from another address past the same volume, the right answer lets the request in
    const other = visitor();
    for (const [name, phone] of [
      ['戊', '13900000036'],
      ['己', '13900000037'],
      ['庚', '13900000038'],
    ])
      await request({ name, phone }, other);
    const right = await captchaOf(other);
    expect(
      await request({ name: '辛', phone: '13900000039', code: right.answer, uuid: right.uuid }, other),
    ).toMatchObject({
      code: 200,
    });
    expect(await leadOf('13900000039')).toHaveLength(1);
  });
});

describe('the one-working-day promise on the calendar, and who is told', () => {
  it('follows the holidays and make-up days of the calendar, and its edits', async () => {
    await request({ name: '节前', phone: '13900000041' });
    await request({ name: '调休', phone: '13900000042' });
    const [before] = await leadOf('13900000041');
    const [makeUp] = await leadOf('13900000042');
    // asked on the Wednesday before 国庆 (10月1日–7日) and on the Friday before the make-up Saturday 10月10日
    await t.app.db
      .update(mktLead)
      .set({ createTime: '2026-09-30 15:00:00' })
      .where(eq(mktLead.leadId, before.leadId));
    await t.app.db
      .update(mktLead)
      .set({ createTime: '2026-10-09 16:30:00' })
      .where(eq(mktLead.leadId, makeUp.leadId));
    // staff make Monday 10月12日 a holiday: the deadlines follow the calendar at once
    const added = await call('POST', '/sales/calendar', admin, {
      day: '2026-10-12',
      kind: '1',
      name: '公司假日 Company day',
    });
    expect(added).toEqual({ code: 200, msg: '操作成功' });
    expect((await leadOf('13900000041'))[0].contactDue).toBe('2026-10-08 15:00:00');
    expect((await leadOf('13900000042'))[0].contactDue).toBe('2026-10-10 16:30:00');
    await t.app.db
      .update(mktLead)
      .set({ createTime: '2026-10-10 20:00:00' })
      .where(eq(mktLead.leadId, makeUp.leadId));
    await call('PUT', '/sales/calendar', admin, {
      calendarId: (
        (await call('GET', '/sales/calendar/list?year=2026&name=公司', admin)).rows![0] as {
          calendarId: number;
        }
      ).calendarId,
      day: '2026-10-12',
      kind: '1',
      name: '公司假日',
    });
    // 4 hours of the make-up Saturday, no Sunday, no Monday (the new holiday): Tuesday 20:00
    expect((await leadOf('13900000042'))[0].contactDue).toBe('2026-10-13 20:00:00');
    // refusals, in the caller's language, and nothing written
    expect(await call('POST', '/sales/calendar', admin, { day: '2026-10-12', kind: '1', name: 'x' })).toEqual(
      {
        code: 500,
        msg: "新增日期'2026-10-12'失败，该日期已在日历中",
      },
    );
    expect(
      (await call('POST', '/sales/calendar', admin, { day: '2026-10-14', kind: '0', name: 'x' }, 'en')).msg,
    ).toBe('A make-up working day falls on a Saturday or a Sunday');
    expect(
      (await call('POST', '/sales/calendar', admin, { day: '2026-02-30', kind: '1', name: 'x' })).msg,
    ).toBe('日期不存在');
  });

  it('tells the owner and the leader once — bell, live push and e-mail — and counts it on 首页', async () => {
    const [lead] = await leadOf('13900000041');
    expect(lead.ownerId).not.toBeNull();
    const ownerName = Object.entries(ids).find(([, userId]) => userId === lead.ownerId)![0];
    const other = ownerName === 'sales1' ? 'sales2' : 'sales1';
    const heard: number[][] = [];
    const unsubscribe = t.app.live.subscribe((message) => {
      if (message.event.type === 'notice') heard.push([...(message.to.userIds ?? [])]);
    });
    const [job] = await t.app.db
      .select()
      .from(sysJob)
      .where(eq(sysJob.invokeTarget, 'salesTask.remindOverdue'));
    expect(job.status).toBe('0');
    expect(
      await call('PUT', '/monitor/job/run', admin, { jobId: job.jobId, jobGroup: job.jobGroup }),
    ).toMatchObject({ code: 200 });
    // the run is the job engine's (BullMQ on PostgreSQL + Redis): its e-mail is the last thing it does
    await waitFor(() => mails.some((one) => one.subject?.includes('节前')));
    await settled();
    unsubscribe();

    const bell = async (name: string) =>
      (
        (await call('GET', '/system/notice/listTop', tokens[name])).data as Array<{
          noticeTitle: string;
          noticeId: number;
        }>
      ).filter((notice) => notice.noticeTitle.startsWith('线索超时未联系：节前'));
    const ownerBell = await bell(ownerName);
    expect(ownerBell.map((notice) => notice.noticeTitle)).toContain('线索超时未联系：节前 / Overdue lead');
    expect(ownerBell).toHaveLength(1);
    expect(await bell('leader1')).toEqual(ownerBell);
    expect(await bell(other)).toEqual([]);
    // the other salesperson cannot open it either
    expect((await call('GET', `/system/notice/${ownerBell[0].noticeId}`, tokens[other])).code).not.toBe(200);
    expect(heard).toContainEqual(expect.arrayContaining([lead.ownerId!, ids.leader1]));

    const mail = mails.find((one) => one.subject?.includes('节前'))!;
    expect(mail.subject).toBe('【线索超时】节前 未在 1 个工作日内联系 / Overdue lead: 节前');
    const to = (Array.isArray(mail.to) ? mail.to : [mail.to]).flatMap((one) =>
      one!.value.map((address) => address.address),
    );
    expect(to.sort()).toEqual([`${ownerName}@dis.test`, 'leader1@dis.test'].sort());
    expect(mail.text).toContain('13900000041');
    expect(mail.text).toContain('has not been');

    // highlighted in the list, counted on 首页 for the owner, told once only
    const list = await call('GET', '/sales/lead/list?overdue=1', tokens[ownerName]);
    expect(list.rows!.map((row) => row.phone)).toContain('13900000041');
    expect(list.rows!.every((row) => row.overdue === true)).toBe(true);
    const home = (await call('GET', '/dashboard/summary', tokens[ownerName])).data as {
      overdueLeads: number;
    };
    expect(home.overdueLeads).toBeGreaterThanOrEqual(1);
    const sent = mails.length;
    await call('PUT', '/monitor/job/run', admin, { jobId: job.jobId, jobGroup: job.jobGroup });
    await settled();
    expect(mails.length).toBe(sent);
    expect((await bell(ownerName)).length).toBe(ownerBell.length);
  });
});

describe('the desk: scope, follow-ups, assignment, merging, export', () => {
  it("a salesperson sees their own leads, a leader their department's", async () => {
    const mine = await call('GET', '/sales/lead/list?pageSize=100', tokens.sales1);
    expect(mine.rows!.length).toBeGreaterThan(0);
    expect(mine.rows!.every((row) => row.ownerId === ids.sales1)).toBe(true);
    const theirs = await call('GET', '/sales/lead/list?pageSize=100', tokens.sales2);
    const leader = await call('GET', '/sales/lead/list?pageSize=100', tokens.leader1);
    expect(leader.total).toBe(mine.total! + theirs.total!);
    const foreign = theirs.rows![0].leadId as number;
    expect(await call('GET', `/sales/lead/${foreign}`, tokens.sales1)).toEqual({
      code: 500,
      msg: expect.stringContaining('权限'),
    });
    const board = (await call('GET', '/sales/board', tokens.sales1)).data as {
      total: number;
      owners: Array<{ ownerId: number }>;
    };
    expect(board.total).toBe(mine.total);
    expect(board.owners.map((owner) => owner.ownerId)).toEqual([ids.sales1]);
    // ry (the common role) has no right to the desk at all
    const ry = await t.login('ry');
    expect((await call('GET', '/sales/lead/list', ry)).code).toBe(403);
  });

  it('a logged call is the first contact: the lead moves on, in 试用申请 too, and the history names who', async () => {
    const [lead] = await leadOf('13900000001');
    const refused = await call('POST', '/sales/lead/followUp', tokens.sales1, {
      leadId: lead.leadId,
      kind: 'call',
      content: '  ',
    });
    expect(refused).toEqual({ code: 500, msg: '请填写跟进内容' });
    expect(
      await call('POST', '/sales/lead/followUp', tokens.sales1, {
        leadId: lead.leadId,
        kind: 'call',
        content: '已电话沟通，约下周演示',
        nextStepDate: '2026-12-14',
      }),
    ).toEqual({ code: 200, msg: '操作成功' });
    expect(await lastOperLog(t)).toMatchObject({ title: '线索', businessType: 2, operName: 'sales1' });
    const [after] = await leadOf('13900000001');
    expect(after).toMatchObject({ stage: '1', status: '1', nextStepDate: '2026-12-14' });
    expect(after.firstContactTime).toEqual(expect.any(String));
    const trial = await call('GET', `/marketing/lead/${lead.leadId}`, admin);
    expect(trial.data).toMatchObject({ status: '1' });
    const history = (await call('GET', `/sales/lead/${lead.leadId}/followUps`, tokens.sales1)).data as Array<
      Record<string, unknown>
    >;
    expect(history[0]).toMatchObject({ userName: 'sales1' });
    expect(history.map((row) => row.kind)).toEqual(expect.arrayContaining(['call', 'stage', 'assign']));
    // never back to new
    expect((await call('PUT', '/sales/lead', tokens.sales1, { leadId: lead.leadId, stage: '0' })).msg).toBe(
      '已联系的线索不能改回新线索',
    );
  });

  it('the leader reassigns in bulk; an owner must hold a sales role', async () => {
    const [a] = await leadOf('13900000002');
    const [b] = await leadOf('13900000003');
    expect(
      await call('PUT', '/sales/lead/assign', tokens.leader1, {
        leadIds: [a.leadId, b.leadId],
        ownerId: ids.sales2,
      }),
    ).toEqual({
      code: 200,
      msg: '已分配 2 条线索给 sales2 昵称',
    });
    expect((await leadOf('13900000003'))[0].ownerId).toBe(ids.sales2);
    expect(
      (await call('PUT', '/sales/lead/assign', tokens.leader1, { leadIds: [a.leadId], ownerId: 1 }, 'en'))
        .msg,
    ).toBe('The owner does not exist or is disabled');
    // a salesperson has no right to assign
    expect(
      (await call('PUT', '/sales/lead/assign', tokens.sales1, { leadIds: [a.leadId], ownerId: ids.sales1 }))
        .code,
    ).toBe(403);
  });

  it('staff merge two leads of one buyer, and export the list', async () => {
    const [keep] = await leadOf('13900000004');
    const [merge] = await leadOf('13900000005');
    expect(
      await call('PUT', '/sales/lead/merge', admin, { keepId: keep.leadId, mergeId: keep.leadId }),
    ).toEqual({
      code: 500,
      msg: '不能把线索合并到它自己',
    });
    expect(
      await call('PUT', '/sales/lead/merge', admin, { keepId: keep.leadId, mergeId: merge.leadId }),
    ).toEqual({
      code: 200,
      msg: `已把线索 ${merge.leadId} 合并到线索 ${keep.leadId}`,
    });
    expect(await leadOf('13900000005')).toEqual([]);
    const [kept] = await leadOf('13900000004');
    expect(kept.requestCount).toBe(2);
    const history = (await call('GET', `/sales/lead/${keep.leadId}/followUps`, admin)).data as Array<{
      kind: string;
      content: string;
    }>;
    expect(history[0]).toMatchObject({ kind: 'merge', content: expect.stringContaining('13900000005') });

    const response = await t.request({
      method: 'POST',
      url: '/sales/lead/export',
      token: admin,
      ...exportForm({ phone: '1390000000' }),
    });
    const { sheetName, rows } = await readWorkbook(response);
    expect(sheetName).toBe('线索');
    expect(rows[0]).toEqual(expect.arrayContaining(['线索编号', '阶段', '负责人', '超时未联系']));
    expect(rows.slice(1).map((row) => row[2])).toContain('13900000001');
  });

  it("the 试用申请 API keeps working for RuoYi-style clients: a follow-up there is the desk's first contact", async () => {
    const [lead] = await leadOf('13900000031');
    const list = await call('GET', '/marketing/lead/list?phone=13900000031', admin);
    expect(list.rows!.map((row) => row.leadId)).toEqual([lead.leadId]);
    expect(
      await call('PUT', '/marketing/lead', admin, {
        leadId: lead.leadId,
        status: '1',
        followUp: '电话已联系',
      }),
    ).toEqual({
      code: 200,
      msg: '操作成功',
    });
    const [after] = await leadOf('13900000031');
    expect(after).toMatchObject({ stage: '1', status: '1' });
    expect(after.firstContactTime).toEqual(expect.any(String));
    const history = (await call('GET', `/sales/lead/${lead.leadId}/followUps`, admin)).data as Array<{
      kind: string;
      content: string;
    }>;
    expect(history[0]).toMatchObject({ kind: 'note', content: '电话已联系', userName: 'admin' });
  });
});

describe('the product of interest: offered by the forms, checked by the server', () => {
  const count = async () => (await t.app.db.select({ id: mktLead.leadId }).from(mktLead)).length;

  it('refuses a product that is not a known one, in the visitor language, and stores nothing', async () => {
    const before = await count();
    expect(await request({ name: '孙七', phone: '13900000060', product: 'teleport' })).toEqual({
      code: 500,
      msg: '意向产品不存在，请从列表中选择',
    });
    expect(await request({ name: 'Sun', phone: '13900000060', product: 'Chaos' }, visitor(), 'en')).toEqual({
      code: 500,
      msg: 'Unknown product of interest: please choose one from the list',
    });
    expect(await count()).toBe(before);
    // staff cannot set one either
    const [lead] = await leadOf('13900000010');
    expect((await call('PUT', '/sales/lead', admin, { leadId: lead.leadId, product: 'teleport' })).msg).toBe(
      '意向产品不存在，请从列表中选择',
    );
  });

  it('a solution request naming a product goes to its owner when assignment is by product', async () => {
    await setConfig('sales.assign.mode', 'product');
    await setConfig('sales.assign.productOwners', 'replay=sales2,exchange=leader1');
    try {
      await request({ companyName: '某期货', name: '周八', phone: '13900000061', product: 'replay' });
      await request({ name: '吴九', phone: '13900000062', product: 'exchange' });
      expect((await leadOf('13900000061'))[0]).toMatchObject({
        ownerId: ids.sales2,
        product: 'replay',
        source: 'solution',
      });
      expect((await leadOf('13900000062'))[0]).toMatchObject({ ownerId: ids.leader1, product: 'exchange' });
      const [lead] = await leadOf('13900000061');
      const history = (await call('GET', `/sales/lead/${lead.leadId}/followUps`, admin)).data;
      expect(history).toEqual([
        expect.objectContaining({ kind: 'assign', content: 'sales2 昵称（按意向产品分配 / by product）' }),
      ]);
    } finally {
      await setConfig('sales.assign.mode', 'roundRobin');
    }
  });
});

describe('staff add a lead by hand (新增)', () => {
  it('a salesperson adds a lead they then own and see; the operation log records it', async () => {
    const answer = await call('POST', '/sales/lead', tokens.sales2, {
      name: '郑十',
      phone: '139 0000 0070',
      company: '某基金',
      email: 'zheng@fund.cn',
      product: 'load',
      remark: '展会上认识，想做压测',
    });
    const [lead] = await leadOf('13900000070');
    expect(answer).toEqual({
      code: 200,
      msg: `新增成功：线索 ${lead.leadId}，负责人 sales2 昵称`,
      data: { leadId: lead.leadId, joined: false },
    });
    expect(lead).toMatchObject({
      ownerId: ids.sales2,
      deptId: salesDept,
      source: 'manual',
      stage: '0',
      product: 'load',
      requestCount: 1,
    });
    expect(lead.contactDue).toEqual(expect.any(String));
    expect(await lastOperLog(t)).toMatchObject({ title: '线索', businessType: 1, operName: 'sales2' });
    const mine = await call('GET', '/sales/lead/list?phone=13900000070', tokens.sales2);
    expect(mine.rows!.map((row) => row.leadId)).toEqual([lead.leadId]);
    // another salesperson does not see it
    expect((await call('GET', '/sales/lead/list?phone=13900000070', tokens.sales1)).total).toBe(0);
    // 试用申请 lists it too, as 手工录入
    const trials = await call('GET', '/marketing/lead/list?source=manual', admin);
    expect(trials.rows!.map((row) => row.leadId)).toEqual([lead.leadId]);
    const history = (await call('GET', `/sales/lead/${lead.leadId}/followUps`, tokens.sales2)).data;
    expect(history).toEqual([
      expect.objectContaining({
        kind: 'assign',
        userName: 'sales2',
        content: 'sales2 昵称（手工录入 / added by staff）',
      }),
    ]);
  });

  it('the same phone or company e-mail within 30 days joins the lead, and the answer says so', async () => {
    const [lead] = await leadOf('13900000070');
    const before = (await t.app.db.select({ id: mktLead.leadId }).from(mktLead)).length;
    // sales1 enters the same buyer by e-mail (another phone): it joins sales2's lead
    expect(
      await call(
        'POST',
        '/sales/lead',
        tokens.sales1,
        { name: '郑十', phone: '13900000071', email: 'ZHENG@fund.cn', remark: '电话咨询' },
        'en',
      ),
    ).toEqual({
      code: 200,
      msg: `This buyer already has lead ${lead.leadId} from the last 30 days (owner: sales2 昵称): what you entered joined it as a new request; no lead was added`,
      data: { leadId: lead.leadId, joined: true },
    });
    expect((await t.app.db.select({ id: mktLead.leadId }).from(mktLead)).length).toBe(before);
    const [joined] = await leadOf('13900000070');
    expect(joined).toMatchObject({ requestCount: 2, ownerId: ids.sales2 });
    const history = (await call('GET', `/sales/lead/${lead.leadId}/followUps`, tokens.sales2)).data;
    expect(history).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          kind: 'request',
          userName: 'sales1',
          content: expect.stringContaining('电话咨询'),
        }),
      ]),
    );
  });

  it('refuses what the forms refuse, and stores nothing; without the right, 403', async () => {
    const count = async () => (await t.app.db.select({ id: mktLead.leadId }).from(mktLead)).length;
    const before = await count();
    const add = (body: object, token = tokens.sales1, lang = 'zh-cn') =>
      call('POST', '/sales/lead', token, body, lang);
    expect(await add({ name: ' ', phone: '13900000072' })).toEqual({
      code: 500,
      msg: '请输入姓名和手机号',
    });
    expect((await add({ name: '钱', phone: '12345' })).msg).toBe('请输入正确的手机号码');
    expect((await add({ name: '钱', phone: '13900000072', email: 'qian@' })).code).toBe(500);
    expect(
      (await add({ name: '钱', phone: '13900000072', product: 'teleport' }, tokens.sales1, 'en')).msg,
    ).toBe('Unknown product of interest: please choose one from the list');
    expect((await add({ name: '<b>钱</b>', phone: '13900000072' })).code).toBe(500);
    const ry = await t.login('ry');
    expect((await add({ name: '钱', phone: '13900000072' }, ry)).code).toBe(403);
    expect(await count()).toBe(before);
  });

  it('an administrator, who owns no leads, adds one that is assigned as a request is', async () => {
    const answer = await call('POST', '/sales/lead', admin, { name: '冯一', phone: '13900000073' });
    const [lead] = await leadOf('13900000073');
    expect(answer.code).toBe(200);
    expect([ids.sales1, ids.sales2]).toContain(lead.ownerId);
    expect(lead.source).toBe('manual');
  });
});

describe('工作日历: a year whose official schedule is not yet entered', () => {
  it('is named to those who read the calendar until a make-up working day of it is entered', async () => {
    type Year = { year: number; holidays: number; makeUpDays: number; entered: boolean };
    const coverage = async (token = tokens.leader1) =>
      (await call('GET', '/sales/calendar/coverage', token)).data as Year[];
    const today = new Date();
    const year = today.getFullYear();
    const awaited = today.getMonth() + 1 >= 10 ? [year, year + 1] : [year];
    // as seeded: 2026 is entered (it has 班 days); 2027 has its statutory days only
    const before = await coverage();
    expect(before.every((one) => !one.entered && one.makeUpDays === 0)).toBe(true);
    expect(before.map((one) => one.year)).toEqual(awaited.filter((one) => one !== 2026));
    if (awaited.includes(2027))
      expect(before.find((one) => one.year === 2027)).toMatchObject({ holidays: 13, makeUpDays: 0 });
    // staff enter a make-up working day of each awaited year: nothing is missing any more
    const added: number[] = [];
    for (const one of awaited) {
      const saturday = new Date(Date.UTC(one, 5, 1));
      while (saturday.getUTCDay() !== 6) saturday.setUTCDate(saturday.getUTCDate() + 1);
      const day = saturday.toISOString().slice(0, 10);
      const existing = await call('GET', `/sales/calendar/list?year=${one}&pageSize=100`, tokens.leader1);
      if (existing.rows!.some((row) => row.day === day)) continue;
      expect(
        (await call('POST', '/sales/calendar', tokens.leader1, { day, kind: '0', name: '调休上班（测试）' }))
          .code,
      ).toBe(200);
      const rows = (await call('GET', `/sales/calendar/list?year=${one}&pageSize=100`, tokens.leader1)).rows!;
      added.push(rows.find((row) => row.day === day)!.calendarId as number);
    }
    expect(await coverage()).toEqual([]);
    if (added.length > 0)
      expect((await call('DELETE', `/sales/calendar/${added.join(',')}`, tokens.leader1)).code).toBe(200);
    // a salesperson, who does not see the calendar, is not asked
    expect((await call('GET', '/sales/calendar/coverage', tokens.sales1)).code).toBe(403);
  });
});

/** Until no mail has come for a second (a sweep sends one message per lead, one after the other). */
async function settled(): Promise<void> {
  let seen = -1;
  while (seen !== mails.length) {
    seen = mails.length;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

async function waitFor(condition: () => boolean, timeout = 10_000): Promise<void> {
  const deadline = Date.now() + timeout;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
