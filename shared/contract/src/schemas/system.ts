import { Type, type Static, type TObject } from '@sinclair/typebox';
import type { Envelope } from '../envelope';
import {
  CONFIG_FIELD_MAX,
  DEPT_FIELD_MAX,
  DICT_TYPE_FIELD_MAX,
  POST_FIELD_MAX,
  PROFILE_FIELD_MAX,
  USER_FIELD_MAX,
} from '../rules/limits';
import {
  AjaxResult,
  auditFields,
  DateTime,
  DayRangeQuery,
  ListQuery,
  Nullable,
  PageQuery,
  RowId,
  StatusFilter,
  StatusFlag,
} from './common';

// ---- departments (system/dept): a tree ----

/** SysDept as RuoYi serialises it. */
export const SysDeptSchema = Type.Object({
  deptId: Type.Integer(),
  parentId: Nullable(Type.Integer()),
  ancestors: Nullable(Type.String()),
  deptName: Nullable(Type.String()),
  orderNum: Nullable(Type.Integer()),
  leader: Nullable(Type.String()),
  phone: Nullable(Type.String()),
  email: Nullable(Type.String()),
  status: Nullable(Type.String()),
  delFlag: Nullable(Type.String()),
  parentName: Nullable(Type.String()),
  children: Type.Array(Type.Unknown()),
  ...auditFields,
  remark: Nullable(Type.String()),
});
export type SysDept = Static<typeof SysDeptSchema>;

export const DeptTreeQuerySchema = Type.Object({
  deptName: Type.Optional(Type.String({ maxLength: DEPT_FIELD_MAX.deptName })),
  status: Type.Optional(Type.Union([Type.Literal('0'), Type.Literal('1')])),
});
export type DeptTreeQuery = Static<typeof DeptTreeQuerySchema>;

// ---- roles (system/role) ----

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
  ...auditFields,
  remark: Nullable(Type.String()),
});
export type SysRole = Static<typeof SysRoleSchema>;

// ---- users (system/user) ----

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
  ...auditFields,
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

const userFilterFields = {
  ...DayRangeQuery,
  userId: Type.Optional(RowId()),
  userName: Type.Optional(Type.String({ maxLength: USER_FIELD_MAX.userName })),
  phonenumber: Type.Optional(Type.String({ maxLength: USER_FIELD_MAX.phonenumber })),
  status: Type.Optional(Type.Union([Type.Literal('0'), Type.Literal('1')])),
  deptId: Type.Optional(RowId({ description: 'that department or any below it' })),
};
export const UserFilterSchema = Type.Object(userFilterFields);
export type UserFilter = Static<typeof UserFilterSchema>;

/** Paging first, as the query string has always been documented. */
export const UserListQuerySchema = Type.Object({ ...PageQuery, ...userFilterFields });
export type UserListQuery = Static<typeof UserListQuerySchema>;

const userInfoFields = {
  user: SysUserSchema,
  roles: Type.Array(Type.String(), { description: 'role keys; ["admin"] for the super admin' }),
  permissions: Type.Array(Type.String(), { description: '["*:*:*"] for the super admin' }),
  pwdChrtype: Type.String({ description: 'setting sys.account.chrtype' }),
  isDefaultModifyPwd: Type.Boolean({ description: 'the initial password should be changed' }),
  isPasswordExpired: Type.Boolean(),
  timeZone: Type.String({
    description:
      "the server's IANA time zone (not in RuoYi): wire times are its wall clock, and the console shows every moment in it",
  }),
};

/** `GET /getInfo` */
export const UserInfoResult = AjaxResult(userInfoFields);
/** `GET /getInfo` as the browser reads it: a refusal carries only `code` and `msg`. */
export type UserInfo = Envelope & Partial<Static<TObject<typeof userInfoFields>>>;

// ---- personal centre (system/user/profile) ----

/** `GET /system/user/profile` */
export const ProfileResult = AjaxResult({
  data: SysUserSchema,
  roleGroup: Type.String({ description: 'role names joined by ","' }),
  postGroup: Type.String({ description: 'post names joined by ","' }),
});
export type Profile = Static<typeof ProfileResult>;

/** `PUT /system/user/profile`: only these four fields are read; anything else is ignored. */
export const ProfileUpdateBody = Type.Object({
  nickName: Type.String({ maxLength: PROFILE_FIELD_MAX.nickName }),
  email: Type.Optional(Type.String({ maxLength: PROFILE_FIELD_MAX.email })),
  phonenumber: Type.Optional(Type.String({ maxLength: PROFILE_FIELD_MAX.phonenumber })),
  sex: Type.Optional(Type.Union([Type.Literal('0'), Type.Literal('1'), Type.Literal('2')])),
});
export type ProfileUpdate = Static<typeof ProfileUpdateBody>;

/** `PUT /system/user/profile/updatePwd` */
export const PasswordChangeBody = Type.Object({
  oldPassword: Type.String({ maxLength: 100 }),
  newPassword: Type.String({ maxLength: 100 }),
});
export type PasswordChange = Static<typeof PasswordChangeBody>;

/** `POST /system/user/profile/avatar` */
export const AvatarResult = AjaxResult({
  imgUrl: Type.String({ description: '/profile/avatar/yyyy/MM/dd/<uuid>.<ext>' }),
});

// ---- menus (system/menu) and the router tree of GET /getRouters ----

export const RouterMetaSchema = Type.Object({
  title: Type.String(),
  icon: Nullable(Type.String()),
  noCache: Type.Boolean(),
  link: Nullable(Type.String()),
});
export type RouterMeta = Static<typeof RouterMetaSchema>;

/**
 * RouterVo in Jackson's field order; empty fields are left out. `hidden` is always sent, but is
 * declared optional: the serializer writes required fields first, which would break the order.
 */
export const RouterVoSchema = Type.Recursive(
  (Self) =>
    Type.Object({
      name: Type.Optional(Type.String()),
      path: Type.Optional(Type.String()),
      hidden: Type.Optional(Type.Boolean()),
      redirect: Type.Optional(Type.String()),
      component: Type.Optional(Type.String()),
      query: Type.Optional(Type.String({ description: 'JSON text such as {"id":1}' })),
      alwaysShow: Type.Optional(Type.Boolean()),
      meta: Type.Optional(RouterMetaSchema),
      children: Type.Optional(Type.Array(Self)),
    }),
  { $id: 'RouterVo' },
);
export interface RouterVo {
  name?: string;
  path?: string;
  hidden?: boolean;
  redirect?: string;
  component?: string;
  query?: string;
  alwaysShow?: boolean;
  meta?: RouterMeta;
  children?: RouterVo[];
}

/**
 * One page of a console section the caller may open (`GET /<section>/overview`, the first page a
 * new section is given: docs/architecture.md "Adding a section"): its title in the request's
 * language, its console address and its menu icon.
 */
export const SectionPageSchema = Type.Object({
  title: Type.String(),
  path: Type.String({ description: '/<section>/<page>' }),
  icon: Nullable(Type.String()),
});
export type SectionPage = Static<typeof SectionPageSchema>;

// ---- dictionaries (system/dict/type, system/dict/data) ----

/** SysDictData as RuoYi serialises it (`default` is computed from isDefault). */
export const SysDictDataSchema = Type.Object({
  dictCode: Type.Integer(),
  dictSort: Nullable(Type.Integer()),
  dictLabel: Nullable(Type.String()),
  dictValue: Nullable(Type.String()),
  dictType: Nullable(Type.String()),
  cssClass: Nullable(Type.String()),
  listClass: Nullable(Type.String()),
  isDefault: Nullable(Type.String()),
  status: Nullable(Type.String()),
  default: Type.Boolean(),
  ...auditFields,
  remark: Nullable(Type.String()),
});
export type SysDictData = Static<typeof SysDictDataSchema>;

/** SysDictType as RuoYi serialises it. */
export const SysDictTypeSchema = Type.Object({
  dictId: Type.Integer(),
  dictName: Nullable(Type.String()),
  dictType: Nullable(Type.String()),
  status: Nullable(Type.String()),
  ...auditFields,
  remark: Nullable(Type.String()),
});
export type SysDictType = Static<typeof SysDictTypeSchema>;

/** `GET /system/dict/data/type/{dictType}` */
export const DictTypeParams = Type.Object({
  dictType: Type.String({ maxLength: DICT_TYPE_FIELD_MAX.dictType }),
});

// ---- parameters (system/config) ----

/** SysConfig as RuoYi serialises it. */
export const SysConfigSchema = Type.Object({
  configId: Type.Integer(),
  configName: Nullable(Type.String()),
  configKey: Nullable(Type.String()),
  configValue: Nullable(Type.String()),
  configType: Nullable(Type.String({ description: '"Y" built in, "N" not' })),
  ...auditFields,
  remark: Nullable(Type.String()),
});
export type SysConfig = Static<typeof SysConfigSchema>;

/** `GET /system/config/configKey/{configKey}` */
export const ConfigKeyParams = Type.Object({
  configKey: Type.String({ maxLength: CONFIG_FIELD_MAX.configKey }),
});

// ---- posts (system/post): the pilot resource of the descriptor ----

/** SysPost as RuoYi serialises it. */
export const SysPostSchema = Type.Object({
  postId: Type.Integer(),
  postCode: Type.String(),
  postName: Type.String(),
  postSort: Type.Integer(),
  status: StatusFlag,
  ...auditFields,
  remark: Nullable(Type.String()),
});
export type SysPost = Static<typeof SysPostSchema>;

export const PostFilterSchema = Type.Object({
  postCode: Type.Optional(Type.String({ maxLength: POST_FIELD_MAX.postCode, description: 'contains' })),
  postName: Type.Optional(Type.String({ maxLength: POST_FIELD_MAX.postName, description: 'contains' })),
  status: StatusFilter,
});
export type PostFilter = Static<typeof PostFilterSchema>;

export const PostListQuerySchema = ListQuery(PostFilterSchema);
export type PostListQuery = Static<typeof PostListQuerySchema>;

const postWritableFields = {
  postCode: Type.String({ minLength: 1, maxLength: POST_FIELD_MAX.postCode }),
  postName: Type.String({ minLength: 1, maxLength: POST_FIELD_MAX.postName }),
  postSort: Type.Integer({ minimum: 0, maximum: 9999 }),
  status: Type.Optional(StatusFlag),
  remark: Type.Optional(Nullable(Type.String({ maxLength: POST_FIELD_MAX.remark }))),
};

export const PostCreateSchema = Type.Object(postWritableFields);
export const PostUpdateSchema = Type.Object({ postId: RowId(), ...postWritableFields });
export type PostCreate = Static<typeof PostCreateSchema>;
export type PostUpdate = Static<typeof PostUpdateSchema>;
