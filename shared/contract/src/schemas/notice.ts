import { Type, type Static } from '@sinclair/typebox';
import { NOTICE_FIELD_MAX, NOTICE_READERS_FIELD_MAX, UNLOCK_FIELD_MAX } from '../rules/limits';
import {
  AjaxResult,
  auditFields,
  DateTime,
  ListQuery,
  Nullable,
  PageQuery,
  RowId,
  StatusFilter,
  StatusFlag,
  StringEnum,
} from './common';

// ---- notices (system/notice), the navbar bell and who has read what ----

/** `"1"` 通知 (notification), `"2"` 公告 (announcement): dictionary `sys_notice_type`. */
export const NoticeType = StringEnum(['1', '2'], { description: '"1" notification, "2" announcement' });

/** SysNotice as RuoYi serialises it; `noticeContent` is sanitised HTML. */
export const SysNoticeSchema = Type.Object({
  noticeId: Type.Integer(),
  noticeTitle: Type.String(),
  noticeType: Type.String({ description: '"1" notification, "2" announcement' }),
  noticeContent: Nullable(Type.String({ description: 'sanitised HTML' })),
  status: Nullable(Type.String({ description: '"0" normal, "1" closed' })),
  ...auditFields,
  remark: Nullable(Type.String()),
});
export type SysNotice = Static<typeof SysNoticeSchema>;

export const NoticeFilterSchema = Type.Object({
  noticeTitle: Type.Optional(
    Type.String({ maxLength: NOTICE_FIELD_MAX.noticeTitle, description: 'contains' }),
  ),
  noticeType: Type.Optional(StringEnum(['', '1', '2'])),
  createBy: Type.Optional(Type.String({ maxLength: 64, description: 'contains' })),
  status: StatusFilter,
});
export type NoticeFilter = Static<typeof NoticeFilterSchema>;

export const NoticeListQuerySchema = ListQuery(NoticeFilterSchema);
export type NoticeListQuery = Static<typeof NoticeListQuerySchema>;

/**
 * The title is checked by the server itself (blank, too long, markup) so that its refusals read
 * like RuoYi's ("公告标题不能为空", "公告标题不能超过50个字符").
 */
const noticeWritableFields = {
  noticeTitle: Type.String({
    maxLength: 1000,
    description: `plain text, at most ${NOTICE_FIELD_MAX.noticeTitle}`,
  }),
  noticeType: NoticeType,
  noticeContent: Type.Optional(
    Nullable(Type.String({ maxLength: NOTICE_FIELD_MAX.noticeContent, description: 'HTML, sanitised' })),
  ),
  status: Type.Optional(StatusFlag),
  remark: Type.Optional(Nullable(Type.String({ maxLength: NOTICE_FIELD_MAX.remark }))),
};

export const NoticeCreateSchema = Type.Object(noticeWritableFields);
export const NoticeUpdateSchema = Type.Object({ noticeId: RowId(), ...noticeWritableFields });
export type NoticeCreate = Static<typeof NoticeCreateSchema>;
export type NoticeUpdate = Static<typeof NoticeUpdateSchema>;

/** One notice of the navbar bell (`GET /system/notice/listTop`): no body, with the caller's `isRead`. */
export const NoticeTopSchema = Type.Object({
  noticeId: Type.Integer(),
  noticeTitle: Type.String(),
  noticeType: Type.String(),
  status: Nullable(Type.String()),
  createBy: Nullable(Type.String()),
  createTime: Nullable(Type.String()),
  isRead: Type.Boolean(),
});
export type NoticeTop = Static<typeof NoticeTopSchema>;

/** `GET /system/notice/listTop`: the newest open notices and how many of them are unread. */
export const NoticeTopResult = AjaxResult({
  data: Type.Array(NoticeTopSchema),
  unreadCount: Type.Integer({ description: 'unread among the notices in data' }),
});
export type NoticeTopBody = Static<typeof NoticeTopResult>;

export const NoticeMarkReadQuery = Type.Object({ noticeId: Type.Integer({ minimum: 1 }) });
export const NoticeMarkReadAllQuery = Type.Object({
  ids: Type.String({
    maxLength: 2000,
    pattern: '^\\s*\\d+(\\s*,\\s*\\d+)*\\s*$',
    description: 'comma-separated notice ids',
  }),
});

/** `GET /system/notice/readUsers/list`: who has read a notice. */
export const NoticeReadUsersQuerySchema = Type.Object({
  noticeId: Type.Integer({ minimum: 1 }),
  searchValue: Type.Optional(
    Type.String({
      maxLength: NOTICE_READERS_FIELD_MAX.searchValue,
      description: 'userName or nickName contains',
    }),
  ),
  ...PageQuery,
});
export type NoticeReadUsersQuery = Static<typeof NoticeReadUsersQuerySchema>;

export const NoticeReadUserSchema = Type.Object({
  userId: Type.Integer(),
  userName: Type.String(),
  nickName: Nullable(Type.String()),
  deptName: Nullable(Type.String()),
  phonenumber: Nullable(Type.String()),
  readTime: DateTime(),
});
export type NoticeReadUser = Static<typeof NoticeReadUserSchema>;

/** `POST /unlockscreen`: the signed-in user's password. */
export const UnlockScreenBody = Type.Object({
  password: Type.Optional(Type.String({ maxLength: UNLOCK_FIELD_MAX.password })),
});
export type UnlockScreen = Static<typeof UnlockScreenBody>;
