import { defineMessages, type KeysOf } from '../../../i18n/catalogue';

/** Two-factor sign-in: the login's second step, the personal centre's section, the reset. */
export const TOTP_MESSAGES = defineMessages({
  'totp.ticketExpired': {
    'zh-cn': '登录已超时，请重新输入账号和密码',
    en: 'The sign-in has timed out; please enter your user name and password again',
  },
  'totp.codeRequired': {
    'zh-cn': '请输入身份验证器中的 6 位验证码',
    en: 'Please enter the 6-digit code from your authenticator app',
  },
  'totp.wrongCode': { 'zh-cn': '验证码错误', en: 'The code is incorrect' },
  'totp.wrongCodeCount': {
    'zh-cn': '两步验证码错误{count}次',
    en: 'Wrong two-factor code entered {count} times',
  },
  'totp.recoveryCodeUsed': {
    'zh-cn': '使用恢复码登录，剩余{count}个恢复码',
    en: 'Signed in with a recovery code; {count} recovery codes left',
  },
  'totp.alreadyEnabled': {
    'zh-cn': '两步验证已开启，如需更换请先关闭',
    en: 'Two-factor sign-in is already on; switch it off first to set it up again',
  },
  'totp.notStarted': {
    'zh-cn': '请先生成二维码并用身份验证器扫描',
    en: 'Please create the QR code and scan it with your authenticator app first',
  },
  'totp.notEnabled': { 'zh-cn': '两步验证未开启', en: 'Two-factor sign-in is not on' },
  'totp.requiredByRole': {
    'zh-cn': '您的角色要求开启两步验证，不能关闭',
    en: 'Your role requires two-factor sign-in; it cannot be switched off',
  },
  'totp.notEnrolling': {
    'zh-cn': '该账号无需设置两步验证',
    en: 'This account does not need to set up two-factor sign-in',
  },
});

declare module '../../../i18n/catalogue' {
  interface MessageCatalogue extends KeysOf<typeof TOTP_MESSAGES> {}
}
