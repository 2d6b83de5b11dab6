import { asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../../db/connection';
import { sysPost, sysUserPost } from '../../../db/schema';

/** The queries of posts (`sys_post`) beyond the resource's list. */

/** Every post, in order (the options of the user dialog). */
export async function allPosts(db: Database) {
  return db.select().from(sysPost).orderBy(asc(sysPost.postSort), asc(sysPost.postId));
}

/** How many of these ids are posts. */
export async function countPosts(db: Pick<Database, 'select'>, postIds: number[]): Promise<number> {
  const known = await db
    .select({ postId: sysPost.postId })
    .from(sysPost)
    .where(inArray(sysPost.postId, postIds));
  return known.length;
}

/** The first of these posts that a user holds, if any. */
export async function firstAssignedPost(db: Database, postIds: number[]) {
  const [row] = await db
    .select({ postName: sysPost.postName })
    .from(sysUserPost)
    .innerJoin(sysPost, eq(sysPost.postId, sysUserPost.postId))
    .where(inArray(sysUserPost.postId, postIds))
    .orderBy(asc(sysPost.postSort), asc(sysPost.postId))
    .limit(1);
  return row;
}
