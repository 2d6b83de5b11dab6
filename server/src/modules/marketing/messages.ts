import { defineMessages, type KeysOf } from '../../i18n/catalogue';

/** The refusals of the website content desk (news, jobs, trial requests). */
export const MARKETING_MESSAGES = defineMessages({
  // website content desk (news, jobs, trial requests)
  'marketing.news.missing': { 'zh-cn': '新闻不存在', en: 'The news item does not exist' },
  'marketing.job.missing': { 'zh-cn': '职位不存在', en: 'The job does not exist' },
  'marketing.lead.missing': { 'zh-cn': '试用申请不存在', en: 'The trial request does not exist' },
  'marketing.news.coverUrl': {
    'zh-cn': '封面图片地址不正确，请上传图片',
    en: 'The cover image address is not valid; please upload an image',
  },
  'marketing.news.emptyBody': {
    'zh-cn': '发布的新闻必须有正文',
    en: 'A published news item needs a body',
  },
  'marketing.lead.backToNew': {
    'zh-cn': '已联系或已关闭的申请不能改回新申请',
    en: 'A contacted or closed request cannot go back to new',
  },
});

declare module '../../i18n/catalogue' {
  interface MessageCatalogue extends KeysOf<typeof MARKETING_MESSAGES> {}
}
