import { and, asc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { ListFilters } from '../../../common/list-query';
import type { Database } from '../../../db/connection';
import { sysDept, sysUser } from '../../../db/schema';
import { isSuperAdmin, SUPER_ADMIN_USER_ID } from '../../../security/permission';
import { toSysDept } from '../dept/repository';
import type { SysRole } from '../role/schema';
import type { SysUser, UserListQuery } from './schema';

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
