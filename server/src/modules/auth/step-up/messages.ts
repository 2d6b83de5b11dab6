import { defineMessages, type KeysOf } from '../../../i18n/catalogue';

/** Step-up: the password again before a change that could lock the owner out. */
export const STEP_UP_MESSAGES = defineMessages({
  'auth.stepUp.required': {
    'zh-cn': '请输入登录密码以确认是本人操作',
    en: 'Enter your password to confirm it is you',
  },
  'auth.stepUp.wrongPassword': { 'zh-cn': '密码错误', en: 'The password is wrong' },
});

declare module '../../../i18n/catalogue' {
  interface MessageCatalogue extends KeysOf<typeof STEP_UP_MESSAGES> {}
}
