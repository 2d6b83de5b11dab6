import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CacheKeys } from '../../cache/store';

/** How long a public answer is kept at most (a change of the content clears it at once). */
export const PORTAL_ANSWER_TTL_SECONDS = 300;

/**
 * The public site's reads, answered from the cache store when the same address was read in the
 * same language before (docs/site/speed.md): the serialised answer is kept, so a burst of visitors
 * costs one database read. Only successful answers are kept; staff changes to news or jobs clear
 * them all (`clearPortalAnswers`).
 */
export function cachedAnswer<T extends object>(
  app: FastifyInstance,
  compute: (request: FastifyRequest) => Promise<T>,
) {
  return async function answer(request: FastifyRequest, reply: FastifyReply) {
    const key = `${CacheKeys.portal}${request.lang}:${request.url}`;
    const kept = await app.cache.get(key);
    reply.header('Cache-Control', 'no-cache');
    if (kept !== null) return reply.type('application/json; charset=utf-8').send(kept);
    const value = await compute(request);
    const body = reply.serialize(value) as string;
    await app.cache.set(key, body, PORTAL_ANSWER_TTL_SECONDS);
    return reply.type('application/json; charset=utf-8').send(body);
  };
}

/** Forgets every kept public answer (after staff add, edit, publish, unpublish or delete content). */
export async function clearPortalAnswers(app: FastifyInstance): Promise<void> {
  const keys = await app.cache.keys(CacheKeys.portal);
  if (keys.length > 0) await app.cache.del(...keys);
}
