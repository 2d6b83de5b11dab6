import type { NoticeTop, NoticeTopBody, SysNotice } from '@dis/contract';
import { http } from '@dis/shared/request';

/**
 * The calls of the navbar bell and the notice detail (docs/system/notice.md): any signed-in user
 * may make them. Quiet: a bell that cannot load simply shows nothing new.
 */
export const noticeApi = {
  /** the newest open notices with the caller's read marks, and how many of them are unread */
  async top(): Promise<{ notices: NoticeTop[]; unreadCount: number }> {
    const body = await http.get<NoticeTopBody>('/system/notice/listTop', undefined, { silent: true });
    return { notices: body.data ?? [], unreadCount: body.unreadCount ?? 0 };
  },
  /** one notice with its (sanitised) body */
  async get(noticeId: number): Promise<SysNotice> {
    const body = await http.get<{ data: SysNotice }>(`/system/notice/${noticeId}`);
    return body.data;
  },
  markRead(noticeId: number): Promise<unknown> {
    return http.post(`/system/notice/markRead?noticeId=${noticeId}`, undefined, { silent: true });
  },
  markReadAll(noticeIds: readonly number[]): Promise<unknown> {
    return http.post(`/system/notice/markReadAll?ids=${noticeIds.join(',')}`, undefined, { silent: true });
  },
};
