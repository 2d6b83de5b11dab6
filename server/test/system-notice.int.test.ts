/** @jest-environment ./server/test/native-modules-environment.cjs */
import { eq } from 'drizzle-orm';
import { sysNotice, sysNoticeRead } from '../src/db/schema';
import { insertEmptyRole, insertUsers } from './fixtures';
import { setupTestApp } from './helper';
import { lastOperLog } from './marketing-support';

/** notices `/system/notice`, the navbar bell's routes and `/unlockscreen` (docs/system/notice.md) */
const t = setupTestApp();

let admin: string;
let ry: string;
/** a signed-in user whose role grants nothing */
let nobody: string;
let nobodyId: number;

beforeAll(async () => {
  admin = await t.login('admin');
  ry = await t.login('ry');
  const roleId = await insertEmptyRole(t.app, 'noticeless');
  [nobodyId] = await insertUsers(t.app, [{ userName: 'nobody', roleIds: [roleId] }]);
  nobody = await t.login('nobody');
});

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const as = (token: string, method: Method, url: string, payload?: object, lang = 'zh-cn') =>
  t.request({ method, url, payload, token, headers: { 'accept-language': lang } });
const call = (method: Method, url: string, payload?: object, lang?: string) =>
  as(admin, method, url, payload, lang);

const countNotices = async () => (await t.app.db.select({ id: sysNotice.noticeId }).from(sysNotice)).length;

async function addNotice(noticeTitle: string, extra: object = {}): Promise<number> {
  const reply = await call('POST', '/system/notice', { noticeTitle, noticeType: '1', ...extra });
  expect(reply.json()).toEqual({ code: 200, msg: '操作成功' });
  const [row] = await t.app.db
    .select({ noticeId: sysNotice.noticeId })
    .from(sysNotice)
    .where(eq(sysNotice.noticeTitle, noticeTitle));
  return row.noticeId;
}

const forbidden = { code: 403, msg: '没有权限，请联系管理员授权' };

describe('notices: /system/notice', () => {
  it('lists the seeded notices newest first, filtered by title, type and author', async () => {
    const all = (await call('GET', '/system/notice/list')).json();
    expect(all).toMatchObject({ code: 200, msg: '查询成功', total: 3 });
    expect(all.rows.map((row: { noticeId: number }) => row.noticeId)).toEqual([3, 2, 1]);
    expect(all.rows[0].noticeContent).toContain('<strong>个人中心</strong>');
    const byTitle = (await call('GET', '/system/notice/list?noticeTitle=维护')).json();
    expect(byTitle.rows.map((row: { noticeId: number }) => row.noticeId)).toEqual([2]);
    expect((await call('GET', '/system/notice/list?noticeType=2')).json().total).toBe(1);
    expect((await call('GET', '/system/notice/list?createBy=adm')).json().total).toBe(3);
    expect((await call('GET', '/system/notice/list?createBy=ry')).json().total).toBe(0);
  });

  it('adds a notice with a sanitised body, reads it back, edits it and logs both', async () => {
    const noticeId = await addNotice('系统升级', {
      noticeType: '2',
      noticeContent:
        '<p onclick="steal()">今晚<b>升级</b><script>alert(1)</script><img src="javascript:x"></p>',
    });
    expect(await lastOperLog(t)).toMatchObject({
      title: '通知公告',
      businessType: 1,
      method: 'addNoticeHandler()',
    });
    // any signed-in user may open it (the bell), without system:notice:query
    const read = (await as(nobody, 'GET', `/system/notice/${noticeId}`)).json();
    expect(read).toMatchObject({
      code: 200,
      data: { noticeId, noticeTitle: '系统升级', noticeType: '2', status: '0', createBy: 'admin' },
    });
    expect(read.data.noticeContent).toBe('<p>今晚<b>升级</b></p>');

    const edited = await call('PUT', '/system/notice', {
      ...read.data,
      noticeTitle: '系统升级（改期）',
      status: '1',
    });
    expect(edited.json()).toEqual({ code: 200, msg: '操作成功' });
    expect(await lastOperLog(t)).toMatchObject({ title: '通知公告', businessType: 2 });
    const after = (await call('GET', `/system/notice/${noticeId}`)).json().data;
    expect(after).toMatchObject({ noticeTitle: '系统升级（改期）', status: '1', updateBy: 'admin' });
  });

  it('sanitises a body stored by other means on the way out', async () => {
    const [row] = await t.app.db
      .insert(sysNotice)
      .values({
        noticeTitle: '旧数据',
        noticeType: '1',
        noticeContent: '<p>a<iframe src="x"></iframe></p>',
        status: '1',
      })
      .returning({ noticeId: sysNotice.noticeId });
    expect((await call('GET', `/system/notice/${row.noticeId}`)).json().data.noticeContent).toBe('<p>a</p>');
    const listed = (await call('GET', '/system/notice/list?noticeTitle=旧数据')).json();
    expect(listed.rows[0].noticeContent).toBe('<p>a</p>');
  });

  it('refuses bad input with RuoYi-like messages in the request language and writes nothing', async () => {
    const before = await countNotices();
    const cases: Array<[object, string, string?]> = [
      [{ noticeTitle: '  ', noticeType: '1' }, '公告标题不能为空'],
      [{ noticeTitle: ' ', noticeType: '1' }, 'Notice title is required', 'en'],
      [{ noticeTitle: '长'.repeat(51), noticeType: '1' }, '公告标题不能超过50个字符'],
      [
        { noticeTitle: 'x'.repeat(51), noticeType: '1' },
        'The notice title must be at most 50 characters long',
        'en',
      ],
      [{ noticeTitle: '<b>粗</b>', noticeType: '1' }, '公告标题不能包含HTML标签'],
      [
        { noticeTitle: '<script>alert(1)</script>', noticeType: '1' },
        'Notice title must not contain HTML tags',
        'en',
      ],
      [{ noticeTitle: '类型' }, '公告类型不能为空'],
      [{ noticeTitle: '类型', noticeType: '3' }, '公告类型必须是以下值之一：1, 2'],
      [{ noticeTitle: '状态', noticeType: '1', status: '2' }, '状态必须是以下值之一：0, 1'],
    ];
    for (const [payload, message, lang] of cases) {
      expect((await call('POST', '/system/notice', payload, lang)).json()).toEqual({
        code: 500,
        msg: message,
      });
    }
    expect(await countNotices()).toBe(before);
    expect((await call('GET', '/system/notice/99999', undefined, 'en')).json()).toEqual({
      code: 500,
      msg: 'The notice does not exist',
    });
  });

  it('refuses a user without the permissions', async () => {
    const before = await countNotices();
    expect((await as(nobody, 'GET', '/system/notice/list')).json()).toEqual(forbidden);
    expect(
      (await as(nobody, 'POST', '/system/notice', { noticeTitle: 'x', noticeType: '1' })).json(),
    ).toEqual(forbidden);
    expect(
      (await as(nobody, 'PUT', '/system/notice', { noticeId: 1, noticeTitle: 'x', noticeType: '1' })).json(),
    ).toEqual(forbidden);
    expect((await as(nobody, 'DELETE', '/system/notice/1')).json()).toEqual(forbidden);
    expect((await as(nobody, 'GET', '/system/notice/readUsers/list?noticeId=1')).json()).toEqual(forbidden);
    expect(await countNotices()).toBe(before);
    expect((await t.request({ method: 'GET', url: '/system/notice/listTop' })).json().code).toBe(401);
  });

  it('the bell: five newest open notices, isRead and unreadCount per user, markRead and markReadAll', async () => {
    const ids: number[] = [];
    for (const n of [1, 2, 3, 4, 5, 6]) ids.push(await addNotice(`铃铛${n}`));
    const newestFive = [...ids].reverse().slice(0, 5);
    const top = (await as(ry, 'GET', '/system/notice/listTop')).json();
    expect(top).toMatchObject({ code: 200, unreadCount: 5 });
    expect(top.data.map((row: { noticeId: number }) => row.noticeId)).toEqual(newestFive);
    expect(top.data[0]).toEqual({
      noticeId: ids[5],
      noticeTitle: '铃铛6',
      noticeType: '1',
      status: '0',
      createBy: 'admin',
      createTime: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
      isRead: false,
    });
    expect(top.data[0]).not.toHaveProperty('noticeContent');

    expect((await as(ry, 'POST', `/system/notice/markRead?noticeId=${ids[5]}`)).json()).toEqual({
      code: 200,
      msg: '操作成功',
    });
    // twice is the same as once
    expect((await as(ry, 'POST', `/system/notice/markRead?noticeId=${ids[5]}`)).json().code).toBe(200);
    const afterOne = (await as(ry, 'GET', '/system/notice/listTop')).json();
    expect(afterOne.unreadCount).toBe(4);
    expect(afterOne.data[0].isRead).toBe(true);
    // admin has read nothing
    expect((await call('GET', '/system/notice/listTop')).json().unreadCount).toBe(5);

    expect((await as(ry, 'POST', `/system/notice/markReadAll?ids=${newestFive.join(',')}`)).json().code).toBe(
      200,
    );
    expect((await as(ry, 'GET', '/system/notice/listTop')).json().unreadCount).toBe(0);
    const reads = await t.app.db.select().from(sysNoticeRead).where(eq(sysNoticeRead.noticeId, ids[5]));
    expect(reads).toHaveLength(1);

    expect((await as(ry, 'POST', '/system/notice/markReadAll?ids=1,x')).json().code).toBe(500);
    expect((await as(ry, 'POST', '/system/notice/markRead')).json()).toEqual({
      code: 500,
      msg: '公告编号不能为空',
    });
    // a closed notice leaves the bell
    await call('PUT', '/system/notice', {
      noticeId: ids[5],
      noticeTitle: '铃铛6',
      noticeType: '1',
      status: '1',
    });
    const afterClose = (await as(ry, 'GET', '/system/notice/listTop')).json();
    expect(afterClose.data.map((row: { noticeId: number }) => row.noticeId)).not.toContain(ids[5]);
    expect(afterClose.unreadCount).toBe(1);
  });

  it('readUsers: who has read a notice, searchable, paged, newest reading first', async () => {
    const noticeId = await addNotice('已读名单');
    await as(ry, 'POST', `/system/notice/markRead?noticeId=${noticeId}`);
    await t.app.db
      .update(sysNoticeRead)
      .set({ readTime: '2020-01-01 08:00:00' })
      .where(eq(sysNoticeRead.noticeId, noticeId));
    await as(nobody, 'POST', `/system/notice/markRead?noticeId=${noticeId}`);
    const all = (await call('GET', `/system/notice/readUsers/list?noticeId=${noticeId}`)).json();
    expect(all).toMatchObject({ code: 200, msg: '查询成功', total: 2 });
    expect(all.rows.map((row: { userName: string }) => row.userName)).toEqual(['nobody', 'ry']);
    expect(all.rows[1]).toEqual({
      userId: 2,
      userName: 'ry',
      nickName: '测试员 Tester',
      deptName: '测试部 QA',
      phonenumber: '15666666666',
      readTime: '2020-01-01 08:00:00',
    });
    const byNick = (
      await call('GET', `/system/notice/readUsers/list?noticeId=${noticeId}&searchValue=测试员`)
    ).json();
    expect(byNick.rows.map((row: { userId: number }) => row.userId)).toEqual([2]);
    const paged = (
      await call('GET', `/system/notice/readUsers/list?noticeId=${noticeId}&pageSize=1&pageNum=2`)
    ).json();
    expect(paged).toMatchObject({ total: 2, rows: [{ userName: 'ry' }] });
    expect(nobodyId).toBeGreaterThan(2);
    expect((await call('GET', '/system/notice/readUsers/list')).json()).toEqual({
      code: 500,
      msg: '公告编号不能为空',
    });
  });

  it('deletes by comma-separated ids together with who read them', async () => {
    const first = await addNotice('待删一');
    const second = await addNotice('待删二');
    await as(ry, 'POST', `/system/notice/markReadAll?ids=${first},${second}`);
    expect((await call('DELETE', `/system/notice/${first},${second}`)).json()).toEqual({
      code: 200,
      msg: '操作成功',
    });
    expect(await lastOperLog(t)).toMatchObject({ title: '通知公告', businessType: 3 });
    expect((await call('GET', `/system/notice/${first}`)).json()).toEqual({ code: 500, msg: '公告不存在' });
    const left = await t.app.db.select().from(sysNoticeRead).where(eq(sysNoticeRead.noticeId, first));
    expect(left).toHaveLength(0);
  });
});

describe('POST /unlockscreen', () => {
  it('answers RuoYi messages and unlocks with the signed-in user password', async () => {
    const unlock = (password: string | undefined, lang?: string) =>
      as(nobody, 'POST', '/unlockscreen', password === undefined ? {} : { password }, lang);
    expect((await unlock('')).json()).toEqual({ code: 500, msg: '密码不能为空' });
    expect((await unlock(undefined, 'en')).json()).toEqual({ code: 500, msg: 'The password is required' });
    expect((await unlock('wrong-one')).json()).toEqual({ code: 500, msg: '密码错误，请重新输入' });
    expect((await unlock('wrong-one', 'en')).json()).toEqual({
      code: 500,
      msg: 'Wrong password, please try again',
    });
    expect((await unlock('admin123')).json()).toEqual({ code: 200, msg: '解锁成功' });
    expect((await unlock('admin123', 'en')).json()).toEqual({ code: 200, msg: 'Unlocked' });
    expect(
      (await t.request({ method: 'POST', url: '/unlockscreen', payload: { password: 'admin123' } })).json()
        .code,
    ).toBe(401);
  });

  it('counts wrong passwords towards the login lockout', async () => {
    const unlock = (password: string) => as(nobody, 'POST', '/unlockscreen', { password });
    for (let i = 0; i < 5; i += 1) expect((await unlock('bad-pass')).json().msg).toBe('密码错误，请重新输入');
    expect((await unlock('admin123')).json()).toEqual({ code: 500, msg: '密码输入错误5次，帐户锁定10分钟' });
    const login = await t.request({
      method: 'POST',
      url: '/login',
      payload: { username: 'nobody', password: 'admin123' },
    });
    expect(login.json()).toEqual({ code: 500, msg: '密码输入错误5次，帐户锁定10分钟' });
  });
});
