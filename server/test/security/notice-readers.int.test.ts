/** @jest-environment ./server/test/native-modules-environment.cjs */
// db-kinds: postgres (it runs nothing whose behaviour depends on the kind: docs/stack.md "Two database kinds")
import { sysNoticeRead } from '../../src/db/schema';
import { insertUsers } from '../fixtures';
import { setupTestApp, START_TIMEOUT } from '../helper';

/**
 * 已读用户 of a notice follows the caller's data scope (docs/security.md "Reading only what the
 * data scope shows"): the review listed readers of every department — nickname, department and
 * phone number — as `ry`, whose custom scope holds only its own offices.
 */
const t = setupTestApp();

let admin: string;
let ry: string;

beforeAll(async () => {
  admin = await t.login('admin');
  ry = await t.login('ry');
  const [inside, outside] = await insertUsers(t.app, [
    { userName: 'reader-qa', deptId: 105, phonenumber: '13500000105' },
    { userName: 'reader-rd', deptId: 103, phonenumber: '13500000103' },
  ]);
  await t.app.db.insert(sysNoticeRead).values([
    { noticeId: 1, userId: inside, readTime: '2026-01-02 08:00:00' },
    { noticeId: 1, userId: outside, readTime: '2026-01-03 08:00:00' },
  ]);
}, START_TIMEOUT);

const readers = async (token: string, query = '') =>
  (
    await t.request({ method: 'GET', url: `/system/notice/readUsers/list?noticeId=1${query}`, token })
  ).json() as {
    code: number;
    total: number;
    rows: Array<{ userName: string; phonenumber: string }>;
  };

describe('12. 已读用户 lists only readers within the caller’s data scope', () => {
  it('shows ry the reader of its own department and not the one of 研发部 R&D, in the count too', async () => {
    const seen = await readers(ry);
    expect(seen.code).toBe(200);
    expect(seen.rows.map((row) => row.userName)).toEqual(['reader-qa']);
    expect(seen.total).toBe(1);
    expect(JSON.stringify(seen)).not.toContain('13500000103');
    // not by searching for it either
    expect((await readers(ry, '&searchValue=reader-rd')).total).toBe(0);
  });

  it('shows the super administrator every reader', async () => {
    expect((await readers(admin)).rows.map((row) => row.userName)).toEqual(['reader-rd', 'reader-qa']);
  });
});
