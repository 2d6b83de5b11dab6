/** The wire of users, defined in `@dis/contract`. */
export {
  DeptTreeQuerySchema,
  SysUserSchema,
  UserListQuerySchema,
  UserListRowSchema,
  type SysUser,
  type UserListQuery,
  type UserListRow,
} from '@dis/contract';
