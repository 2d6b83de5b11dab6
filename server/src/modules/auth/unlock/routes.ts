import { UnlockScreenBody } from '@dis/contract';
import { type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MessageResult } from '../../../common/schema';
import { requireLoginUser } from '../../../security/session-store';
import { unlockScreen } from '../service';

/**
 * 解锁屏幕: the console's lock screen asks for the signed-in user's password again
 * (docs/system/notice.md "Lock screen"). Wrong passwords count towards the same lockout as the
 * login's, so a left-open session cannot be used to guess the password.
 */
const unlockRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/unlockscreen',
    {
      schema: {
        tags: ['auth'],
        summary: '解锁屏幕 · Unlock the screen',
        description:
          'Body {password}: the signed-in user\'s password. Success answers msg "解锁成功"; a wrong ' +
          'password counts towards the login lockout (5 wrong: locked for 10 minutes).',
        body: UnlockScreenBody,
        response: { 200: MessageResult },
      },
      config: { rateLimit: { max: 30, timeWindow: 60_000 } },
    },
    async function unlockScreenHandler(request) {
      await unlockScreen(app, requireLoginUser(request).userName, request.body.password ?? '');
      return { code: 200, msg: request.t('auth.unlock.success') };
    },
  );
};

export default unlockRoutes;
