import { defineMessages, type KeysOf } from '../../i18n/catalogue';

/** Captcha, login, logout and self-registration. */
export const AUTH_MESSAGES = defineMessages({
  // captcha
  'captcha.expired': { 'zh-cn': '验证码已失效', en: 'The captcha has expired' },
  'captcha.wrong': { 'zh-cn': '验证码错误', en: 'Incorrect captcha' },
  // login / logout
  'login.success': { 'zh-cn': '登录成功', en: 'Login successful' },
  'logout.success': { 'zh-cn': '退出成功', en: 'Logout successful' },
  'login.badCredentials': {
    'zh-cn': '用户不存在/密码错误',
    en: 'User does not exist or the password is wrong',
  },
  'login.fieldsRequired': { 'zh-cn': '* 必须填写', en: '* must be filled in' },
  'login.userNotExists': {
    'zh-cn': '对不起，您的账号：{userName} 不存在',
    en: 'Sorry, the account {userName} does not exist',
  },
  'login.lengthOutOfRange': {
    'zh-cn': '用户名或密码长度不在指定范围内',
    en: 'The user name or password length is out of range',
  },
  'login.locked': {
    'zh-cn': '密码输入错误{count}次，帐户锁定{minutes}分钟',
    en: 'Wrong password entered {count} times; the account is locked for {minutes} minutes',
  },
  'login.wrongPasswordCount': {
    'zh-cn': '密码输入错误{count}次',
    en: 'Wrong password entered {count} times',
  },
  /** docs/security.md "Throttle and lockout" */
  'login.captchaRequired': {
    'zh-cn': '登录失败次数过多，请输入验证码',
    en: 'Too many failed sign-ins from this address: please enter the captcha',
  },
  'login.blacklisted': {
    'zh-cn': '很遗憾，访问IP已被列入系统黑名单',
    en: 'Sorry, your IP address has been blacklisted',
  },
  'login.deleted': { 'zh-cn': '对不起，您的账号已被删除', en: 'Sorry, your account has been deleted' },
  'login.disabled': {
    'zh-cn': '用户已封禁，请联系管理员',
    en: 'The account is disabled; please contact the administrator',
  },
  // register
  'register.disabled': {
    'zh-cn': '当前系统没有开启注册功能！',
    en: 'Registration is not enabled on this system!',
  },
  'register.userNameRequired': { 'zh-cn': '用户名不能为空', en: 'The user name is required' },
  'register.passwordRequired': { 'zh-cn': '用户密码不能为空', en: 'The password is required' },
  'register.userNameLength': {
    'zh-cn': '账户长度必须在2到20个字符之间',
    en: 'The account name must be 2 to 20 characters long',
  },
  'register.passwordLength': {
    'zh-cn': '密码长度必须在{min}到{max}个字符之间',
    en: 'The password must be {min} to {max} characters long',
  },
  'register.userNameChars': {
    'zh-cn': '用户账号不能包含空白或脚本字符',
    en: 'The account name must not contain spaces or script characters',
  },
  'register.exists': {
    'zh-cn': "保存用户'{userName}'失败，注册账号已存在",
    en: "Could not save user '{userName}': the account already exists",
  },
  'register.success': { 'zh-cn': '注册成功', en: 'Registration successful' },
});

declare module '../../i18n/catalogue' {
  interface MessageCatalogue extends KeysOf<typeof AUTH_MESSAGES> {}
}
