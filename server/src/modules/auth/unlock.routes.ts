import { UnlockScreenBody } from '@dis/contract';
import { type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import bcrypt from 'bcryptjs';
import { CacheKeys } from '../../cache/store';
import { ServiceError } from '../../common/errors';
import { MessageResult } from '../../common/schema';
import { requireLoginUser } from '../../plugins/auth';
import { findAccountByName } from '../system/user/repository';
import { LOCK_MINUTES, MAX_PASSWORD_RETRIES } from './login-service';

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
      const password = request.body.password ?? '';
      if (password === '') throw new ServiceError('auth.unlock.passwordRequired');
      const { userName } = requireLoginUser(request);
      const retryKey = `${CacheKeys.passwordErrors}${userName}`;
      if (Number(await app.cache.get(retryKey)) >= MAX_PASSWORD_RETRIES) {
        throw new ServiceError('login.locked', { count: MAX_PASSWORD_RETRIES, minutes: LOCK_MINUTES });
      }
      const account = await findAccountByName(app.db, userName);
      if (!account) throw new ServiceError('auth.unlock.sessionGone');
      if (!(await bcrypt.compare(password, account.password ?? ''))) {
        await app.cache.increment(retryKey, LOCK_MINUTES * 60);
        throw new ServiceError('auth.unlock.wrongPassword');
      }
      await app.cache.del(retryKey);
      return { code: 200, msg: request.t('auth.unlock.success') };
    },
  );
};

export default unlockRoutes;
