import type { MessageKey } from '../i18n/messages';

const SPECIALS = '~!@#$%^&*()\\-=_+';

const RULES: Record<string, { pattern: RegExp; message: MessageKey }> = {
  '1': { pattern: /^[0-9]+$/, message: 'password.chrtype.1' },
  '2': { pattern: /^[A-Za-z]+$/, message: 'password.chrtype.2' },
  '3': { pattern: /^(?=.*[A-Za-z])(?=.*\d)[A-Za-z\d]+$/, message: 'password.chrtype.3' },
  '4': {
    pattern: new RegExp(`^(?=.*[A-Za-z])(?=.*\\d)(?=.*[${SPECIALS}])[A-Za-z\\d${SPECIALS}]+$`),
    message: 'password.chrtype.4',
  },
};

/**
 * The character rule of setting `sys.account.chrtype` ("0" any, "1" digits, "2" letters,
 * "3" letters and digits, "4" letters, digits and specials). Returns the refusal, or null.
 */
export function passwordCharTypeViolation(password: string, charType: string): MessageKey | null {
  const rule = RULES[charType.trim()];
  return rule && !rule.pattern.test(password) ? rule.message : null;
}
