import { CacheKeys } from '../../../cache/store';
import type { MessageKey } from '../../../i18n/messages';

/**
 * The cache names the cache list shows, RuoYi's seven (its remarks in our messages) and our own
 * families. A name is a key prefix with its colon; our configured key prefix (CACHE_KEY_PREFIX)
 * never shows: the store adds it and strips it (docs/monitor/stats.md).
 */
export const CACHE_NAMES: readonly { cacheName: string; remark: MessageKey }[] = [
  { cacheName: CacheKeys.loginToken, remark: 'monitor.cache.name.loginToken' },
  { cacheName: CacheKeys.config, remark: 'monitor.cache.name.config' },
  { cacheName: CacheKeys.dict, remark: 'monitor.cache.name.dict' },
  { cacheName: CacheKeys.captcha, remark: 'monitor.cache.name.captcha' },
  { cacheName: 'repeat_submit:', remark: 'monitor.cache.name.repeatSubmit' },
  { cacheName: CacheKeys.rateLimit, remark: 'monitor.cache.name.rateLimit' },
  { cacheName: CacheKeys.passwordErrors, remark: 'monitor.cache.name.passwordErrors' },
  { cacheName: CacheKeys.loginFailuresByIp, remark: 'monitor.cache.name.loginFailuresByIp' },
  { cacheName: CacheKeys.routers, remark: 'monitor.cache.name.routers' },
  { cacheName: CacheKeys.portal, remark: 'monitor.cache.name.portal' },
];

export const isCacheName = (name: string) => CACHE_NAMES.some((n) => n.cacheName === name);

/** The cache name a key belongs to, or undefined for a key of no listed name. */
export const nameOfKey = (key: string) =>
  CACHE_NAMES.find((n) => key.startsWith(n.cacheName) && key.length > n.cacheName.length)?.cacheName;
