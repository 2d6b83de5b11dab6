import { and, asc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/connection';
import { sysDept, sysUser } from '../../../db/schema';
import { dayRangeConditions, likeContains, resolveOrderBy, resolvePage } from '../../../common/paging';
import { dataScopeCondition, type ScopedUser } from '../../../security/data-scope';
import { isSuperAdmin } from '../../../security/permission';
import { toSysDept } from '../dept/repository';
import type { SysRole } from '../role/schema';
import type { SysUser, UserListQuery, UserListRow } from './schema';

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

/** Sortable fields; names sort without regard to case, like RuoYi's MySQL collation. */
const USER_LIST_ORDER = {
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
};

/** `GET /system/user/list`: filters, data scope, order allow-list and reasonable paging. */
export async function listUsers(
  db: Database,
  query: UserListQuery,
  viewer: ScopedUser,
  permission: string,
): Promise<{ total: number; rows: UserListRow[] }> {
  const orderBy = resolveOrderBy(query, USER_LIST_ORDER);
  const conditions: SQL[] = [eq(sysUser.delFlag, '0')];
  if (query.userId !== undefined) conditions.push(eq(sysUser.userId, query.userId));
  if (query.userName) conditions.push(ilike(sysUser.userName, likeContains(query.userName)));
  if (query.phonenumber) conditions.push(ilike(sysUser.phonenumber, likeContains(query.phonenumber)));
  if (query.status) conditions.push(eq(sysUser.status, query.status));
  if (query.deptId !== undefined) {
    conditions.push(
      or(
        eq(sysUser.deptId, query.deptId),
        inArray(
          sysUser.deptId,
          sql`(SELECT d2.dept_id FROM sys_dept d2 WHERE ${String(query.deptId)} = ANY(string_to_array(d2.ancestors, ',')))`,
        ),
      )!,
    );
  }
  conditions.push(
    ...dayRangeConditions(sysUser.createTime, query['params[beginTime]'], query['params[endTime]']),
  );
  const scope = dataScopeCondition(viewer, { deptId: sysDept.deptId, userId: sysUser.userId }, permission);
  if (scope) conditions.push(scope);
  const where = and(...conditions);

  const [{ total }] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(sysUser)
    .leftJoin(sysDept, eq(sysDept.deptId, sysUser.deptId))
    .where(where);
  const page = resolvePage(query, total);
  const rows = await db
    .select({ user: sysUser, deptId: sysDept.deptId, deptName: sysDept.deptName, leader: sysDept.leader })
    .from(sysUser)
    .leftJoin(sysDept, eq(sysDept.deptId, sysUser.deptId))
    .where(where)
    .orderBy(...(orderBy ? [orderBy, asc(sysUser.userId)] : [asc(sysUser.userId)]))
    .limit(page.pageSize)
    .offset(page.offset);
  return {
    total,
    rows: rows.map((r) => ({
      ...userFields(r.user),
      dept: r.deptId === null ? null : { deptId: r.deptId, deptName: r.deptName, leader: r.leader },
      admin: isSuperAdmin(r.user.userId),
    })),
  };
}
