import { badgeText, dayOf, markedRead, shouldRefresh, type BellNotice } from './bellState';

const notice = (noticeId: number, isRead: boolean): BellNotice => ({
  noticeId,
  noticeTitle: `公告${noticeId}`,
  noticeType: '1',
  status: '0',
  createBy: 'admin',
  createTime: '2026-11-20 10:00:00',
  isRead,
});

describe('the bell state', () => {
  it('marks notices read and lowers the count by those that were unread only', () => {
    const state = { notices: [notice(3, false), notice(2, true), notice(1, false)], unreadCount: 2 };
    const one = markedRead(state, [3]);
    expect(one.unreadCount).toBe(1);
    expect(one.notices.map((n) => n.isRead)).toEqual([true, true, false]);
    expect(markedRead(state, [2])).toBe(state);
    const all = markedRead(state, [3, 2, 1]);
    expect(all).toEqual({ notices: [notice(3, true), notice(2, true), notice(1, true)], unreadCount: 0 });
  });

  it('shows no badge without unread notices and 99+ past 99', () => {
    expect(badgeText(0)).toBe('');
    expect(badgeText(5)).toBe('5');
    expect(badgeText(120)).toBe('99+');
  });

  it('asks again on open always, else not within the gap', () => {
    expect(shouldRefresh('open', 1_000, 1_001)).toBe(true);
    // a live update (docs/live-updates.md) asks at once, however recent the last answer
    expect(shouldRefresh('live', 1_000, 1_001)).toBe(true);
    expect(shouldRefresh('route', 1_000, 5_000)).toBe(false);
    expect(shouldRefresh('focus', 1_000, 16_000)).toBe(true);
    expect(dayOf('2026-11-20 10:00:00')).toBe('2026-11-20');
    expect(dayOf(null)).toBe('');
  });
});
