import { isEmail, MOBILE_PATTERN, newPasswordProblem } from '@dis/contract/rules';
import bcrypt from 'bcryptjs';
import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { formatDateTime } from '../../../common/datetime';
import { ServiceError } from '../../../common/errors';
import type { Database } from '../../../db/connection';
import { sysDept, sysPost, sysRole, sysUser, sysUserPost, sysUserRole } from '../../../db/schema';
import type { LoginUser } from '../../../security/session-store';
import { dataScopeCondition } from '../../../security/data-scope';
import { isSuperAdmin, SUPER_ADMIN_USER_ID } from '../../../security/permission';
import { BCRYPT_ROUNDS } from '../../auth/register-service';
import { ConfigKeys, getConfigValue } from '../config/service';
import { clearRoutersCache } from '../menu/routers-cache';
import { heldRoleIds, refuseRolesBeyondCaller } from '../../../security/grants';
import { endSessionsOf, refreshSignedInRights } from '../../../security/rights-refresh';
import { SUPER_ADMIN_ROLE_ID, toSysRole } from '../role/repository';
import type { UserCreate, UserUpdate } from '@dis/contract';

/** sys_user.status of a user who may sign in (sys_normal_disable) */
const USER_ENABLED = '0';

/** The rules of user management are written in docs/system/user.md. */

export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
type Db = Database | Transaction;

export const USER_NAME_MAX = 30;
export const NICK_NAME_MAX = 30;
export const EMAIL_MAX = 50;

/** The user 1 may be touched by nobody ("不允许操作超级管理员用户"). */
export function refuseSuperAdmin(userId: number): void {
  if (isSuperAdmin(userId)) throw new ServiceError('system.user.superAdmin');
}

const text = (value: string | null | undefined) => (value ?? '').trim();

/** The checked, trimmed fields of an add or an edit (without name and password). */
export interface UserValues {
  nickName: string;
  deptId: number | null;
  phonenumber: string;
  email: string;
  sex: string;
  status: string;
  remark: string | null;
}

/** The writable fields as a body or an import row gives them. */
export interface UserFieldsInput {
  nickName?: string | null;
  deptId?: number | null;
  phonenumber?: string | null;
  email?: string | null;
  sex?: string | null;
  status?: string;
  remark?: string | null;
}

export function userValues(body: UserFieldsInput): UserValues {
  const nickName = text(body.nickName);
  if (!nickName) throw new ServiceError('system.user.nickNameRequired');
  if (nickName.length > NICK_NAME_MAX) throw new ServiceError('system.user.nickNameLength');
  const email = text(body.email);
  if (email.length > EMAIL_MAX) throw new ServiceError('system.user.emailLength');
  if (email && !isEmail(email)) throw new ServiceError('system.user.emailFormat');
  const phonenumber = text(body.phonenumber);
  if (phonenumber && !MOBILE_PATTERN.test(phonenumber)) throw new ServiceError('system.user.phoneFormat');
  const remark = text(body.remark);
  return {
    nickName,
    deptId: body.deptId ?? null,
    phonenumber,
    email,
    sex: body.sex || '0',
    status: body.status ?? '0',
    remark: remark || null,
  };
}

export function checkUserName(raw: string | null | undefined): string {
  const userName = text(raw);
  if (!userName) throw new ServiceError('system.user.userNameRequired');
  if (userName.length > USER_NAME_MAX) throw new ServiceError('system.user.userNameLength');
  return userName;
}

/** The password rule of every password the console writes: length, characters, `sys.account.chrtype`. */
export async function checkedPasswordHash(
  app: FastifyInstance,
  password: string | null | undefined,
): Promise<string> {
  if (!password) throw new ServiceError('system.user.passwordRequired');
  const charType = (await getConfigValue(app, ConfigKeys.passwordCharType)) || '0';
  const problem = newPasswordProblem(password, charType);
  if (problem?.kind === 'length')
    throw new ServiceError('system.user.passwordLength', { min: problem.min, max: problem.max });
  if (problem?.kind === 'illegal') throw new ServiceError('password.illegalChars');
  if (problem?.kind === 'charType') throw new ServiceError(`password.chrtype.${problem.charType}`);
  return bcrypt.hash(password, BCRYPT_ROUNDS);
}

/** Whether a live user other than `exceptId` holds this value. */
export async function takenBy(
  db: Db,
  column: typeof sysUser.userName | typeof sysUser.phonenumber | typeof sysUser.email,
  value: string,
  exceptId?: number,
): Promise<boolean> {
  if (!value) return false;
  const [row] = await db
    .select({ userId: sysUser.userId })
    .from(sysUser)
    .where(
      and(
        eq(column, value),
        eq(sysUser.delFlag, '0'),
        exceptId === undefined ? undefined : ne(sysUser.userId, exceptId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** RuoYi's uniqueness checks, in its order: user name (add only), phone, e-mail. */
export async function checkUnique(
  db: Db,
  mode: 'add' | 'edit',
  userName: string,
  values: UserValues,
  userId?: number,
): Promise<void> {
  if (mode === 'add' && (await takenBy(db, sysUser.userName, userName)))
    throw new ServiceError('system.user.addNameExists', { name: userName });
  if (await takenBy(db, sysUser.phonenumber, values.phonenumber, userId))
    throw new ServiceError(mode === 'add' ? 'system.user.addPhoneExists' : 'system.user.editPhoneExists', {
      name: userName,
    });
  if (await takenBy(db, sysUser.email, values.email, userId))
    throw new ServiceError(mode === 'add' ? 'system.user.addEmailExists' : 'system.user.editEmailExists', {
      name: userName,
    });
}

/** The live roles the caller may see and grant (RuoYi's role list under the caller's data scope). */
export async function visibleRoles(db: Db, caller: LoginUser, permission: string) {
  const scope = dataScopeCondition(caller, { deptId: sysDept.deptId, userId: sysUser.userId }, permission);
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

/** The department exists and lies within the caller's data scope. */
export async function checkDept(db: Db, caller: LoginUser, deptId: number | null, permission: string) {
  if (deptId === null) return;
  const [dept] = await db
    .select({ deptId: sysDept.deptId })
    .from(sysDept)
    .where(and(eq(sysDept.deptId, deptId), eq(sysDept.delFlag, '0')))
    .limit(1);
  if (!dept) throw new ServiceError('system.user.unknownDept');
  const scope = dataScopeCondition(caller, { deptId: sysDept.deptId }, permission);
  if (!scope) return;
  const [inScope] = await db
    .select({ deptId: sysDept.deptId })
    .from(sysDept)
    .where(and(eq(sysDept.deptId, deptId), scope))
    .limit(1);
  if (!inScope) throw new ServiceError('system.user.deptScope');
}

/**
 * The roles exist, are not the super-admin role and are visible to the caller; those the user
 * gains (not among `held`) give nothing the caller lacks (docs/security.md).
 */
export async function checkRoles(
  db: Db,
  caller: LoginUser,
  roleIds: number[],
  permission: string,
  held: ReadonlySet<number> = new Set(),
) {
  if (roleIds.length === 0) return;
  if (roleIds.includes(SUPER_ADMIN_ROLE_ID)) throw new ServiceError('system.user.superAdminRole');
  const known = await db
    .select({ roleId: sysRole.roleId })
    .from(sysRole)
    .where(and(inArray(sysRole.roleId, roleIds), eq(sysRole.delFlag, '0')));
  if (known.length < roleIds.length) throw new ServiceError('system.user.unknownRole');
  const visible = new Set((await visibleRoles(db, caller, permission)).map((role) => role.roleId));
  if (roleIds.some((roleId) => !visible.has(roleId))) throw new ServiceError('system.user.roleScope');
  const gained = roleIds.filter((roleId) => !held.has(roleId));
  await refuseRolesBeyondCaller(db, caller, gained, permission);
}

export async function checkPosts(db: Db, postIds: number[]) {
  if (postIds.length === 0) return;
  const known = await db
    .select({ postId: sysPost.postId })
    .from(sysPost)
    .where(inArray(sysPost.postId, postIds));
  if (known.length < postIds.length) throw new ServiceError('system.user.unknownPost');
}

const unique = (ids: number[] | null | undefined) => [...new Set(ids ?? [])];

/** Replaces the user's post and role links. */
export async function replaceLinks(db: Db, userId: number, postIds: number[], roleIds: number[]) {
  await db.delete(sysUserPost).where(eq(sysUserPost.userId, userId));
  await db.delete(sysUserRole).where(eq(sysUserRole.userId, userId));
  if (postIds.length > 0) await db.insert(sysUserPost).values(postIds.map((postId) => ({ userId, postId })));
  if (roleIds.length > 0) await db.insert(sysUserRole).values(roleIds.map((roleId) => ({ userId, roleId })));
}

/** `POST /system/user` */
export async function addUser(app: FastifyInstance, caller: LoginUser, body: UserCreate, permission: string) {
  const userName = checkUserName(body.userName);
  const values = userValues(body);
  const postIds = unique(body.postIds);
  const roleIds = unique(body.roleIds);
  await checkDept(app.db, caller, values.deptId, permission);
  await checkRoles(app.db, caller, roleIds, permission);
  await checkPosts(app.db, postIds);
  await checkUnique(app.db, 'add', userName, values);
  const password = await checkedPasswordHash(app, body.password);
  const now = formatDateTime();
  await app.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(sysUser)
      .values({
        ...values,
        userName,
        password,
        createBy: caller.userName,
        createTime: now,
      })
      .returning({ userId: sysUser.userId });
    await replaceLinks(tx, row.userId, postIds, roleIds);
  });
  if (roleIds.length > 0) await clearRoutersCache(app.cache);
}

/** `PUT /system/user`: never the user name, never a password. */
export async function editUser(
  app: FastifyInstance,
  caller: LoginUser,
  body: UserUpdate,
  existing: { userId: number; userName: string },
  permission: string,
) {
  refuseSuperAdmin(body.userId);
  const values = userValues(body);
  const postIds = unique(body.postIds);
  const roleIds = unique(body.roleIds);
  await checkDept(app.db, caller, values.deptId, permission);
  await checkRoles(app.db, caller, roleIds, permission, await heldRoleIds(app.db, body.userId));
  await checkPosts(app.db, postIds);
  await checkUnique(app.db, 'edit', existing.userName, values, body.userId);
  await app.db.transaction(async (tx) => {
    await tx
      .update(sysUser)
      .set({ ...values, updateBy: caller.userName, updateTime: formatDateTime() })
      .where(eq(sysUser.userId, body.userId));
    await replaceLinks(tx, body.userId, postIds, roleIds);
  });
  // the user's roles may have changed: their signed-in sessions take the new rights at once;
  // a user disabled here is signed out everywhere
  if (values.status !== undefined && values.status !== USER_ENABLED) await endSessionsOf(app, [body.userId]);
  else await refreshSignedInRights(app, { userIds: [body.userId] });
}

/** `DELETE /system/user/{userIds}`: soft delete, links removed. Answers how many were live. */
export async function removeUsers(
  app: FastifyInstance,
  caller: LoginUser,
  userIds: number[],
): Promise<number> {
  if (userIds.includes(caller.userId)) throw new ServiceError('system.user.removeSelf');
  userIds.forEach(refuseSuperAdmin);
  const removed = await app.db.transaction(async (tx) => {
    const rows = await tx
      .update(sysUser)
      .set({ delFlag: '2', updateBy: caller.userName, updateTime: formatDateTime() })
      .where(and(inArray(sysUser.userId, userIds), eq(sysUser.delFlag, '0')))
      .returning({ userId: sysUser.userId });
    await tx.delete(sysUserRole).where(inArray(sysUserRole.userId, userIds));
    await tx.delete(sysUserPost).where(inArray(sysUserPost.userId, userIds));
    return rows.length;
  });
  // a deleted user can no longer act: their open sessions end at once
  await endSessionsOf(app, userIds);
  await clearRoutersCache(app.cache);
  return removed;
}

/** `PUT /system/user/resetPwd` */
export async function resetPassword(
  app: FastifyInstance,
  caller: LoginUser,
  userId: number,
  password: string,
) {
  refuseSuperAdmin(userId);
  const hash = await checkedPasswordHash(app, password);
  const now = formatDateTime();
  await app.db
    .update(sysUser)
    .set({ password: hash, pwdUpdateDate: now, updateBy: caller.userName, updateTime: now })
    .where(eq(sysUser.userId, userId));
  // whoever knew the old password is signed out (the caller's own session stays, should it be theirs)
  await endSessionsOf(app, [userId], caller.tokenId);
}

/** `PUT /system/user/changeStatus` */
export async function changeStatus(app: FastifyInstance, caller: LoginUser, userId: number, status: string) {
  refuseSuperAdmin(userId);
  await app.db
    .update(sysUser)
    .set({ status, updateBy: caller.userName, updateTime: formatDateTime() })
    .where(eq(sysUser.userId, userId));
  // a disabled user is signed out everywhere at once, not only refused at the next sign-in
  if (status !== USER_ENABLED) await endSessionsOf(app, [userId]);
}

/** The dialog's options: roles (role 1 only for user 1) and all posts; with a user, their ids. */
export async function userForm(app: FastifyInstance, caller: LoginUser, permission: string, userId?: number) {
  const roles = (await visibleRoles(app.db, caller, permission))
    .filter((role) => role.roleId !== SUPER_ADMIN_ROLE_ID || userId === SUPER_ADMIN_USER_ID)
    .map((role) => toSysRole(role));
  const posts = await app.db.select().from(sysPost).orderBy(asc(sysPost.postSort), asc(sysPost.postId));
  if (userId === undefined) return { roles, posts };
  const [postIds, roleIds] = await Promise.all([
    app.db
      .select({ id: sysUserPost.postId })
      .from(sysUserPost)
      .where(eq(sysUserPost.userId, userId))
      .orderBy(asc(sysUserPost.postId)),
    app.db
      .select({ id: sysUserRole.roleId })
      .from(sysUserRole)
      .where(eq(sysUserRole.userId, userId))
      .orderBy(asc(sysUserRole.roleId)),
  ]);
  return { roles, posts, postIds: postIds.map((r) => r.id), roleIds: roleIds.map((r) => r.id) };
}
