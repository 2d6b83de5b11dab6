import type { AjaxResultOf, SysUser } from '@dis/shared';

/** `GET /system/user/profile` */
export type ProfileAnswer = AjaxResultOf<SysUser, { roleGroup: string; postGroup: string }>;

export interface Profile {
  user: SysUser;
  roleGroup: string;
  postGroup: string;
}

/** The 基本资料 form. */
export interface BasicInfoValues {
  nickName: string;
  phonenumber: string;
  email: string;
  sex: '0' | '1';
}

/** The 修改密码 form. */
export interface PasswordValues {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}
