import { Type, type Static } from '@sinclair/typebox';
import { USER_FIELD_MAX } from '../rules/limits';
import { AjaxResult, Nullable, RowId, StatusFlag } from './common';
import { SysPostSchema, SysRoleSchema, SysUserSchema } from './system';

/**
 * The user management wire (`/system/user`, docs/system/user.md). Lengths and formats are checked
 * by the server with RuoYi's own sentences ("用户账号长度不能超过30个字符"), so the schemas only
 * bound the sizes.
 */
const userWritableFields = {
  nickName: Type.String({ maxLength: 200 }),
  deptId: Type.Optional(Nullable(RowId())),
  phonenumber: Type.Optional(Nullable(Type.String({ maxLength: 200 }))),
  email: Type.Optional(Nullable(Type.String({ maxLength: 200 }))),
  sex: Type.Optional(
    Nullable(Type.Union([Type.Literal('0'), Type.Literal('1'), Type.Literal('2'), Type.Literal('')])),
  ),
  status: Type.Optional(StatusFlag),
  remark: Type.Optional(Nullable(Type.String({ maxLength: USER_FIELD_MAX.remark }))),
  postIds: Type.Optional(Nullable(Type.Array(RowId(), { maxItems: 100 }))),
  roleIds: Type.Optional(Nullable(Type.Array(RowId(), { maxItems: 100 }))),
};

/** `POST /system/user` */
export const UserCreateSchema = Type.Object({
  ...userWritableFields,
  userName: Type.String({ maxLength: 200 }),
  password: Type.String({ maxLength: 200 }),
});
export type UserCreate = Static<typeof UserCreateSchema>;

/** `PUT /system/user`: the user name never changes and a password here is ignored. */
export const UserUpdateSchema = Type.Object({
  ...userWritableFields,
  userId: RowId(),
  userName: Type.Optional(Nullable(Type.String({ maxLength: 200 }))),
  password: Type.Optional(Nullable(Type.String({ maxLength: 200 }))),
});
export type UserUpdate = Static<typeof UserUpdateSchema>;

/** `PUT /system/user/resetPwd` */
export const UserResetPwdSchema = Type.Object({
  userId: RowId(),
  password: Type.String({ maxLength: 200 }),
});
export type UserResetPwd = Static<typeof UserResetPwdSchema>;

const userFormFields = {
  roles: Type.Array(SysRoleSchema, { description: 'roles the caller may grant (role 1 only for user 1)' }),
  posts: Type.Array(SysPostSchema),
  data: Type.Optional(SysUserSchema),
  postIds: Type.Optional(Type.Array(Type.Integer())),
  roleIds: Type.Optional(Type.Array(Type.Integer())),
};

/** `GET /system/user/` and `GET /system/user/{userId}`: what the add/edit dialog needs. */
export const UserFormResult = AjaxResult(userFormFields);
export type UserForm = Static<typeof UserFormResult>;
