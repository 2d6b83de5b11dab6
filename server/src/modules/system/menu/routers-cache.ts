import { CacheKeys, getJson, type CacheStore } from '../../../cache/store';
import type { Database } from '../../../db/connection';
import type { Lang } from '../../../i18n/language';
import { menusForRouters } from './repository';
import { buildRouters, type RouterVo } from './routers';

/**
 * How long a user's built route tree is reused. Every change to menus, roles or a user's roles
 * must call `clearRoutersCache`; the time limit only bounds what a missed call could cost.
 */
const ROUTERS_TTL_SECONDS = 300;

const keyOf = (userId: number, lang: Lang) => `${CacheKeys.routers}${userId}:${lang}`;

/** The `getRouters` tree of a user in a language, built once and then served from the cache. */
export async function routersFor(
  ctx: { db: Database; cache: CacheStore },
  userId: number,
  lang: Lang,
): Promise<RouterVo[]> {
  const key = keyOf(userId, lang);
  const cached = await getJson<RouterVo[]>(ctx.cache, key);
  if (cached) return cached;
  const routers = buildRouters(await menusForRouters(ctx.db, userId), lang);
  await ctx.cache.set(key, JSON.stringify(routers), ROUTERS_TTL_SECONDS);
  return routers;
}

/** Forgets every cached route tree (after menus, roles or role grants change). */
export async function clearRoutersCache(cache: CacheStore): Promise<void> {
  const keys = await cache.keys(CacheKeys.routers);
  if (keys.length > 0) await cache.del(...keys);
}

/** Forgets one user's cached route trees, in every language (at each login of that user). */
export async function forgetUserRouters(cache: CacheStore, userId: number): Promise<void> {
  const keys = await cache.keys(`${CacheKeys.routers}${userId}:`);
  if (keys.length > 0) await cache.del(...keys);
}
