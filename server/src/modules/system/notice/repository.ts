import type { NoticeReadUsersQuery } from '@dis/contract';
import { and, desc, eq, exists, ilike, inArray, not, or, sql, type SQL } from 'drizzle-orm';
import { formatDateTime } from '../../../common/datetime';
import { likeContains, resolvePage } from '../../../common/paging';
import type { Database } from '../../../db/connection';
import { sysDept, sysNotice, sysNoticeRead, sysNoticeUser, sysUser } from '../../../db/schema';

/** The queries of notices (`sys_notice`) and their reads (`sys_notice_read`): docs/system/notice.md. */

/**
 * The notices a user's bell may show: everybody's (no recipients) and those addressed to the user
 * (docs/system/notice.md "Personal notices").
 */
export function noticeForUser(userId: number): SQL {
  const recipients = (extra?: SQL) =>
    exists(
      sql`(SELECT 1 FROM ${sysNoticeUser} WHERE ${and(eq(sysNoticeUser.noticeId, sysNotice.noticeId), extra)})`,
    );
  return or(not(recipients()), recipients(eq(sysNoticeUser.userId, userId))) as SQL;
}

/** Whether a user may open a notice from the bell: everybody's, or addressed to them. */
export async function noticeVisibleTo(db: Database, noticeId: number, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: sysNotice.noticeId })
    .from(sysNotice)
    .where(and(eq(sysNotice.noticeId, noticeId), noticeForUser(userId)));
  return row !== undefined;
}

/**
 * A personal notice (status 正常) for some users: the sales desk's overdue reminders. Answers its
 * id; the caller tells the recipients' bells (live update `notice` to those users).
 */
export async function insertPersonalNotice(
  db: Database,
  notice: { title: string; type: '1' | '2'; content: string; createBy: string },
  userIds: readonly number[],
): Promise<number> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(sysNotice)
      .values({
        noticeTitle: notice.title,
        noticeType: notice.type,
        noticeContent: notice.content,
        status: '0',
        createBy: notice.createBy,
        createTime: formatDateTime(),
      })
      .returning({ noticeId: sysNotice.noticeId });
    const unique = [...new Set(userIds)];
    if (unique.length > 0)
      await tx.insert(sysNoticeUser).values(unique.map((userId) => ({ noticeId: row.noticeId, userId })));
    return row.noticeId;
  });
}

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
    .where(and(eq(sysNotice.status, '0'), noticeForUser(userId)))
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
  await db.delete(sysNoticeUser).where(inArray(sysNoticeUser.noticeId, noticeIds));
  const gone = await db
    .delete(sysNotice)
    .where(inArray(sysNotice.noticeId, noticeIds))
    .returning({ id: sysNotice.noticeId });
  return gone.length;
}
