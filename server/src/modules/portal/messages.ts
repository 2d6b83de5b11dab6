import { defineMessages, type KeysOf } from '../../i18n/catalogue';

/** The answers of the public site (trial form, news centre, job listing). */
export const PORTAL_MESSAGES = defineMessages({
  // public site
  'portal.trial.required': { 'zh-cn': '请输入姓名和手机号', en: 'Please enter your name and phone number' },
  'portal.trial.phone': { 'zh-cn': '请输入正确的手机号码', en: 'Please enter a valid phone number' },
  'portal.trial.success': { 'zh-cn': '获取成功', en: 'Acquisition successful' },
  'portal.news.notFound': {
    'zh-cn': '新闻不存在或已下线',
    en: 'This news item does not exist or is no longer published',
  },
  'portal.job.notFound': {
    'zh-cn': '职位不存在或已停止招聘',
    en: 'This job does not exist or is no longer open',
  },
});

declare module '../../i18n/catalogue' {
  interface MessageCatalogue extends KeysOf<typeof PORTAL_MESSAGES> {}
}
