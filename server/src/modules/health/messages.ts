import type { Catalogue } from '../../i18n/catalogue';

/** The health check. */
export const HEALTH_MESSAGES = {
  // health
  'health.ok': { 'zh-cn': 'ok', en: 'ok' },
  'health.degraded': { 'zh-cn': '服务异常', en: 'degraded' },
} as const satisfies Catalogue;
