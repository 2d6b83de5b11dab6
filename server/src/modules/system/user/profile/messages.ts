import { defineMessages, type KeysOf } from '../../../../i18n/catalogue';

/** The personal centre. */
export const PROFILE_MESSAGES = defineMessages({
  // personal centre
  'profile.nickNameRequired': { 'zh-cn': '用户昵称不能为空', en: 'The nick name is required' },
  'profile.phoneFormat': { 'zh-cn': '请输入正确的手机号码', en: 'Please enter a valid mobile phone number' },
  'profile.phoneExists': {
    'zh-cn': "修改用户'{userName}'失败，手机号码已存在",
    en: "Could not change user '{userName}': the phone number is already in use",
  },
  'profile.emailExists': {
    'zh-cn': "修改用户'{userName}'失败，邮箱账号已存在",
    en: "Could not change user '{userName}': the email address is already in use",
  },
  'profile.wrongOldPassword': {
    'zh-cn': '修改密码失败，旧密码错误',
    en: 'Could not change the password: the old password is wrong',
  },
  'profile.samePassword': {
    'zh-cn': '新密码不能与旧密码相同',
    en: 'The new password must differ from the old one',
  },
  'profile.passwordLength': {
    'zh-cn': '新密码长度必须介于 {min} 和 {max} 之间',
    en: 'The new password must be {min} to {max} characters long',
  },
  'profile.avatarMissing': {
    'zh-cn': '上传图片异常，请联系管理员',
    en: 'The image upload failed; please contact the administrator',
  },
});

declare module '../../../../i18n/catalogue' {
  interface MessageCatalogue extends KeysOf<typeof PROFILE_MESSAGES> {}
}
