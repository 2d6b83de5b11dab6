import type { NoticeCreate, NoticeFilter, NoticeUpdate, SysNotice } from '@dis/contract';
import { resourceApi } from '@dis/ui';

/** What `POST` (no id) / `PUT /system/notice` (with the id) take. */
export type NoticeBody = NoticeCreate | NoticeUpdate;

export const notices = resourceApi<SysNotice, NoticeFilter, NoticeBody>('system/notice');
