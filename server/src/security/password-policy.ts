import { passwordCharTypeViolation as violatedCharType } from '@dis/contract/rules';
import type { MessageKey } from '../i18n/catalogue';

/**
 * The character rule of setting `sys.account.chrtype` ("0" any, "1" digits, "2" letters,
 * "3" letters and digits, "4" letters, digits and specials), as `@dis/contract/rules` defines it
 * for both sides. Returns the refusal, or null.
 */
export function passwordCharTypeViolation(password: string, charType: string): MessageKey | null {
  const violated = violatedCharType(password, charType);
  return violated ? `password.chrtype.${violated}` : null;
}
