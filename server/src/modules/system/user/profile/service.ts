import { isEmail, MOBILE_PATTERN, newPasswordProblem, PASSWORD_MAX, PASSWORD_MIN } from '@dis/contract/rules';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { formatDatePath, formatDateTime } from '../../../../common/datetime';
import { ServiceError } from '../../../../common/errors';
import type { Database } from '../../../../db/connection';
import { checkUnique } from '../../../../common/resource';
import { contentMatchesExtension, extensionOf, isAllowedExtension } from '../../../common/service';
import { PROFILE_PREFIX, profileFolder, resolveInside } from '../../../common/service';
import { hashPassword, verifyPassword } from '../../../../common/password-hash';
import { findLiveUser, PROFILE_TABLE, PROFILE_UNIQUE, updateUserFields } from './repository';
import type { PasswordChange, ProfileUpdate } from '@dis/contract';

export { MOBILE_PATTERN, PASSWORD_MAX, PASSWORD_MIN };
export const AVATAR_EXTENSIONS = ['bmp', 'gif', 'jpg', 'jpeg', 'png'] as const;

interface Actor {
  userId: number;
  userName: string;
}

async function liveUser(db: Database, userId: number) {
  const user = await findLiveUser(db, userId);
  if (!user) throw new ServiceError('auth.unauthenticated', { uri: '/system/user/profile' }, 401);
  return user;
}

/** `PUT /system/user/profile`: nick name, email, phone and sex only; phone and email stay unique. */
export async function updateProfile(db: Database, actor: Actor, input: ProfileUpdate): Promise<void> {
  const nickName = input.nickName.trim();
  const email = (input.email ?? '').trim();
  const phonenumber = (input.phonenumber ?? '').trim();
  if (!nickName) throw new ServiceError('profile.nickNameRequired');
  if (phonenumber && !MOBILE_PATTERN.test(phonenumber)) throw new ServiceError('profile.phoneFormat');
  if (email && !isEmail(email)) throw new ServiceError('validation.email');
  await liveUser(db, actor.userId);
  await checkUnique(
    db,
    PROFILE_TABLE,
    PROFILE_UNIQUE,
    'edit',
    { phonenumber, email },
    {
      rowId: actor.userId,
      title: () => actor.userName,
      param: 'userName',
    },
  );
  await updateUserFields(db, actor.userId, {
    nickName,
    email,
    phonenumber,
    ...(input.sex ? { sex: input.sex } : {}),
    updateBy: actor.userName,
    updateTime: formatDateTime(),
  });
}

/** The refusal of a new password, or null: length 6–20, no `< > " ' \ |`, the chrtype rule. */
export function newPasswordViolation(password: string, charType: string): ServiceError | null {
  const problem = newPasswordProblem(password, charType);
  switch (problem?.kind) {
    case undefined:
      return null;
    case 'length':
      return new ServiceError('profile.passwordLength', { min: problem.min, max: problem.max });
    case 'illegal':
      return new ServiceError('password.illegalChars');
    case 'charType':
      return new ServiceError(`password.chrtype.${problem.charType}`);
  }
}

/** `PUT /system/user/profile/updatePwd`: the old password must match; the new one obeys the rules. */
export async function changePassword(
  db: Database,
  actor: Actor,
  input: PasswordChange,
  charType: string,
): Promise<void> {
  const user = await liveUser(db, actor.userId);
  if (!(await verifyPassword(input.oldPassword, user.password)))
    throw new ServiceError('profile.wrongOldPassword');
  if (input.newPassword === input.oldPassword) throw new ServiceError('profile.samePassword');
  const violation = newPasswordViolation(input.newPassword, charType);
  if (violation) throw violation;
  const now = formatDateTime();
  await updateUserFields(db, actor.userId, {
    password: await hashPassword(input.newPassword),
    pwdUpdateDate: now,
    updateBy: actor.userName,
    updateTime: now,
  });
}

/** Removes a stored avatar file (only ever inside DATA_DIR/avatar). */
async function removeStoredAvatar(dataDir: string, avatar: string | null): Promise<void> {
  const prefix = `${PROFILE_PREFIX}/avatar/`;
  if (!avatar || !avatar.startsWith(prefix)) return;
  const file = await resolveInside(profileFolder(dataDir, 'avatar'), avatar.slice(prefix.length));
  if (file) await fs.promises.rm(file, { force: true });
}

/**
 * `POST /system/user/profile/avatar`: an image (bmp/gif/jpg/jpeg/png, checked by content) stored
 * as `DATA_DIR/avatar/yyyy/MM/dd/<uuid>.<ext>`; the user's avatar points at it and the previous
 * avatar file is removed. Returns the stored path (`imgUrl`).
 */
export async function replaceAvatar(
  db: Database,
  dataDir: string,
  actor: Actor,
  upload: { fileName: string; bytes: Buffer },
): Promise<string> {
  const extension = extensionOf(upload.fileName);
  if (!(AVATAR_EXTENSIONS as readonly string[]).includes(extension) || !isAllowedExtension(extension)) {
    throw new ServiceError('upload.badExtension', { types: AVATAR_EXTENSIONS.join('/') });
  }
  if (upload.bytes.length === 0) throw new ServiceError('upload.emptyFile');
  if (!contentMatchesExtension(extension, upload.bytes))
    throw new ServiceError('upload.badContent', { extension });
  const user = await liveUser(db, actor.userId);
  const datePath = formatDatePath();
  const folder = path.join(profileFolder(dataDir, 'avatar'), datePath);
  await fs.promises.mkdir(folder, { recursive: true });
  const name = `${crypto.randomUUID().replace(/-/g, '')}.${extension}`;
  await fs.promises.writeFile(path.join(folder, name), upload.bytes, { flag: 'wx' });
  const imgUrl = `${PROFILE_PREFIX}/avatar/${datePath}/${name}`;
  await updateUserFields(db, actor.userId, {
    avatar: imgUrl,
    updateBy: actor.userName,
    updateTime: formatDateTime(),
  });
  await removeStoredAvatar(dataDir, user.avatar);
  return imgUrl;
}
