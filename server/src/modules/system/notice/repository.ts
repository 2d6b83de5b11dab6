import type { NoticeReadUsersQuery } from '@dis/contract';
import { and, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { formatDateTime } from '../../../common/datetime';
import { likeContains, resolvePage } from '../../../common/paging';
import type { Database } from '../../../db/connection';
import { sysDept, sysNotice, sysNoticeRead, sysUser } from '../../../db/schema';

/** The queries of notices (`sys_notice`) and their reads (`sys_notice_read`): docs/system/notice.md. */

/** How many notices the navbar bell shows (RuoYi's `listTop`). */
export const TOP_NOTICES = 5;

/**
 * The newest open notices (status "0"), newest first, each with whether this user has read it,
 * and how many of them are unread (docs/system/notice.md "The bell").
 */
export async function topNotices(db: Database, userId: number) {
  const rows = await db
    .select({
      noticeId: sysNotice.noticeId,
      noticeTitle: sysNotice.noticeTitle,
      noticeType: sysNotice.noticeType,
      status: sysNotice.status,
      createBy: sysNotice.createBy,
      createTime: sysNotice.createTime,
      readId: sysNoticeRead.readId,
    })
    .from(sysNotice)
    .leftJoin(
      sysNoticeRead,
      and(eq(sysNoticeRead.noticeId, sysNotice.noticeId), eq(sysNoticeRead.userId, userId)),
    )
    .where(eq(sysNotice.status, '0'))
    .orderBy(desc(sysNotice.noticeId))
    .limit(TOP_NOTICES);
  const data = rows.map(({ readId, ...row }) => ({ ...row, isRead: readId !== null }));
  return { data, unreadCount: data.filter((row) => !row.isRead).length };
}

/**
 * Records that the user has read these notices (once each; reading again changes nothing). Ids
 * of notices that do not exist are skipped.
 */
export async function markRead(db: Database, userId: number, noticeIds: readonly number[]): Promise<void> {
  if (noticeIds.length === 0) return;
  const known = await db
    .select({ noticeId: sysNotice.noticeId })
    .from(sysNotice)
    .where(inArray(sysNotice.noticeId, [...noticeIds]));
  if (known.length === 0) return;
  const readTime = formatDateTime();
  await db
    .insert(sysNoticeRead)
    .values(known.map(({ noticeId }) => ({ noticeId, userId, readTime })))
    .onConflictDoNothing({ target: [sysNoticeRead.userId, sysNoticeRead.noticeId] });
}

/**
 * Who has read a notice, newest reading first; `searchValue` matches the login or user name;
 * `scope` (the caller's data scope over users, docs/security.md) limits the readers shown.
 */
export async function readUsersPage(db: Database, query: NoticeReadUsersQuery, scope?: SQL) {
  const search = query.searchValue?.trim();
  const where = and(
    eq(sysNoticeRead.noticeId, query.noticeId),
    search
      ? or(ilike(sysUser.userName, likeContains(search)), ilike(sysUser.nickName, likeContains(search)))
      : undefined,
    scope,
  );
  const [{ total }] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(sysNoticeRead)
    .innerJoin(sysUser, eq(sysUser.userId, sysNoticeRead.userId))
    .leftJoin(sysDept, eq(sysDept.deptId, sysUser.deptId))
    .where(where);
  const page = resolvePage(query, total);
  const rows = await db
    .select({
      userId: sysUser.userId,
      userName: sysUser.userName,
      nickName: sysUser.nickName,
      deptName: sysDept.deptName,
      phonenumber: sysUser.phonenumber,
      readTime: sysNoticeRead.readTime,
    })
    .from(sysNoticeRead)
    .innerJoin(sysUser, eq(sysUser.userId, sysNoticeRead.userId))
    .leftJoin(sysDept, eq(sysDept.deptId, sysUser.deptId))
    .where(where)
    .orderBy(desc(sysNoticeRead.readTime), desc(sysNoticeRead.readId))
    .limit(page.pageSize)
    .offset(page.offset);
  return { total, rows };
}

/** Deletes notices with their read records; answers how many notices there were. */
export async function deleteNotices(db: Database, noticeIds: number[]): Promise<number> {
  await db.delete(sysNoticeRead).where(inArray(sysNoticeRead.noticeId, noticeIds));
  const gone = await db
    .delete(sysNotice)
    .where(inArray(sysNotice.noticeId, noticeIds))
    .returning({ id: sysNotice.noticeId });
  return gone.length;
}
