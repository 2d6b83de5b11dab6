import { Type, type Static } from '@sinclair/typebox';
import { RowId } from '../../../common/ids';
import { DateTime, Nullable } from '../../../common/schema';
import { DayRangeQuery, PageQuery } from '../../../common/paging';
import { SysDeptSchema } from '../dept/schema';
import { SysRoleSchema } from '../role/schema';

const userFields = {
  userId: Type.Integer(),
  deptId: Nullable(Type.Integer()),
  userName: Type.String(),
  nickName: Nullable(Type.String()),
  email: Nullable(Type.String()),
  phonenumber: Nullable(Type.String()),
  sex: Nullable(Type.String({ description: '"0" male, "1" female, "2" unknown' })),
  avatar: Nullable(Type.String()),
  status: Type.String({ description: '"0" normal / "1" disabled' }),
  delFlag: Type.String({ description: '"0" live / "2" deleted' }),
  loginIp: Nullable(Type.String()),
  loginDate: DateTime(),
  pwdUpdateDate: DateTime(),
  createBy: Nullable(Type.String()),
  createTime: DateTime(),
  updateBy: Nullable(Type.String()),
  updateTime: DateTime(),
  remark: Nullable(Type.String()),
};

/** SysUser with its dept and roles (getInfo); the password is never part of an answer. */
export const SysUserSchema = Type.Object({
  ...userFields,
  dept: Nullable(SysDeptSchema),
  roles: Type.Array(SysRoleSchema),
  roleIds: Nullable(Type.Array(Type.Integer())),
  postIds: Nullable(Type.Array(Type.Integer())),
  roleId: Nullable(Type.Integer()),
  admin: Type.Boolean(),
});
export type SysUser = Static<typeof SysUserSchema>;

/** A row of the user list: the user with `dept: {deptId, deptName, leader}`. */
export const UserListRowSchema = Type.Object({
  ...userFields,
  dept: Nullable(
    Type.Object({
      deptId: Nullable(Type.Integer()),
      deptName: Nullable(Type.String()),
      leader: Nullable(Type.String()),
    }),
  ),
  admin: Type.Boolean(),
});
export type UserListRow = Static<typeof UserListRowSchema>;

export const UserListQuerySchema = Type.Object({
  ...PageQuery,
  ...DayRangeQuery,
  userId: Type.Optional(RowId()),
  userName: Type.Optional(Type.String({ maxLength: 30 })),
  phonenumber: Type.Optional(Type.String({ maxLength: 11 })),
  status: Type.Optional(Type.Union([Type.Literal('0'), Type.Literal('1')])),
  deptId: Type.Optional(RowId({ description: 'that department or any below it' })),
});
export type UserListQuery = Static<typeof UserListQuerySchema>;

export const DeptTreeQuerySchema = Type.Object({
  deptName: Type.Optional(Type.String({ maxLength: 30 })),
  status: Type.Optional(Type.Union([Type.Literal('0'), Type.Literal('1')])),
});
