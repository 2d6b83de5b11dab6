import { ServiceError } from '../../../common/errors';
import { newPasswordViolation } from '../user/profile/service';
import { ConfigKeys } from './service';

/** the initial password of new accounts (`sys.user.initPassword`) */
export const INIT_PASSWORD_KEY = 'sys.user.initPassword';

const CHOICES: Readonly<Record<string, readonly string[]>> = {
  [ConfigKeys.captchaEnabled]: ['true', 'false'],
  [ConfigKeys.registerUser]: ['true', 'false'],
  [ConfigKeys.initPasswordModify]: ['0', '1'],
  [ConfigKeys.passwordCharType]: ['0', '1', '2', '3', '4'],
};

/** the longest password validity the setting may hold, in days (ten years) */
const MAX_PASSWORD_DAYS = 3650;

/**
 * Refuses a value the server could not use for a setting it reads itself: the switches take
 * `true`/`false`, the password rules their codes, the validity a whole number of days, and the
 * initial password must itself obey the password rule in force (`charType`). Any other key takes
 * any text. See docs/system/dict-config.md.
 */
export function checkConfigValue(key: string, value: string, charType: string): void {
  const choices = CHOICES[key];
  if (choices && !choices.includes(value)) {
    throw new ServiceError('system.config.badValue', { key, allowed: choices.join(' / ') });
  }
  if (key === ConfigKeys.passwordValidateDays) {
    if (!/^\d{1,4}$/.test(value) || Number(value) > MAX_PASSWORD_DAYS) {
      throw new ServiceError('system.config.badNumber', { key, max: MAX_PASSWORD_DAYS });
    }
  }
  if (key === INIT_PASSWORD_KEY) {
    const refusal = newPasswordViolation(value, charType);
    if (refusal) throw refusal;
  }
}
