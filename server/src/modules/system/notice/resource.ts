import { type Language } from '@dis/contract/site';
import {
  NoticeCreateSchema,
  NoticeListQuerySchema,
  NoticeUpdateSchema,
  SysNoticeSchema,
  NOTICE_FIELD_MAX,
  type NoticeCreate,
} from '@dis/contract';
import { desc } from 'drizzle-orm';
import { ServiceError } from '../../../common/errors';
import { defineResource } from '../../../common/resource';
import { sanitizeRichText } from '../../../common/rich-text';
import { cleanText, refuseMarkup, requiredText } from '../../../common/text-fields';
import { sysNotice } from '../../../db/schema';
import type { FastifyInstance } from 'fastify';
import { noticeLabel } from './messages';
import { deleteNotices } from './repository';

export type NoticeRow = typeof sysNotice.$inferSelect;

/** A notice as it may be shown: its body passed through the allow-list again (docs/system/notice.md). */
export function readableNotice(row: unknown): NoticeRow {
  const notice = row as NoticeRow;
  return { ...notice, noticeContent: sanitizeRichText(notice.noticeContent) };
}

/**
 * The stored values of a notice body: a plain-text title of at most 50 characters (RuoYi's
 * "公告标题不能为空" / "公告标题不能超过50个字符"; markup is refused), the body through the
 * rich-text allow-list, status "0" unless given.
 */
export function noticeValues(body: NoticeCreate, lang: Language, existing?: Pick<NoticeRow, 'status'>) {
  const noticeTitle = requiredText(noticeLabel(lang, 'noticeTitle'), body.noticeTitle);
  if ([...noticeTitle].length > NOTICE_FIELD_MAX.noticeTitle)
    throw new ServiceError('system.notice.titleTooLong', { limit: NOTICE_FIELD_MAX.noticeTitle });
  const remark = cleanText(body.remark);
  refuseMarkup({ noticeTitle, remark }, (field) => noticeLabel(lang, field));
  const content = sanitizeRichText(body.noticeContent);
  return {
    noticeTitle,
    noticeType: body.noticeType,
    noticeContent: content === '' ? null : content,
    status: body.status ?? existing?.status ?? '0',
    remark,
  };
}

/** 通知公告: `sys_notice`, RuoYi's `/system/notice` (the bell's routes are in `routes.ts`). */
export function noticeResource(app: FastifyInstance) {
  return defineResource({
    key: 'system/notice',
    logTitle: '通知公告',
    names: { one: 'Notice', many: 'Notices' },
    missing: 'system.notice.missing',
    schemas: {
      row: SysNoticeSchema,
      query: NoticeListQuerySchema,
      create: NoticeCreateSchema,
      update: NoticeUpdateSchema,
    },
    list: {
      table: sysNotice,
      id: sysNotice.noticeId,
      sortable: {
        noticeId: sysNotice.noticeId,
        noticeTitle: sysNotice.noticeTitle,
        noticeType: sysNotice.noticeType,
        status: sysNotice.status,
        createBy: sysNotice.createBy,
        createTime: sysNotice.createTime,
      },
      defaultOrder: [desc(sysNotice.noticeId)],
      tieBreaker: desc(sysNotice.noticeId),
      filters: (filter) => ({
        contains: [
          [sysNotice.noticeTitle, filter.noticeTitle],
          [sysNotice.createBy, filter.createBy],
        ],
        equals: [
          [sysNotice.noticeType, filter.noticeType],
          [sysNotice.status, filter.status],
        ],
      }),
      select: (db, where) => db.select().from(sysNotice).where(where).$dynamic(),
    },
    docs: {
      add: {
        summary: '新增通知公告 · Add a notice',
        description:
          'noticeTitle (plain text, ≤ 50) and noticeType ("1" notification, "2" announcement) are required; ' +
          'noticeContent is HTML kept through an allow-list.',
      },
      edit: { summary: '修改通知公告 · Edit a notice' },
      remove: {
        summary: '删除通知公告 · Delete notices',
        description: 'One id or several joined by commas; who has read them is forgotten too.',
      },
    },
    write: {
      values: (body: NoticeCreate, { lang, existing }) =>
        noticeValues(body, lang, existing as NoticeRow | undefined),
      title: (values) => String(values.noticeTitle),
      // the navbar bells ask again at once (docs/live-updates.md): a notice shown (正常) or no
      // longer shown
      after: async (values, { existing }) => {
        if (values.status === '0' || (existing as NoticeRow | undefined)?.status === '0')
          await app.live.publish({ all: true }, { type: 'notice' });
      },
    },
    async remove(noticeIds) {
      const removed = await deleteNotices(app.db, noticeIds);
      if (removed > 0) await app.live.publish({ all: true }, { type: 'notice' });
      return removed;
    },
  });
}
