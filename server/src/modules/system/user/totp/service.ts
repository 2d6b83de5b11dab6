import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireLoginUser } from '../../../../security/session-store';
import { resetTotp } from '../../../auth/totp/service';
import type { UserResource } from '../resource';
import { changeableUser } from '../service';

/**
 * `PUT /system/user/resetTotp` (重置两步验证, docs/security.md "Two-factor sign-in"): as 重置密码 —
 * never user 1, the user live and in the caller's data scope; the enrolment goes and every session
 * of the user ends (the caller's own stays, should it be theirs).
 */
export async function resetTotpInScope(
  app: FastifyInstance,
  users: UserResource,
  request: FastifyRequest,
  userId: number,
): Promise<void> {
  await changeableUser(app, users, request, userId);
  await resetTotp(app, userId);
  await app.sessions.endAllOf([userId], requireLoginUser(request).tokenId);
}
