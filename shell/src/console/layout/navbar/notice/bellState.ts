import type { noticeApi } from '@dis/ui';

/** One notice of the bell, as `GET /system/notice/listTop` answers it. */
export type BellNotice = Awaited<ReturnType<typeof noticeApi.top>>['notices'][number];

export interface BellState {
  notices: BellNotice[];
  unreadCount: number;
}

export const EMPTY_BELL: BellState = { notices: [], unreadCount: 0 };

/** The bell once these notices are read (the unread count falls by those that were unread). */
export function markedRead(state: BellState, noticeIds: readonly number[]): BellState {
  const ids = new Set(noticeIds);
  const newlyRead = state.notices.filter((notice) => ids.has(notice.noticeId) && !notice.isRead).length;
  if (newlyRead === 0) return state;
  return {
    notices: state.notices.map((notice) => (ids.has(notice.noticeId) ? { ...notice, isRead: true } : notice)),
    unreadCount: Math.max(0, state.unreadCount - newlyRead),
  };
}

/** The badge's text: nothing without unread notices, `99+` past 99. */
export function badgeText(unreadCount: number): string {
  if (unreadCount <= 0) return '';
  return unreadCount > 99 ? '99+' : String(unreadCount);
}

/** The day of a `yyyy-MM-dd HH:mm:ss` time (the list shows dates, the detail the full time). */
export function dayOf(time: string | null | undefined): string {
  return (time ?? '').slice(0, 10);
}

/**
 * Whether the bell should ask again: when opened and when a live update says the notices changed
 * (docs/live-updates.md) always, else (the route changed, the window came back) not within
 * `minGapMs` of the last answer, so navigating quickly does not hammer the server.
 */
export function shouldRefresh(
  reason: 'open' | 'live' | 'route' | 'focus',
  lastLoadedAt: number,
  now: number,
  minGapMs = 15_000,
) {
  return reason === 'open' || reason === 'live' || now - lastLoadedAt >= minGapMs;
}
