/** @jest-environment ./server/test/native-modules-environment.cjs */
// db-kinds: postgres (it runs nothing whose behaviour depends on the kind: docs/stack.md "Two database kinds")
import { eq } from 'drizzle-orm';
import { sysNotice } from '../../src/db/schema';
import { setupTestApp, START_TIMEOUT } from '../helper';

/**
 * Rich text is cleaned before it is stored, not only on its way out (docs/system/notice.md,
 * docs/security.md "Bad input"): the row itself holds no script, handler or `javascript:` address,
 * so whatever reads the table later — an export, a report, another service, a future route that
 * forgets to clean — finds nothing to run.
 */
const t = setupTestApp();

let admin: string;
beforeAll(async () => {
  admin = await t.login('admin');
}, START_TIMEOUT);

const HOSTILE =
  '<p onclick="steal()">今晚<b>升级</b><script>alert(1)</script><img src="javascript:x"><a href="javascript:go()">链接</a></p>';

const storedBody = async (noticeTitle: string) =>
  (await t.app.db.select().from(sysNotice).where(eq(sysNotice.noticeTitle, noticeTitle)))[0];

describe('a notice body as it is stored', () => {
  it('is the cleaned text, on add and on edit', async () => {
    const added = await t.request({
      method: 'POST',
      url: '/system/notice',
      token: admin,
      payload: { noticeTitle: '存储检查', noticeType: '1', noticeContent: HOSTILE },
    });
    expect(added.json()).toMatchObject({ code: 200 });
    const row = await storedBody('存储检查');
    expect(row.noticeContent).toBe('<p>今晚<b>升级</b><a>链接</a></p>');

    const edited = await t.request({
      method: 'PUT',
      url: '/system/notice',
      token: admin,
      payload: {
        noticeId: row.noticeId,
        noticeTitle: '存储检查',
        noticeType: '1',
        noticeContent: `<div>改期${HOSTILE}</div>`,
      },
    });
    expect(edited.json()).toMatchObject({ code: 200 });
    const after = (await storedBody('存储检查')).noticeContent ?? '';
    expect(after).toContain('改期');
    for (const trace of ['<script', 'onclick', 'javascript:', 'alert(1)', 'steal()'])
      expect({ trace, stored: after.includes(trace) }).toEqual({ trace, stored: false });
  });
});
