import { and, asc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { ListFilters } from '../../../common/list-query';
import type { UniqueRule } from '../../../common/resource';
import type { Database } from '../../../db/connection';
import { sysDept, sysRole, sysUser, sysUserPost, sysUserRole } from '../../../db/schema';
import { isSuperAdmin, SUPER_ADMIN_USER_ID } from '../../../security/permission';
import { toSysDept } from '../dept/repository';
import type { SysRole } from '@dis/contract';
import type { SysUser, UserListQuery } from '@dis/contract';

type UserRow = typeof sysUser.$inferSelect;

function userFields(row: UserRow) {
  return {
    userId: row.userId,
    deptId: row.deptId,
    userName: row.userName,
    nickName: row.nickName,
    email: row.email,
    phonenumber: row.phonenumber,
    sex: row.sex,
    avatar: row.avatar,
    status: row.status,
    delFlag: row.delFlag,
    loginIp: row.loginIp,
    loginDate: row.loginDate,
    pwdUpdateDate: row.pwdUpdateDate,
    createBy: row.createBy,
    createTime: row.createTime,
    updateBy: row.updateBy,
    updateTime: row.updateTime,
    remark: row.remark,
  };
}

/** The account a login names: the live one, or else a deleted one (to say so). */
export async function findAccountByName(db: Database, userName: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(sysUser)
    .where(eq(sysUser.userName, userName))
    .orderBy(asc(sysUser.delFlag), asc(sysUser.userId))
    .limit(1);
  return row;
}

export async function isUserNameTaken(db: Database, userName: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: sysUser.userId })
    .from(sysUser)
    .where(and(eq(sysUser.userName, userName), eq(sysUser.delFlag, '0')))
    .limit(1);
  return row !== undefined;
}

export async function recordLogin(db: Database, userId: number, ip: string, at: string): Promise<void> {
  await db.update(sysUser).set({ loginIp: ip, loginDate: at }).where(eq(sysUser.userId, userId));
}

export interface NewAccount {
  userName: string;
  nickName: string;
  passwordHash: string;
  createTime: string;
}

export async function insertAccount(db: Database, account: NewAccount): Promise<number> {
  const [row] = await db
    .insert(sysUser)
    .values({
      userName: account.userName,
      nickName: account.nickName,
      password: account.passwordHash,
      pwdUpdateDate: account.createTime,
      createBy: account.userName,
      createTime: account.createTime,
    })
    .returning({ userId: sysUser.userId });
  return row.userId;
}

/** The live user with dept and roles, as `GET /getInfo` shows it. */
export async function loadUserProfile(
  db: Database,
  userId: number,
  roles: SysRole[],
): Promise<SysUser | undefined> {
  const [row] = await db
    .select({ user: sysUser, dept: sysDept })
    .from(sysUser)
    .leftJoin(sysDept, eq(sysDept.deptId, sysUser.deptId))
    .where(and(eq(sysUser.userId, userId), eq(sysUser.delFlag, '0')))
    .limit(1);
  if (!row) return undefined;
  return {
    ...userFields(row.user),
    dept: row.dept ? toSysDept(row.dept) : null,
    roles,
    roleIds: null,
    postIds: null,
    roleId: null,
    admin: isSuperAdmin(row.user.userId),
  };
}

/** The user's columns on the wire (never the password). */
const userColumns = {
  userId: sysUser.userId,
  deptId: sysUser.deptId,
  userName: sysUser.userName,
  nickName: sysUser.nickName,
  email: sysUser.email,
  phonenumber: sysUser.phonenumber,
  sex: sysUser.sex,
  avatar: sysUser.avatar,
  status: sysUser.status,
  delFlag: sysUser.delFlag,
  loginIp: sysUser.loginIp,
  loginDate: sysUser.loginDate,
  pwdUpdateDate: sysUser.pwdUpdateDate,
  createBy: sysUser.createBy,
  createTime: sysUser.createTime,
  updateBy: sysUser.updateBy,
  updateTime: sysUser.updateTime,
  remark: sysUser.remark,
};

/**
 * `GET /system/user/list`: live users with their department (`dept: {deptId, deptName, leader}`,
 * null without one), filters, order allow-list; the data scope applies to the department and the
 * user (RuoYi's `d` and `u`). Names sort without regard to case, like RuoYi's MySQL collation.
 */
export const userList = {
  table: sysUser,
  id: sysUser.userId,
  sortable: {
    userId: sysUser.userId,
    userName: sql`lower(${sysUser.userName})`,
    nickName: sql`lower(${sysUser.nickName})`,
    deptId: sysUser.deptId,
    deptName: sysDept.deptName,
    phonenumber: sysUser.phonenumber,
    email: sql`lower(${sysUser.email})`,
    sex: sysUser.sex,
    status: sysUser.status,
    loginIp: sysUser.loginIp,
    loginDate: sysUser.loginDate,
    createTime: sysUser.createTime,
  },
  defaultOrder: [asc(sysUser.userId)],
  tieBreaker: asc(sysUser.userId),
  join: (query: PgSelect) => query.leftJoin(sysDept, eq(sysDept.deptId, sysUser.deptId)),
  filters: (query: UserListQuery): ListFilters => ({
    contains: [
      [sysUser.userName, query.userName],
      [sysUser.phonenumber, query.phonenumber],
    ],
    equals: [[sysUser.status, query.status]],
    days: [sysUser.createTime, query],
    where: [
      eq(sysUser.delFlag, '0'),
      query.userId === undefined ? undefined : eq(sysUser.userId, query.userId),
      query.deptId === undefined
        ? undefined
        : or(
            eq(sysUser.deptId, query.deptId),
            inArray(
              sysUser.deptId,
              sql`(SELECT d2.dept_id FROM sys_dept d2 WHERE ${String(query.deptId)} = ANY(string_to_array(d2.ancestors, ',')))`,
            ),
          ),
    ],
  }),
  select: (db: Database, where: SQL | undefined) =>
    db
      .select({
        ...userColumns,
        dept: { deptId: sysDept.deptId, deptName: sysDept.deptName, leader: sysDept.leader },
        admin: sql<boolean>`(${sysUser.userId} = ${SUPER_ADMIN_USER_ID})`,
      })
      .from(sysUser)
      .leftJoin(sysDept, eq(sysDept.deptId, sysUser.deptId))
      .where(where)
      .$dynamic(),
};

type Db = Pick<Database, 'select' | 'insert' | 'update' | 'delete'>;

/** The table and id of the uniqueness checks. */
export const USER_TABLE = { table: sysUser, id: sysUser.userId };

const LIVE_USER = eq(sysUser.delFlag, '0');

/**
 * RuoYi's uniqueness checks among live users, in its order: user name (add only: an edit never
 * changes it), phone, e-mail; each refusal names the account.
 */
export const USER_UNIQUE: ReadonlyArray<
  UniqueRule<{ userName: string; phonenumber: string; email: string }>
> = [
  {
    column: sysUser.userName,
    value: (values) => values.userName,
    where: LIVE_USER,
    only: 'add',
    refusal: { add: 'system.user.addNameExists' },
  },
  {
    column: sysUser.phonenumber,
    value: (values) => values.phonenumber,
    where: LIVE_USER,
    refusal: { add: 'system.user.addPhoneExists', edit: 'system.user.editPhoneExists' },
  },
  {
    column: sysUser.email,
    value: (values) => values.email,
    where: LIVE_USER,
    refusal: { add: 'system.user.addEmailExists', edit: 'system.user.editEmailExists' },
  },
];

/** The live roles visible within `scope` (a condition on users and their departments). */
export async function visibleRoleRows(
  db: Pick<Database, 'select' | 'selectDistinct'>,
  scope: SQL | undefined,
) {
  const where = eq(sysRole.delFlag, '0');
  if (!scope) {
    return db.select().from(sysRole).where(where).orderBy(asc(sysRole.roleSort), asc(sysRole.roleId));
  }
  return db
    .selectDistinct({ role: sysRole })
    .from(sysRole)
    .leftJoin(sysUserRole, eq(sysUserRole.roleId, sysRole.roleId))
    .leftJoin(sysUser, eq(sysUser.userId, sysUserRole.userId))
    .leftJoin(sysDept, eq(sysDept.deptId, sysUser.deptId))
    .where(and(where, scope))
    .orderBy(asc(sysRole.roleSort), asc(sysRole.roleId))
    .then((rows) => rows.map((row) => row.role));
}

/** Whether a live department of this id exists. */
export async function liveDeptExists(db: Db, deptId: number): Promise<boolean> {
  const [dept] = await db
    .select({ deptId: sysDept.deptId })
    .from(sysDept)
    .where(and(eq(sysDept.deptId, deptId), eq(sysDept.delFlag, '0')))
    .limit(1);
  return dept !== undefined;
}

/** Whether the department lies within `scope` (a condition on departments). */
export async function deptMatches(db: Db, deptId: number, scope: SQL): Promise<boolean> {
  const [dept] = await db
    .select({ deptId: sysDept.deptId })
    .from(sysDept)
    .where(and(eq(sysDept.deptId, deptId), scope))
    .limit(1);
  return dept !== undefined;
}

/** How many of these ids are live roles. */
export async function countLiveRoles(db: Db, roleIds: number[]): Promise<number> {
  const known = await db
    .select({ roleId: sysRole.roleId })
    .from(sysRole)
    .where(and(inArray(sysRole.roleId, roleIds), eq(sysRole.delFlag, '0')));
  return known.length;
}

/** Replaces the user's post and role links. */
async function replaceLinks(db: Db, userId: number, postIds: number[], roleIds: number[]) {
  await db.delete(sysUserPost).where(eq(sysUserPost.userId, userId));
  await db.delete(sysUserRole).where(eq(sysUserRole.userId, userId));
  if (postIds.length > 0) await db.insert(sysUserPost).values(postIds.map((postId) => ({ userId, postId })));
  if (roleIds.length > 0) await db.insert(sysUserRole).values(roleIds.map((roleId) => ({ userId, roleId })));
}

type UserInsert = typeof sysUser.$inferInsert;

/** Adds a user with their posts and roles, in one transaction. */
export async function insertUserWithLinks(
  db: Database,
  values: UserInsert,
  postIds: number[],
  roleIds: number[],
): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.insert(sysUser).values(values).returning({ userId: sysUser.userId });
    await replaceLinks(tx, row.userId, postIds, roleIds);
  });
}

/** Changes a user and replaces their posts and roles, in one transaction. */
export async function updateUserWithLinks(
  db: Database,
  userId: number,
  values: Partial<UserInsert>,
  postIds: number[],
  roleIds: number[],
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(sysUser).set(values).where(eq(sysUser.userId, userId));
    await replaceLinks(tx, userId, postIds, roleIds);
  });
}

/** Adds a user (an import row). */
export async function insertUser(db: Db, values: UserInsert): Promise<void> {
  await db.insert(sysUser).values(values);
}

/** Changes a user's columns (a password, a status, an import row). */
export async function updateUser(db: Db, userId: number, values: Partial<UserInsert>): Promise<void> {
  await db.update(sysUser).set(values).where(eq(sysUser.userId, userId));
}

/** Soft-deletes live users and drops their role and post links; answers how many were live. */
export async function softDeleteUsers(
  db: Database,
  userIds: number[],
  stamp: Pick<UserRow, 'updateBy' | 'updateTime'>,
): Promise<number> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(sysUser)
      .set({ delFlag: '2', ...stamp })
      .where(and(inArray(sysUser.userId, userIds), eq(sysUser.delFlag, '0')))
      .returning({ userId: sysUser.userId });
    await tx.delete(sysUserRole).where(inArray(sysUserRole.userId, userIds));
    await tx.delete(sysUserPost).where(inArray(sysUserPost.userId, userIds));
    return rows.length;
  });
}

/** The user's post ids and role ids, in id order. */
export async function userLinkIds(db: Database, userId: number) {
  const [postIds, roleIds] = await Promise.all([
    db
      .select({ id: sysUserPost.postId })
      .from(sysUserPost)
      .where(eq(sysUserPost.userId, userId))
      .orderBy(asc(sysUserPost.postId)),
    db
      .select({ id: sysUserRole.roleId })
      .from(sysUserRole)
      .where(eq(sysUserRole.userId, userId))
      .orderBy(asc(sysUserRole.roleId)),
  ]);
  return { postIds: postIds.map((r) => r.id), roleIds: roleIds.map((r) => r.id) };
}

/** The live user of this name, if any. */
export async function liveUserIdByName(db: Db, userName: string): Promise<number | undefined> {
  const [existing] = await db
    .select({ userId: sysUser.userId })
    .from(sysUser)
    .where(and(eq(sysUser.userName, userName), eq(sysUser.delFlag, '0')))
    .limit(1);
  return existing?.userId;
}

/** Whether the user lies within `scope` (a condition on the user's own columns). */
export async function userMatches(db: Db, userId: number, scope: SQL): Promise<boolean> {
  const [row] = await db
    .select({ userId: sysUser.userId })
    .from(sysUser)
    .where(and(eq(sysUser.userId, userId), scope))
    .limit(1);
  return row !== undefined;
}
