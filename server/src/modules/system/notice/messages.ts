import { defineMessages, defineLabels, type KeysOf, type Catalogue } from '../../../i18n/catalogue';

/** The refusals of notices (`/system/notice`) and of the lock screen, in RuoYi's words. */
export const NOTICE_MESSAGES = defineMessages({
  'system.notice.missing': { 'zh-cn': '公告不存在', en: 'The notice does not exist' },
  'system.notice.titleTooLong': {
    'zh-cn': '公告标题不能超过{limit}个字符',
    en: 'The notice title must be at most {limit} characters long',
  },
  'auth.unlock.success': { 'zh-cn': '解锁成功', en: 'Unlocked' },
  'auth.unlock.passwordRequired': { 'zh-cn': '密码不能为空', en: 'The password is required' },
  'auth.unlock.wrongPassword': {
    'zh-cn': '密码错误，请重新输入',
    en: 'Wrong password, please try again',
  },
  'auth.unlock.sessionGone': {
    'zh-cn': '服务器超时，请重新登录',
    en: 'The session has timed out; please sign in again',
  },
});

declare module '../../../i18n/catalogue' {
  interface MessageCatalogue extends KeysOf<typeof NOTICE_MESSAGES> {}
}

/** The names of the notice fields (refusals). */
const NOTICE_LABELS = {
  noticeTitle: { 'zh-cn': '公告标题', en: 'Notice title' },
  remark: { 'zh-cn': '备注', en: 'Remark' },
} as const satisfies Catalogue;

export const noticeLabel = defineLabels(NOTICE_LABELS);
