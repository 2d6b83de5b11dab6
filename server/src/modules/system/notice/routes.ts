import {
  NoticeMarkReadAllQuery,
  NoticeMarkReadQuery,
  NoticeReadUserSchema,
  NoticeReadUsersQuerySchema,
  NoticeTopResult,
  SysNoticeSchema,
  type NoticeListQuery,
} from '@dis/contract';
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { success, table } from '../../../common/envelope';
import { parseIdList } from '../../../common/ids';
import { AjaxResult, MessageResult, TableDataInfo } from '../../../common/schema';
import { sysDept, sysUser } from '../../../db/schema';
import { dataScopeCondition } from '../../../security/data-scope';
import { hasPermission } from '../../../security/permission';
import { requireLoginUser } from '../../../security/session-store';
import { markRead, noticeVisibleTo, readUsersPage, TOP_NOTICES, topNotices } from './repository';
import { noticeResource, readableNotice } from './resource';

/**
 * 通知公告: `/system/notice` on the resource descriptor (add, edit, delete), its list and detail
 * with the body sanitised again on the way out, and the navbar bell's routes (docs/system/notice.md).
 */
const noticeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const resource = noticeResource(app);
  const notices = resource.register(app);

  notices.list({
    summary: '通知公告列表 · List notices',
    description:
      'Paged, newest first; noticeTitle and createBy contain, noticeType and status equal. Rows carry ' +
      'the sanitised body.',
    row: SysNoticeSchema,
    page: async (query) => {
      const { total, rows } = await resource.queries.page(app.db, query as NoticeListQuery);
      return { total, rows: rows.map(readableNotice) };
    },
  });

  app.get(
    `${resource.path}/listTop`,
    {
      schema: {
        tags: notices.tags,
        summary: '最新公告 · The newest notices for the navbar bell',
        description: `The ${TOP_NOTICES} newest notices with status "0", each with isRead for the caller; unreadCount counts the unread among them.`,
        response: { 200: NoticeTopResult },
      },
    },
    async function listTopNoticesHandler(request) {
      const { data, unreadCount } = await topNotices(app.db, requireLoginUser(request).userId);
      return success(request, { data, unreadCount });
    },
  );

  app.post(
    `${resource.path}/markRead`,
    {
      schema: {
        tags: notices.tags,
        summary: '标记已读 · Mark a notice read',
        description: 'Query noticeId; reading it again changes nothing.',
        querystring: NoticeMarkReadQuery,
        response: { 200: MessageResult },
      },
    },
    async function markNoticeReadHandler(request) {
      await markRead(app.db, requireLoginUser(request).userId, [request.query.noticeId]);
      return success(request);
    },
  );

  app.post(
    `${resource.path}/markReadAll`,
    {
      schema: {
        tags: notices.tags,
        summary: '全部已读 · Mark notices read',
        description: 'Query ids: notice ids joined by commas (those the bell shows).',
        querystring: NoticeMarkReadAllQuery,
        response: { 200: MessageResult },
      },
    },
    async function markNoticesReadHandler(request) {
      const ids = parseIdList(request.query.ids.replace(/\s+/g, ''));
      await markRead(app.db, requireLoginUser(request).userId, ids.slice(0, 100));
      return success(request);
    },
  );

  app.get(
    `${resource.path}/readUsers/list`,
    {
      schema: {
        tags: notices.tags,
        summary: '已读用户 · Who has read a notice',
        description:
          "Paged, newest reading first; searchValue matches userName or nickName. Only readers within the caller's data scope.",
        querystring: NoticeReadUsersQuerySchema,
        response: { 200: TableDataInfo(NoticeReadUserSchema) },
      },
      config: notices.config('list'),
    },
    async function listNoticeReadersHandler(request) {
      // readers follow the caller's data scope over users (docs/security.md)
      const scope = dataScopeCondition(
        requireLoginUser(request),
        { deptId: sysDept.deptId, userId: sysUser.userId },
        request.routeOptions.config.permission,
      );
      const { total, rows } = await readUsersPage(app.db, request.query, scope);
      return table(request, total, rows);
    },
  );

  // no permission: every signed-in user may open a notice from the bell (RuoYi's getInfo)
  app.get(
    `${resource.path}/:noticeId`,
    {
      schema: {
        tags: notices.tags,
        summary: '通知公告详情 · One notice',
        description: 'Any signed-in user (the bell opens notices); the body is sanitised.',
        params: Type.Object({ noticeId: Type.Integer({ minimum: 1 }) }),
        response: { 200: AjaxResult({ data: SysNoticeSchema }) },
      },
    },
    async function getNoticeHandler(request) {
      const user = requireLoginUser(request);
      // a personal notice opens for its recipients, and for those who manage notices
      if (
        !hasPermission(user.permissions, `${resource.permission('list')}`) &&
        !(await noticeVisibleTo(app.db, request.params.noticeId, user.userId))
      ) {
        notices.found(undefined);
      }
      const row = notices.found(await resource.queries.find(app.db, request.params.noticeId));
      return success(request, { data: readableNotice(row) });
    },
  );
};

export default noticeRoutes;
