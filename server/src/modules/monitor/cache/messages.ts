import { defineMessages, type KeysOf } from '../../../i18n/catalogue';

/** The cache and server monitors (`/monitor/cache`, `/monitor/server`); docs/monitor/stats.md. */
export const STATS_MESSAGES = defineMessages({
  'monitor.cache.name.loginToken': { 'zh-cn': '用户信息', en: 'Login sessions' },
  'monitor.cache.name.config': { 'zh-cn': '配置信息', en: 'Settings' },
  'monitor.cache.name.dict': { 'zh-cn': '数据字典', en: 'Dictionaries' },
  'monitor.cache.name.captcha': { 'zh-cn': '验证码', en: 'Captcha answers' },
  'monitor.cache.name.repeatSubmit': { 'zh-cn': '防重提交', en: 'Repeat-submit guard' },
  'monitor.cache.name.rateLimit': { 'zh-cn': '限流处理', en: 'Rate limits' },
  'monitor.cache.name.passwordErrors': { 'zh-cn': '密码错误次数', en: 'Password retries' },
  'monitor.cache.name.loginFailuresByIp': {
    'zh-cn': '登录失败次数(按地址)',
    en: 'Login failures per address',
  },
  'monitor.cache.name.routers': { 'zh-cn': '路由菜单', en: 'Menu routes' },
  'monitor.cache.name.portal': { 'zh-cn': '官网内容', en: 'Public site answers' },
  'monitor.cache.name.idempotency': { 'zh-cn': '幂等请求', en: 'Idempotent answers' },
  'monitor.cache.name.replicas': { 'zh-cn': '服务实例', en: 'Server replicas' },
  'monitor.cache.unknownName': {
    'zh-cn': '缓存名称不存在：{name}',
    en: 'No such cache name: {name}',
  },
  'monitor.server.runTime': { 'zh-cn': '{d}天{h}小时{m}分钟', en: '{d} d {h} h {m} min' },
});

declare module '../../../i18n/catalogue' {
  interface MessageCatalogue extends KeysOf<typeof STATS_MESSAGES> {}
}
