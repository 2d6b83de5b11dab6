/** @jest-environment ./server/test/native-modules-environment.cjs */
// db-kinds: postgres (it runs nothing whose behaviour depends on the kind: docs/stack.md "Two database kinds")
import { COLUMN_PREF_LIMITS, COLUMN_PREF_PAGES } from '@dis/contract';
import { eq } from 'drizzle-orm';
import { sysColumnPref } from '../../src/db/schema';
import { setupTestApp, START_TIMEOUT } from '../helper';

/**
 * Column preferences are kept for the console's own lists only (docs/security.md "Bounded
 * storage"): the review stored rows under any key it made up, without end. Keys are the contract's
 * list of pages, and a user keeps at most `COLUMN_PREF_LIMITS.pagesPerUser` of them.
 */
const t = setupTestApp();
let ry: string;

beforeAll(async () => {
  ry = await t.login('ry');
}, START_TIMEOUT);

const prefs = { hidden: ['remark'], order: [], widths: {} };
const save = async (pageKey: string, lang = 'zh-cn') =>
  (
    await t.request({
      method: 'PUT',
      url: `/system/columnPref/${pageKey}`,
      token: ry,
      payload: prefs,
      headers: { 'accept-language': lang },
    })
  ).json();
const rowsOfRy = async () => t.app.db.select().from(sysColumnPref).where(eq(sysColumnPref.userId, 2));

describe('13. column preferences only for the console’s lists, a bounded number per user', () => {
  it('refuses a page key that is not a list of the console; nothing is stored', async () => {
    for (const pageKey of ['made-up-1', 'system.user.x', 'a'])
      expect(await save(pageKey)).toEqual({ code: 500, msg: `未知的列表：${pageKey}` });
    expect((await save('made-up-2', 'en')).msg).toBe('Unknown list: made-up-2');
    expect(await rowsOfRy()).toEqual([]);
    const read = (await t.request({ method: 'GET', url: '/system/columnPref/made-up-1', token: ry })).json();
    expect(read).toEqual({ code: 500, msg: '未知的列表：made-up-1' });
  });

  it('stores every page of the list, and no more than the cap', async () => {
    expect(COLUMN_PREF_PAGES).toEqual(expect.arrayContaining(['system.user', 'monitor.operlog', 'tool.gen']));
    expect(COLUMN_PREF_LIMITS.pagesPerUser).toBeGreaterThanOrEqual(COLUMN_PREF_PAGES.length);
    for (const pageKey of COLUMN_PREF_PAGES)
      expect([pageKey, (await save(pageKey)).code]).toEqual([pageKey, 200]);
    expect(await rowsOfRy()).toHaveLength(COLUMN_PREF_PAGES.length);
    // saving one again replaces it
    expect((await save('system.user')).code).toBe(200);
    expect(await rowsOfRy()).toHaveLength(COLUMN_PREF_PAGES.length);
  });

  it('refuses a new list once a user keeps the cap, and takes one again after a reset', async () => {
    // rows kept from before the rule count too
    const cap = COLUMN_PREF_LIMITS.pagesPerUser;
    await t.app.db.delete(sysColumnPref).where(eq(sysColumnPref.userId, 2));
    await t.app.db
      .insert(sysColumnPref)
      .values(Array.from({ length: cap }, (_, i) => ({ userId: 2, pageKey: `old.${i}`, prefs: '{}' })));
    expect(await save('system.role')).toEqual({
      code: 500,
      msg: `列设置最多保存${cap}个列表，请先重置不再使用的列表`,
    });
    expect(await rowsOfRy()).toHaveLength(cap);
    const reset = await t.request({ method: 'DELETE', url: '/system/columnPref/old.0', token: ry });
    expect(reset.json().code).toBe(200);
    expect((await save('system.role')).code).toBe(200);
  });
});
