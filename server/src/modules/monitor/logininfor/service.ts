import type { FastifyInstance } from 'fastify';
import { CacheKeys } from '../../../cache/store';

/** Forgets the wrong passwords counted against an account, so it may log in again at once. */
export async function unlockAccount(app: FastifyInstance, userName: string): Promise<void> {
  await app.cache.del(`${CacheKeys.passwordErrors}${userName}`);
}
