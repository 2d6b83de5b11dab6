import { isEmail, MOBILE_PATTERN, newPasswordProblem } from '@dis/contract/rules';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { formatDateTime } from '../../../common/datetime';
import { ServiceError } from '../../../common/errors';
import { checkUnique as checkUniqueColumns } from '../../../common/resource';
import type { Database } from '../../../db/connection';
import { sysDept, sysUser } from '../../../db/schema';
import { requireLoginUser, type LoginUser } from '../../../security/session-store';
import { dataScopeCondition } from '../../../security/data-scope';
import { isSuperAdmin, SUPER_ADMIN_USER_ID } from '../../../security/permission';
import { hashPassword } from '../../../common/password-hash';
import { ConfigKeys, getConfigValue } from '../config/service';
import { clearRoutersCache } from '../menu/service';
import { refuseStrongerAccounts } from '../../../security/account-reach';
import { heldRoleIds, refuseRolesBeyondCaller } from '../../../security/grants';
import { allPosts, countPosts } from '../post/repository';
import { SUPER_ADMIN_ROLE_ID, toSysRole } from '../role/repository';
import type { UserCreate, UserUpdate } from '@dis/contract';
import { loadSignedInUser } from '../../auth/service';
import {
  countLiveRoles,
  deptMatches,
  insertUserWithLinks,
  liveDeptExists,
  softDeleteUsers,
  updateUser,
  updateUserWithLinks,
  userLinkIds,
  USER_TABLE,
  USER_UNIQUE,
  visibleRoleRows,
} from './repository';
import type { UserResource } from './resource';

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
  return hashPassword(password);
}

/** RuoYi's uniqueness checks, in its order: user name (add only), phone, e-mail; refusals name `userName`. */
export async function checkUnique(
  db: Pick<Database, 'select'>,
  mode: 'add' | 'edit',
  userName: string,
  values: UserValues,
  userId?: number,
): Promise<void> {
  await checkUniqueColumns(
    db,
    USER_TABLE,
    USER_UNIQUE,
    mode,
    { ...values, userName },
    {
      rowId: userId,
      title: (v) => v.userName,
    },
  );
}

/** The live roles the caller may see and grant (RuoYi's role list under the caller's data scope). */
export async function visibleRoles(db: Db, caller: LoginUser, permission: string) {
  const scope = dataScopeCondition(caller, { deptId: sysDept.deptId, userId: sysUser.userId }, permission);
  return visibleRoleRows(db, scope);
}

/** The department exists and lies within the caller's data scope. */
export async function checkDept(db: Db, caller: LoginUser, deptId: number | null, permission: string) {
  if (deptId === null) return;
  if (!(await liveDeptExists(db, deptId))) throw new ServiceError('system.user.unknownDept');
  const scope = dataScopeCondition(caller, { deptId: sysDept.deptId }, permission);
  if (!scope) return;
  if (!(await deptMatches(db, deptId, scope))) throw new ServiceError('system.user.deptScope');
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
  if ((await countLiveRoles(db, roleIds)) < roleIds.length) throw new ServiceError('system.user.unknownRole');
  const visible = new Set((await visibleRoles(db, caller, permission)).map((role) => role.roleId));
  if (roleIds.some((roleId) => !visible.has(roleId))) throw new ServiceError('system.user.roleScope');
  const gained = roleIds.filter((roleId) => !held.has(roleId));
  await refuseRolesBeyondCaller(db, caller, gained, permission);
}

export async function checkPosts(db: Db, postIds: number[]) {
  if (postIds.length === 0) return;
  if ((await countPosts(db, postIds)) < postIds.length) throw new ServiceError('system.user.unknownPost');
}

const unique = (ids: number[] | null | undefined) => [...new Set(ids ?? [])];

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
  await insertUserWithLinks(
    app.db,
    { ...values, userName, password, createBy: caller.userName, createTime: now },
    postIds,
    roleIds,
  );
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
  await updateUserWithLinks(
    app.db,
    body.userId,
    { ...values, updateBy: caller.userName, updateTime: formatDateTime() },
    postIds,
    roleIds,
  );
  // the user's roles may have changed: their signed-in sessions take the new rights at once;
  // a user disabled here is signed out everywhere
  if (values.status !== undefined && values.status !== USER_ENABLED)
    await app.sessions.endAllOf([body.userId]);
  else await app.rights.get().refresh({ userIds: [body.userId] });
}

/** `DELETE /system/user/{userIds}`: soft delete, links removed. Answers how many were live. */
export async function removeUsers(
  app: FastifyInstance,
  caller: LoginUser,
  userIds: number[],
): Promise<number> {
  if (userIds.includes(caller.userId)) throw new ServiceError('system.user.removeSelf');
  userIds.forEach(refuseSuperAdmin);
  const removed = await softDeleteUsers(app.db, userIds, {
    updateBy: caller.userName,
    updateTime: formatDateTime(),
  });
  // a deleted user can no longer act: their open sessions end at once
  await app.sessions.endAllOf(userIds);
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
  await updateUser(app.db, userId, {
    password: hash,
    pwdUpdateDate: now,
    updateBy: caller.userName,
    updateTime: now,
  });
  // whoever knew the old password is signed out (the caller's own session stays, should it be theirs)
  await app.sessions.endAllOf([userId], caller.tokenId);
}

/** `PUT /system/user/changeStatus` */
export async function changeStatus(app: FastifyInstance, caller: LoginUser, userId: number, status: string) {
  refuseSuperAdmin(userId);
  await updateUser(app.db, userId, { status, updateBy: caller.userName, updateTime: formatDateTime() });
  // a disabled user is signed out everywhere at once, not only refused at the next sign-in
  if (status !== USER_ENABLED) await app.sessions.endAllOf([userId]);
}

/** The dialog's options: roles (role 1 only for user 1) and all posts; with a user, their ids. */
export async function userForm(app: FastifyInstance, caller: LoginUser, permission: string, userId?: number) {
  const roles = (await visibleRoles(app.db, caller, permission))
    .filter((role) => role.roleId !== SUPER_ADMIN_ROLE_ID || userId === SUPER_ADMIN_USER_ID)
    .map((role) => toSysRole(role));
  const posts = await allPosts(app.db);
  if (userId === undefined) return { roles, posts };
  const { postIds, roleIds } = await userLinkIds(app.db, userId);
  return { roles, posts, postIds, roleIds };
}

// ---- the routes naming a user ----------------------------------------------------------------

/** the live user, refused when unknown, deleted or outside the caller's data scope */
async function liveUserInScope(
  app: FastifyInstance,
  users: UserResource,
  request: FastifyRequest,
  userId: number,
) {
  const row = await users.findInScope(app, userId, request);
  if (row.delFlag !== '0') throw new ServiceError('system.user.missing');
  return row;
}

/**
 * a user another may change: never user 1, live, in the caller's data scope and holding no more
 * than the caller (docs/security.md "Nobody acts on a stronger account")
 */
export async function changeableUser(
  app: FastifyInstance,
  users: UserResource,
  request: FastifyRequest,
  userId: number,
) {
  refuseSuperAdmin(userId);
  const row = await liveUserInScope(app, users, request, userId);
  await refuseStrongerAccounts(
    app.db,
    requireLoginUser(request),
    [userId],
    request.routeOptions.config.permission,
  );
  return row;
}

/** `GET /system/user/{userId}`: the dialog's options with the user (live, in scope). */
export async function userFormOf(
  app: FastifyInstance,
  users: UserResource,
  request: FastifyRequest,
  userId: number,
) {
  const caller = requireLoginUser(request);
  await liveUserInScope(app, users, request, userId);
  const signedIn = await loadSignedInUser(app.db, userId);
  if (!signedIn) throw new ServiceError('system.user.missing');
  const form = await userForm(app, caller, users.permission('query'), userId);
  return { ...form, data: signedIn.user };
}

/**
 * `DELETE /system/user/{userIds}`, in RuoYi's order: yourself, then the super admin, then the data
 * scope; then no user stronger than the caller.
 */
export async function removeUsersInScope(
  app: FastifyInstance,
  users: UserResource,
  request: FastifyRequest,
  userIds: number[],
): Promise<number> {
  const caller = requireLoginUser(request);
  if (userIds.includes(caller.userId)) throw new ServiceError('system.user.removeSelf');
  userIds.forEach(refuseSuperAdmin);
  for (const userId of userIds) await liveUserInScope(app, users, request, userId);
  await refuseStrongerAccounts(app.db, caller, userIds, request.routeOptions.config.permission);
  return removeUsers(app, caller, userIds);
}

/** `PUT /system/user`: never user 1; the user live, in scope and no stronger than the caller. */
export async function editUserInScope(
  app: FastifyInstance,
  users: UserResource,
  request: FastifyRequest,
  body: UserUpdate,
) {
  const existing = await changeableUser(app, users, request, body.userId);
  await editUser(app, requireLoginUser(request), body, existing, users.permission('edit'));
}

/** `PUT /system/user/resetPwd`: never user 1; the user live, in scope and no stronger than the caller. */
export async function resetPasswordInScope(
  app: FastifyInstance,
  users: UserResource,
  request: FastifyRequest,
  userId: number,
  password: string,
) {
  await changeableUser(app, users, request, userId);
  await resetPassword(app, requireLoginUser(request), userId, password);
}

/** `PUT /system/user/changeStatus`: never user 1; the user live, in scope and no stronger than the caller. */
export async function changeStatusInScope(
  app: FastifyInstance,
  users: UserResource,
  request: FastifyRequest,
  userId: number,
  status: string,
) {
  await changeableUser(app, users, request, userId);
  await changeStatus(app, requireLoginUser(request), userId, status);
}
