/** @jest-environment ./server/test/native-modules-environment.cjs */
import crypto from 'node:crypto';
import { and, eq, like } from 'drizzle-orm';
import { sysNotice, sysOperLog, sysPost } from '../src/db/schema';
import { setupTestApp } from './helper';

/**
 * `Idempotency-Key` on POST (docs/api-contract.md "Idempotency-Key"): a write acknowledged once is
 * answered again for its repeats within 24 h and written once — its row, its operation-log row —
 * whichever replica (Redis on PostgreSQL's run, the in-process store on PGlite's) takes the repeat.
 */
const t = setupTestApp();

const key = () => crypto.randomUUID();

async function addNotice(token: string, title: string, idempotencyKey?: string, lang = 'zh-CN') {
  return t.request({
    method: 'POST',
    url: '/system/notice',
    token,
    headers: { 'accept-language': lang, ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}) },
    payload: { noticeTitle: title, noticeType: '1', noticeContent: '<p>九点开会</p>', status: '0' },
  });
}

const noticesTitled = (title: string) =>
  t.app.db.select().from(sysNotice).where(eq(sysNotice.noticeTitle, title));
const logsOf = (title: string) =>
  t.app.db
    .select()
    .from(sysOperLog)
    .where(and(eq(sysOperLog.title, '通知公告'), like(sysOperLog.operParam, `%${title}%`)));

describe('Idempotency-Key on POST', () => {
  it('answers a repeat with the first answer and writes nothing more', async () => {
    const admin = await t.login('admin');
    const title = `早会 ${key().slice(0, 8)}`;
    const sent = key();
    const first = await addNotice(admin, title, sent);
    expect(first.json()).toMatchObject({ code: 200, msg: '操作成功' });
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const again = await addNotice(admin, title, sent);
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toBe(first.body);
    expect(await noticesTitled(title)).toHaveLength(1);
    expect(await logsOf(title)).toHaveLength(1);
  });

  it('writes each request without a key, or with a new key, as before', async () => {
    const admin = await t.login('admin');
    const title = `周会 ${key().slice(0, 8)}`;
    await addNotice(admin, title);
    await addNotice(admin, title);
    await addNotice(admin, title, key());
    expect(await noticesTitled(title)).toHaveLength(3);
  });

  it('runs two requests with one key sent at the same moment once, both answered alike', async () => {
    const admin = await t.login('admin');
    const title = `并发 ${key().slice(0, 8)}`;
    const sent = key();
    const answers = await Promise.all([addNotice(admin, title, sent), addNotice(admin, title, sent)]);
    expect(answers.map((answer) => answer.json().code)).toEqual([200, 200]);
    expect(answers.filter((answer) => answer.headers['idempotent-replayed'] === 'true')).toHaveLength(1);
    expect(await noticesTitled(title)).toHaveLength(1);
  });

  it('keeps keys per user: the same key from another user is another request', async () => {
    const [admin, ry] = [await t.login('admin'), await t.login('ry')];
    const sent = key();
    const title = `各自 ${key().slice(0, 8)}`;
    expect((await addNotice(admin, title, sent)).json().code).toBe(200);
    // ry may add notices too (the common role has system:notice:add)
    const theirs = await addNotice(ry, title, sent);
    expect(theirs.json().code).toBe(200);
    expect(theirs.headers['idempotent-replayed']).toBeUndefined();
    const rows = await noticesTitled(title);
    expect(rows.map((row) => row.createBy).sort()).toEqual(['admin', 'ry']);
  });

  it('refuses a key used again for another request, and a malformed key, in the caller’s language', async () => {
    const admin = await t.login('admin');
    const sent = key();
    const title = `原来 ${key().slice(0, 8)}`;
    await addNotice(admin, title, sent);
    const other = await addNotice(admin, `${title} 改`, sent, 'en');
    expect([other.statusCode, other.json()]).toEqual([
      422,
      { code: 422, msg: 'This Idempotency-Key was used for another request' },
    ]);
    const bad = await addNotice(admin, `${title} 坏`, 'a key with spaces');
    expect([bad.statusCode, bad.json()]).toEqual([
      400,
      { code: 400, msg: '请求头Idempotency-Key无效：应为1到255个可见字符' },
    ]);
    expect(await noticesTitled(`${title} 改`)).toHaveLength(0);
    expect(await noticesTitled(`${title} 坏`)).toHaveLength(0);
  });

  it('releases the key of a refused request, so the same request runs once the refusal no longer holds', async () => {
    const admin = await t.login('admin');
    const code = `idem-${key().slice(0, 8)}`;
    const post = (postName: string, idempotencyKey: string) =>
      t.request({
        method: 'POST',
        url: '/system/post',
        token: admin,
        headers: { 'idempotency-key': idempotencyKey },
        payload: { postCode: code, postName, postSort: 9, status: '0' },
      });
    expect((await post(`${code} 甲`, key())).json().code).toBe(200);
    // the same code again is refused (the code exists): nothing written, the key not kept
    const sent = key();
    const refused = await post(`${code} 乙`, sent);
    expect(refused.json()).toMatchObject({ code: 500 });
    await t.app.db.delete(sysPost).where(eq(sysPost.postCode, code));
    const later = await post(`${code} 乙`, sent);
    expect(later.json()).toMatchObject({ code: 200 });
    expect(later.headers['idempotent-replayed']).toBeUndefined();
    const rows = await t.app.db.select().from(sysPost).where(eq(sysPost.postCode, code));
    expect(rows.map((row) => row.postName)).toEqual([`${code} 乙`]);
  });
});
