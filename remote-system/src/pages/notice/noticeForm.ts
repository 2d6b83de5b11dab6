import type { SysNotice } from '@dis/contract';
import type { NoticeBody } from './api';

/** The dialog's values: the body as the editor holds it (HTML). */
export interface NoticeFormValues {
  noticeTitle: string;
  noticeType?: string;
  status: string;
  noticeContent: string;
}

export const NEW_NOTICE: NoticeFormValues = {
  noticeTitle: '',
  noticeType: undefined,
  status: '0',
  noticeContent: '',
};

export function toFormValues(notice: SysNotice): NoticeFormValues {
  return {
    noticeTitle: notice.noticeTitle,
    noticeType: notice.noticeType,
    status: notice.status ?? '0',
    noticeContent: notice.noticeContent ?? '',
  };
}

/** Whether editor HTML shows nothing (Quill's empty `<p><br></p>`, spaces). */
export function isBlankHtml(html: string | null | undefined): boolean {
  if (!html) return true;
  if (/<img\s/i.test(html)) return false;
  return html.replace(/<[^>]*>/g, '').replace(/&nbsp;|\s/g, '') === '';
}

/** The body of `POST` / `PUT /system/notice`: a trimmed title, no body when blank. */
export function toNoticeBody(values: NoticeFormValues, noticeId?: number): NoticeBody {
  return {
    ...(noticeId === undefined ? {} : { noticeId }),
    noticeTitle: values.noticeTitle.trim(),
    noticeType: values.noticeType as '1' | '2',
    status: values.status === '1' ? '1' : '0',
    noticeContent: isBlankHtml(values.noticeContent) ? null : values.noticeContent,
  };
}

/** The day of a `yyyy-MM-dd HH:mm:ss` time (the list shows dates). */
export function dayOf(time: string | null | undefined): string {
  return (time ?? '').slice(0, 10);
}
