import { and, asc, eq, ne, type SQL } from 'drizzle-orm';
import type { Database } from '../../../../db/connection';
import { sysPost, sysUser, sysUserPost } from '../../../../db/schema';

type UserRow = typeof sysUser.$inferSelect;

/** The live account of a session (with its password hash). */
export async function findLiveUser(db: Database, userId: number): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(sysUser)
    .where(and(eq(sysUser.userId, userId), eq(sysUser.delFlag, '0')))
    .limit(1);
  return row;
}

/** Names of the user's posts, in post order. */
export async function postNamesOfUser(db: Database, userId: number): Promise<string[]> {
  const rows = await db
    .select({ postName: sysPost.postName })
    .from(sysPost)
    .innerJoin(sysUserPost, eq(sysUserPost.postId, sysPost.postId))
    .where(eq(sysUserPost.userId, userId))
    .orderBy(asc(sysPost.postSort), asc(sysPost.postId));
  return rows.map((row) => row.postName);
}

/** True when another live user already has this value in the column. */
export async function isTakenByAnother(
  db: Database,
  column: typeof sysUser.phonenumber | typeof sysUser.email,
  value: string,
  userId: number,
): Promise<boolean> {
  const conditions: SQL[] = [eq(column, value), ne(sysUser.userId, userId), eq(sysUser.delFlag, '0')];
  const [row] = await db
    .select({ userId: sysUser.userId })
    .from(sysUser)
    .where(and(...conditions))
    .limit(1);
  return row !== undefined;
}

export async function updateUserFields(
  db: Database,
  userId: number,
  fields: Partial<
    Pick<UserRow, 'nickName' | 'email' | 'phonenumber' | 'sex' | 'avatar' | 'password' | 'pwdUpdateDate'>
  > & {
    updateBy: string;
    updateTime: string;
  },
): Promise<void> {
  await db.update(sysUser).set(fields).where(eq(sysUser.userId, userId));
}
