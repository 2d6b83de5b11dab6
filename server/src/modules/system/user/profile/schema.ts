import { Type, type Static } from '@sinclair/typebox';
import { AjaxResult } from '../../../../common/schema';
import { SysUserSchema } from '../schema';

/** `GET /system/user/profile` */
export const ProfileResult = AjaxResult({
  data: SysUserSchema,
  roleGroup: Type.String({ description: 'role names joined by ","' }),
  postGroup: Type.String({ description: 'post names joined by ","' }),
});

/** `PUT /system/user/profile`: only these four fields are read; anything else is ignored. */
export const ProfileUpdateBody = Type.Object({
  nickName: Type.String({ maxLength: 30 }),
  email: Type.Optional(Type.String({ maxLength: 50 })),
  phonenumber: Type.Optional(Type.String({ maxLength: 11 })),
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
