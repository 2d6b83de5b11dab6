import { and, asc, eq } from 'drizzle-orm';
import type { UniqueRule } from '../../../../common/resource';
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

/** The table and id of the uniqueness checks. */
export const PROFILE_TABLE = { table: sysUser, id: sysUser.userId };

/** Phone and e-mail stay unique among live users; the refusals name the account. */
export const PROFILE_UNIQUE: ReadonlyArray<UniqueRule<{ phonenumber: string; email: string }>> = [
  {
    column: sysUser.phonenumber,
    value: (values) => values.phonenumber,
    where: eq(sysUser.delFlag, '0'),
    only: 'edit',
    refusal: { edit: 'profile.phoneExists' },
  },
  {
    column: sysUser.email,
    value: (values) => values.email,
    where: eq(sysUser.delFlag, '0'),
    only: 'edit',
    refusal: { edit: 'profile.emailExists' },
  },
];

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
