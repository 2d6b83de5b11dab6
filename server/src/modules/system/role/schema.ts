import { Type, type Static } from '@sinclair/typebox';
import { DateTime, Nullable } from '../../../common/schema';

/** SysRole as RuoYi serialises it (`admin` is computed: role 1). */
export const SysRoleSchema = Type.Object({
  roleId: Type.Integer(),
  roleName: Nullable(Type.String()),
  roleKey: Nullable(Type.String()),
  roleSort: Nullable(Type.Integer()),
  dataScope: Nullable(Type.String()),
  menuCheckStrictly: Nullable(Type.Boolean()),
  deptCheckStrictly: Nullable(Type.Boolean()),
  status: Nullable(Type.String()),
  delFlag: Nullable(Type.String()),
  flag: Type.Boolean(),
  menuIds: Nullable(Type.Array(Type.Integer())),
  deptIds: Nullable(Type.Array(Type.Integer())),
  permissions: Nullable(Type.Array(Type.String())),
  admin: Type.Boolean(),
  createBy: Nullable(Type.String()),
  createTime: DateTime(),
  updateBy: Nullable(Type.String()),
  updateTime: DateTime(),
  remark: Nullable(Type.String()),
});
export type SysRole = Static<typeof SysRoleSchema>;
