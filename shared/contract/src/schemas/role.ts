import { Type, type Static } from '@sinclair/typebox';
import { ROLE_FIELD_MAX, ROLE_KEY_PATTERN, USER_FIELD_MAX } from '../rules/limits';
import {
  DayRangeQuery,
  ListQuery,
  Nullable,
  PageQuery,
  RowId,
  StatusFilter,
  StatusFlag,
  StringEnum,
} from './common';

// ---- roles (system/role): list, writes, data scope, who holds a role ----

export const RoleFilterSchema = Type.Object({
  ...DayRangeQuery,
  roleId: Type.Optional(RowId()),
  roleName: Type.Optional(Type.String({ maxLength: ROLE_FIELD_MAX.roleName, description: 'contains' })),
  roleKey: Type.Optional(Type.String({ maxLength: ROLE_FIELD_MAX.roleKey, description: 'contains' })),
  status: StatusFilter,
});
export type RoleFilter = Static<typeof RoleFilterSchema>;

export const RoleListQuerySchema = ListQuery(RoleFilterSchema);
export type RoleListQuery = Static<typeof RoleListQuerySchema>;

/** "1" all, "2" custom departments, "3" own department, "4" own department and below, "5" only self */
export const DataScopeFlag = StringEnum(['1', '2', '3', '4', '5'], {
  description: '"1" all, "2" custom, "3" own dept, "4" own dept and below, "5" only self',
});

const IdArray = Type.Array(Type.Integer({ minimum: 1 }), { maxItems: 5000 });

const roleWritableFields = {
  roleName: Type.String({ minLength: 1, maxLength: ROLE_FIELD_MAX.roleName }),
  roleKey: Type.String({
    minLength: 1,
    maxLength: ROLE_FIELD_MAX.roleKey,
    pattern: ROLE_KEY_PATTERN,
    description: 'letters, digits, _ - : (no comma, no space); admin is role 1’s alone',
  }),
  roleSort: Type.Integer({ minimum: 0, maximum: 9999 }),
  status: Type.Optional(StatusFlag),
  menuCheckStrictly: Type.Optional(Nullable(Type.Boolean())),
  deptCheckStrictly: Type.Optional(Nullable(Type.Boolean())),
  menuIds: Type.Optional(Nullable(IdArray)),
  remark: Type.Optional(Nullable(Type.String({ maxLength: ROLE_FIELD_MAX.remark }))),
};

export const RoleCreateSchema = Type.Object(roleWritableFields);
export const RoleUpdateSchema = Type.Object({ roleId: RowId(), ...roleWritableFields });
export type RoleCreate = Static<typeof RoleCreateSchema>;
export type RoleUpdate = Static<typeof RoleUpdateSchema>;

/** `PUT /system/role/dataScope` */
export const RoleDataScopeSchema = Type.Object({
  roleId: RowId(),
  dataScope: DataScopeFlag,
  deptIds: Type.Optional(Nullable(IdArray)),
  deptCheckStrictly: Type.Optional(Nullable(Type.Boolean())),
});
export type RoleDataScope = Static<typeof RoleDataScopeSchema>;

/** `GET /system/role/authUser/allocatedList` and `unallocatedList` */
export const AuthUserQuerySchema = Type.Object({
  roleId: RowId(),
  userName: Type.Optional(Type.String({ maxLength: USER_FIELD_MAX.userName, description: 'contains' })),
  phonenumber: Type.Optional(Type.String({ maxLength: USER_FIELD_MAX.phonenumber, description: 'contains' })),
  ...PageQuery,
});
export type AuthUserQuery = Static<typeof AuthUserQuerySchema>;

/** A row of the users holding (or not holding) a role. */
export const AuthUserRowSchema = Type.Object({
  userId: Type.Integer(),
  deptId: Nullable(Type.Integer()),
  userName: Type.String(),
  nickName: Nullable(Type.String()),
  email: Nullable(Type.String()),
  phonenumber: Nullable(Type.String()),
  status: Type.String(),
  createTime: Nullable(Type.String()),
});
export type AuthUserRow = Static<typeof AuthUserRowSchema>;

/** `PUT /system/role/authUser/cancel` */
export const AuthUserCancelSchema = Type.Object({ userId: RowId(), roleId: RowId() });

/** `PUT /system/role/authUser/cancelAll` and `selectAll`: query parameters */
export const AuthUserBatchQuerySchema = Type.Object({
  roleId: RowId(),
  userIds: Type.String({ pattern: '^[1-9][0-9]{0,17}(,[1-9][0-9]{0,17})*$', maxLength: 5000 }),
});

/** `PUT /system/user/authRole`: query parameters (`roleIds` may be empty: no role) */
export const UserAuthRoleQuerySchema = Type.Object({
  userId: RowId(),
  roleIds: Type.Optional(
    Type.String({ pattern: '^([1-9][0-9]{0,17}(,[1-9][0-9]{0,17})*)?$', maxLength: 5000 }),
  ),
});
