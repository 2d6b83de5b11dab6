import { PASSWORD_MAX, PASSWORD_MIN } from '@dis/contract/rules';
import bcrypt from 'bcryptjs';
import type { CacheStore } from '../../cache/store';
import type { ClientInfo } from '../../common/client-info';
import { formatDateTime } from '../../common/datetime';
import { ServiceError } from '../../common/errors';
import type { Database } from '../../db/connection';
import { translate, type Lang } from '../../i18n/language';
import { passwordCharTypeViolation } from '../../security/password-policy';
import { ConfigKeys, getConfigValue, isCaptchaEnabled } from '../system/config/service';
import { insertAccount, isUserNameTaken } from '../system/user/repository';
import { LoginStatus, recordLoginEvent } from '../monitor/logininfor/repository';
import { checkCaptcha } from './captcha/service';

export const BCRYPT_ROUNDS = 10;

export interface RegisterInput {
  username?: string;
  password?: string;
  code?: string;
  uuid?: string;
}

export interface RegisterContext {
  db: Database;
  cache: CacheStore;
  captchaOverride: boolean | undefined;
  lang: Lang;
  client: ClientInfo;
}

/** whitespace and the characters that make markup */
const UNSAFE_NAME = /[\s<>"'&]/;

function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/** Self-registration (`sys.account.registerUser` = "true"), RuoYi's checks plus the password rule. */
export async function register(ctx: RegisterContext, input: RegisterInput): Promise<void> {
  if ((await getConfigValue(ctx, ConfigKeys.registerUser)).trim() !== 'true') {
    throw new ServiceError('register.disabled');
  }
  if (await isCaptchaEnabled(ctx, ctx.captchaOverride)) {
    const result = await checkCaptcha(ctx.cache, input.code, input.uuid);
    if (result === 'expired') throw new ServiceError('captcha.expired');
    if (result === 'wrong') throw new ServiceError('captcha.wrong');
  }
  const userName = (input.username ?? '').trim();
  const password = input.password ?? '';
  if (!userName) throw new ServiceError('register.userNameRequired');
  if (!password) throw new ServiceError('register.passwordRequired');
  if (userName.length < 2 || userName.length > 20) throw new ServiceError('register.userNameLength');
  if (password.length < PASSWORD_MIN || password.length > PASSWORD_MAX) {
    throw new ServiceError('register.passwordLength', { min: PASSWORD_MIN, max: PASSWORD_MAX });
  }
  if (UNSAFE_NAME.test(userName)) throw new ServiceError('register.userNameChars');
  const violation = passwordCharTypeViolation(
    password,
    await getConfigValue(ctx, ConfigKeys.passwordCharType),
  );
  if (violation) throw new ServiceError(violation);
  if (await isUserNameTaken(ctx.db, userName)) throw new ServiceError('register.exists', { userName });

  try {
    await insertAccount(ctx.db, {
      userName,
      nickName: userName,
      passwordHash: await bcrypt.hash(password, BCRYPT_ROUNDS),
      createTime: formatDateTime(),
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new ServiceError('register.exists', { userName });
    throw error;
  }
  await recordLoginEvent(ctx.db, {
    userName,
    status: LoginStatus.success,
    msg: translate(ctx.lang, 'register.success'),
    client: ctx.client,
  });
}
