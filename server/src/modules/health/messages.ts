import { defineMessages, type KeysOf } from '../../i18n/catalogue';

/** The health check. */
export const HEALTH_MESSAGES = defineMessages({
  // health
  'health.ok': { 'zh-cn': 'ok', en: 'ok' },
  'health.degraded': { 'zh-cn': '服务异常', en: 'degraded' },
});

declare module '../../i18n/catalogue' {
  interface MessageCatalogue extends KeysOf<typeof HEALTH_MESSAGES> {}
}
