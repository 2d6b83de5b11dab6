/**
 * The password rules both sides apply (no imports: the browser takes these functions without any
 * schema library). The server answers its own messages; the browser shows its own words for the
 * same outcome.
 */

/** The length a new password must have (RuoYi's `UserConstants.PASSWORD_MIN_LENGTH` / `MAX`). */
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 20;

/** Characters no password may contain: `< > " ' \ |`. */
export const PASSWORD_ILLEGAL_CHARS = /[<>"'\\|]/;

const SPECIALS = '~!@#$%^&*()\\-=_+';

/** The values of setting `sys.account.chrtype` that restrict the characters. */
export type PasswordCharType = '1' | '2' | '3' | '4';

/**
 * What each `sys.account.chrtype` asks: "1" digits only, "2" letters only, "3" letters and
 * digits, "4" letters, digits and specials (`~!@#$%^&*()-=_+`). "0" (or anything else) is any.
 */
const CHAR_TYPE_PATTERNS: Record<PasswordCharType, RegExp> = {
  '1': /^[0-9]+$/,
  '2': /^[A-Za-z]+$/,
  '3': /^(?=.*[A-Za-z])(?=.*\d)[A-Za-z\d]+$/,
  '4': new RegExp(`^(?=.*[A-Za-z])(?=.*\\d)(?=.*[${SPECIALS}])[A-Za-z\\d${SPECIALS}]+$`),
};

/** The `sys.account.chrtype` the password breaks, or null when it follows it. */
export function passwordCharTypeViolation(password: string, charType: string): PasswordCharType | null {
  const type = charType.trim();
  if (!Object.prototype.hasOwnProperty.call(CHAR_TYPE_PATTERNS, type)) return null;
  return CHAR_TYPE_PATTERNS[type as PasswordCharType].test(password) ? null : (type as PasswordCharType);
}

/** What is wrong with a new password, checked in this order; null when nothing is. */
export type NewPasswordProblem =
  | { kind: 'length'; min: number; max: number }
  | { kind: 'illegal' }
  | { kind: 'charType'; charType: PasswordCharType };

/**
 * A new password (personal centre, reset): 6–20 characters, none of `< > " ' \ |`, then the
 * character rule of `sys.account.chrtype`.
 */
export function newPasswordProblem(password: string, charType: string): NewPasswordProblem | null {
  if (password.length < PASSWORD_MIN || password.length > PASSWORD_MAX) {
    return { kind: 'length', min: PASSWORD_MIN, max: PASSWORD_MAX };
  }
  if (PASSWORD_ILLEGAL_CHARS.test(password)) return { kind: 'illegal' };
  const violated = passwordCharTypeViolation(password, charType);
  return violated ? { kind: 'charType', charType: violated } : null;
}
