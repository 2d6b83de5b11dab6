import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CacheKeys } from '../../../cache/store';
import { ServiceError } from '../../../common/errors';
import type { MessageKey } from '../../../i18n/catalogue';
import { requireLoginUser } from '../../../security/session-store';
import { checkSessionReach, sessionReach } from '../../../security/session-scope';

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
  { cacheName: CacheKeys.idempotency, remark: 'monitor.cache.name.idempotency' },
  { cacheName: CacheKeys.replicas, remark: 'monitor.cache.name.replicas' },
];

export const isCacheName = (name: string) => CACHE_NAMES.some((n) => n.cacheName === name);

/** The cache name a key belongs to, or undefined for a key of no listed name. */
export const nameOfKey = (key: string) =>
  CACHE_NAMES.find((n) => key.startsWith(n.cacheName) && key.length > n.cacheName.length)?.cacheName;

/** Refuses a cache name that is not listed. */
export function checkCacheName(cacheName: string): void {
  if (!isCacheName(cacheName)) throw new ServiceError('monitor.cache.unknownName', { name: cacheName });
}

/** Refuses a key of no listed cache name. */
export function checkCacheKey(cacheKey: string): void {
  if (!nameOfKey(cacheKey)) throw new ServiceError('monitor.cache.unknownName', { name: cacheKey });
}

/** Refuses a key that is not of the given (listed) cache name. */
export function checkKeyOfName(cacheName: string, cacheKey: string): void {
  checkCacheName(cacheName);
  if (nameOfKey(cacheKey) !== cacheName) {
    throw new ServiceError('monitor.cache.unknownName', { name: cacheKey });
  }
}

/**
 * Session keys follow the caller's data scope (docs/security.md "Sessions"): `keep(keys, intent)`
 * drops the `login_tokens:` keys of sessions the caller may not see (read) or end; `check` refuses
 * one such key. `permission` is the one the reach is judged by (the cache list's).
 */
export async function sessionKeys(app: FastifyInstance, request: FastifyRequest, permission: string) {
  const reach = await sessionReach(app.db, requireLoginUser(request), await app.sessions.list(), permission);
  const key = (tokenId: string) => `${CacheKeys.loginToken}${tokenId}`;
  const visible = new Set(reach.visible.map((session) => key(session.tokenId)));
  const endable = new Set([...reach.endable].map(key));
  return {
    keep: (keys: string[], intent: 'read' | 'end') =>
      keys.filter(
        (k) => !k.startsWith(CacheKeys.loginToken) || (intent === 'read' ? visible : endable).has(k),
      ),
    check: async (cacheKey: string, intent: 'read' | 'end') => {
      if (!cacheKey.startsWith(CacheKeys.loginToken)) return;
      const session = await app.sessions.get(cacheKey.slice(CacheKeys.loginToken.length));
      if (session) checkSessionReach(reach, session, intent);
    },
  };
}
